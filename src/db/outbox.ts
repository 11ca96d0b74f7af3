// Appending to the outbox. Callers run these inside their own Dexie transaction (which must
// include `outbox` and `meta`), so the record and its queued mutation commit together.
import type { SyncFields, SyncTable } from '../domain/sync-protocol.ts';
import type { BoothDb } from './database.ts';
import { userFields } from './derive.ts';
import { nextMutationId } from './meta.ts';
import type { MutationEntry, OutboxEntry, QueuedRequest, RequestEntry } from './types.ts';

export type NewMutation = {
  userId: string;
  clientId: string;
  table: SyncTable;
  recordId: string;
  op: MutationEntry['op'];
  fields: SyncFields;
  baseVersion: number;
  fileIds?: string[];
};

export async function appendMutation(db: BoothDb, m: NewMutation): Promise<MutationEntry> {
  const entry: MutationEntry = {
    kind: 'mutation',
    status: 'pending',
    createdAt: new Date().toISOString(),
    mutationId: await nextMutationId(db, m.clientId),
    ...m,
  };
  if (!entry.fileIds?.length) delete entry.fileIds;
  entry.seq = await db.outbox.add(entry);
  return entry;
}

export async function appendRequest(
  db: BoothDb,
  userId: string,
  request: QueuedRequest,
): Promise<RequestEntry> {
  const entry: RequestEntry = {
    kind: 'request',
    status: 'pending',
    createdAt: new Date().toISOString(),
    userId,
    idempotencyKey: crypto.randomUUID(),
    ...request,
  };
  entry.seq = await db.outbox.add(entry);
  return entry;
}

/** JSON-safe copy without undefined values (they would vanish on the wire anyway). */
export function plainFields(fields: object): SyncFields {
  const out: SyncFields = {};
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) out[key] = value;
  return out;
}

/** The fields a `fromRecord` put keeps for naming it (Sync Center, CSV export). */
const LABEL_FIELDS = ['firstName', 'lastName', 'name', 'voterId'] as const;

export function labelFields(fields: SyncFields): SyncFields {
  const out: SyncFields = {};
  for (const key of LABEL_FIELDS) if (fields[key] !== undefined) out[key] = fields[key];
  return out;
}

/**
 * The entries with every `fromRecord` put's fields read from its record (the flag dropped), in
 * the caller's transaction if any. A record that is gone keeps the label fields it had.
 */
export async function withRecordFields<E extends OutboxEntry>(
  db: BoothDb,
  entries: readonly E[],
): Promise<E[]> {
  const lazy = entries.filter(
    (e): e is E & MutationEntry => e.kind === 'mutation' && e.fromRecord === true,
  );
  if (!lazy.length) return [...entries];
  const byTable = new Map<SyncTable, Set<string>>();
  for (const e of lazy) byTable.set(e.table, (byTable.get(e.table) ?? new Set()).add(e.recordId));
  const records = new Map<string, SyncFields>();
  for (const [table, ids] of byTable) {
    const rows = await db.syncTable(table).bulkGet([...ids]);
    for (const row of rows)
      if (row) records.set(`${table}|${row.id}`, plainFields(userFields(row)));
  }
  return entries.map((e) => {
    if (e.kind !== 'mutation' || !e.fromRecord) return e;
    const { fromRecord: _lazy, ...rest } = e;
    const stored = records.get(`${e.table}|${e.recordId}`);
    // A place named when the record was created stays named (see writeRecordsInTx).
    const placed = e.fields.scope === undefined ? {} : { scope: e.fields.scope };
    const fields = stored ? { ...stored, ...placed } : e.fields;
    return { ...rest, fields } as E;
  });
}
