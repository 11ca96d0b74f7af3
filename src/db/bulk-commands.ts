// Creating many records at once (CSV roll import, legacy import): one transaction per chunk,
// each chunk's records and outbox mutations committed together, mutation ids as one range.
import { newRecordId } from './record-id.ts';
import type { SyncTable } from '../domain/sync-protocol.ts';
import type { BoothDb } from './database.ts';
import { userFields, withDerived } from './derive.ts';
import { getClientId, getMeta, mutationSeqKey, setMeta } from './meta.ts';
import { labelFields, plainFields } from './outbox.ts';
import { sameValue } from './commands.ts';
import type { MutationEntry, SyncFieldsMap, SyncRecordMap, VoterIndex } from './types.ts';
import { announceLocalWrite } from './write-events.ts';
import type { Writer } from './writer.ts';

type QueuedChange = Pick<
  MutationEntry,
  'recordId' | 'op' | 'fields' | 'baseVersion' | 'fromRecord'
>;

/** Store rows and queue their mutations under the client's next mutation ids, in the caller's transaction. */
async function queueInTx<T extends SyncTable>(
  db: BoothDb,
  writer: Writer,
  clientId: string,
  table: T,
  rows: SyncRecordMap[T][],
  changes: QueuedChange[],
  now: string,
): Promise<void> {
  const seqKey = mutationSeqKey(clientId);
  const first = ((await getMeta<number>(db, seqKey)) ?? 0) + 1;
  await setMeta(db, seqKey, first + changes.length - 1);
  const entries = changes.map((c, i): MutationEntry => ({
    kind: 'mutation',
    status: 'pending',
    createdAt: now,
    userId: writer.userId,
    clientId,
    mutationId: first + i,
    table,
    ...c,
  }));
  // In slices: each put is serialised (and its index keys taken) on the main thread, so one
  // bulkPut of a whole import batch was a task of up to 200 ms; awaiting each slice lets the
  // page answer between them, and the transaction stays one.
  for (let i = 0; i < rows.length; i += PUT_SLICE)
    await db.syncTable(table).bulkPut(rows.slice(i, i + PUT_SLICE));
  await db.outbox.bulkAdd(entries);
}

/** Records per put call inside a transaction (see above). */
const PUT_SLICE = 50;

export type NewRecord<T extends SyncTable> = {
  id?: string;
  fields: SyncFieldsMap[T];
  /** A voter's derived index fields, computed off the main thread (see withDerived). */
  prepared?: VoterIndex;
  /** A place inside the writer's scope to put the record (the server checks it). */
  placeIn?: string;
};

/**
 * Write records plus their put mutations inside the caller's transaction (it must include the
 * table, `outbox` and `meta`). `put` overwrites same-id rows, which keeps re-runs idempotent.
 * The mutations are `fromRecord` puts: their fields are read from the records when sent.
 */
export async function writeRecordsInTx<T extends SyncTable>(
  db: BoothDb,
  writer: Writer,
  clientId: string,
  table: T,
  items: NewRecord<T>[],
): Promise<string[]> {
  const now = new Date().toISOString();
  const records = items.map(({ id, fields, prepared, placeIn }) =>
    withDerived(
      table,
      {
        id: id ?? newRecordId(),
        version: 0,
        updatedAt: now,
        deleted: 0,
        scope: placeIn ?? writer.scope,
        ownerId: writer.userId,
      },
      plainFields(fields) as SyncFieldsMap[T],
      prepared,
    ),
  );
  await queueInTx(
    db,
    writer,
    clientId,
    table,
    records,
    records.map((record, i) => ({
      recordId: record.id,
      op: 'put' as const,
      // The place is named in the mutation: the record's own fields do not carry it.
      fields: {
        ...labelFields(userFields<T>(record)),
        ...(items[i]!.placeIn === undefined ? {} : { scope: items[i]!.placeIn }),
      },
      fromRecord: true as const,
      baseVersion: 0,
    })),
    now,
  );
  return records.map((r) => r.id);
}

export type RecordPatch<T extends SyncTable> = {
  current: SyncRecordMap[T];
  changes: Partial<SyncFieldsMap[T]>;
};

/**
 * Merge changes into existing records plus one patch mutation each (changed fields only),
 * inside the caller's transaction, like `writeRecordsInTx`. Returns the ids that changed.
 */
export async function patchRecordsInTx<T extends SyncTable>(
  db: BoothDb,
  clientId: string,
  writer: Writer,
  table: T,
  patches: RecordPatch<T>[],
): Promise<string[]> {
  const now = new Date().toISOString();
  const rows: SyncRecordMap[T][] = [];
  const diffs: { id: string; version: number; fields: Record<string, unknown> }[] = [];
  for (const { current, changes } of patches) {
    const before = userFields<T>(current) as Record<string, unknown>;
    const diff = plainFields(changes);
    for (const key of Object.keys(diff)) if (sameValue(before[key], diff[key])) delete diff[key];
    if (Object.keys(diff).length === 0) continue;
    const { id, version, deleted, scope, ownerId } = current;
    const base = { id, version, updatedAt: now, deleted, scope, ownerId };
    rows.push(withDerived(table, base, { ...before, ...diff } as SyncFieldsMap[T]));
    diffs.push({ id, version, fields: diff });
  }
  if (!rows.length) return [];
  const changes = diffs.map((d) => ({
    recordId: d.id,
    op: 'patch' as const,
    fields: d.fields,
    baseVersion: d.version,
  }));
  await queueInTx(db, writer, clientId, table, rows, changes, now);
  return diffs.map((d) => d.id);
}

/** Create many records in chunks; yields to the UI between chunks. */
export async function createRecords<T extends SyncTable>(
  db: BoothDb,
  writer: Writer,
  table: T,
  items: NewRecord<T>[],
  opts: { chunkSize?: number; onProgress?: (done: number) => void } = {},
): Promise<string[]> {
  const chunkSize = opts.chunkSize ?? 1000;
  const ids: string[] = [];
  for (let i = 0; i < items.length; i += chunkSize) {
    const chunk = items.slice(i, i + chunkSize);
    const written = await db.transaction('rw', [db.table(table), db.outbox, db.meta], async () =>
      writeRecordsInTx(db, writer, await getClientId(db, writer.userId), table, chunk),
    );
    ids.push(...written);
    opts.onProgress?.(ids.length);
  }
  if (ids.length) announceLocalWrite();
  return ids;
}
