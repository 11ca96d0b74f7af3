// Clearing the synced tables: when the server says our cursor is unusable (reset) and when a
// different user signs in on this phone, whose data must never be shown to the next user.
// Pending outbox entries stay; the signed-in user's unsent creates are shown again at once.
import { SYNC_TABLES } from '../domain/sync-protocol.ts';
import type { SyncTable } from '../domain/sync-protocol.ts';
import type { BoothDb } from '../db/database.ts';
import { META, getMeta, setMeta } from '../db/meta.ts';
import { withRecordFields } from '../db/outbox.ts';
import type { MutationEntry } from '../db/types.ts';
import { applyPending } from './merge.ts';

/** The tables the server's data lives in: the synced ones and the roll's part files. */
export const syncedTables = (db: BoothDb) => [...SYNC_TABLES.map((t) => db.table(t)), db.rollParts];

/** Inside a transaction over the synced tables, outbox and meta. */
async function clearAndReplay(db: BoothDb, userId: string): Promise<void> {
  // `fromRecord` puts of every user take their fields from the records about to be cleared:
  // they get a copy of them first, or the clear would lose those changes.
  const lazy = await db.outbox
    .filter((e) => e.kind === 'mutation' && e.fromRecord === true)
    .toArray();
  if (lazy.length) await db.outbox.bulkPut(await withRecordFields(db, lazy));
  // Only tables holding rows: a clear wakes every live query reading its table, even an empty
  // one, and a first sign-in (all empty) then re-read every screen's data before its first
  // pull could be written (issue 45).
  await Promise.all(
    syncedTables(db).map(async (t) => {
      if ((await t.count()) > 0) await t.clear();
    }),
  );
  await db.meta.bulkDelete([META.cursor, META.snapshotSet]);
  await setMeta(db, META.dataUserId, userId);
  const pending = (
    await db.outbox.where('[userId+status]').equals([userId, 'pending']).toArray()
  ).filter((e): e is MutationEntry => e.kind === 'mutation');
  const groups = new Map<string, { table: SyncTable; entries: MutationEntry[] }>();
  for (const entry of pending) {
    const key = `${entry.table}|${entry.recordId}`;
    const group = groups.get(key) ?? { table: entry.table, entries: [] };
    group.entries.push(entry);
    groups.set(key, group);
  }
  for (const { table, entries } of groups.values()) {
    const record = applyPending(table, undefined, entries);
    if (record) await db.syncTable(table).put(record);
  }
}

/** Forget the pulled data and the cursor (keeping pending work), for `userId`. */
export function resetSyncedData(db: BoothDb, userId: string): Promise<void> {
  return db.transaction('rw', [...syncedTables(db), db.outbox, db.meta], () =>
    clearAndReplay(db, userId),
  );
}

/** Make sure the synced tables hold `userId`'s data; resets them if not. True when it reset. */
export function ensureDataOwner(db: BoothDb, userId: string): Promise<boolean> {
  return db.transaction('rw', [...syncedTables(db), db.outbox, db.meta], async () => {
    if ((await getMeta<string>(db, META.dataUserId)) === userId) return false;
    await clearAndReplay(db, userId);
    return true;
  });
}

export class DataOwnerChangedError extends Error {
  constructor() {
    super('Another user signed in during sync');
  }
}

/** Abort a page write if the tables now belong to someone else (call inside the transaction). */
export async function assertDataOwner(db: BoothDb, userId: string): Promise<void> {
  if ((await getMeta<string>(db, META.dataUserId)) !== userId) throw new DataOwnerChangedError();
}
