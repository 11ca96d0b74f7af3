// Each box prints its own serial, and that is what a row carries: print position and the
// sequence are evidence, never a replacement (a roll prints its deleted electors at the end with
// their main-list serials, and the main list has gaps where they were). Within one list the
// serials rise: the longest rising run of the serials read is taken as right, and a read outside
// it is doubted and kept as read. An unread serial, or one a digit off, is filled only where its
// neighbours leave room for exactly one number.
import { editDistance } from './self-check-text.ts';
import type { ReadBox } from './types.ts';

/** A serial read at this confidence (0–100) or more may prove the unread ones beside it. */
const TRUSTED = 70;

/** Indexes of the longest non-falling subsequence of `values` (nulls skipped). */
function longestRising(values: (number | null)[]): Set<number> {
  const tails: number[] = []; // index of the smallest tail of each length
  const prev = new Map<number, number>();
  values.forEach((v, i) => {
    if (v === null) return;
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (values[tails[mid]!]! <= v) lo = mid + 1;
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

/** Numbers between two boxes in a row a misread digit is likelier than a gap of deletions. */
const JUMP = 10;

/** Digits changed, dropped or doubled between two serials. */
const digitsOff = (a: number, b: number): number => editDistance(String(a), String(b), 1);

const doubt = (box: ReadBox) => {
  if (!box.doubts.includes('serial')) box.doubts.push('serial');
};

/**
 * Check one list's serials (boxes in print order) against their own sequence. `bounds`: the
 * first and last serial the list must hold, where the file says (a cover's table of electors).
 */
export function checkSerialOrder(
  boxes: ReadBox[],
  bounds: { first?: number; last?: number } = {},
): void {
  // Serials rise by at least one a box, so a serial less its place never falls: the longest run
  // of sure reads that keeps it so (and within the bounds) is taken as right.
  const n = boxes.length;
  const sure = longestRising(
    boxes.map((b, i) =>
      b.doubts.includes('serial') ||
      b.serial === null ||
      (bounds.first !== undefined && b.serial < bounds.first + i) ||
      (bounds.last !== undefined && b.serial > bounds.last - (n - 1 - i))
        ? null
        : b.serial - i,
    ),
  );
  // A sure read with a long jump to its neighbour, where one digit more, less or changed would
  // close it ("3" before 32: 31's 1 dropped), is likely misread: the first box of a list has no
  // read before it to fall below. Deletions leave gaps, but rarely ten numbers between two boxes.
  const jumped = (i: number, j: number) =>
    sure.has(j) &&
    Math.abs(boxes[j]!.serial! - boxes[i]!.serial!) >= JUMP &&
    digitsOff(boxes[i]!.serial!, boxes[j]!.serial! + (j < i ? 1 : -1)) <= 1;
  for (const i of [...sure].filter((i) => jumped(i, i - 1) || jumped(i, i + 1))) {
    sure.delete(i);
    doubt(boxes[i]!);
  }

  // A sure read proves its neighbours only when it is surer still: read at TRUSTED or more, or
  // one more than the box before it (or one less than the box after) also read surely.
  const trusted = (i: number) => {
    if (!sure.has(i)) return false;
    const b = boxes[i]!;
    if ((b.fieldConfidence?.serial ?? 100) >= TRUSTED) return true;
    const prev = boxes[i - 1];
    const next = boxes[i + 1];
    return (
      (sure.has(i - 1) && prev!.serial! + 1 === b.serial) ||
      (sure.has(i + 1) && next!.serial! - 1 === b.serial)
    );
  };
  // The runs of boxes between two sure serials (or a bound): where the run has exactly as many
  // boxes as numbers between them, each box's number is proven, as in a gapless main list.
  let i = 0;
  while (i < boxes.length) {
    if (sure.has(i)) {
      i++;
      continue;
    }
    let j = i;
    while (j < boxes.length && !sure.has(j)) j++;
    const before =
      i > 0 ? boxes[i - 1]!.serial! : bounds.first !== undefined ? bounds.first - 1 : null;
    const after =
      j < boxes.length ? boxes[j]!.serial! : bounds.last !== undefined ? bounds.last + 1 : null;
    const anchored = (i === 0 || trusted(i - 1)) && (j === boxes.length || trusted(j));
    const proven = anchored && before !== null && after !== null && after - before - 1 === j - i;
    for (let k = i; k < j; k++) {
      const box = boxes[k]!;
      const pinned = proven ? before! + 1 + (k - i) : null;
      if (pinned !== null && (box.serial === null || digitsOff(box.serial, pinned) <= 1)) {
        box.serial = pinned;
        box.doubts = box.doubts.filter((d) => d !== 'serial');
        continue;
      }
      const fits =
        box.serial !== null &&
        (before === null || box.serial > before) &&
        (after === null || box.serial < after);
      if (!fits || box.doubts.includes('serial') || box.serial === null) doubt(box);
    }
    i = j;
  }
}
