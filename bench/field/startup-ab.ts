// The start-up figures of two builds in one run, so both meet the same load (the machine is
// shared): both are served at once (by this checkout's server code), /dashboard's bytes on the
// wire are taken for each (the budget check's measure), then their offline cold starts to the
// greeting at CPU 4× (bench:field's measure) alternate reload by reload, A then B, so each
// pair meets the same moment's load. Prints the medians and the 1-min load average.
//   node --import tsx bench/field/startup-ab.ts <distA> <distB> [pairs=15]
// STARTUP_AB_OUT=<name> also writes bench/results/<name>.{json,md} (B's figures beside A's as
// the baseline); STARTUP_AB_LABELS='before (abc1234),after' names the two builds there.
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../devkit/chromium-flags.ts';
import { routeWeight, seedSession } from '../../devkit/route-weight.ts';
import type { Session } from '../../devkit/route-weight.ts';
import { currentLoad, loadSpan, startReport, writeReport } from '../lib/report.ts';
import { freshContext, greetedAt, offlineDashboard } from './measure-page.ts';
import { serveBuild } from './serve-build.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const [distA, distB, pairsArg] = process.argv.slice(2);
if (!distA || !distB) throw new Error('usage: startup-ab.ts <distA> <distB> [pairs]');
const pairs = Number(pairsArg ?? 15);
const [labelA = 'A', labelB = 'B'] = (process.env.STARTUP_AB_LABELS ?? '')
  .split(',')
  .filter(Boolean);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [...CHROMIUM_FLAGS],
});
const served = { A: await serveBuild(distA, REPO), B: await serveBuild(distB, REPO) };
// Made now, so its environment gives the load at the start of the run.
const { report, add } = startReport();
try {
  const load = currentLoad();
  const pages: Partial<Record<'A' | 'B', { page: Page; session: Session }>> = {};
  const bytes: Partial<Record<'A' | 'B', number>> = {};
  for (const label of ['A', 'B'] as const) {
    const url = served[label].url;
    const session = await seedSession(url, 'Asha Verma');
    const weight = await routeWeight(
      browser,
      url,
      '/dashboard',
      (page) => page.getByText(`Hello, ${session.firstName}`).first().waitFor(),
      session,
    );
    console.log(
      `${label}: /dashboard ${(weight.bytes / 1000).toFixed(1)} KB in ${weight.files.length} files`,
    );
    bytes[label] = weight.bytes;
    if (process.env.AB_FILES)
      console.log(weight.files.map((f) => `  ${f.name} ${f.bytes}`).join('\n'));
    const { page } = await offlineDashboard(await freshContext(browser, url, session), session);
    pages[label] = { page, session };
  }
  const times = { A: [] as number[], B: [] as number[] };
  for (let i = 0; i < pairs; i += 1) {
    for (const label of ['A', 'B'] as const) {
      const { page, session } = pages[label]!;
      await page.reload({ waitUntil: 'commit' });
      times[label].push(await greetedAt(page, session));
    }
  }
  for (const label of ['A', 'B'] as const)
    console.log(
      `${label}: offline cold start median ${Math.round(median(times[label]))} ms ` +
        `(${times[label].map(Math.round).join(', ')})`,
    );
  const wins = times.A.filter((a, i) => times.B[i]! < a).length;
  console.log(
    `B faster than A in ${wins} of ${pairs} pairs; load ${load.toFixed(1)} → ${currentLoad().toFixed(1)}`,
  );
  if (process.env.STARTUP_AB_OUT) {
    const kb = (n: number) => Math.round(n / 100) / 10;
    add({
      id: 'dashboard-bytes',
      label: '/dashboard on the wire (the budget check’s measure)',
      unit: 'KB',
      value: kb(bytes.B!),
      baseline: { label: labelA, value: kb(bytes.A!) },
      target: { kind: 'max', value: 300 },
    });
    if (pairs > 0)
      add({
        id: 'offline-cold-start',
        label: 'offline cold start → greeting (CPU 4×), median of the pairs',
        unit: 'ms',
        value: Math.round(median(times.B)),
        baseline: { label: labelA, value: Math.round(median(times.A)) },
        target: { kind: 'max', value: 800 },
        notes: [
          `${labelB} faster in ${wins} of ${pairs} pairs, reloads alternated; ${loadSpan(load)}`,
          `${labelA}: ${times.A.map(Math.round).join(', ')}`,
          `${labelB}: ${times.B.map(Math.round).join(', ')}`,
        ],
      });
    report.finishedAt = new Date().toISOString();
    report.details = { labels: { A: labelA, B: labelB }, dists: { A: distA, B: distB } };
    console.log(
      writeReport(report, process.env.STARTUP_AB_OUT, `Start-up: ${labelB} beside ${labelA}`),
    );
  }
} finally {
  await browser.close();
  await served.A.close();
  await served.B.close();
}
