// Which decoder reads the camera's frames: the browser's own BarcodeDetector where it exists and
// reads QR codes (Chrome on most Android phones), else ZXing compiled to WebAssembly
// (scan-zxing.ts), loaded with import() only when a scan starts, so neither its code nor its
// .wasm is in the app shell.

/** The formats a slip or a voter's card may carry: QR codes, and Code 128 / Code 39 barcodes. */
export const NATIVE_FORMATS = ['qr_code', 'code_128', 'code_39'] as const;

/** What both decoders do: the texts of the codes seen in the video's current frame. */
export type Decoder = {
  kind: 'native' | 'wasm';
  decode(video: HTMLVideoElement): Promise<string[]>;
};

/** The Barcode Detection API, as much of it as we use (TypeScript's DOM types lack it). */
export type BarcodeDetectorLike = {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
};
export type BarcodeDetectorCtor = {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
};

/** Where BarcodeDetector may live: `window`, or a fake in a test. */
export type DecoderScope = { BarcodeDetector?: BarcodeDetectorCtor };

/** The browser's detector when it reads QR codes, for the formats it has; null otherwise. */
export async function nativeDecoder(scope: DecoderScope): Promise<Decoder | null> {
  const Native = scope.BarcodeDetector;
  if (typeof Native !== 'function') return null;
  try {
    const supported = await Native.getSupportedFormats();
    if (!supported.includes('qr_code')) return null;
    const detector = new Native({ formats: NATIVE_FORMATS.filter((f) => supported.includes(f)) });
    return {
      kind: 'native',
      decode: async (video) => (await detector.detect(video)).map((code) => code.rawValue),
    };
  } catch {
    // A detector that will not say what it reads, or will not start: ZXing instead.
    return null;
  }
}

/** ZXing's WebAssembly decoder, fetched (or read from the offline cache) on first use. */
export async function loadWasmDecoder(): Promise<Decoder> {
  const { zxingDecoder } = await import('./scan-zxing.ts');
  return zxingDecoder();
}

/** The decoder to scan with: the browser's own when it reads QR codes, else ZXing's. */
export async function pickDecoder(
  scope: DecoderScope,
  loadWasm: () => Promise<Decoder> = loadWasmDecoder,
): Promise<Decoder> {
  return (await nativeDecoder(scope)) ?? loadWasm();
}

/** True when a scan here would use ZXing (so its .wasm is worth keeping for offline). */
export async function needsWasm(scope: DecoderScope): Promise<boolean> {
  return (await nativeDecoder(scope)) === null;
}
