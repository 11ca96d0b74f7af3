// The scanner's WebAssembly, served offline from the cache the page fills when Poll Day opens
// online (src/features/poll-day/scan-wasm.ts); a scan started online before that fills it here.
// Not precached: it would add about 320 KB (Brotli) to every install, for a screen many never
// open (docs/decisions/poll-day.md). One entry: a new build's file replaces the old one.
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { SCANNER_CACHE, SCANNER_WASM_PATH } from './messages.ts';
import { trimCachePlugin } from './runtime-cache.ts';

export function registerScannerCache(origin: string): void {
  registerRoute(
    ({ url }) => url.origin === origin && SCANNER_WASM_PATH.test(url.pathname),
    new CacheFirst({ cacheName: SCANNER_CACHE, plugins: [trimCachePlugin(SCANNER_CACHE, 1)] }),
  );
}
