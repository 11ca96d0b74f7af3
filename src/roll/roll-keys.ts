// Index keys of the live roll held in memory (list-order.ts builds them): each key with the
// list positions of the voters that carry it, the keys sorted so a prefix is a contiguous run.
// Why: a common surname's few thousand index entries cost IndexedDB 15 µs each to hand over
// (it checks every entry against its record), a tenth of a second for one search; here the
// same lookup is a binary search and a merge.

export type KeyPositions = {
  /** Distinct keys, sorted by code unit (as IndexedDB compares strings). */
  keys: string[];
  /** Ascending list positions per key, parallel to `keys`. */
  positions: Int32Array[];
};

export type KeyCollector = Map<string, number[]>;

export function collect(into: KeyCollector, keys: readonly string[] | undefined, at: number): void {
  if (!keys) return;
  for (const key of keys) {
    const list = into.get(key);
    if (list) list.push(at);
    else into.set(key, [at]);
  }
}

/** Freeze a collector, mapping scan indices to list positions. */
export function freeze(from: KeyCollector, positionOf: Int32Array): KeyPositions {
  const keys = [...from.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const positions = keys.map((key) =>
    Int32Array.from(from.get(key)!, (i) => positionOf[i]!).sort(),
  );
  return { keys, positions };
}

/** Index of the first key ≥ `prefix`. */
function lowerBound(keys: readonly string[], prefix: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (keys[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Calls `visit` with the positions of every key that starts with `prefix`. */
export function eachWithPrefix(
  index: KeyPositions,
  prefix: string,
  visit: (positions: Int32Array) => void,
): void {
  for (let i = lowerBound(index.keys, prefix); i < index.keys.length; i++) {
    if (!index.keys[i]!.startsWith(prefix)) return;
    visit(index.positions[i]!);
  }
}

/** The positions of one exact key (empty when no voter has it). */
export function positionsOf(index: KeyPositions, key: string): Int32Array {
  const i = lowerBound(index.keys, key);
  return index.keys[i] === key ? index.positions[i]! : new Int32Array(0);
}
