// Diagnostic (not part of bench:field): one booth worker's first sync on the field profile,
// opened cold (SIGNED_IN=1: after the sign-in page), printing every request's start and end and, at the end, the page's CPU self time
// by chunk and function from FROM_S seconds on (default 17: after the first pull's answer).
//   node --import tsx bench/field/first-sync-timeline.ts [dist]   (default /tmp/bp-field-after)
// It found the walk list drawing 300+ house cards at every page of the sync (use-shown-count.ts).
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS } from '../../devkit/chromium-flags.ts';
import { serveBuild } from './serve-build.ts';
import { seedBooth, storeSession } from './first-sync.ts';
import { VIEWPORT, applyFieldProfile } from './profile.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const served = await serveBuild(process.argv[2] ?? '/tmp/bp-field-after', REPO);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [...CHROMIUM_FLAGS],
});
try {
  const seed = await seedBooth(served.url);
  const context = await browser.newContext({
    baseURL: served.url,
    viewport: VIEWPORT,
    locale: 'en-US',
  });
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
  const page = await context.newPage();
  // SIGNED_IN=1: the sign-in page first, its service worker installed (as bench:field's row).
  await storeSession(page, seed, Boolean(process.env.SIGNED_IN));
  page.on('console', (m) => console.log(`  [console ${m.type()}] ${m.text().slice(0, 200)}`));
  const cdp = await applyFieldProfile(context, page);
  const t0 = Date.now();
  const at = () => ((Date.now() - t0) / 1000).toFixed(1).padStart(5);
  const urls = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (e) => {
    urls.set(e.requestId, e.request.url);
    console.log(`${at()} → ${e.request.url.replace(served.url, '').slice(0, 90)}`);
  });
  cdp.on('Network.loadingFinished', (e) =>
    console.log(
      `${at()} ← ${urls.get(e.requestId)?.replace(served.url, '').slice(0, 60)} ${e.encodedDataLength} B`,
    ),
  );
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
  await cdp.send('Profiler.start');
  await page.goto('/dashboard/door-to-door', { waitUntil: 'commit' });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Visit house'),
    null,
    { timeout: 300_000, polling: 'raf' },
  );
  console.log(`${at()} USABLE`);
  const { profile } = (await cdp.send('Profiler.stop')) as {
    profile: {
      nodes: {
        id: number;
        callFrame: { functionName: string; url: string; lineNumber: number };
        hitCount?: number;
      }[];
      samples: number[];
      timeDeltas: number[];
      startTime: number;
    };
  };
  // Self time per chunk and per function, only for samples after the first pull answer.
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  let t = profile.startTime;
  const chunk = new Map<string, number>();
  const fn = new Map<string, number>();
  const windowStart = profile.startTime + Number(process.env.FROM_S ?? 17) * 1e6;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i]!;
    if (t < windowStart) return;
    const n = byId.get(id)!;
    const file =
      n.callFrame.url.replace(served.url, '').replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js') ||
      '(native)';
    const dt = (profile.timeDeltas[i + 1] ?? 1000) / 1000;
    chunk.set(file, (chunk.get(file) ?? 0) + dt);
    const key = `${n.callFrame.functionName || '(anon)'} ${file}:${n.callFrame.lineNumber}`;
    fn.set(key, (fn.get(key) ?? 0) + dt);
  });
  // BUCKETS=1: the main thread's busy time per 250 ms from navigation, with its top functions.
  if (process.env.BUCKETS) {
    const buckets = new Map<number, Map<string, number>>();
    let u = profile.startTime;
    profile.samples.forEach((id, i) => {
      u += profile.timeDeltas[i]!;
      const n = byId.get(id)!;
      const name = n.callFrame.functionName || '(anon)';
      if (name === '(idle)') return;
      const file = n.callFrame.url.replace(served.url, '').replace(/-[A-Za-z0-9_-]{8}\.js$/, '');
      const b = Math.floor((u - profile.startTime) / 250_000);
      const m = buckets.get(b) ?? new Map<string, number>();
      const key = `${name}@${file}`;
      m.set(key, (m.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 1000) / 1000);
      buckets.set(b, m);
    });
    for (const [b, m] of [...buckets].sort((x, y) => x[0] - y[0])) {
      const busy = [...m.values()].reduce((x, y) => x + y, 0);
      const best = [...m]
        .sort((x, y) => y[1] - x[1])
        .slice(0, 4)
        .map(([k, ms]) => `${k} ${Math.round(ms)}`)
        .join(', ');
      console.log(`  ${(b / 4).toFixed(2).padStart(5)} s busy ${Math.round(busy)} ms: ${best}`);
    }
  }
  const top = (m: Map<string, number>, k: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([name, ms]) => `    ${Math.round(ms)} ms  ${name}`)
      .join('\n');
  console.log('self time by chunk after the first answer:\n' + top(chunk, 15));
  console.log('by function:\n' + top(fn, 25));
  await context.close();
} finally {
  await browser.close();
  await served.close();
}
