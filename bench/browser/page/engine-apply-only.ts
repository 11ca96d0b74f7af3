// Diagnostic: the engine's own page-apply code (src/sync/pull.ts applyPage) over pages fetched
// beforehand, so its time excludes the network and server. Set against the floor (bulkPut)
// and the full engine pull, it splits the engine's extra time into waiting and applying.
import { BoothDb } from '../../../src/db/database.ts';
import type { PullResponse } from '../../../src/domain/sync-protocol.ts';
import { ensureDataOwner } from '../../../src/sync/local-reset.ts';
import { applyPage } from '../../../src/sync/pull.ts';

export type ApplyOnlyResult = { records: number; pages: number; ms: number; fetchMs: number };

export async function engineApplyOnly(opts: {
  token: string;
  userId: string;
  dbName: string;
  pageSize: number;
}): Promise<ApplyOnlyResult> {
  const fetchStart = performance.now();
  const pages: PullResponse[] = [];
  let cursor = '';
  for (;;) {
    const q = new URLSearchParams({ cursor, limit: String(opts.pageSize) });
    const res = await fetch(`/api/sync/pull?${q}`, {
      headers: { authorization: `Bearer ${opts.token}` },
    });
    if (!res.ok) throw new Error(`pull ${res.status}: ${await res.text()}`);
    const page = (await res.json()) as PullResponse;
    pages.push(page);
    cursor = page.cursor;
    if (!page.hasMore) break;
  }
  const fetchMs = performance.now() - fetchStart;

  const db = new BoothDb(opts.dbName);
  await db.open();
  await ensureDataOwner(db, opts.userId);
  const start = performance.now();
  for (const page of pages) await applyPage(db, opts.userId, page);
  const ms = performance.now() - start;
  const records = await db.voters.count();
  db.close();
  return { records, pages: pages.length, ms, fetchMs };
}
