// The two timed writes of the roll, each run by the driver in its own fresh browser profile:
// the app's CSV import (runImport: the worker parses, maps, validates and derives; the main
// thread merges by voter id and writes voters and outbox, 250 a transaction) and bare Dexie
// bulkPut of the same parsed records as stored rows (parsed and derived beforehand, untimed).
// Long main-thread tasks are recorded during the import; per-index cost is bulkPut into a
// database with one store string.
import { Dexie } from 'dexie';
import { BoothDb } from '../../../src/db/database.ts';
import { withDerived, words } from '../../../src/db/derive.ts';
import type { VoterFields, VoterIndex, VoterRecord } from '../../../src/db/types.ts';
import { newRecordId } from '../../../src/db/record-id.ts';
import { parseFile } from '../../../src/features/voters/import/import-pipeline.ts';
import { createImporter } from '../../../src/features/voters/import/importer.ts';
import { runImport } from '../../../src/features/voters/import/run-import.ts';
import { CSV_MAPPING, parsed, releaseRoll, rollCsv } from './roll.ts';

const writer = { userId: 'bench-user', scope: 'up/lucknow' };

export type ImportResult = {
  ms: number;
  rows: number;
  /** Rows the import skipped as invalid (the roll has none: a figure that must stay 0). */
  skipped: number;
  longestTaskMs: number;
  longTasks: number;
  /** The long tasks: ms after the import started, and how long each took. */
  taskTimes: { at: number; ms: number }[];
  /** Set when the import failed: the error, and `rows` is what was written before it. */
  error?: string;
};

/** Imports the roll as a CSV file through the app's import (worker and all), watching long tasks. */
export async function importReal(opts: { dbName: string }): Promise<ImportResult> {
  const db = new BoothDb(opts.dbName);
  await db.open();
  const file = rollCsv();
  releaseRoll();
  // Making the CSV (a second at 300,000 rows) is the benchmark's, not the import's: the import
  // starts in a task of its own, and only tasks that start after it count.
  await new Promise((r) => setTimeout(r, 50));
  const start = performance.now();
  const tasks: { at: number; ms: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.startTime >= start) tasks.push({ at: e.startTime - start, ms: e.duration });
  });
  observer.observe({ type: 'longtask' });
  const importer = createImporter();
  let rows = 0;
  let skipped = 0;
  let error: string | undefined;
  try {
    const totals = await runImport({
      db,
      writer,
      importer,
      file,
      mapping: CSV_MAPPING,
      onProgress: (t) => (rows = t.added + t.updated),
    });
    rows = totals.added + totals.updated;
    skipped = totals.skipped;
  } catch (err) {
    // Reported with the figures instead of ending the run: the queries still run on what was written.
    const e = err as Error & { inner?: Error };
    error = `${e.name}: ${e.message}${e.inner ? ` (inner ${e.inner.name}: ${e.inner.message})` : ''}`;
  }
  const ms = performance.now() - start;
  importer.close();
  // Entries are delivered asynchronously: let the last ones arrive.
  await new Promise((r) => setTimeout(r, 200));
  observer.disconnect();
  db.close();
  return {
    ms,
    rows,
    skipped,
    longestTaskMs: Math.max(0, ...tasks.map((t) => t.ms)),
    longTasks: tasks.length,
    taskTimes: tasks,
    ...(error ? { error } : {}),
  };
}

/** The roll as the import's parser hands it over: fields and derived index fields per row. */
async function parsedRows(): Promise<{ fields: VoterFields; prepared: VoterIndex }[]> {
  const out: { fields: VoterFields; prepared: VoterIndex }[] = [];
  await parseFile(rollCsv(), CSV_MAPPING, async (batch) => {
    for (const v of batch.voters) out.push({ fields: v.fields, prepared: v.prepared! });
    return true;
  });
  return out;
}

const storedRow = (fields: VoterFields, prepared?: VoterIndex): VoterRecord =>
  withDerived(
    'voters',
    {
      id: newRecordId(), // as the import's: time-ordered (src/db/record-id.ts)
      version: 0,
      updatedAt: new Date().toISOString(),
      deleted: 0,
      scope: writer.scope,
      ownerId: writer.userId,
    },
    fields,
    prepared,
  );

/**
 * Bare bulkPut of stored rows, timed around bulkPut only. `voterStores` null = the app's
 * schema (BoothDb) and the rows the CSV import parses; otherwise a bare database whose only
 * table has that index string, and the generated roll's first `limit` rows.
 */
export async function floorPut(opts: {
  dbName: string;
  batchSize: number;
  voterStores: string | null;
  limit?: number;
  /** Also store v1's nameWords, so the v1 index set is measured with the entries it had. */
  v1Fields?: boolean;
}): Promise<{ ms: number; rows: number }> {
  const db = opts.voterStores === null ? new BoothDb(opts.dbName) : new Dexie(opts.dbName);
  if (opts.voterStores !== null) db.version(1).stores({ voters: opts.voterStores });
  await db.open();
  const rows =
    opts.voterStores === null
      ? (await parsedRows()).map((r) => storedRow(r.fields, r.prepared))
      : parsed.slice(0, opts.limit).map((f) => {
          const row = storedRow(f);
          return opts.v1Fields ? { ...row, nameWords: words(f.firstName, f.lastName) } : row;
        });
  let ms = 0;
  for (let i = 0; i < rows.length; i += opts.batchSize) {
    const batch = rows.slice(i, i + opts.batchSize);
    const start = performance.now();
    await db.table('voters').bulkPut(batch);
    ms += performance.now() - start;
  }
  db.close();
  return { ms, rows: rows.length };
}
