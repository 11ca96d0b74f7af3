// Logging out with unsynced changes warns first and says what is at stake (the sync protocol, src/domain/sync-protocol.ts).
// The outbox itself is kept: the same user's next sign-in on this phone sends it.
import { useCallback } from 'react';
import type { SyncTable } from '../../domain/sync-protocol.ts';
import { getSessionUser } from '../../sync/session.ts';
import { unsyncedSummary } from '../../sync/unsynced.ts';
import type { UnsyncedSummary } from '../../sync/unsynced.ts';
import { TABLE_KEYS } from './entry-labels.ts';
import { useSyncT } from './use-sync-t.ts';
import type { SyncT } from './use-sync-t.ts';

/** The warning text, or null when nothing would be left behind. */
export function logoutWarning(summary: UnsyncedSummary, t: SyncT): string | null {
  const count = summary.pending + summary.failed;
  if (count === 0) return null;
  const parts = (Object.entries(summary.byTable) as [SyncTable, number][]).map(
    ([table, n]) => `${t(TABLE_KEYS[table])}: ${n}`,
  );
  if (summary.requests) parts.push(`${t('sync.request.other')}: ${summary.requests}`);
  if (summary.failed) parts.push(t('sync.badge.failed', { count: summary.failed }));
  return t('sync.logout.confirm', { count, details: parts.join(', ') });
}

/** Ask before logging out when changes would stay behind; true = go ahead. */
export function confirmLogout(
  summary: UnsyncedSummary,
  t: SyncT,
  confirm: (message: string) => boolean = (m) => window.confirm(m),
): boolean {
  const warning = logoutWarning(summary, t);
  return warning === null || confirm(warning);
}

/**
 * For the user menu: `if (await confirm()) logout()`. Reads the outbox at click time; the
 * database module loads then too, so the shell's first paint does not wait for Dexie.
 */
export function useConfirmLogout(): () => Promise<boolean> {
  const t = useSyncT();
  return useCallback(async () => {
    const { db } = await import('../../db/instance.ts');
    const summary = await unsyncedSummary(db, getSessionUser()?.booth_id ?? null);
    return confirmLogout(summary, t);
  }, [t]);
}
