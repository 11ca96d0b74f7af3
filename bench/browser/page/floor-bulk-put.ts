// The floor of the browser pull: the same rows, fetched and shaped as stored records by the
// engine's own rowToLocal (floorFetch, untimed), then written with bare Dexie bulkPut into a
// fresh database of the real schema (floorBulkPut, timed). Two calls, so the driver can read
// Chromium's CPU time around the write alone.
import { BoothDb } from '../../../src/db/database.ts';
import { describeStorageError } from '../../../src/db/storage-error.ts';
import type { VoterRecord } from '../../../src/db/types.ts';
import type { PullResponse, SyncRow } from '../../../src/domain/sync-protocol.ts';
import { rowToLocal } from '../../../src/sync/merge.ts';
import type { FetchResult, FloorResult } from './bench-api.ts';
import { sampleHeap } from './heap-sampler.ts';
import { storageNote } from './storage-note.ts';

let fetched: VoterRecord[] = [];

export async function floorFetch(opts: { token: string; pageSize: number }): Promise<FetchResult> {
  const start = performance.now();
  const records: VoterRecord[] = [];
  let cursor = '';
  for (;;) {
    const q = new URLSearchParams({ cursor, limit: String(opts.pageSize) });
    const res = await fetch(`/api/sync/pull?${q}`, {
      headers: { authorization: `Bearer ${opts.token}` },
    });
    if (!res.ok) throw new Error(`pull ${res.status}: ${await res.text()}`);
    const page = (await res.json()) as PullResponse;
    for (const row of page.rows) {
      if (row.table === 'voters') records.push(rowToLocal(row as SyncRow & { table: 'voters' }));
    }
    cursor = page.cursor;
    if (!page.hasMore) break;
  }
  fetched = records;
  return { records: records.length, ms: performance.now() - start };
}

export async function floorBulkPut(opts: {
  dbName: string;
  chunkSize: number;
}): Promise<FloorResult> {
  const records = fetched;
  const db = new BoothDb(opts.dbName);
  await db.open();
  let done = 0;
  const heap = sampleHeap(() => done);
  const start = performance.now();
  for (let i = 0; i < records.length; i += opts.chunkSize) {
    try {
      await db.voters.bulkPut(records.slice(i, i + opts.chunkSize));
    } catch (err) {
      // Dexie's own name says little ("DexieError"): name what it wraps, and how far it got.
      throw new Error(
        `floor bulkPut failed after ${done} rows (${await storageNote()}): ${describeStorageError(err)}`,
        { cause: err },
      );
    }
    done = Math.min(records.length, i + opts.chunkSize);
  }
  const ms = performance.now() - start;
  const samples = heap.stop();
  const stored = await db.voters.count();
  const sample = await db.voters.orderBy('id').first();
  db.close();
  fetched = [];
  if (stored !== records.length) throw new Error(`floor stored ${stored} of ${records.length}`);
  return {
    records: stored,
    ms,
    chunkSize: opts.chunkSize,
    heap: samples,
    sample: sample ?? null,
  };
}
