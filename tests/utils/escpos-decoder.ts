// Reads ESC/POS bytes the way a receipt printer does, for the commands a picture job uses: resets
// (ESC @, FS ., ESC M n), raster lines (GS v 0) and paper feeds (ESC d n, LF, CR). Raster bands
// printed one after another join into one picture; a feed ends it, so each slip of a job comes
// back as its own picture. Any other byte is an error: a test must fail on a stray byte.
import type { MonoImage } from '../../src/printer/mono-image.ts';

export type DecodedJob = {
  pictures: MonoImage[];
  /** The lines fed after each picture (ESC d n; a LF counts one). */
  feeds: number[];
  resets: number;
};

/** Rows of one picture as they arrive, with the width in dots the raster commands gave. */
type Open = { width: number; rows: Uint8Array[] };

function close(open: Open | null, into: MonoImage[]): null {
  if (!open) return null;
  const dots = new Uint8Array(open.width * open.rows.length);
  open.rows.forEach((row, y) => dots.set(row, y * open.width));
  into.push({ width: open.width, height: open.rows.length, dots });
  return null;
}

export function decodeEscPos(bytes: Uint8Array): DecodedJob {
  const job: DecodedJob = { pictures: [], feeds: [], resets: 0 };
  let open: Open | null = null;
  let i = 0;
  const need = (n: number) => {
    if (i + n > bytes.length) throw new Error(`Job ends inside a command at byte ${i}`);
  };
  const feed = (lines: number) => {
    if (open) {
      open = close(open, job.pictures);
      job.feeds.push(lines);
    } else if (job.feeds.length) job.feeds[job.feeds.length - 1]! += lines;
  };
  while (i < bytes.length) {
    const b = bytes[i]!;
    const next = bytes[i + 1];
    if (b === 0x1b && next === 0x40) {
      job.resets += 1;
      i += 2;
    } else if (b === 0x1c && next === 0x2e) i += 2;
    else if (b === 0x1b && next === 0x4d) {
      need(3);
      i += 3;
    } else if (b === 0x1b && next === 0x64) {
      need(3);
      feed(bytes[i + 2]!);
      i += 3;
    } else if (b === 0x0a) {
      feed(1);
      i += 1;
    } else if (b === 0x0d) i += 1;
    else if (b === 0x1d && next === 0x76 && bytes[i + 2] === 0x30) {
      need(8);
      const mode = bytes[i + 3]!;
      if (mode !== 0) throw new Error(`Raster in mode ${mode} (double size) at byte ${i}`);
      const across = bytes[i + 4]! | (bytes[i + 5]! << 8);
      const rows = bytes[i + 6]! | (bytes[i + 7]! << 8);
      i += 8;
      need(across * rows);
      const width = across * 8;
      if (open && open.width !== width) open = close(open, job.pictures);
      open ??= { width, rows: [] };
      for (let y = 0; y < rows; y += 1) {
        const row = new Uint8Array(width);
        for (let x = 0; x < width; x += 1)
          row[x] = (bytes[i + y * across + (x >> 3)]! >> (7 - (x & 7))) & 1;
        open.rows.push(row);
      }
      i += across * rows;
    } else {
      throw new Error(`Unexpected byte 0x${b.toString(16)} at ${i}`);
    }
  }
  close(open, job.pictures);
  return job;
}

/** The first place two pictures differ, or null when they are the same dots. */
export function firstDifference(a: MonoImage, b: MonoImage): string | null {
  if (a.width !== b.width || a.height !== b.height)
    return `size ${a.width}×${a.height} against ${b.width}×${b.height}`;
  for (let i = 0; i < a.dots.length; i += 1)
    if (a.dots[i] !== b.dots[i]) return `dot (${i % a.width}, ${Math.floor(i / a.width)})`;
  return null;
}
