// Write commands for synced records. Each writes the record and its outbox mutation in ONE
// Dexie transaction, and resolves only after it committed (docs/architecture.md).
import { newRecordId } from './record-id.ts';
import type { SyncTable } from '../domain/sync-protocol.ts';
import type { BoothDb } from './database.ts';
import { rederive, userFields, withDerived } from './derive.ts';
import { getClientId } from './meta.ts';
import { appendMutation, plainFields } from './outbox.ts';
import type { MemberFields, SyncFieldsMap, SyncRecordMap, SyncedBase } from './types.ts';
import { announceLocalWrite } from './write-events.ts';
import type { Writer } from './writer.ts';

export class RecordNotFoundError extends Error {
  constructor(table: SyncTable, id: string) {
    super(`No ${table} record ${id}`);
  }
}

type WriteOptions = {
  fileIds?: string[];
  /** Send at once instead of with the next batch of writes (a chat message). */
  urgent?: boolean;
};

/**
 * The record's table, the outbox and meta (the client id and mutation counter) in one
 * read-write transaction: one per tap, which on a slow phone is most of a write's cost.
 */
function syncedTx<T>(db: BoothDb, table: SyncTable, fn: () => Promise<T>): Promise<T> {
  return db.transaction('rw', [db.table(table), db.outbox, db.meta], fn);
}

function baseOf(record: SyncedBase, changes: Partial<SyncedBase> = {}): SyncedBase {
  const { id, version, updatedAt, deleted, scope, ownerId } = record;
  return { id, version, updatedAt, deleted, scope, ownerId, ...changes };
}

/** Create a record; returns its new id. */
export async function createRecord<T extends SyncTable>(
  db: BoothDb,
  writer: Writer,
  table: T,
  fields: SyncFieldsMap[T],
  opts: WriteOptions & {
    id?: string;
    /** A place inside the writer's scope to put the record (the server checks it). */
    placeIn?: string;
  } = {},
): Promise<string> {
  const id = opts.id ?? newRecordId();
  await syncedTx(db, table, async () => {
    const clientId = await getClientId(db, writer.userId); // joins this transaction
    const base: SyncedBase = {
      id,
      version: 0,
      updatedAt: new Date().toISOString(),
      deleted: 0,
      scope: opts.placeIn ?? writer.scope,
      ownerId: writer.userId,
    };
    const record = withDerived(table, base, plainFields(fields) as SyncFieldsMap[T]);
    // The mutation names the place; without it the server puts the record at the writer's scope.
    const placement = opts.placeIn === undefined ? {} : { scope: opts.placeIn };
    await db.syncTable(table).add(record);
    await appendMutation(db, {
      userId: writer.userId,
      clientId,
      table,
      recordId: id,
      op: 'put',
      fields: { ...plainFields(userFields<T>(record)), ...placement },
      baseVersion: 0,
      fileIds: opts.fileIds,
    });
  });
  announceLocalWrite(opts.urgent);
  return id;
}

/** Same value for our purposes: identical, or JSON-equal objects (fields are plain data). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const objects = typeof a === 'object' && typeof b === 'object' && a !== null && b !== null;
  return objects && JSON.stringify(a) === JSON.stringify(b);
}

/** Change some fields; only the fields that really changed are stored in the outbox. */
export async function patchRecord<T extends SyncTable>(
  db: BoothDb,
  writer: Writer,
  table: T,
  id: string,
  changes: Partial<SyncFieldsMap[T]>,
  opts: WriteOptions = {},
): Promise<string[]> {
  const changed = await syncedTx(db, table, async () => {
    const clientId = await getClientId(db, writer.userId); // joins this transaction
    const current = await db.syncTable(table).get(id);
    if (!current || current.deleted) throw new RecordNotFoundError(table, id);
    const before = userFields<T>(current) as Record<string, unknown>;
    const diff = plainFields(changes);
    for (const key of Object.keys(diff)) if (sameValue(before[key], diff[key])) delete diff[key];
    if (Object.keys(diff).length === 0) return [];
    const base = baseOf(current, { updatedAt: new Date().toISOString() });
    const fields = { ...before, ...diff } as SyncFieldsMap[T];
    await db.syncTable(table).put(withDerived(table, base, fields) as SyncRecordMap[T]);
    await appendMutation(db, {
      userId: writer.userId,
      clientId,
      table,
      recordId: id,
      op: 'patch',
      fields: diff,
      baseVersion: current.version,
      fileIds: opts.fileIds,
    });
    return Object.keys(diff);
  });
  if (changed.length) announceLocalWrite();
  return changed;
}

/** Mark a record deleted (a tombstone until the server confirms). */
export async function deleteRecord(
  db: BoothDb,
  writer: Writer,
  table: SyncTable,
  id: string,
): Promise<void> {
  const done = await syncedTx(db, table, async () => {
    const clientId = await getClientId(db, writer.userId); // joins this transaction
    const current = await db.syncTable(table).get(id);
    if (!current) throw new RecordNotFoundError(table, id);
    if (current.deleted) return false;
    // Derived again, not patched: a tombstone's voter facets must leave the report indexes.
    const tombstone = rederive(table, current, { deleted: 1, updatedAt: new Date().toISOString() });
    await db.syncTable(table).put(tombstone);
    await appendMutation(db, {
      userId: writer.userId,
      clientId,
      table,
      recordId: id,
      op: 'delete',
      fields: {},
      baseVersion: current.version,
    });
    return true;
  });
  if (done) announceLocalWrite();
}

/** Enable or disable a team member (the specification's states). */
export function setMemberStatus(
  db: BoothDb,
  writer: Writer,
  id: string,
  status: MemberFields['status'],
): Promise<string[]> {
  return patchRecord(db, writer, 'members', id, { status });
}
