// Sync Center actions bound to the app database, so components never touch it directly.
import { db } from '../../db/instance.ts';
import { withRecordFields } from '../../db/outbox.ts';
import { dismissFailed, retryFailed } from '../../sync/outbox-actions.ts';
import { getSyncEngine } from '../../sync/start-sync.ts';
import { failedEntries, pendingEntries } from '../../sync/unsynced.ts';
import type { OutboxEntry } from '../../db/types.ts';

export async function retryEntry(seq: number): Promise<void> {
  await retryFailed(db, seq);
  void getSyncEngine().syncNow();
}

export const dismissEntry = (seq: number) => dismissFailed(db, seq);

/** Every pending and failed entry of a user, oldest first, with full fields (the CSV export). */
export async function loadUnsyncedEntries(userId: string): Promise<OutboxEntry[]> {
  const [pending, failed] = await Promise.all([
    pendingEntries(db, userId, Number.MAX_SAFE_INTEGER),
    failedEntries(db, userId),
  ]);
  return withRecordFields(db, [...failed, ...pending]);
}
