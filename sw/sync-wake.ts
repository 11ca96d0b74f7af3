// The sync engine lives in the page (it needs Dexie and the session), so a Background Sync
// event only wakes it: every open window gets {type:'SYNC_WAKE'}. With no window open there is
// nothing to run; the page syncs again at its next start.
import { SYNC_TAG } from './messages.ts';
import type { SyncWakeMessage } from './messages.ts';

/** The Background Sync events are not in TypeScript's WebWorker lib yet. */
type TaggedExtendableEvent = ExtendableEvent & { readonly tag: string };

export async function wakeWindows(sw: ServiceWorkerGlobalScope): Promise<void> {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const message: SyncWakeMessage = { type: 'SYNC_WAKE' };
  for (const client of windows) client.postMessage(message);
}

export function listenForSyncWake(sw: ServiceWorkerGlobalScope): void {
  const onWake = (event: Event) => {
    const tagged = event as TaggedExtendableEvent;
    if (tagged.tag === SYNC_TAG) tagged.waitUntil(wakeWindows(sw));
  };
  sw.addEventListener('sync', onWake);
  // Periodic Background Sync exists only in installed Chromium apps; elsewhere it never fires.
  sw.addEventListener('periodicsync', onWake);
}
