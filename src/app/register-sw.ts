// The service worker's registration and update handshake, in place of workbox-window (2.3 KB
// and two more files on every first load, issue 45) for the little this app asks of it: a new
// version waits (sw/sw.ts activates only on SKIP_WAITING); the page is told when one waits, on
// registering (a reload finds the one the user put off) or once another finishes installing
// while this page is controlled; on the user's yes the waiting worker is told to take over and
// the page reloads when it does.
import type { SkipWaitingMessage } from '../../sw/messages.ts';

export type WorkerUpdate = {
  /** Activate the waiting version and reload once it controls the page. */
  activate(): void;
};

/** Register /sw.js; `onWaiting` is told each time a new version waits for the user. */
export async function registerServiceWorker(
  onWaiting: (update: WorkerUpdate) => void,
): Promise<void> {
  const container = navigator.serviceWorker;
  const registration = await container.register('/sw.js', { scope: '/', type: 'classic' });
  const tellIfWaiting = () => {
    const waiting = registration.waiting;
    // No controller yet: the first install, which activates by itself (nothing to update).
    if (!waiting || !container.controller) return;
    onWaiting({
      activate() {
        container.addEventListener('controllerchange', () => window.location.reload(), {
          once: true,
        });
        waiting.postMessage({ type: 'SKIP_WAITING' } satisfies SkipWaitingMessage);
      },
    });
  };
  const watch = (installing: ServiceWorker | null) =>
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') tellIfWaiting();
    });
  registration.addEventListener('updatefound', () => watch(registration.installing));
  // One may already be installing (found while registering) or waiting (from before).
  watch(registration.installing);
  tellIfWaiting();
}
