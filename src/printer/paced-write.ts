// Bytes to a printer at the pace it prints. A Bluetooth printer takes writes without an answer
// (fast, but nothing tells us when its buffer is full), so we send small chunks no faster than
// the printer's own rate: a cheap printer that receives faster than its head burns drops bytes,
// and a dropped byte shifts every dot after it.

export type Pace = {
  /** Bytes per write: what one Bluetooth packet takes once the phone and printer agree on it. */
  chunkBytes: number;
  /** The most we send per second. */
  bytesPerSecond: number;
};

/**
 * Assumed for a cheap 58 mm Bluetooth printer: about 10 KB/s over Bluetooth LE (its head prints
 * 50–80 mm of paper a second, 19–30 KB/s of dots, so the head never falls behind this), in
 * chunks of 180 bytes (a 185-byte packet, common once a larger one is agreed). A write refused
 * as too long is sent again in halves (paced-write's `write` says so by throwing TooLong).
 */
export const BLUETOOTH_PACE: Pace = { chunkBytes: 180, bytesPerSecond: 10_000 };

/** The smallest packet Bluetooth LE always takes (23 bytes less its 3-byte header). */
export const SMALLEST_CHUNK = 20;

/** Thrown by a write whose chunk the link refused as too long: it is sent again in halves. */
export class TooLong extends Error {}

export type PacedWriteOptions = {
  pace: Pace;
  /** Stop between chunks (the user tapped Stop); throws the signal's reason. */
  signal?: AbortSignal;
  /** The clock and the wait: real time in the app, a fake one in tests. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Write `bytes` in chunks of at most `pace.chunkBytes`, none before its time at
 * `pace.bytesPerSecond` from the first. A chunk refused as TooLong is split in halves (down to
 * SMALLEST_CHUNK), and later chunks keep the smaller size. Returns the chunk size that worked.
 */
export async function writePaced(
  bytes: Uint8Array,
  write: (chunk: Uint8Array) => Promise<void>,
  options: PacedWriteOptions,
): Promise<number> {
  const { pace, signal, now = () => performance.now(), sleep = realSleep } = options;
  let size = pace.chunkBytes;
  const start = now();
  let at = 0;
  while (at < bytes.length) {
    signal?.throwIfAborted();
    const due = start + (at / pace.bytesPerSecond) * 1000;
    const wait = due - now();
    if (wait > 1) await sleep(wait);
    const chunk = bytes.subarray(at, at + size);
    try {
      await write(chunk);
    } catch (err) {
      if (!(err instanceof TooLong) || size <= SMALLEST_CHUNK) throw err;
      size = Math.max(SMALLEST_CHUNK, Math.floor(size / 2));
      continue;
    }
    at += chunk.length;
  }
  return size;
}
