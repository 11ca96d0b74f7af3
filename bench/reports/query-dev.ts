// npm run bench:reports:queries -- <profile dir> — the query half of bench:reports on a roll
// kept between runs, for working on the report engine: writing 300,000 voters takes about 20
// minutes here, a query round two. The first run writes the roll (bare bulkPut of the stored
// rows the import would write) into the profile; every run then prints each report's first
// page and total p95. Figures go to the console only: bench:reports is the measurement.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { p95 } from './figures.ts';
import type { QueryResult } from './page/query-runs.ts';
import { buildPage } from './build-page.ts';
import { serveDir } from './static-server.ts';
import { openRollPage } from './roll-page.ts';
import { SMOKE, sized } from '../lib/smoke.ts';

// A smoke run writes a tiny roll into a throw-away profile.
const profile = SMOKE ? mkdtempSync(join(tmpdir(), 'reports-queries-smoke-')) : process.argv[2];
if (!profile) throw new Error('usage: bench:reports:queries -- <profile dir>');
const VOTERS = Number(process.env.REPORTS_BENCH_VOTERS ?? sized(300_000, 500));
const REPS = Number(process.env.REPORTS_BENCH_REPS ?? sized(10, 1));
const only = process.env.REPORTS_BENCH_ONLY?.split(',');

const fresh = !existsSync(`${profile}/roll-written`);
mkdirSync(profile, { recursive: true });
const dir = await buildPage();
// A fixed port: the kept roll belongs to the page's origin.
const server = await serveDir(dir, SMOKE ? 0 : Number(process.env.REPORTS_BENCH_PORT ?? 47123));
const { context, page } = await openRollPage({
  profile,
  url: server.url,
  roll: { voters: VOTERS, seed: 2026 },
  onPageError: (message) => console.error('page error:', message),
});
try {
  page.on('console', (m) => console.log('page:', m.text()));
  if (fresh) {
    console.log(`writing ${VOTERS} voters into ${profile}`);
    const r = await page.evaluate(() =>
      window.reportsBench!.floorPut({ dbName: 'roll', batchSize: 250, voterStores: null }),
    );
    console.log(`written in ${Math.round(r.ms)} ms`);
    await import('node:fs').then((fs) => fs.writeFileSync(`${profile}/roll-written`, ''));
  }
  await page.evaluate(() => window.reportsBench!.releaseRoll());
  const q = await page.evaluate((a) => window.reportsBench!.queryRuns(a) as Promise<QueryResult>, {
    dbName: 'roll',
    reps: REPS,
    parts: 300,
    only,
  });
  const f = (xs: number[]) => (xs.length ? p95(xs).toFixed(1).padStart(7) : '      -');
  console.log(
    `list order ${Math.round(q.listOrderMs)} ms, cold first page ${Math.round(q.coldMs)} ms`,
  );
  const raw = (xs: number[]) =>
    process.env.REPORTS_BENCH_RAW ? ` ${xs.map(Math.round).join(' ')}` : '';
  for (const id of Object.keys(q.page))
    console.log(
      `${id.padEnd(18)} page ${f(q.page[id]!)}  total ${f(q.total[id]!)}${raw(q.page[id]!)}`,
    );
  console.log(`search Latin ${f(q.searchLatin)}  Devanagari ${f(q.searchDevanagari)}`);
  console.log(`agewise alphabetical ${f(q.alphabetical)}`);
} finally {
  await context.close();
  await server.close();
  if (SMOKE) rmSync(profile, { recursive: true, force: true });
}
