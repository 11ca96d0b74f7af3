// The pocket printer's bytes (src/printer): a slip's picture sent as ESC/POS raster lines, in
// paced chunks, reads back dot for dot (tests/utils/escpos-decoder.ts plays the printer); our
// raster lines are the bytes @point-of-sale/receipt-printer-encoder makes for the same picture;
// a job stops between slips and goes on from the next; a link that refuses long chunks gets
// halves.
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hindiVoters, nodePocketSlip, slipsOf, translator } from '../../devkit/pocket-slips.ts';
import { POCKET_STYLE } from '../../src/features/voters/output/pocket-slip.ts';
import {
  PRINT_HEAD_DOTS,
  RASTER_BAND_ROWS,
  START_BYTES,
  TEAR_FEED_LINES,
  rasterBytes,
  slipBytes,
} from '../../src/printer/escpos-raster.ts';
import type { MonoImage } from '../../src/printer/mono-image.ts';
import { inkDots, monoFromRgba, rgbaFromMono } from '../../src/printer/mono-image.ts';
import {
  BLUETOOTH_PACE,
  SMALLEST_CHUNK,
  TooLong,
  writePaced,
} from '../../src/printer/paced-write.ts';
import { printSlips } from '../../src/printer/print-job.ts';
import { PrinterError } from '../../src/printer/printer-error.ts';
import type { PrinterLink } from '../../src/printer/printer-link.ts';
import { decodeEscPos, firstDifference } from '../utils/escpos-decoder.ts';

const concat = (chunks: Uint8Array[]) => {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
};

/** A printer on a fake link: every chunk it received, as it received it. */
function fakeLink(options: { refuseOver?: number; dieAfter?: number } = {}) {
  const chunks: Uint8Array[] = [];
  let received = 0;
  const link: PrinterLink = {
    kind: 'bluetooth',
    name: 'MPT-II',
    pace: { chunkBytes: BLUETOOTH_PACE.chunkBytes, bytesPerSecond: Number.POSITIVE_INFINITY },
    ready: async () => {},
    async write(chunk) {
      if (options.refuseOver !== undefined && chunk.length > options.refuseOver)
        throw new TooLong('too long');
      if (options.dieAfter !== undefined && received + chunk.length > options.dieAfter)
        throw new PrinterError('lost', 'MPT-II');
      received += chunk.length;
      chunks.push(chunk.slice());
    },
    close: async () => {},
  };
  return { link, chunks, bytes: () => concat(chunks) };
}

const t = translator('hi');
const booth = { path: 'up/lko/173/12', name: 'बूथ 12', pollingStation: 'प्राथमिक विद्यालय, कमरा 2' };
const rows = hindiVoters(3);
const slips = slipsOf(rows, booth, '14 फ़र॰ 2027, सुबह 7:00–शाम 6:00');
const pictures = slips.map((slip, i) => nodePocketSlip(slip, rows[i]!, t));

const randomImage = (width: number, height: number, seed: number): MonoImage => {
  let s = seed;
  const dots = new Uint8Array(width * height).map(() => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s % 3 === 0 ? 1 : 0;
  });
  return { width, height, dots };
};

