// How server rows and pending local changes combine (the reconcile rule): the server's row is
// the base, and this user's pending mutations are replayed on top in outbox order, so a pull
// never overwrites a field that still has an unsent local change. Deletes win.
import type { SyncRow, SyncTable } from '../domain/sync-protocol.ts';
import type { BoothDb } from '../db/database.ts';
import { rederive, userFields, withDerived } from '../db/derive.ts';
import { withRecordFields } from '../db/outbox.ts';
import type { MutationEntry, SyncFieldsMap, SyncRecordMap } from '../db/types.ts';

/** A server row as a local record. */
export function rowToLocal<T extends SyncTable>(row: SyncRow & { table: T }): SyncRecordMap[T] {
  return withDerived(
    row.table,
    {
      id: row.id,
      version: row.version,
      updatedAt: row.updatedAt,
      deleted: row.deleted ? 1 : 0,
      scope: row.scope,
      ownerId: row.ownerId,
    },
    row.fields as SyncFieldsMap[T],
  );
}

/** Replay pending mutations (oldest first) over `base`; undefined = no local record. */
export function applyPending<T extends SyncTable>(
  table: T,
  base: SyncRecordMap[T] | undefined,
  pending: MutationEntry[],
): SyncRecordMap[T] | undefined {
  let record = base;
  for (const entry of pending) {
    if (entry.op === 'delete') {
      if (record) record = rederive(table, record, { deleted: 1, updatedAt: entry.createdAt });
      continue;
    }
    if (!record && entry.op === 'patch') continue; // nothing to patch until the server row arrives
    if (record?.deleted && entry.op === 'patch') continue; // deletes win
    const baseRow = record ?? {
      id: entry.recordId,
      version: 0,
      updatedAt: entry.createdAt,
      deleted: 0 as const,
      scope: '',
      ownerId: entry.userId,
    };
    const before = record ? (userFields<T>(record) as Record<string, unknown>) : {};
    const fields = { ...before, ...entry.fields } as SyncFieldsMap[T];
    record = withDerived(table, { ...baseRow, updatedAt: entry.createdAt, deleted: 0 }, fields);
  }
  return record;
}

/**
 * This user's pending mutations for the given records, oldest first, grouped by record id, with
 * `fromRecord` puts' fields read from the records as they are now (before the merge rewrites them).
 */
export async function pendingFor(
  db: BoothDb,
  userId: string,
  table: SyncTable,
  ids: string[],
): Promise<Map<string, MutationEntry[]>> {
  const byId = new Map<string, MutationEntry[]>();
  if (!ids.length) return byId;
  const entries = await withRecordFields(
    db,
    await db.outbox
      .where('[table+recordId]')
      .anyOf(ids.map((id) => [table, id]))
      .toArray(),
  );
  entries.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  for (const entry of entries) {
    if (entry.kind !== 'mutation' || entry.status !== 'pending' || entry.userId !== userId)
      continue;
    const list = byId.get(entry.recordId) ?? [];
    list.push(entry);
    byId.set(entry.recordId, list);
  }
  return byId;
}

/** Write the merged state of one record (or remove it when nothing is left). */
export async function storeMerged<T extends SyncTable>(
  db: BoothDb,
  table: T,
  id: string,
  merged: SyncRecordMap[T] | undefined,
): Promise<void> {
  if (merged) await db.syncTable(table).put(merged);
  else await db.syncTable(table).delete(id);
}
