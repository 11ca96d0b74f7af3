// Social post pictures for offline use: the feed's copy in IndexedDB names them, and without
// this the cached feed would show broken images. The only /api/ answers cached here: a
// post's picture never changes at its address (the file id is in it, `?v=`). The token in
// the address is left out of the cache key, so a new sign-in still finds the picture. Bounded:
// at most 60 pictures, the oldest dropped first.
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core';
import { trimCachePlugin } from './runtime-cache.ts';

export const POST_IMAGE_CACHE = 'booth-post-images';
export const POST_IMAGE_MAX_ENTRIES = 60;
const POST_IMAGE_PATH = /^\/api\/social-media\/[0-9a-f-]{36}\/image$/i;

const withoutToken: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.searchParams.delete('token');
    return url.href;
  },
};

export function registerPostImageCache(origin: string): void {
  registerRoute(
    ({ url }) => url.origin === origin && POST_IMAGE_PATH.test(url.pathname),
    new CacheFirst({
      cacheName: POST_IMAGE_CACHE,
      plugins: [withoutToken, trimCachePlugin(POST_IMAGE_CACHE, POST_IMAGE_MAX_ENTRIES)],
    }),
  );
}
