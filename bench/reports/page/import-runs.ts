// The two timed writes of the roll: the app's import path (writeVoterBatch: merge by voter id,
// derived fields, outbox mutations, one transaction a batch) and bare Dexie bulkPut of the
// same records as stored rows, derived beforehand and untimed. Long main-thread tasks are
// recorded during the import; per-index cost is bulkPut into a database with one store string.
import { Dexie } from 'dexie';
import { BoothDb } from '../../../src/db/database.ts';
import { withDerived, words } from '../../../src/db/derive.ts';
import type { VoterRecord } from '../../../src/db/types.ts';
import { writeVoterBatch } from '../../../src/features/voters/import/write-batch.ts';
import { parsed } from './roll.ts';

const writer = { userId: 'bench-user', scope: 'up/lucknow' };

export type ImportResult = {
  ms: number;
  rows: number;
  longestTaskMs: number;
  longTasks: number;
  /** Set when a batch failed: the error, and `rows` is what was written before it. */
  error?: string;
};

/** Writes the roll through the app's import write path, watching for long tasks. */
export async function importReal(opts: {
  dbName: string;
  batchSize: number;
}): Promise<ImportResult> {
  const db = new BoothDb(opts.dbName);
  await db.open();
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) tasks.push(e.duration);
  });
  observer.observe({ type: 'longtask' });
  const start = performance.now();
  let rows = 0;
  let error: string | undefined;
  try {
    for (let i = 0; i < parsed.length; i += opts.batchSize) {
      await writeVoterBatch(db, writer, parsed.slice(i, i + opts.batchSize));
      rows = Math.min(parsed.length, i + opts.batchSize);
    }
  } catch (err) {
    // Reported with the figures instead of ending the run: the queries still run on what was written.
    const e = err as Error & { inner?: Error };
    error = `${e.name}: ${e.message}${e.inner ? ` (inner ${e.inner.name}: ${e.inner.message})` : ''}`;
  }
  const ms = performance.now() - start;
  // Entries are delivered asynchronously: let the last ones arrive.
  await new Promise((r) => setTimeout(r, 200));
  observer.disconnect();
  db.close();
  return {
    ms,
    rows,
    longestTaskMs: Math.max(0, ...tasks),
    longTasks: tasks.length,
    ...(error ? { error } : {}),
  };
}

let seq = 0;
const storedRow = (fields: (typeof parsed)[number]): VoterRecord =>
  withDerived(
    'voters',
    {
      id: `floor-${++seq}`,
      version: 0,
      updatedAt: new Date().toISOString(),
      deleted: 0,
      scope: writer.scope,
      ownerId: writer.userId,
    },
    fields,
  );

/**
 * Bare bulkPut of the roll's stored rows, timed around bulkPut only. `voterStores` null = the
 * app's schema (BoothDb); otherwise a bare database whose only table has that index string.
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
  const rows = opts.limit ? parsed.slice(0, opts.limit) : parsed;
  let ms = 0;
  for (let i = 0; i < rows.length; i += opts.batchSize) {
    const batch = rows.slice(i, i + opts.batchSize).map((f) => {
      const row = storedRow(f);
      return opts.v1Fields ? { ...row, nameWords: words(f.firstName, f.lastName) } : row;
    });
    const start = performance.now();
    await db.table('voters').bulkPut(batch);
    ms += performance.now() - start;
  }
  db.close();
  if (opts.voterStores !== null) await Dexie.delete(opts.dbName);
  return { ms, rows: rows.length };
}
