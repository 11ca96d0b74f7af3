// Exponential backoff with jitter for temporary faults, so a hundred phones coming back
// online after an outage do not all retry in the same second.

export type Backoff = { next(): number; reset(): void; readonly attempts: number };

export function createBackoff(
  baseMs = 2_000,
  maxMs = 5 * 60_000,
  random: () => number = Math.random,
): Backoff {
  let attempts = 0;
  return {
    /** Delay before the next retry: half fixed, half random, doubling per attempt. */
    next() {
      const ceiling = Math.min(maxMs, baseMs * 2 ** attempts);
      attempts += 1;
      return Math.round(ceiling / 2 + (random() * ceiling) / 2);
    },
    reset() {
      attempts = 0;
    },
    get attempts() {
      return attempts;
    },
  };
}
