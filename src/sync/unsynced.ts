// What has not reached the server yet, for the Sync Center, the badge and the logout warning.
import type { SyncTable } from '../domain/sync-protocol.ts';
import type { BoothDb } from '../db/database.ts';
import type { OutboxEntry } from '../db/types.ts';

export type UnsyncedSummary = {
  pending: number;
  failed: number;
  /** Pending mutations per table, and pending API requests. */
  byTable: Partial<Record<SyncTable, number>>;
  requests: number;
  /** Entries of other users on this phone, held until they sign in again. */
  heldForOthers: number;
};

export function summarize(entries: OutboxEntry[], userId: string | null): UnsyncedSummary {
  const summary: UnsyncedSummary = {
    pending: 0,
    failed: 0,
    byTable: {},
    requests: 0,
    heldForOthers: 0,
  };
  for (const e of entries) {
    if (e.userId !== userId) {
      summary.heldForOthers += 1;
      continue;
    }
    if (e.status === 'failed') {
      summary.failed += 1;
      continue;
    }
    summary.pending += 1;
    if (e.kind === 'request') summary.requests += 1;
    else summary.byTable[e.table] = (summary.byTable[e.table] ?? 0) + 1;
  }
  return summary;
}

export async function unsyncedSummary(
  db: BoothDb,
  userId: string | null,
): Promise<UnsyncedSummary> {
  return summarize(await db.outbox.toArray(), userId);
}

const byStatus = (db: BoothDb, userId: string, status: OutboxEntry['status']) =>
  db.outbox.where('[userId+status]').equals([userId, status]);

/** Counts for the header badge, through the index (no table scan). */
export async function outboxCounts(
  db: BoothDb,
  userId: string,
): Promise<{ pending: number; failed: number }> {
  const [pending, failed] = await Promise.all([
    byStatus(db, userId, 'pending').count(),
    byStatus(db, userId, 'failed').count(),
  ]);
  return { pending, failed };
}

/** A user's pending entries, oldest first (at most `limit`). */
export function pendingEntries(db: BoothDb, userId: string, limit = 100): Promise<OutboxEntry[]> {
  return byStatus(db, userId, 'pending').limit(limit).toArray();
}

/** A user's failed entries, oldest first. */
export function failedEntries(db: BoothDb, userId: string): Promise<OutboxEntry[]> {
  return byStatus(db, userId, 'failed').toArray();
}
