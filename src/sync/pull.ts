// Pull: page through /api/sync/pull into Dexie. Each page and its cursor commit in one
// transaction; tombstones delete; this user's pending changes stay on top (merge.ts).
import type { PullResponse, SyncRow, SyncTable } from '../domain/sync-protocol.ts';
import type { BoothDb } from '../db/database.ts';
import { META, getMeta, setMeta } from '../db/meta.ts';
import type { SyncRecordMap } from '../db/types.ts';
import { assertDataOwner, resetSyncedData, syncedTables } from './local-reset.ts';
import { applyPending, pendingFor, rowToLocal } from './merge.ts';
import type { SyncApi } from './sync-api.ts';

export type PullContext = { db: BoothDb; api: SyncApi; userId: string; pageSize: number };

async function applyTableRows<T extends SyncTable>(
  db: BoothDb,
  userId: string,
  table: T,
  rows: (SyncRow & { table: T })[],
): Promise<void> {
  const ids = rows.map((r) => r.id);
  const [pending, existing] = await Promise.all([
    pendingFor(db, userId, table, ids),
    db.syncTable(table).bulkGet(ids),
  ]);
  const puts: SyncRecordMap[T][] = [];
  const deletes: string[] = [];
  rows.forEach((row, i) => {
    const local = existing[i];
    if (local && local.version > row.version) return; // already have something newer
    if (row.deleted) return void deletes.push(row.id); // deletes win over pending edits
    const merged = applyPending(table, rowToLocal(row), pending.get(row.id) ?? []);
    if (merged) puts.push(merged);
  });
  await db.syncTable(table).bulkPut(puts);
  await db.syncTable(table).bulkDelete(deletes);
}

/** Apply one page and store its cursor, atomically. */
export function applyPage(db: BoothDb, userId: string, page: PullResponse): Promise<void> {
  return db.transaction('rw', [...syncedTables(db), db.outbox, db.meta], async () => {
    await assertDataOwner(db, userId);
    const byTable = new Map<SyncTable, SyncRow[]>();
    for (const row of page.rows) byTable.set(row.table, [...(byTable.get(row.table) ?? []), row]);
    for (const [table, rows] of byTable) await applyTableRows(db, userId, table, rows);
    await setMeta(db, META.cursor, page.cursor);
  });
}

/** Pull until the server has nothing more; returns the number of rows received. */
export async function pullAll(ctx: PullContext): Promise<number> {
  const { db, api, userId, pageSize } = ctx;
  let cursor = (await getMeta<string>(db, META.cursor)) ?? '';
  let received = 0;
  for (;;) {
    const page = await api.pull(cursor, pageSize);
    if (page.reset) {
      // Our cursor or scope is stale: forget pulled data, keep pending work, start over.
      await resetSyncedData(db, userId);
    }
    await applyPage(db, userId, page);
    received += page.rows.length;
    if (!page.hasMore) return received;
    if (page.cursor === cursor && !page.reset) throw new Error('Pull made no progress');
    cursor = page.cursor;
  }
}
