// The toast after a save. Saves always land on the phone first (IndexedDB + outbox); when the
// network is away the toast says so, so nobody re-enters a voter thinking the save failed.
// Whether a save waits for the network is the sync engine's to say: the app's shell provides
// that answer through SavesWaitContext once the engine has loaded, and until then (and in
// screen tests) the browser's own online flag answers.
import { createContext, useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from './toast.ts';

/** The browser says it is offline. */
export const browserOffline = (): boolean =>
  typeof navigator !== 'undefined' && navigator.onLine === false;

/** True when a change saved now cannot be sent yet. */
export const SavesWaitContext = createContext<() => boolean>(browserOffline);

/** Returns a function showing the success toast of a save (already translated text). */
export function useSavedToast(): (message: string) => string {
  const { t } = useTranslation();
  const savesWait = useContext(SavesWaitContext);
  return useCallback(
    (message: string) =>
      savesWait()
        ? showToast('success', { title: message, message: t('list.keptOnPhone') })
        : showToast('success', { message }),
    [t, savesWait],
  );
}
