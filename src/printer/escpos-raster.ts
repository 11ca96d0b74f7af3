// The few ESC/POS commands a picture needs, for the 58 mm receipt printers party desks carry.
// Text commands are not used at all: those printers print text from a code page, and Hindi in
// a code page comes out garbled, so every slip goes as a picture of itself (GS v 0 raster lines).
// Written here rather than taken from @point-of-sale/receipt-printer-encoder: that library's
// one bundle (24 KB compressed, mostly code pages and text layout) would be in every install's
// offline copy for these forty lines; a unit test checks our bytes equal its bytes.
import type { MonoImage } from './mono-image.ts';

/** Dots across the print head of a 58 mm printer at 203 dpi (48 mm printable). */
export const PRINT_HEAD_DOTS = 384;

const ESC = 0x1b;
const GS = 0x1d;
const FS = 0x1c;

/** ESC @ (reset to the power-on state), then FS . (leave the Chinese two-byte text mode). */
export const START_BYTES = Uint8Array.of(ESC, 0x40, FS, 0x2e);

/**
 * Rows per GS v 0 command. One command may carry 65,535 rows, but a cheap printer's buffer is a
 * few kilobytes: bands of 255 rows (12 KB at 384 dots) print without a seam and never wait long.
 */
export const RASTER_BAND_ROWS = 255;

/** Bytes of one dot row: the width rounded up to whole bytes (the rest is white). */
export const rowBytes = (width: number): number => Math.ceil(width / 8);

/** GS v 0, normal size, for `rows` rows of `width` dots: the 8 bytes before the dots. */
function rasterHeader(width: number, rows: number): number[] {
  const across = rowBytes(width);
  return [GS, 0x76, 0x30, 0x00, across & 0xff, across >> 8, rows & 0xff, rows >> 8];
}

/** The picture as raster lines: GS v 0 commands of at most RASTER_BAND_ROWS rows each. */
export function rasterBytes(image: MonoImage): Uint8Array {
  const across = rowBytes(image.width);
  const bands = Math.ceil(image.height / RASTER_BAND_ROWS);
  const out = new Uint8Array(image.height * across + bands * 8);
  let at = 0;
  for (let top = 0; top < image.height; top += RASTER_BAND_ROWS) {
    const rows = Math.min(RASTER_BAND_ROWS, image.height - top);
    out.set(rasterHeader(image.width, rows), at);
    at += 8;
    for (let y = top; y < top + rows; y += 1) {
      const line = y * image.width;
      for (let x = 0; x < image.width; x += 1)
        if (image.dots[line + x]) out[at + (x >> 3)]! |= 0x80 >> (x & 7);
      at += across;
    }
  }
  return out;
}

/** ESC d n: print what is buffered and feed n text lines (about 4 mm each) of blank paper. */
export const feedBytes = (lines: number): Uint8Array =>
  Uint8Array.of(ESC, 0x64, Math.max(0, Math.min(255, lines)));

/**
 * Blank lines after each slip: a 58 mm printer has no cutter, and its tear bar sits about 12 mm
 * above the print head, so three lines bring the slip's end past the bar.
 */
export const TEAR_FEED_LINES = 3;

/** What one slip sends: the reset first (only before the first slip of a job), its picture, the feed. */
export function slipBytes(image: MonoImage, first: boolean): Uint8Array {
  const parts = [...(first ? [START_BYTES] : []), rasterBytes(image), feedBytes(TEAR_FEED_LINES)];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
