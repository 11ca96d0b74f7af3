// SQL for synced records: load a batch of rows, write a batch with fresh versions, read pages.
// Batches go through jsonb_to_recordset, one statement per batch, never one query per row.
import type { Queryable } from '../db/database.ts';
import type { SyncFields, SyncRow, SyncTable } from '../../src/domain/sync-protocol.ts';
import { chatGroupOf } from './chat-access.ts';

/** The server's state of one record, without the server-assigned version and time. */
export type RecordState = {
  table: SyncTable;
  id: string;
  scope: string;
  ownerId: string;
  deleted: boolean;
  fields: SyncFields;
};

export type RecordRow = {
  tbl: SyncTable;
  id: string;
  version: number | string;
  scope: string;
  owner_id: string;
  deleted: boolean;
  updated_at: Date | string;
  fields: SyncFields;
};

export const RECORD_COLUMNS = 'tbl, id, version, scope, owner_id, deleted, updated_at, fields';

/** Serialises version assignment across transactions and app servers (see 002_sync.sql). */
export const SYNC_LOCK = 727_003;
/** With hashtext(user id): pushes hold it shared, a scope change of that user exclusive. */
export const USER_SCOPE_LOCK = 727_004;

export const recordKey = (table: string, id: string) => `${table}/${id}`;

export function toSyncRow(r: RecordRow): SyncRow {
  return {
    table: r.tbl,
    id: r.id,
    version: Number(r.version),
    scope: r.scope,
    ownerId: r.owner_id,
    deleted: r.deleted,
    updatedAt: new Date(r.updated_at).toISOString(),
    fields: r.deleted ? {} : r.fields,
  };
}

export function toState(r: RecordRow): RecordState {
  return {
    table: r.tbl,
    id: r.id,
    scope: r.scope,
    ownerId: r.owner_id,
    deleted: r.deleted,
    fields: r.fields,
  };
}

/** Take the version lock for the rest of the transaction. */
export async function lockVersions(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [SYNC_LOCK]);
}

/**
 * The stored rows for these keys, by recordKey. `lock` takes their row locks (FOR UPDATE, in
 * key order so two pushes never deadlock on each other) until the transaction ends.
 */
export async function loadRecords(
  tx: Queryable,
  keys: { table: string; id: string }[],
  opts: { lock?: boolean } = {},
): Promise<Map<string, RecordRow>> {
  const found = new Map<string, RecordRow>();
  if (!keys.length) return found;
  // Two ANY lists hit the primary key directly; the cross product they allow is filtered here.
  const wanted = new Set(keys.map((k) => recordKey(k.table, k.id)));
  const { rows } = await tx.query<RecordRow>(
    `SELECT ${RECORD_COLUMNS} FROM records WHERE tbl = ANY($1::text[]) AND id = ANY($2::uuid[])${
      opts.lock ? ' ORDER BY tbl, id FOR UPDATE' : ''
    }`,
    [[...new Set(keys.map((k) => k.table))], [...new Set(keys.map((k) => k.id))]],
  );
  for (const row of rows) {
    const key = recordKey(row.tbl, row.id);
    if (wanted.has(key)) found.set(key, row);
  }
  return found;
}

/**
 * Insert or replace these states, each with the next version. Call with the version lock
 * held. The owner of an existing record never changes.
 */
export async function writeRecords(tx: Queryable, states: RecordState[]): Promise<void> {
  if (!states.length) return;
  const input = states.map((s) => ({
    tbl: s.table,
    id: s.id,
    scope: s.scope,
    owner_id: s.ownerId,
    deleted: s.deleted,
    fields: s.deleted ? {} : s.fields,
    chat_group: chatGroupOf(s),
  }));
  // A tombstone has no fields left to name its group: it keeps the one the record had.
  await tx.query(
    `INSERT INTO records (tbl, id, version, scope, owner_id, deleted, updated_at, fields, chat_group)
     SELECT x.tbl, x.id, nextval('record_version_seq'), x.scope, x.owner_id, x.deleted, now(), x.fields, x.chat_group
     FROM jsonb_to_recordset($1::jsonb)
       AS x(tbl text, id uuid, scope text, owner_id uuid, deleted boolean, fields jsonb, chat_group uuid)
     ON CONFLICT (tbl, id) DO UPDATE SET
       version = EXCLUDED.version, scope = EXCLUDED.scope, deleted = EXCLUDED.deleted,
       updated_at = EXCLUDED.updated_at, fields = EXCLUDED.fields,
       chat_group = COALESCE(EXCLUDED.chat_group, records.chat_group)`,
    [JSON.stringify(input)],
  );
}
