// Where an offline cold start's time goes before the greeting: one build served by this
// checkout's server, the dashboard visited online until the service worker controls it, then
// reloaded offline at CPU 4× under V8's sampling profiler. Prints the time to the greeting and
// the main thread's samples by script (self time) until then.
//   node --import tsx bench/field/startup-profile.ts <dist> [runs=3]
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../devkit/chromium-flags.ts';
import { seedSession } from '../../devkit/route-weight.ts';
import { currentLoad } from '../lib/report.ts';
import { freshContext, offlineDashboard } from './measure-page.ts';
import { serveBuild } from './serve-build.ts';

type Node = { id: number; callFrame: { url: string; functionName: string }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number };

type TraceEvent = {
  name: string;
  ph: string;
  dur?: number;
  tdur?: number;
  tid: number;
  pid: number;
  ts: number;
  args?: { name?: string };
};

/**
 * The renderer main thread's CPU time (thread time, which another process's load does not
 * stretch as it does wall time) from the reload to the greeting: all of its tasks, and by
 * trace event name. Returns the total in ms.
 */
function summarizeTrace(events: TraceEvent[]): number {
  const seen = events.find((e) => e.name === 'greeting-seen');
  const main = seen && { pid: seen.pid, tid: seen.tid };
  if (!main) return Number.NaN;
  const onMain = events.filter(
    (e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts <= seen.ts,
  );
  const byName = new Map<string, number>();
  for (const e of onMain) byName.set(e.name, (byName.get(e.name) ?? 0) + (e.tdur ?? 0) / 1000);
  const total = byName.get('RunTask') ?? 0;
  console.log(
    `  main thread CPU until the greeting: ${total.toFixed(0)} ms; by event (inclusive):`,
  );
  for (const [name, ms] of [...byName].sort((a, b) => b[1] - a[1]).slice(1, 16))
    console.log(`    ${ms.toFixed(0).padStart(5)} ${name}`);
  return total;
}

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const [dist, runsArg] = process.argv.slice(2);
if (!dist) throw new Error('usage: startup-profile.ts <dist> [runs]');
const served = await serveBuild(dist, REPO);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [...CHROMIUM_FLAGS],
});
try {
  const session = await seedSession(served.url, 'Asha Verma');
  const context = await freshContext(browser, served.url, session);
  const { page, cdp } = await offlineDashboard(context, session);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const cpus: number[] = [];
  for (let run = 0; run < Number(runsArg ?? 3); run += 1) {
    const load = currentLoad();
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => {
      events.push(...(e.value as unknown as TraceEvent[]));
    });
    const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories:
        'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing',
      transferMode: 'ReportEvents',
    });
    await cdp.send('Profiler.start');
    await page.reload({ waitUntil: 'commit' });
    const at = await page.waitForFunction((name) => {
      if (!document.body.innerText.includes(`Hello, ${name}`)) return false;
      performance.mark('greeting-seen');
      return performance.now();
    }, session.firstName);
    const greetMs = (await at.jsonValue()) as number;
    const marks = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e as PerformanceResourceTiming)
        .filter((e) => e.name.includes('/assets/'))
        .map(
          (e) =>
            [
              e.name.replace(/.*\/assets\//, ''),
              Math.round(e.startTime),
              Math.round(e.responseEnd),
            ] as const,
        )
        .sort((a, b) => a[1] - b[1]),
    );
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    await cdp.send('Tracing.end');
    await traced;
    const cpu = summarizeTrace(events);
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map<string, number>();
    let total = 0;
    profile.samples.forEach((id, i) => {
      const n = byId.get(id)!;
      const dt = (profile.timeDeltas[i] ?? 0) / 1000;
      total += dt;
      const url =
        n.callFrame.url.replace(/.*\/assets\//, '') || `(${n.callFrame.functionName || 'program'})`;
      self.set(url, (self.get(url) ?? 0) + dt);
    });
    cpus.push(cpu);
    console.log(
      `\nrun ${run + 1}: greeting at ${Math.round(greetMs)} ms, main thread CPU ${Math.round(cpu)} ms (load ${load.toFixed(1)}); profile ${Math.round(total)} ms`,
    );
    for (const [url, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 18))
      console.log(`  ${ms.toFixed(0).padStart(5)} ms  ${url}`);
    if (process.env.PROFILE_CALLERS) {
      // Who called the top native functions (their parents' script and function).
      const parent = new Map<number, Node>();
      for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n);
      const callers = new Map<string, number>();
      profile.samples.forEach((id, i) => {
        const n = byId.get(id)!;
        if (n.callFrame.functionName !== process.env.PROFILE_CALLERS) return;
        let p = parent.get(n.id);
        const chain: string[] = [];
        for (let k = 0; p && k < 4; k += 1, p = parent.get(p.id))
          chain.push(
            `${p.callFrame.functionName || '?'}@${p.callFrame.url.replace(/.*\/assets\//, '')}`,
          );
        const key = chain.join(' < ');
        callers.set(key, (callers.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
      });
      for (const [key, ms] of [...callers].sort((a, b) => b[1] - a[1]).slice(0, 6))
        console.log(`  ${ms.toFixed(0).padStart(5)} ms  ${key}`);
    }
    if (run === 0) console.log(marks.map((m) => `  ${m[1]}–${m[2]} ${m[0]}`).join('\n'));
  }
  const sorted = [...cpus].sort((a, b) => a - b);
  console.log(
    `main thread CPU until the greeting, median ${Math.round(sorted[Math.floor(sorted.length / 2)]!)} ms of ${cpus.length}`,
  );
  await context.close();
} finally {
  await browser.close();
  await served.close();
}
