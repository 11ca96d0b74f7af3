import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from './devkit/chromium-flags.ts';
import { seedSession } from './devkit/route-weight.ts';
import { serveBuild } from './bench/field/serve-build.ts';
const served = await serveBuild(process.argv[2] ?? '/work/main/dist', '/work/main');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_FLAGS] });
try {
  const session = await seedSession(served.url, 'Asha Verma');
  const context = await browser.newContext({ baseURL: served.url, viewport: { width: 360, height: 740 } });
  await context.addInitScript((s) => { localStorage.setItem('token', s.token); localStorage.setItem('user', JSON.stringify(s.user)); }, session as any);
  const page = await context.newPage();
  const greet = () => page.getByText(`Hello, ${session.firstName}`).first().waitFor({ timeout: 60000 });
  await page.goto('/dashboard'); await greet();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60000 });
  await page.reload(); await greet();
  await context.setOffline(true);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  for (let i = 0; i < 3; i++) {
    if (i === 2) await cdp.send('Profiler.start');
    await page.reload({ waitUntil: 'commit' }); await greet();
    const t = await page.evaluate(() => ({ now: performance.now(), res: performance.getEntriesByType('resource').map((e: any) => [e.name.replace(location.origin, '').replace(/-[\w-]{8}\./, '.'), Math.round(e.startTime), Math.round(e.responseEnd)]), nav: (() => { const n: any = performance.getEntriesByType('navigation')[0]; return [Math.round(n.responseEnd), Math.round(n.domInteractive), Math.round(n.domContentLoadedEventEnd)]; })(), marks: performance.getEntriesByType('mark').map((m) => [m.name, Math.round(m.startTime)]) }));
    console.log('run', i, 'greeting at', Math.round(t.now), 'nav(respEnd, domInteractive, DCL)', t.nav.join(','));
    if (i === 2) {
      const { profile } = await cdp.send('Profiler.stop');
      const byUrl = new Map<string, number>();
      const dt = (profile.endTime - profile.startTime) / 1000 / (profile.samples?.length ?? 1);
      const hits = new Map<number, number>();
      for (const s of profile.samples ?? []) hits.set(s, (hits.get(s) ?? 0) + 1);
      for (const n of profile.nodes) {
        const key = (n.callFrame.url.replace(/.*\/assets\//, '').replace(/-[\w-]{8}\./, '.') || n.callFrame.functionName || '(native)');
        byUrl.set(key, (byUrl.get(key) ?? 0) + (hits.get(n.id) ?? 0) * dt);
      }
      console.log('profile total ms', Math.round((profile.endTime - profile.startTime) / 1000));
      for (const [k, v] of [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log('   ', k, Math.round(v));
    }
    console.log('   marks', JSON.stringify(t.marks));
  }
} finally { await browser.close(); await served.close(); }
