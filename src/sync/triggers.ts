// Browser events that start a sync: back online, tab visible again, the service worker's
// Background Sync wake-up, a server poke over SSE, and sign-in (same or another tab).
import { SYNC_TAG } from '../../sw/messages.ts';
import type { SyncEngine } from './engine.ts';
import { connectEvents } from './events.ts';

type SyncRegistration = ServiceWorkerRegistration & {
  sync?: { register(tag: string): Promise<void> };
};

/** Ask the service worker to wake us when connectivity returns (Chromium only). */
export function registerBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((reg) => (reg as SyncRegistration).sync?.register(SYNC_TAG))
    .catch((err: unknown) => console.warn('Background Sync registration failed', err));
}

export function attachBrowserTriggers(
  engine: SyncEngine,
  opts: { baseUrl: string; getToken: () => string | null; onSessionChange: () => void },
): void {
  const soon = () => engine.requestSync(0);
  const events = connectEvents(opts.baseUrl, opts.getToken, () => engine.requestSync(250));
  const onSession = () => {
    opts.onSessionChange();
    events.reconnect();
    void engine.syncNow();
  };
  const onStorage = (e: StorageEvent) => {
    if (e.key === 'token' || e.key === null) onSession();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') soon();
  };
  const onWorkerMessage = (e: MessageEvent<unknown>) => {
    const data = e.data as { type?: unknown } | null;
    if (data?.type === 'SYNC_WAKE') void engine.syncNow();
  };
  const onOnline = () => {
    events.reconnect();
    soon();
  };

  window.addEventListener('online', onOnline);
  window.addEventListener('booth-session', onSession);
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  engine.onStop(() => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('booth-session', onSession);
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    events.close();
  });
}
