// Live reads of the outbox for the Sync Center (dexie-react-hooks over the app database).
import { useLiveQuery } from 'dexie-react-hooks';
import { votersById } from '../../db/roll-files.ts';
import { db } from '../../db/instance.ts';
import { META, getMeta } from '../../db/meta.ts';
import type { OutboxEntry } from '../../db/types.ts';
import {
  failedEntries,
  outboxCounts,
  pendingEntries,
  unsyncedSummary,
} from '../../sync/unsynced.ts';
import type { UnsyncedSummary } from '../../sync/unsynced.ts';
import { useSessionUserId } from '../../sync/use-session-user-id.ts';
import { voterFullName } from '../../domain/voter-fields.ts';
import { entryVoterId } from './entry-labels.ts';

const NO_COUNTS = { pending: 0, failed: 0 };

/** Pending and failed counts of the signed-in user (index counts: cheap for the header). */
export function useOutboxCounts(): { pending: number; failed: number } {
  const userId = useSessionUserId();
  return useLiveQuery(() => (userId ? outboxCounts(db, userId) : NO_COUNTS), [userId]) ?? NO_COUNTS;
}

/** What has not reached the server, for the signed-in user; undefined while loading. */
export function useUnsyncedSummary(): UnsyncedSummary | undefined {
  const userId = useSessionUserId();
  return useLiveQuery(() => unsyncedSummary(db, userId), [userId]);
}

/** The names of the voters the entries are about (entryVoterId), by record id. */
export function useVoterNames(entries: readonly OutboxEntry[]): ReadonlyMap<string, string> {
  const ids = [...new Set(entries.map(entryVoterId).filter((id): id is string => !!id))].sort();
  const key = ids.join(',');
  return (
    useLiveQuery(async () => {
      const voters = await votersById(db, ids);
      return new Map(
        voters.flatMap((v) => (v ? [[v.id, voterFullName(v)] as [string, string]] : [])),
      );
      // The ids by value (key): a new array each render must not start a new query.
    }, [key]) ?? NO_NAMES
  );
}

const NO_NAMES: ReadonlyMap<string, string> = new Map();

export const PENDING_SHOWN = 50;

export function useOutboxLists(): { pending: OutboxEntry[]; failed: OutboxEntry[] } | undefined {
  const userId = useSessionUserId();
  return useLiveQuery(async () => {
    if (!userId) return { pending: [], failed: [] };
    const [pending, failed] = await Promise.all([
      pendingEntries(db, userId, PENDING_SHOWN),
      failedEntries(db, userId),
    ]);
    return { pending, failed };
  }, [userId]);
}

/** ISO time of the last successful sync, null if never; undefined while loading. */
export function useLastSyncAt(): string | null | undefined {
  return useLiveQuery(async () => (await getMeta<string>(db, META.lastSyncAt)) ?? null);
}
