// A lost phone: once a coordinator disables the account, the server refuses its token with
// 401 account_disabled on every route. The phone that hears it removes what that user could
// read on it — the synced records, files, queued changes, the cached profile and feeds, and
// the old app's lists — then signs out and says why. What was synced stays on the server.
// Other people's queued changes on a shared phone stay: they are theirs, not the lost account's.
import { ACCOUNT_DISABLED } from '../domain/auth.ts';
import type { BoothDb } from '../db/database.ts';
import { LEGACY_KEYS } from '../db/legacy-keys.ts';
import { META } from '../db/meta.ts';
import { describeStorageError } from '../db/storage-error.ts';
import { ApiError, setRefusalListener } from './api-client.ts';
import { withLock } from './lock.ts';
import { syncedTables } from './local-reset.ts';
import { clearSession, getSessionUser, getToken } from './session.ts';
import { SIGNED_OUT_REASON_KEY } from './signed-out-reason.ts';

export const isAccountDisabled = (err: unknown): boolean =>
  err instanceof ApiError && err.status === 401 && err.body?.error === ACCOUNT_DISABLED;

/** Remove `userId`'s data from this phone, in one transaction: all of it or none. */
export async function wipeUserData(db: BoothDb, userId: string): Promise<void> {
  const readable = [db.posts, db.campaigns, db.invitations, db.profile];
  await db.transaction(
    'rw',
    [...syncedTables(db), ...readable, db.files, db.outbox, db.meta],
    async () => {
      await Promise.all([...syncedTables(db), ...readable].map((table) => table.clear()));
      // Their own photos and every downloaded copy (those came from what they could see).
      await db.files.where('userId').equals(userId).delete();
      await db.files.filter((f) => f.status === 'cached').delete();
      await db.outbox.filter((e) => e.userId === userId).delete();
      await db.meta.bulkDelete([META.cursor, META.dataUserId, META.lastSyncAt]);
    },
  );
}

/** The old app's lists may hold the roll too; they were imported, so nothing is lost. */
function removeLegacyLists(storage: Storage): void {
  for (const def of LEGACY_KEYS) storage.removeItem(def.key);
}

let wiping: Promise<void> | null = null;

/**
 * Sign out at once (screens close, sync stops), then wipe under the sync lock so a sync run
 * that was writing finishes first. Safe to call for every refused request of a burst.
 */
export function signOutDisabledAccount(db: BoothDb, userId: string): Promise<void> {
  wiping ??= (async () => {
    localStorage.setItem(SIGNED_OUT_REASON_KEY, 'accountDisabled');
    clearSession();
    await withLock('booth-sync', () => wipeUserData(db, userId));
    removeLegacyLists(localStorage);
  })().finally(() => {
    wiping = null;
  });
  return wiping;
}

/** From now on, a refusal of the live session's token as disabled wipes that user's data. */
export function listenForDisabledAccount(db: BoothDb): void {
  setRefusalListener((err, token) => {
    const user = getSessionUser();
    // A late answer to an earlier user's request must not wipe whoever is signed in now.
    if (!user || token !== getToken() || !isAccountDisabled(err)) return;
    void signOutDisabledAccount(db, user.booth_id).catch((e: unknown) =>
      console.error(`Wiping the disabled account failed: ${describeStorageError(e)}`, e),
    );
  });
}
