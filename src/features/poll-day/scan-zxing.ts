// ZXing (zxing-wasm's reader) for browsers without a BarcodeDetector that reads QR codes:
// loaded only by import() when a scan starts (scan-decoder.ts). Its .wasm comes from the app's
// own build (scan-wasm.ts), served from the service worker's scanner cache when offline.
import { prepareZXingModule, purgeZXingModule, readBarcodes } from 'zxing-wasm/reader';
import type { ReaderOptions } from 'zxing-wasm/reader';
import type { Decoder } from './scan-decoder.ts';
import { SCANNER_WASM_URL } from './scan-wasm.ts';

/** QR codes (the app's slips, e-EPIC cards) and the common 1D barcodes. */
export const READER_OPTIONS: ReaderOptions = {
  formats: ['QRCode', 'Code128', 'Code39'],
  tryHarder: true,
  maxNumberOfSymbols: 1,
};

/** A frame is read at most this wide or high: enough for a slip held at arm's length. */
const MAX_SIDE = 1280;

/** The .wasm from our own origin: ZXing would otherwise fetch it from a CDN. */
const OVERRIDES = {
  locateFile: (path: string, prefix: string) =>
    path.endsWith('.wasm') ? SCANNER_WASM_URL : prefix + path,
};

/** Fetch and start the .wasm; a failure (offline, never cached) is not remembered. */
async function ready(): Promise<void> {
  try {
    await prepareZXingModule({ overrides: OVERRIDES, fireImmediately: true });
  } catch (error) {
    // zxing-wasm keeps the failed start; forget it so the next scan tries again.
    purgeZXingModule();
    throw error;
  }
}

/** The video's current frame as pixels, scaled down to MAX_SIDE. */
function frameOf(video: HTMLVideoElement, canvas: HTMLCanvasElement): ImageData | null {
  const { videoWidth: w, videoHeight: h } = video;
  if (!w || !h) return null;
  const scale = Math.min(1, MAX_SIDE / Math.max(w, h));
  canvas.width = Math.round(w * scale);
  canvas.height = Math.round(h * scale);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
  return ctx.getImageData(0, 0, canvas.width, canvas.height);
}

export async function zxingDecoder(): Promise<Decoder> {
  await ready();
  const canvas = document.createElement('canvas');
  return {
    kind: 'wasm',
    decode: async (video) => {
      const frame = frameOf(video, canvas);
      if (!frame) return [];
      const results = await readBarcodes(frame, READER_OPTIONS);
      return results.filter((r) => r.isValid && r.text).map((r) => r.text);
    },
  };
}
