// npm run bench:reports:import -- — the import half of bench:reports, for working on the import's
// long main-thread tasks: imports a generated roll (REPORTS_BENCH_VOTERS, default 100,000) in a
// fresh profile with the CPU profiler on, then prints each long task with the functions that
// took most of its samples. Figures go to the console only: bench:reports is the measurement.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImportResult } from './page/import-runs.ts';
import { buildPage } from './build-page.ts';
import { serveDir } from './static-server.ts';
import { openRollPage } from './roll-page.ts';
import { busyRuns } from '../lib/cpu-profile.ts';
import type { CpuProfile } from '../lib/cpu-profile.ts';
import { sized } from '../lib/smoke.ts';

const VOTERS = Number(process.env.REPORTS_BENCH_VOTERS ?? sized(100_000, 500));

const dir = await buildPage();
const server = await serveDir(dir, 0);
const profileDir = mkdtempSync(join(tmpdir(), 'import-dev-'));
const { context, page } = await openRollPage({
  profile: profileDir,
  url: server.url,
  roll: { voters: VOTERS, seed: 2026 },
  onPageError: (message) => console.error('page error:', message),
});
try {
  // The profiler slows the page (more and longer tasks): REPORTS_BENCH_PROFILE=0 leaves it off.
  const profiling = process.env.REPORTS_BENCH_PROFILE !== '0';
  const cdp = await context.newCDPSession(page);
  if (profiling) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
    await cdp.send('Profiler.start');
  }
  const r = await page.evaluate(
    () => window.reportsBench!.importReal({ dbName: 'roll' }) as Promise<ImportResult>,
  );
  console.log(
    `imported ${r.rows} in ${Math.round(r.ms)} ms; ${r.longTasks} long tasks, longest ${Math.round(r.longestTaskMs)} ms`,
  );
  for (const task of r.taskTimes)
    console.log(`long task at ${Math.round(task.at)} ms: ${Math.round(task.ms)} ms`);
  if (profiling) {
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    for (const run of busyRuns(profile)) {
      console.log(`busy at ${Math.round(run.at)} ms for ${Math.round(run.ms)} ms:`);
      for (const line of run.top) console.log(`   ${line}`);
    }
  }
} finally {
  await context.close();
  await server.close();
  rmSync(profileDir, { recursive: true, force: true });
}
