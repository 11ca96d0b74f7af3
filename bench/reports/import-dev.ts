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
import { sized } from '../lib/smoke.ts';

const VOTERS = Number(process.env.REPORTS_BENCH_VOTERS ?? sized(100_000, 500));

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  parent?: number;
  children?: number[];
};
type CpuProfile = {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
};

/**
 * The profile's busy runs over 50 ms (samples with no idle one between them: a long task as
 * the profiler saw it), each with the frames that took most of its samples.
 */
function busyRuns(profile: CpuProfile): { at: number; ms: number; top: string[] }[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const runs: { at: number; ms: number; top: string[] }[] = [];
  let t = profile.startTime;
  let runStart = -1;
  let counts = new Map<string, number>();
  const close = (end: number) => {
    if (runStart >= 0 && end - runStart > 50_000)
      runs.push({
        at: (runStart - profile.startTime) / 1000,
        ms: (end - runStart) / 1000,
        top: [...counts]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)
          .map(([n, c]) => `${c} ${n}`),
      });
    runStart = -1;
    counts = new Map();
  };
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i]!;
    const f = byId.get(id)!.callFrame;
    if (f.functionName === '(idle)') return close(t);
    if (runStart < 0) runStart = t;
    const name = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  });
  close(t);
  return runs;
}

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
