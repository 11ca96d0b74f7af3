// The timed reads at coordinator scale: each report's first page and, with other values (so
// neither answers from the other's cache), its total; name searches in each script; and the
// baseline, a full-table read of every voter (what the first version did for every page).
import { BoothDb } from '../../../src/db/database.ts';
import { hasDevanagari } from '../../../src/domain/devanagari-latin.ts';
import { VOTER_REPORTS, findVoterReport } from '../../../src/domain/voter-reports.ts';
import { loadReportPageRows, loadReportTotal } from '../../../src/roll/report-query.ts';
import { listOrderSettled } from '../../../src/roll/list-order.ts';
import { createRng } from '../../../server/demo/roll/prng.ts';
import { realisticValues } from './filter-values.ts';
import type { Samples } from './filter-values.ts';
import { sampleValues } from './roll.ts';

export type QueryResult = {
  page: Record<string, number[]>;
  total: Record<string, number[]>;
  /** One example of the values each report was run with, and its total. */
  examples: Record<string, { values: unknown; total: number }>;
  searchLatin: number[];
  searchDevanagari: number[];
  alphabetical: number[];
  scanMs: number[];
  /** From opening the database to the list order read in the background (list-order.ts). */
  listOrderMs: number;
  /** The first page of the first report after opening (code and caches cold), apart. */
  coldMs: number;
};

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await fn();
  return [value, performance.now() - start];
}

export async function queryRuns(opts: {
  dbName: string;
  reps: number;
  parts: number;
  /** Only these reports (query-dev.ts); every one when absent. */
  only?: readonly string[];
}): Promise<QueryResult> {
  const db = new BoothDb(opts.dbName);
  const opened = performance.now();
  await db.open();
  // The screen has been open a moment before the first filter is set: the list order (read in
  // the background once, index keys only) is in. Its time is a figure of its own.
  await listOrderSettled(db);
  const listOrderMs = performance.now() - opened;
  const samples: Samples = sampleValues();
  const rng = createRng(99, 1);
  const out: QueryResult = {
    page: {},
    total: {},
    examples: {},
    searchLatin: [],
    searchDevanagari: [],
    alphabetical: [],
    scanMs: [],
    listOrderMs,
    coldMs: 0,
  };
  for (const def of VOTER_REPORTS) {
    if (opts.only && !opts.only.includes(def.id)) continue;
    const page: number[] = [];
    const total: number[] = [];
    // One untimed run with other values, as when the screen has been opened once: the p95 is
    // of use, the very first query after opening is its own figure.
    const warm = realisticValues(def, rng, samples, opts.parts);
    const [, firstMs] = await timed(() =>
      loadReportPageRows(db, { def, values: warm, page: 1, pageSize: 10 }),
    );
    if (def === VOTER_REPORTS[0]) out.coldMs = firstMs;
    for (let i = 0; i < opts.reps; i++) {
      const values = realisticValues(def, rng, samples, opts.parts);
      page.push(
        (await timed(() => loadReportPageRows(db, { def, values, page: 1, pageSize: 10 })))[1],
      );
      const other = realisticValues(def, rng, samples, opts.parts);
      const [n, ms] = await timed(() => loadReportTotal(db, def, other));
      total.push(ms);
      if (i === 0) out.examples[def.id] = { values: other, total: n };
    }
    out.page[def.id] = page;
    out.total[def.id] = total;
  }
  const listSearch = findVoterReport('listSearch')!;
  const latin = samples.surnames.filter((n) => !hasDevanagari(n));
  const hindi = samples.surnames.filter((n) => hasDevanagari(n));
  for (let i = 0; i < opts.reps; i++) {
    for (const [names, into] of [
      [latin, out.searchLatin],
      [hindi, out.searchDevanagari],
    ] as const) {
      if (!names.length) continue;
      const values = { search: rng.pick(names) };
      into.push(
        (
          await timed(() =>
            loadReportPageRows(db, { def: listSearch, values, page: 1, pageSize: 10 }),
          )
        )[1],
      );
    }
  }
  const agewise = findVoterReport('agewise')!;
  for (let i = 0; i < opts.reps; i++) {
    const values = { ...realisticValues(agewise, rng, samples, opts.parts), sort: 'Alphabetical' };
    out.alphabetical.push(
      (
        await timed(() => loadReportPageRows(db, { def: agewise, values, page: 1, pageSize: 10 }))
      )[1],
    );
  }
  // Three reads of the whole roll, one at 300,000 voters (each takes long on this machine).
  const scans = opts.reps >= 10 ? 1 : 3;
  for (let i = 0; i < scans; i++) out.scanMs.push((await timed(() => db.voters.toArray()))[1]);
  db.close();
  return out;
}
