// Scan to find (issue 24): the voter id (EPIC) in what a code says, which decoder reads the
// camera (the browser's BarcodeDetector when it reads QR codes, else ZXing's WebAssembly, loaded
// only then), the camera's errors in words, and ZXing with the app's options reading a slip's
// QR code and the Code 128 / Code 39 barcodes that carry an EPIC.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareZXingModule as prepareWriter, writeBarcode } from 'zxing-wasm/full';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { idSearchKeys } from '../../src/domain/name-keys.ts';
import { cameraFailure, startScan } from '../../src/features/poll-day/scan-camera.ts';
import type {
  BarcodeDetectorCtor,
  Decoder,
  DecoderScope,
} from '../../src/features/poll-day/scan-decoder.ts';
import { needsWasm, pickDecoder } from '../../src/features/poll-day/scan-decoder.ts';
import { epicFromCode, epicKey } from '../../src/features/poll-day/scan-epic.ts';
import { READER_OPTIONS } from '../../src/features/poll-day/scan-zxing.ts';

describe('the EPIC in a code', () => {
  it.each([
    // The app's own slip: the voter id alone.
    ['NLD1234567', 'NLD1234567'],
    ['  nld1234567\n', 'NLD1234567'],
    ['NLD 1234567', 'NLD1234567'],
    ['NLD-1234567', 'NLD1234567'],
    // Older EPICs: state letters and slash-separated numbers.
    ['UP/12/345/678901', 'UP/12/345/678901'],
    ['up/12/345/678901', 'UP/12/345/678901'],
    ['DL/01/001/0012345', 'DL/01/001/0012345'],
    // More text around it.
    ['EPIC: ABC1234567 Name: Ram Sharma', 'ABC1234567'],
    ['Name: Ram Sharma, Age 45, EPIC No. ABC1234567, Part 12', 'ABC1234567'],
    ['Voter ID - UP/12/345/678901; Booth 12', 'UP/12/345/678901'],
    ['https://electoralsearch.example.in/?epic_no=abc1234567&lang=hi', 'ABC1234567'],
    ['https://example.org/voter/ABC1234567', 'ABC1234567'],
    // A labelled one wins over another id-like word before it.
    ['Ref XYZ7654321 / EPIC: ABC1234567', 'ABC1234567'],
    // Devanagari digits.
    ['NLD१२३४५६७', 'NLD1234567'],
    // An id of an unusual shape alone on the app's own slip is taken as it is.
    ['JKA012345', 'JKA012345'],
  ])('%j → %s', (text, epic) => {
    expect(epicFromCode(text)).toBe(epic);
  });

  it.each([
    [''],
    ['   '],
    ['https://example.org/hello'],
    ['Hello, booth 12!'],
    // A product barcode: digits only.
    ['8901234567890'],
    // Inside a longer word it is not an EPIC.
    ['https://example.org/?q=XABC1234567'],
    ['ABC12345678 9'],
    ['Ram Sharma'],
  ])('%j has none', (text) => {
    expect(epicFromCode(text)).toBeNull();
  });

  it('compares voter ids in the form the voters’ idKeys index stores them', () => {
    expect(epicKey('UP/12/345/678901')).toBe('UP12345678901');
    expect(epicKey('nld 1234567')).toBe('NLD1234567');
    for (const id of ['UP/12/345/678901', 'NLD1234567', 'abc-1234567']) {
      expect(idSearchKeys(id, undefined)).toEqual([epicKey(id)]);
    }
  });
});

/** A fake of the Barcode Detection API: which formats it reads, and what it "sees". */
function fakeDetector(supported: string[] | Error, seen: string[] = []) {
  const made: { formats: string[] }[] = [];
  const Ctor = class {
    constructor(options: { formats: string[] }) {
      made.push(options);
    }
    static getSupportedFormats() {
      return supported instanceof Error ? Promise.reject(supported) : Promise.resolve(supported);
    }
    detect() {
      return Promise.resolve(seen.map((rawValue) => ({ rawValue })));
    }
  };
  return { scope: { BarcodeDetector: Ctor as BarcodeDetectorCtor } as DecoderScope, made };
}

describe('choosing the decoder', () => {
  const wasm: Decoder = { kind: 'wasm', decode: () => Promise.resolve(['from zxing']) };
  const video = {} as HTMLVideoElement;

  it('uses the browser’s BarcodeDetector when it reads QR codes, and never loads ZXing', async () => {
    const { scope, made } = fakeDetector(['ean_13', 'code_128', 'qr_code'], ['NLD1234567']);
    const loadWasm = vi.fn(() => Promise.resolve(wasm));
    const decoder = await pickDecoder(scope, loadWasm);
    expect(decoder.kind).toBe('native');
    expect(loadWasm).not.toHaveBeenCalled();
    // Asks only for the formats it has of the three a slip or card may carry.
    expect(made).toEqual([{ formats: ['qr_code', 'code_128'] }]);
    expect(await decoder.decode(video)).toEqual(['NLD1234567']);
    expect(await needsWasm(scope)).toBe(false);
  });

  it.each([
    ['no BarcodeDetector', {} as DecoderScope],
    ['a BarcodeDetector without QR codes', fakeDetector(['ean_13', 'code_128']).scope],
    ['a BarcodeDetector that fails to list formats', fakeDetector(new Error('gone')).scope],
  ])('loads ZXing with %s', async (_, scope) => {
    const loadWasm = vi.fn(() => Promise.resolve(wasm));
    const decoder = await pickDecoder(scope, loadWasm);
    expect(decoder.kind).toBe('wasm');
    expect(loadWasm).toHaveBeenCalledOnce();
    expect(await needsWasm(scope)).toBe(true);
  });
});

