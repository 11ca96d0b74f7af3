// Runtime cache for same-origin images and fonts that are not in the precache (uploaded
// avatars served as static files, lazily loaded font subsets). API responses never go here.
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core';

const MAX_ENTRIES = 120;

/**
 * Keeps the cache bounded without workbox-expiration (not a direct dependency): the Cache API
 * lists keys in insertion order, so the first ones are the oldest.
 */
export const trimCachePlugin = (cacheName: string, maxEntries: number): WorkboxPlugin => ({
  cacheDidUpdate: async () => {
    const cache = await caches.open(cacheName);
    const keys = await cache.keys();
    await Promise.all(
      keys.slice(0, Math.max(0, keys.length - maxEntries)).map((k) => cache.delete(k)),
    );
  },
});

export function registerAssetCache(origin: string): void {
  const cacheName = 'booth-assets';
  registerRoute(
    ({ url, request }) =>
      url.origin === origin &&
      !url.pathname.startsWith('/api/') &&
      (request.destination === 'image' || request.destination === 'font'),
    new CacheFirst({ cacheName, plugins: [trimCachePlugin(cacheName, MAX_ENTRIES)] }),
  );
}
