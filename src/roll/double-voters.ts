// Why: a part range's double voters have twins anywhere in the roll, and reading the range plus
// every voter sharing a name and relation with it (common names: thousands) took 80 ms at
// 300,000 voters. With the roll's keys in memory (list-order.ts) the groups are found from the
// double-voter keys, ages and parts alone, and only the voters shown are read.
import { ageWindows } from '../domain/voter-aggregates.ts';
import type { ListOrder } from './list-order.ts';
import { partIndexAt, partSpan } from './list-order.ts';

/** The part of the voter at list position `p`. */
const partAt = (order: ListOrder, p: number): number => order.parts[partIndexAt(order, p)]!;

/**
 * The ids of the voters in every double-voter group with a member in parts lo…hi: for each
 * double-voter key in the range, its voters cut into age windows as doubleVoterReport does,
 * keeping the windows that reach into the range and span more than one part.
 */
export function doubleVoterIds(order: ListOrder, lo: number, hi: number): string[] {
  const [from, to] = partSpan(order, lo, hi);
  const keys = new Set<number>();
  for (let p = from; p < to; p++) if (order.twinKey[p]! >= 0) keys.add(order.twinKey[p]!);
  const inRange = (p: number) => p >= from && p < to;
  const ids: string[] = [];
  for (const k of keys) {
    const byAge = Array.from(order.twins.positions[k]!).sort(
      (a, b) => order.ages[a]! - order.ages[b]!,
    );
    for (const window of ageWindows(byAge, (p) => order.ages[p]!))
      if (window.some(inRange) && new Set(window.map((p) => partAt(order, p))).size > 1)
        for (const p of window) ids.push(order.ids[p]!);
  }
  return ids;
}
