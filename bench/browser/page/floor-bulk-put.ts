// The floor of the browser pull: the same rows, fetched and shaped as stored records by the
// engine's own rowToLocal (outside the timer), written with bare Dexie bulkPut into a fresh
// database of the real schema.
import { BoothDb } from '../../../src/db/database.ts';
import type { VoterRecord } from '../../../src/db/types.ts';
import type { PullResponse, SyncRow } from '../../../src/domain/sync-protocol.ts';
import { rowToLocal } from '../../../src/sync/merge.ts';
import type { FloorResult } from './bench-api.ts';
import { sampleHeap } from './heap-sampler.ts';

async function fetchAllVoters(token: string, pageSize: number): Promise<VoterRecord[]> {
  const records: VoterRecord[] = [];
  let cursor = '';
  for (;;) {
    const q = new URLSearchParams({ cursor, limit: String(pageSize) });
    const res = await fetch(`/api/sync/pull?${q}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`pull ${res.status}: ${await res.text()}`);
    const page = (await res.json()) as PullResponse;
    for (const row of page.rows) {
      if (row.table === 'voters') records.push(rowToLocal(row as SyncRow & { table: 'voters' }));
    }
    cursor = page.cursor;
    if (!page.hasMore) return records;
  }
}

export async function floorBulkPut(opts: {
  token: string;
  dbName: string;
  pageSize: number;
  chunkSize: number;
}): Promise<FloorResult> {
  const fetchStart = performance.now();
  const records = await fetchAllVoters(opts.token, opts.pageSize);
  const fetchMs = performance.now() - fetchStart;

  const db = new BoothDb(opts.dbName);
  await db.open();
  let done = 0;
  const heap = sampleHeap(() => done);
  const start = performance.now();
  for (let i = 0; i < records.length; i += opts.chunkSize) {
    await db.voters.bulkPut(records.slice(i, i + opts.chunkSize));
    done = Math.min(records.length, i + opts.chunkSize);
  }
  const ms = performance.now() - start;
  const samples = heap.stop();
  const stored = await db.voters.count();
  const sample = await db.voters.orderBy('id').first();
  db.close();
  if (stored !== records.length) throw new Error(`floor stored ${stored} of ${records.length}`);
  return {
    records: stored,
    ms,
    fetchMs,
    chunkSize: opts.chunkSize,
    heap: samples,
    sample: sample ?? null,
  };
}
