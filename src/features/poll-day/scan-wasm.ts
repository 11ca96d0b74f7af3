// The scanner's WebAssembly as a file of the app's own build (Vite emits it as
// assets/zxing_reader-<hash>.wasm), never ZXing's default CDN: nothing is downloaded from
// elsewhere at run time. It is not precached (about 320 KB compressed on every install): when
// Poll Day opens online on a phone that will need it, the page puts it in the service worker's
// scanner cache, so a scan works offline later the same day (docs/decisions/poll-day.md).
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { SCANNER_CACHE } from '../../../sw/messages.ts';

/** Where the app serves ZXing's reader .wasm (the version the package's code expects). */
export const SCANNER_WASM_URL: string = wasmUrl;

/**
 * Put the .wasm in the scanner cache if it is not there yet, and drop an older build's copy.
 * Quiet: a phone without the Cache API or without network just scans with what it has.
 */
export async function warmScannerWasm(storage: CacheStorage | undefined): Promise<boolean> {
  if (!storage) return false;
  try {
    const cache = await storage.open(SCANNER_CACHE);
    const url = new URL(SCANNER_WASM_URL, location.href).href;
    if (!(await cache.match(url))) await cache.add(url);
    for (const old of await cache.keys()) if (old.url !== url) await cache.delete(old);
    return true;
  } catch {
    return false;
  }
}
