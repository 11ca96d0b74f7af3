// Booth Panel's service worker: the app shell offline (precache + SPA navigation fallback),
// a bounded cache for images and fonts, prompt-based updates and Background Sync wake-ups.
// /api/ is not cached (the page's outbox and Dexie own offline data, not HTTP caches), except
// social post pictures, which the cached feed shows offline (post-image-cache.ts), and the
// poll-day scanner's WebAssembly, kept once Poll Day has been opened online (scanner-cache.ts),
// and the desk tools' scripts, kept once opened (runtime-cache.ts).
import { clientsClaim } from 'workbox-core';
import type { PrecacheEntry } from 'workbox-precaching';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { isSkipWaitingMessage } from './messages.ts';
import { registerPostImageCache } from './post-image-cache.ts';
import { registerAssetCache, registerDeskToolCache } from './runtime-cache.ts';
import { registerScannerCache } from './scanner-cache.ts';
import { listenForSyncWake } from './sync-wake.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every client route (/signin, /dashboard/…) is the same SPA shell; /api/ must reach the server.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//] }),
);

registerAssetCache(self.location.origin);
registerDeskToolCache(self.location.origin);
registerPostImageCache(self.location.origin);
registerScannerCache(self.location.origin);

// Updates wait for the user: the page shows a prompt and sends SKIP_WAITING on "Reload".
self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
});

// The first install takes control at once so the very first visit already works offline.
clientsClaim();

listenForSyncWake(self);
