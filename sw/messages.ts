// Messages between the service worker and the page. Kept free of DOM/worker types so the
// client (src/) can import them too.

/** Background Sync (and Periodic Background Sync) tag the page registers. */
export const SYNC_TAG = 'booth-sync';

/** Page → worker: activate the waiting worker now (the user accepted the update prompt). */
export type SkipWaitingMessage = { type: 'SKIP_WAITING' };

/** Worker → page: the browser woke us for a sync; the page's sync engine should run. */
export type SyncWakeMessage = { type: 'SYNC_WAKE' };

export function isSkipWaitingMessage(data: unknown): data is SkipWaitingMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'SKIP_WAITING'
  );
}
