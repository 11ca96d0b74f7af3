// The toast after a save. Saves always land on the phone first (IndexedDB + outbox); when the
// network is away the toast says so, so nobody re-enters a voter thinking the save failed.
// It lives with sync because it asks the sync engine; the toast itself is the component's.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../components/toast.ts';
import { getSyncEngine } from './start-sync.ts';

/** True when a change saved now cannot be sent yet. */
export function savesWaitForNetwork(): boolean {
  const browserOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return browserOffline || getSyncEngine().status.get().phase === 'offline';
}

/** Returns a function showing the success toast of a save (already translated text). */
export function useSavedToast(): (message: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (message: string) =>
      savesWaitForNetwork()
        ? showToast('success', { title: message, message: t('list.keptOnPhone') })
        : showToast('success', { message }),
    [t],
  );
}
