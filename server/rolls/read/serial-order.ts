// Each box prints its own serial, and that is what a row carries: print position and the
// sequence are evidence, never a replacement (a roll prints its deleted electors at the end with
// their main-list serials, and the main list has gaps where they were). Within one list the
// serials rise: the longest rising run of the serials read is taken as right, and a read outside
// it is doubted and kept as read. An unread serial, or one a digit off, is filled only where its
// neighbours leave room for exactly one number.
import type { ReadBox } from './types.ts';

/** Indexes of the longest strictly rising subsequence of `values` (nulls skipped). */
function longestRising(values: (number | null)[]): Set<number> {
  const tails: number[] = []; // index of the smallest tail of each length
  const prev = new Map<number, number>();
  values.forEach((v, i) => {
    if (v === null) return;
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (values[tails[mid]!]! < v) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) prev.set(i, tails[lo - 1]!);
    tails[lo] = i;
  });
  const keep = new Set<number>();
  let i = tails.at(-1);
  while (i !== undefined) {
    keep.add(i);
    i = prev.get(i);
  }
  return keep;
}

/** Digits that differ (one changed, dropped or doubled counts 1; else Infinity). */
const digitsOff = (a: number, b: number): number => {
  const [x, y] = [String(a), String(b)];
  if (x.length === y.length) return [...x].filter((c, i) => c !== y[i]).length;
  const [short, long] = x.length < y.length ? [x, y] : [y, x];
  if (long.length - short.length !== 1) return Infinity;
  for (let i = 0; i < long.length; i++)
    if (long.slice(0, i) + long.slice(i + 1) === short) return 1;
  return Infinity;
};

const doubt = (box: ReadBox) => {
  if (!box.doubts.includes('serial')) box.doubts.push('serial');
};

/** Check one list's serials (boxes in print order) against their own sequence. */
export function checkSerialOrder(boxes: ReadBox[]): void {
  const sure = longestRising(
    boxes.map((b) => (b.doubts.includes('serial') || b.serial === null ? null : b.serial)),
  );
  // Doubted reads that still rise with the sure ones join them.
  const known = (i: number) => sure.has(i);
  boxes.forEach((box, i) => {
    if (known(i)) return;
    let before: number | null = null;
    for (let k = i - 1; k >= 0 && before === null; k--) if (known(k)) before = boxes[k]!.serial;
    let after: number | null = null;
    for (let k = i + 1; k < boxes.length && after === null; k++)
      if (known(k)) after = boxes[k]!.serial;
    // Room for exactly one number: the box before and after are neighbours in the sequence.
    const neighboursBefore = before !== null && known(i - 1);
    const neighboursAfter = after !== null && known(i + 1);
    const pinned =
      neighboursBefore && neighboursAfter && after! - before! === 2 ? before! + 1 : null;
    if (pinned !== null && (box.serial === null || digitsOff(box.serial, pinned) <= 1)) {
      box.serial = pinned;
      box.doubts = box.doubts.filter((d) => d !== 'serial');
      return;
    }
    const fits =
      box.serial !== null &&
      (before === null || box.serial > before) &&
      (after === null || box.serial < after);
    if (!fits || box.doubts.includes('serial') || box.serial === null) doubt(box);
  });
}
