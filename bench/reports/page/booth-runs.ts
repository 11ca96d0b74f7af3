// Booth-worker scale (run with the CPU throttled by the driver): what a worker does on the
// report screen, each as the screen asks for it (rows and total together): open a report with
// blank filters, change a filter, go to the next pages, type a search.
import { BoothDb } from '../../../src/db/database.ts';
import type { FilterValues } from '../../../src/domain/voter-filters.ts';
import { VOTER_REPORTS, findVoterReport } from '../../../src/domain/voter-reports.ts';
import type { VoterReportDef } from '../../../src/domain/voter-reports.ts';
import { loadReportPage } from '../../../src/roll/report-query.ts';
import { rollSettled } from '../../../src/roll/small-roll.ts';
import { createRng } from '../../../server/demo/roll/prng.ts';
import { realisticValues } from './filter-values.ts';
import { sampleValues } from './roll.ts';

export type BoothResult = {
  open: number[];
  filter: number[];
  page: number[];
  search: number[];
  /** From the first report opened to the roll read into memory in the background. */
  rollReadMs: number;
};

export async function boothRuns(opts: {
  dbName: string;
  reps: number;
  parts: number;
}): Promise<BoothResult> {
  const db = new BoothDb(opts.dbName);
  await db.open();
  const samples = sampleValues();
  const rng = createRng(7, 2);
  const out: BoothResult = { open: [], filter: [], page: [], search: [], rollReadMs: 0 };
  const run = async (into: number[], def: VoterReportDef, values: FilterValues, page = 1) => {
    const start = performance.now();
    await loadReportPage(db, { def, values, page, pageSize: 10 });
    into.push(performance.now() - start);
  };
  const listSearch = findVoterReport('listSearch')!;
  for (let i = 0; i < opts.reps; i++) {
    const def = VOTER_REPORTS[i % VOTER_REPORTS.length]!;
    const opened = performance.now();
    await run(out.open, def, {});
    // A worker's next tap comes a moment after the report opens; by then the roll opening it
    // started reading in the background is in (its time is a figure of its own).
    if (i === 0) {
      await rollSettled(db);
      out.rollReadMs = performance.now() - opened;
    }
    const values = realisticValues(def, rng, samples, opts.parts);
    await run(out.filter, def, values);
    for (const page of [2, 3]) await run(out.page, def, values, page);
    // A name being typed: its first three letters, then the whole of it.
    const name = rng.pick(samples.surnames);
    await run(out.search, listSearch, { search: name.slice(0, 3) });
    await run(out.search, listSearch, { search: name });
  }
  db.close();
  return out;
}
