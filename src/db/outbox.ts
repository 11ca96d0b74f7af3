// Appending to the outbox. Callers run these inside their own Dexie transaction (which must
// include `outbox` and `meta`), so the record and its queued mutation commit together.
import type { SyncFields, SyncTable } from '../domain/sync-protocol.ts';
import type { BoothDb } from './database.ts';
import { nextMutationId } from './meta.ts';
import type { MutationEntry, QueuedRequest, RequestEntry } from './types.ts';

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
