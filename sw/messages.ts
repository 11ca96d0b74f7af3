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

/**
 * The runtime cache that keeps the scanner's WebAssembly (ZXing, about 950 KB, 320 KB sent
 * compressed) for offline scanning: the page fills it when Poll Day opens online
 * (src/features/poll-day/scan-wasm.ts), the worker serves from it (scanner-cache.ts).
 */
export const SCANNER_CACHE = 'booth-scanner';

/** The built .wasm's path: Vite names it assets/zxing_reader-<hash>.wasm. */
export const SCANNER_WASM_PATH = /^\/assets\/zxing_reader-[\w-]+\.wasm$/;
