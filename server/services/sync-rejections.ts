// Refusals of pushed mutations, kept per (client, user): a push replayed after a lost answer
// must get the same errors again, or the phone never rolls back nor lists the failure.
// Each answer carries the record's row as it is at answer time, never a stored copy.
import type { Mutation, MutationError, SyncTable } from '../../src/domain/sync-protocol.ts';
import type { FieldErrors } from '../../src/domain/validation.ts';
import type { Queryable } from '../db/database.ts';
import type { Caller } from './access.ts';
import { canAccess } from './access.ts';
import { groupMembers, isChatTable } from './chat-access.ts';
import type { Rejection } from './sync-apply.ts';
import { loadRecords, recordKey, toState, toSyncRow } from './sync-store.ts';

/** Refusals of a client that never pushes again (lost or wiped phone) go after this long. */
const KEEP_DAYS = 90;

type StoredRejection = {
  mutation_id: number | string;
  tbl: SyncTable;
  id: string;
  reason: string;
  fields: FieldErrors | null;
};

/** Store this push's refusals; call in the push transaction, after sync_clients is written. */
export async function saveRejections(
  tx: Queryable,
  clientId: string,
  userId: string,
  rejections: Rejection[],
): Promise<void> {
  if (!rejections.length) return;
  const input = rejections.map(({ mutation: m, reason, fields }) => ({
    mutation_id: m.mutationId,
    tbl: m.table,
    id: m.id,
    reason,
    fields: fields ?? null,
  }));
  await tx.query(
    `INSERT INTO sync_rejections (client_id, user_id, mutation_id, tbl, id, reason, fields)
     SELECT $1, $2, x.mutation_id, x.tbl, x.id, x.reason, x.fields
     FROM jsonb_to_recordset($3::jsonb)
       AS x(mutation_id bigint, tbl text, id uuid, reason text, fields jsonb)
     ON CONFLICT (client_id, user_id, mutation_id) DO UPDATE SET
       tbl = EXCLUDED.tbl, id = EXCLUDED.id, reason = EXCLUDED.reason, fields = EXCLUDED.fields,
       created_at = now()`,
    [clientId, userId, JSON.stringify(input)],
  );
}

/**
 * Forget the refusals the client has settled. A client pushes its outbox from the oldest
 * pending entry, and an entry leaves "pending" only once an answer about it arrived, so a
 * push starting at `firstId` acknowledges every answer below it.
 */
export async function pruneRejections(
  tx: Queryable,
  clientId: string,
  userId: string,
  firstId: number,
): Promise<void> {
  await tx.query(
    `DELETE FROM sync_rejections
     WHERE (client_id = $1 AND user_id = $2 AND mutation_id < $3)
        OR created_at < now() - make_interval(days => $4)`,
    [clientId, userId, firstId, KEEP_DAYS],
  );
}

/** The stored refusals of these replayed mutations (ids at or below lastMutationId). */
export async function replayedRejections(
  tx: Queryable,
  clientId: string,
  userId: string,
  replayed: Mutation[],
): Promise<Rejection[]> {
  if (!replayed.length) return [];
  const { rows } = await tx.query<StoredRejection>(
    `SELECT mutation_id, tbl, id, reason, fields FROM sync_rejections
     WHERE client_id = $1 AND user_id = $2 AND mutation_id = ANY($3::bigint[])
     ORDER BY mutation_id`,
    [clientId, userId, replayed.map((m) => m.mutationId)],
  );
  const byId = new Map(replayed.map((m) => [m.mutationId, m]));
  return rows.flatMap((r) => {
    const m = byId.get(Number(r.mutation_id));
    // An id naming another record is not the refused change (a wiped client reusing its
    // clientId); answering for it would roll back the wrong record.
    if (!m || m.table !== r.tbl || m.id !== r.id) return [];
    return [{ mutation: m, reason: r.reason, ...(r.fields ? { fields: r.fields } : {}) }];
  });
}

/** Error records for these refusals, each with the server's current row when the caller may see it. */
export async function mutationErrors(
  tx: Queryable,
  caller: Caller,
  rejections: Rejection[],
): Promise<MutationError[]> {
  if (!rejections.length) return [];
  const current = await loadRecords(
    tx,
    rejections.map((r) => r.mutation),
  );
  return rejections.map(({ mutation: m, reason, fields }) => {
    const row = current.get(recordKey(m.table, m.id));
    const visible =
      row &&
      (isChatTable(row.tbl)
        ? groupMembers(toState(row)).has(caller.id)
        : canAccess(caller, { scope: row.scope, ownerId: row.owner_id }));
    return {
      mutationId: m.mutationId,
      table: m.table,
      id: m.id,
      reason,
      ...(fields ? { fields } : {}),
      current: visible ? toSyncRow(row) : null,
    };
  });
}
