// npm run bench:reports — the voter report engine in Chromium (headless /usr/bin/chromium) on a
// generated roll: the CSV import through the app vs bare bulkPut, long tasks, every
// report's first page and total, name search in both scripts (each beside a full-table read),
// the import cost of each voter index, and booth-worker scale with the CPU throttled 4×; first,
// the computed reports' own work over a whole roll in Node (aggregates-leg.ts).
// Sizes: REPORTS_BENCH_VOTERS (300000), REPORTS_BENCH_REPS (10), REPORTS_BENCH_INDEX_VOTERS (10000).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { SCHEMA_V1, SCHEMA_V2 } from '../../src/db/schema.ts';
import { DEFAULT_BATCH_SIZE } from '../../src/features/voters/import/import-pipeline.ts';
import { loadSpan, currentLoad, startReport, writeReport } from '../lib/report.ts';
import { SMOKE, sized } from '../lib/smoke.ts';
import { aggregateFigures } from './aggregates-leg.ts';
import { boothFigures, importFigures, queryFigures } from './figures.ts';
import type { BoothResult } from './page/booth-runs.ts';
import type { ImportResult } from './page/import-runs.ts';
import type { QueryResult } from './page/query-runs.ts';
import { buildPage } from './build-page.ts';
import { serveDir } from './static-server.ts';
import { openRollPage } from './roll-page.ts';

const VOTERS = Number(process.env.REPORTS_BENCH_VOTERS ?? sized(300_000, 1_000));
const REPS = Number(process.env.REPORTS_BENCH_REPS ?? sized(10, 1));
const INDEX_VOTERS = Number(process.env.REPORTS_BENCH_INDEX_VOTERS ?? sized(10_000, 200));
const BOOTH_VOTERS = sized(2_000, 300);
/** The app's own import batch, so the figures are what a user's import does. */
const BATCH = DEFAULT_BATCH_SIZE;

const log = (text: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);

/** The voter index strings to compare: v1, v2, the primary key alone, v2 without each. */
function indexVariants(): [string, string, boolean][] {
  const v2 = SCHEMA_V2.voters.split(',').map((s) => s.trim());
  const variants: [string, string, boolean][] = [
    ['v1 (17 indexes)', SCHEMA_V1.voters, true],
    [`v2 (${v2.length - 1} indexes)`, SCHEMA_V2.voters, false],
    ['primary key only', 'id', false],
    ...v2
      .slice(1)
      .map((name): [string, string, boolean] => [
        `v2 without ${name}`,
        v2.filter((i) => i !== name).join(', '),
        false,
      ]),
  ];
  // A smoke run compares v1 with v2 only: each variant is a fresh browser.
  return SMOKE ? variants.slice(0, 2) : variants;
}

type Call = <T>(fn: string, arg: unknown) => Promise<T>;

const callOn =
  (page: Page): Call =>
  <T>(fn: string, arg: unknown) =>
    page.evaluate(
      ([name, a]) =>
        (window.reportsBench as unknown as Record<string, (x: unknown) => Promise<T>>)[name]!(a),
      [fn, arg] as const,
    ) as Promise<T>;

/**
 * Runs `fn` in a Chromium with a new profile on disk, on a page holding a generated roll of
 * `voters`. Every timed write gets its own: in one profile, a later write pays for the
 * compaction of what the earlier ones wrote and deleted (twice as slow here), which made the
 * import look worse than the bulkPut it is compared with and index costs come out in any order.
 * On disk, as on a phone: an off-the-record profile keeps IndexedDB in memory with a small quota.
 */
async function inFreshBrowser<T>(
  url: string,
  roll: { voters: number; seed: number },
  fn: (call: Call, page: Page) => Promise<T>,
): Promise<T> {
  const profile = mkdtempSync(join(tmpdir(), 'reports-bench-profile-'));
  const problems: string[] = [];
  const { context, page } = await openRollPage({
    profile,
    url,
    roll,
    onPageError: (message) => problems.push(message),
  }).catch((err: unknown) => {
    rmSync(profile, { recursive: true, force: true });
    throw err;
  });
  try {
    const call = callOn(page);
    const value = await fn(call, page);
    if (problems.length) throw new Error(`page errors: ${problems.join('; ')}`);
    chromiumVersion = context.browser()?.version() ?? chromiumVersion;
    return value;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

let chromiumVersion = 'system /usr/bin/chromium';

async function run(url: string) {
  const { report, add } = startReport();
  const load = currentLoad();
  report.environment.voters = VOTERS;
  report.environment.reps = REPS;
  const roll = { voters: VOTERS, seed: 2026 };

  log("computed reports' work in Node (aggregates-leg.ts)");
  aggregateFigures(add);

  log(`bare bulkPut of ${VOTERS} parsed voters (floor)`);
  const floor = await inFreshBrowser(url, roll, (call) =>
    call<{ ms: number }>('floorPut', { dbName: 'floor', batchSize: BATCH, voterStores: null }),
  );
  log(`floor ${Math.round(floor.ms)} ms; CSV import through the app (worker + writeVoterBatch)`);
  const q = await inFreshBrowser(url, roll, async (call) => {
    const real = await call<ImportResult>('importReal', { dbName: 'roll' });
    importFigures(add, VOTERS, real, floor.ms);
    log(`import ${Math.round(real.ms)} ms; queries`);
    return call<QueryResult>('queryRuns', { dbName: 'roll', reps: REPS, parts: 300 });
  });
  queryFigures(add, q);
  report.details.examples = q.examples;
  report.details.queryTimings = { page: q.page, total: q.total };

  log(`index cost at ${INDEX_VOTERS} voters`);
  const costs: Record<string, number> = {};
  for (const [label, stores, v1Fields] of indexVariants()) {
    const r = await inFreshBrowser(url, { voters: INDEX_VOTERS, seed: 2026 }, (call) =>
      call<{ ms: number }>('floorPut', {
        dbName: 'index-cost',
        batchSize: BATCH,
        voterStores: stores,
        v1Fields,
      }),
    );
    costs[label] = Math.round(r.ms);
    log(`  ${label}: ${Math.round(r.ms)} ms`);
  }
  const v2Label = indexVariants()[1]![0];
  for (const [label, ms] of Object.entries(costs))
    add({
      id: `index-${label}`,
      label: `bulkPut of ${INDEX_VOTERS.toLocaleString('en-US')} voters, ${label}`,
      unit: 'ms',
      value: ms,
      baseline: { label: v2Label, value: costs[v2Label]! },
    });

  log('booth-worker scale');
  const booth = await inFreshBrowser(url, { voters: BOOTH_VOTERS, seed: 5 }, async (call, page) => {
    await call('importReal', { dbName: 'booth' });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const result = await call<BoothResult>('boothRuns', { dbName: 'booth', reps: REPS, parts: 2 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return result;
  });
  boothFigures(add, booth);
  // Every sample, in run order: the first seconds (roll still being read) show apart.
  report.details.boothTimings = booth;

  report.details.load = loadSpan(load);
  report.finishedAt = new Date().toISOString();
  return report;
}

async function main() {
  const dir = await buildPage();
  const server = await serveDir(dir);
  try {
    const report = await run(server.url);
    report.environment.chromium = chromiumVersion;
    const name = process.env.REPORTS_BENCH_VOTERS || SMOKE ? 'reports-partial' : 'reports-latest';
    for (const file of writeReport(report, name, 'Reports benchmark')) log(`wrote ${file}`);
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
