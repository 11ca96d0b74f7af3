// Runtime caches for same-origin files that are not in the precache: images and fonts (uploaded
// avatars served as static files, lazily loaded font subsets), and the built scripts left out of
// the precache (the desk tools, scripts/outside-precache.ts). API responses never go here.
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

/** Enough for the desk tools of a few builds; each build's files have new hashed names. */
const MAX_SCRIPTS = 40;

/**
 * Built scripts and styles the precache does not hold, kept once fetched: the precache's own
 * route is registered first and answers for everything it holds. A file of /assets/ never
 * changes under its name, so the cached copy is always right.
 */
export function registerDeskToolCache(origin: string): void {
  const cacheName = 'booth-desk-tools';
  registerRoute(
    ({ url }) => url.origin === origin && /^\/assets\/[^/]+\.(?:js|css)$/.test(url.pathname),
    new CacheFirst({ cacheName, plugins: [trimCachePlugin(cacheName, MAX_SCRIPTS)] }),
  );
}
