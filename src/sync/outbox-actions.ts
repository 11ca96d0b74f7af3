// Sync Center actions on failed outbox entries: retry (queue the same change again, as a new
// mutation with a new id, re-applied locally) or dismiss (the record stays rolled back).
import type { BoothDb } from '../db/database.ts';
import { nextMutationId } from '../db/meta.ts';
import { appendRequest } from '../db/outbox.ts';
import { requestFileIds } from '../db/queue-commands.ts';
import type { MutationEntry, RequestEntry } from '../db/types.ts';
import { announceLocalWrite } from '../db/write-events.ts';
import { applyPending, storeMerged } from './merge.ts';

async function retryMutation(db: BoothDb, entry: MutationEntry): Promise<void> {
  const table = db.syncTable(entry.table);
  await db.transaction('rw', [table, db.outbox, db.meta], async () => {
    const current = await table.get(entry.recordId);
    const { seq: _seq, failure: _failure, ...rest } = entry;
    const again: MutationEntry = {
      ...rest,
      status: 'pending',
      createdAt: new Date().toISOString(),
      mutationId: await nextMutationId(db, entry.clientId),
      baseVersion: current?.version ?? 0,
    };
    // A retried create of a record the server refused starts from nothing again.
    const base = entry.op === 'put' && current?.deleted ? undefined : current;
    await storeMerged(db, entry.table, entry.recordId, applyPending(entry.table, base, [again]));
    await db.outbox.delete(entry.seq!);
    await db.outbox.add(again);
  });
}

async function retryRequest(db: BoothDb, entry: RequestEntry): Promise<void> {
  const { method, path, body, multipart, fileIds, label } = entry;
  await db.transaction('rw', db.outbox, async () => {
    await db.outbox.delete(entry.seq!);
    // A new idempotency key: the server may remember the refused attempt under the old one.
    await appendRequest(db, entry.userId, { method, path, body, multipart, fileIds, label });
  });
}

/** Queue a failed entry again, at the end of the outbox. */
export async function retryFailed(db: BoothDb, seq: number): Promise<void> {
  const entry = await db.outbox.get(seq);
  if (!entry || entry.status !== 'failed') return;
  if (entry.kind === 'mutation') await retryMutation(db, entry);
  else await retryRequest(db, entry);
  announceLocalWrite();
}

/** Forget a failed entry (and any images only it referenced). */
export async function dismissFailed(db: BoothDb, seq: number): Promise<void> {
  await db.transaction('rw', db.outbox, db.files, async () => {
    const entry = await db.outbox.get(seq);
    if (!entry || entry.status !== 'failed') return;
    await db.outbox.delete(seq);
    const fileIds = entry.kind === 'request' ? requestFileIds(entry) : [];
    if (fileIds.length) await db.files.bulkDelete(fileIds);
  });
}