describe('camera errors', () => {
  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'noCamera'],
    ['OverconstrainedError', 'noCamera'],
    ['NotReadableError', 'busy'],
    ['AbortError', 'busy'],
    ['TypeError', 'failed'],
  ])('%s is said as %s', (name, why) => {
    expect(cameraFailure(Object.assign(new Error('x'), { name }))).toBe(why);
  });
  it('says "failed" for something that is not an error', () => {
    expect(cameraFailure('nope')).toBe('failed');
  });
});

describe('a scan session', () => {
  /** A video element as startScan uses it, and a camera whose tracks say when they stop. */
  function rig(decoder: () => Promise<Decoder>) {
    const video = { srcObject: null, readyState: 4, play: () => Promise.resolve() };
    const track = { stop: vi.fn() };
    let give: (s: MediaStream) => void = () => undefined;
    const media = {
      getUserMedia: vi.fn(
        () => new Promise<MediaStream>((resolve) => (give = resolve)),
      ) as unknown as MediaDevices['getUserMedia'],
    };
    const calls = { scanning: vi.fn(), read: vi.fn(), fail: vi.fn() };
    const session = startScan({
      video: video as unknown as HTMLVideoElement,
      media,
      decoder,
      onScanning: calls.scanning,
      onRead: calls.read,
      onFail: calls.fail,
    });
    const cameraOn = () => give({ getTracks: () => [track] } as unknown as MediaStream);
    return { video, track, session, calls, cameraOn };
  }

  it('says "decoder" and lets the camera go when the decoder cannot load (offline, not kept)', async () => {
    const { track, video, calls, cameraOn } = rig(() => Promise.reject(new Error('no .wasm')));
    cameraOn();
    await vi.waitFor(() => expect(calls.fail).toHaveBeenCalledWith('decoder'));
    expect(track.stop).toHaveBeenCalled();
    expect(video.srcObject).toBeNull();
    expect(calls.scanning).not.toHaveBeenCalled();
  });

  it('lets a camera that starts after stop() go at once, and says nothing', async () => {
    const wasm: Decoder = { kind: 'wasm', decode: () => Promise.resolve(['NLD1234567']) };
    const { track, session, calls, cameraOn } = rig(() => Promise.resolve(wasm));
    session.stop();
    cameraOn();
    await vi.waitFor(() => expect(track.stop).toHaveBeenCalled());
    expect([calls.scanning, calls.read, calls.fail].every((f) => !f.mock.calls.length)).toBe(true);
  });

  it('reads until a frame has a code, then lets the camera go', async () => {
    const frames = [[], [' '], ['EPIC: NLD1234567']];
    const wasm: Decoder = { kind: 'wasm', decode: () => Promise.resolve(frames.shift() ?? []) };
    const { track, calls, cameraOn } = rig(() => Promise.resolve(wasm));
    cameraOn();
    await vi.waitFor(() => expect(calls.read).toHaveBeenCalledWith('EPIC: NLD1234567'), {
      timeout: 3_000,
    });
    expect(calls.scanning).toHaveBeenCalledOnce();
    expect(track.stop).toHaveBeenCalled();
  });
});

type Pixels = { data: Uint8ClampedArray; width: number; height: number; colorSpace: 'srgb' };

/** A grey-level picture (0 black, 255 white) as RGBA, `scale` px a module, on white with a margin. */
function picture(mod: (x: number, y: number) => number, w: number, h: number, scale: number) {
  const margin = 10 * scale;
  const width = w * scale + 2 * margin;
  const height = h * scale + 2 * margin;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < h * scale; y += 1)
    for (let x = 0; x < w * scale; x += 1) {
      const v = mod(Math.floor(x / scale), Math.floor(y / scale));
      const i = ((y + margin) * width + x + margin) * 4;
      data[i] = data[i + 1] = data[i + 2] = v;
    }
  return { data, width, height, colorSpace: 'srgb' } satisfies Pixels as unknown as ImageData;
}

describe('ZXing with the scanner’s options', () => {
  const wasm = (name: string) =>
    readFileSync(
      fileURLToPath(new URL(`../../node_modules/zxing-wasm/dist/${name}`, import.meta.url)),
    ).buffer as ArrayBuffer;
  beforeAll(() => {
    // In the browser the .wasm comes from the app's build (scan-zxing.ts); here from the package.
    prepareZXingModule({ overrides: { wasmBinary: wasm('reader/zxing_reader.wasm') } });
    prepareWriter({ overrides: { wasmBinary: wasm('full/zxing_full.wasm') } });
  });

  it('reads the QR code of a slip (the voter id, medium error correction)', async () => {
    const { modules } = QRCode.create('NLD1234567', { errorCorrectionLevel: 'M' });
    const image = picture((x, y) => (modules.get(y, x) ? 0 : 255), modules.size, modules.size, 4);
    const [read] = await readBarcodes(image, READER_OPTIONS);
    expect(read).toMatchObject({ isValid: true, format: 'QRCode', text: 'NLD1234567' });
  });

  it.each([
    ['Code128', 'EPIC ABC1234567'],
    ['Code39', 'ABC1234567'],
  ] as const)('reads a %s barcode with an EPIC in it', async (format, text) => {
    const { symbol, error } = await writeBarcode(text, { format });
    expect(error).toBe('');
    const image = picture((x) => symbol.data[x]!, symbol.width, 40, 3);
    const [read] = await readBarcodes(image, READER_OPTIONS);
    expect(read).toMatchObject({ isValid: true, format, text });
    expect(epicFromCode(read!.text)).toBe('ABC1234567');
  });
});
