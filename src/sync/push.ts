// Push: send this user's outbox in FIFO order — runs of mutations in batches, queued API
// requests one by one — and settle each entry: acknowledged ones leave the outbox, rejected
// ones roll their record back to the server's row and stay listed as failed.
import type { Mutation, MutationError, PushResponse } from '../domain/sync-protocol.ts';
import type { BoothDb } from '../db/database.ts';
import { withRecordFields } from '../db/outbox.ts';
import type { FileRecord, MutationEntry, OutboxEntry, RequestEntry } from '../db/types.ts';
import { ApiError } from './api-client.ts';
import { uploadPendingFiles, withFileUrls, withUploadedFiles } from './files.ts';
import { requestFileIds } from '../db/queue-commands.ts';
import { syncedTables } from './local-reset.ts';
import { asMutationGap, renumberPending } from './mutation-gap.ts';
import { applyPending, pendingFor, rowToLocal, storeMerged } from './merge.ts';
import type { SyncApi } from './sync-api.ts';

/** The server answered but took nothing: a temporary state, retried with backoff. */
export class SyncStalledError extends Error {}

export type PushContext = {
  db: BoothDb;
  api: SyncApi;
  userId: string;
  batchSize: number;
  /** Awaited before a pushed batch is settled (typing-gate.ts); none: at once. */
  whenQuiet?: () => Promise<void>;
};

/** The next pending entries of this user, oldest first. */
export function pendingHead(db: BoothDb, userId: string, limit: number): Promise<OutboxEntry[]> {
  return db.outbox.where('[userId+status]').equals([userId, 'pending']).limit(limit).toArray();
}

async function rollBack(db: BoothDb, userId: string, error: MutationError): Promise<void> {
  const pending = await pendingFor(db, userId, error.table, [error.id]);
  const base = error.current && !error.current.deleted ? rowToLocal(error.current) : undefined;
  const merged = applyPending(error.table, base, pending.get(error.id) ?? []);
  await storeMerged(db, error.table, error.id, merged);
}

/**
 * Settle a pushed batch in one transaction. Returns how many entries the server processed.
 * `batch` holds the fields as sent: a refused `fromRecord` put keeps them, since rolling its
 * record back removes the record they were read from.
 */
export function settleBatch(
  db: BoothDb,
  userId: string,
  batch: MutationEntry[],
  res: PushResponse,
): Promise<number> {
  const errors = new Map(res.errors.map((e) => [e.mutationId, e]));
  return db.transaction('rw', [...syncedTables(db), db.outbox], async () => {
    const processed = batch.filter((e) => e.mutationId <= res.lastMutationId);
    const at = new Date().toISOString();
    for (const entry of processed) {
      const error = errors.get(entry.mutationId);
      if (!error) await db.outbox.delete(entry.seq!);
      else
        await db.outbox.update(entry.seq!, (row) => {
          if (row.kind !== 'mutation') return;
          row.status = 'failed';
          row.failure = { reason: error.reason, fields: error.fields, at };
          row.fields = entry.fields;
          delete row.fromRecord;
        });
    }
    // After the failed entries left the pending set, rebuild their records from the server.
    for (const error of errors.values()) {
      if (processed.some((e) => e.mutationId === error.mutationId))
        await rollBack(db, userId, error);
    }
    return processed.length;
  });
}

async function pushMutations(ctx: PushContext, queued: MutationEntry[]): Promise<void> {
  const { db, api, userId } = ctx;
  const batch = await withRecordFields(db, queued);
  const files = await uploadPendingFiles(
    db,
    api,
    batch.flatMap((e) => e.fileIds ?? []),
  );
  const mutations: Mutation[] = batch.map((e) => ({
    mutationId: e.mutationId,
    table: e.table,
    id: e.recordId,
    op: e.op,
    fields: withFileUrls(e.fields, files),
    baseVersion: e.baseVersion,
  }));
  const clientId = batch[0]!.clientId;
  let res: PushResponse;
  try {
    res = await api.push({ clientId, mutations });
  } catch (err) {
    const gap = asMutationGap(err);
    if (!gap || gap.expectedMutationId >= batch[0]!.mutationId) throw err;
    await renumberPending(db, userId, clientId, gap.expectedMutationId);
    return; // the caller reads the renumbered head and pushes again
  }
  // The server has the batch: settling it here (the outbox emptied, screens told) can wait for
  // a pause in the typing; if the page closes first, the next push sends it again and the
  // server, holding its mutation ids, takes it once.
  await ctx.whenQuiet?.();
  const processed = await settleBatch(db, userId, batch, res);
  if (processed === 0) {
    // The server accepted none (e.g. it waits for an earlier id): retry later, never drop.
    throw new SyncStalledError(`Push made no progress (server at ${res.lastMutationId})`);
  }
}

async function sendRequest(ctx: PushContext, entry: RequestEntry): Promise<void> {
  const { db, api } = ctx;
  const ids = requestFileIds(entry);
  const files = (await db.files.bulkGet(entry.multipart?.fileIds ?? [])).filter(
    (f): f is FileRecord => !!f,
  );
  try {
    await api.send(await withUploadedFiles(db, api, entry), files);
  } catch (err) {
    // Temporary faults and 401 stop the run (retry / pause); other refusals are final.
    if (!(err instanceof ApiError) || err.temporary || err.status === 401) throw err;
    const reason = err.body?.messageKey ?? 'errors.unknown';
    const failure = {
      reason,
      message: err.message,
      fields: err.body?.fields,
      at: new Date().toISOString(),
    };
    await db.outbox.update(entry.seq!, { status: 'failed', failure });
    return;
  }
  await db.transaction('rw', db.outbox, db.files, async () => {
    await db.outbox.delete(entry.seq!);
    if (ids.length) await db.files.bulkDelete(ids);
  });
}

/** Push until this user's outbox has nothing pending. Throws ApiError on faults. */
export async function pushOutbox(ctx: PushContext): Promise<number> {
  let sent = 0;
  for (;;) {
    const head = await pendingHead(ctx.db, ctx.userId, ctx.batchSize);
    const first = head[0];
    if (!first) return sent;
    if (first.kind === 'request') {
      await sendRequest(ctx, first);
      sent += 1;
      continue;
    }
    const batch: MutationEntry[] = [];
    for (const e of head) {
      if (e.kind !== 'mutation' || e.clientId !== first.clientId) break;
      batch.push(e);
    }
    await pushMutations(ctx, batch);
    sent += batch.length;
  }
}