describe('a slip on the pocket printer', () => {
  it('draws a Hindi slip 384 dots wide in whole bytes of rows, with ink in its name', () => {
    const [first] = pictures;
    expect(first!.width).toBe(PRINT_HEAD_DOTS);
    expect(first!.height % 8).toBe(0);
    expect(first!.height).toBeGreaterThan(POCKET_STYLE.qr + 2 * POCKET_STYLE.pad);
    // The name's line (under the rule on top) has Devanagari ink: drawn, not left blank.
    const nameTop = POCKET_STYLE.pad + POCKET_STYLE.band;
    const nameInk = inkDots(first!, nameTop, nameTop + POCKET_STYLE.name.lineHeight);
    expect(nameInk).toBeGreaterThan(300);
    // Mostly paper: text and a QR code, not a black block.
    expect(inkDots(first!) / first!.dots.length).toBeLessThan(0.3);
  });

  it('sends each slip of a panna as raster lines that read back to the same dots', async () => {
    const { link, chunks, bytes } = fakeLink();
    const printed: number[] = [];
    await printSlips(link, {
      total: pictures.length,
      from: 0,
      picture: async (i) => pictures[i]!,
      onPrinted: (n) => printed.push(n),
    });
    expect(printed).toEqual([1, 2, 3]);
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThanOrEqual(BLUETOOTH_PACE.chunkBytes);
    const job = decodeEscPos(bytes());
    expect(job.resets).toBe(1);
    expect(job.feeds).toEqual([TEAR_FEED_LINES, TEAR_FEED_LINES, TEAR_FEED_LINES]);
    expect(job.pictures).toHaveLength(3);
    job.pictures.forEach((p, i) => expect(firstDifference(p, pictures[i]!)).toBeNull());
  });

  it('reads back any picture, of any height and of widths not in whole bytes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 48 }).map((w) => w * 8 - (w % 3)),
        fc.integer({ min: 1, max: 700 }),
        fc.integer(),
        (width, height, seed) => {
          const image = randomImage(width, height, seed);
          const [back] = decodeEscPos(rasterBytes(image)).pictures;
          // The printer's rows are whole bytes: the dots past the width come back white.
          expect(back!.height).toBe(height);
          for (let y = 0; y < height; y += 1) {
            const row = back!.dots.subarray(y * back!.width, y * back!.width + back!.width);
            expect([...row.subarray(0, width)]).toEqual([
              ...image.dots.subarray(y * width, (y + 1) * width),
            ]);
            expect(row.subarray(width).every((d) => d === 0)).toBe(true);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('makes the raster lines @point-of-sale/receipt-printer-encoder makes for the same picture', () => {
    for (const image of [pictures[0]!, randomImage(PRINT_HEAD_DOTS, 8 * 70, 7)]) {
      const encoder = new ReceiptPrinterEncoder({ language: 'esc-pos', imageMode: 'raster' });
      const theirs = encoder
        .image(
          { width: image.width, height: image.height, data: rgbaFromMono(image) },
          { width: image.width, height: image.height, algorithm: 'threshold', threshold: 128 },
        )
        .encode();
      const ours = rasterBytes(image);
      // Theirs: the same GS v 0 bands, then a line feed of its own.
      const start = theirs.findIndex((b, i) => b === 0x1d && theirs[i + 1] === 0x76);
      expect([...theirs.subarray(start, start + ours.length)]).toEqual([...ours]);
      expect(image.height > RASTER_BAND_ROWS).toBe(true);
    }
  });

  it('turns a canvas picture to dots by lightness over white paper', () => {
    // Black, mid-grey, light grey, and black at zero alpha (nothing painted: paper).
    const rgba = [0, 0, 0, 255, 120, 120, 120, 255, 200, 200, 200, 255, 0, 0, 0, 0];
    expect([...monoFromRgba(rgba, 4, 1).dots]).toEqual([1, 1, 0, 0]);
  });
});

describe('a print job', () => {
  it('stops between slips and goes on from the next one, starting with a reset', async () => {
    const { link, bytes } = fakeLink();
    const stop = new AbortController();
    await printSlips(link, {
      total: 3,
      from: 0,
      picture: async (i) => pictures[i]!,
      onPrinted: (n) => n === 1 && stop.abort(),
      signal: stop.signal,
    });
    expect(decodeEscPos(bytes()).pictures).toHaveLength(1);
    const more = fakeLink();
    await printSlips(more.link, {
      total: 3,
      from: 1,
      picture: async (i) => pictures[i]!,
      onPrinted: () => {},
    });
    expect([...more.bytes().subarray(0, START_BYTES.length)]).toEqual([...START_BYTES]);
    const rest = decodeEscPos(more.bytes()).pictures;
    expect(rest.map((p, i) => firstDifference(p, pictures[i + 1]!))).toEqual([null, null]);
  });

  it('says the printer was lost, after the slips it printed', async () => {
    const { link } = fakeLink({ dieAfter: slipBytes(pictures[0]!, true).length + 500 });
    const printed: number[] = [];
    const job = printSlips(link, {
      total: 3,
      from: 0,
      picture: async (i) => pictures[i]!,
      onPrinted: (n) => printed.push(n),
    });
    await expect(job).rejects.toMatchObject({ problem: 'lost' });
    expect(printed).toEqual([1]);
  });
});

describe('paced writes', () => {
  it('halves a chunk the link refuses as too long and keeps the smaller size', async () => {
    const { link, chunks, bytes } = fakeLink({ refuseOver: 50 });
    const data = slipBytes(pictures[0]!, true);
    const used = await writePaced(data, (c) => link.write(c), { pace: link.pace });
    expect(used).toBe(45);
    expect(chunks.every((c) => c.length <= 50)).toBe(true);
    expect(bytes()).toEqual(data);
    const tiny = fakeLink({ refuseOver: 5 });
    await expect(
      writePaced(data, (c) => tiny.link.write(c), { pace: tiny.link.pace }),
    ).rejects.toBeInstanceOf(TooLong);
    expect(SMALLEST_CHUNK).toBe(20);
  });

  it('sends no faster than the printer prints', async () => {
    let clock = 0;
    const sent: { at: number; length: number }[] = [];
    const data = new Uint8Array(10_000);
    await writePaced(
      data,
      async (c) => {
        sent.push({ at: clock, length: c.length });
      },
      {
        pace: BLUETOOTH_PACE,
        now: () => clock,
        sleep: async (ms) => {
          clock += ms;
        },
      },
    );
    let before = 0;
    for (const s of sent) {
      // By the time a chunk starts, what went before took its time at 10 KB/s.
      expect(s.at).toBeGreaterThanOrEqual((before / BLUETOOTH_PACE.bytesPerSecond) * 1000 - 1);
      before += s.length;
    }
    expect(before).toBe(10_000);
    expect(clock).toBeGreaterThan(900);
  });
});
