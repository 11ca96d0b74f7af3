// The roll checks itself (issue 42): what a part repeats finds and mends misreadings the
// reader could not see in one box — a relative's name is another elector's in the same house,
// a household shares a surname, a part's names repeat, serials run in order, and the electors
// counted by gender match the printed totals. A sure mend lifts the reader's doubt, an unsure
// one leaves the field doubted; each box notes what was done to it (`selfCheck`).
import type { RollEdition, RollTotals } from '../../../src/domain/roll-jobs.ts';
import {
  householdSurnames,
  housesOf,
  namesFromRelatives,
  relativesFromNames,
} from './self-check-house.ts';
import type { CheckedBox } from './self-check-notes.ts';
import { copyBoxes } from './self-check-notes.ts';
import { genders, partWords, serialOrder, wordCounts } from './self-check-part.ts';
import type { ReadBox } from './types.ts';

export type { CheckedBox, SelfCheckNote, SelfCheckRule } from './self-check-notes.ts';
export { pairEditions } from './self-check-editions.ts';
export type { EditionPairing } from './self-check-editions.ts';

/**
 * One part's boxes checked against one another (copies; the boxes given are not changed).
 * `printed`: the part's printed totals (the closing page's net, else the cover's), when read.
 */
export function checkPart(
  boxes: readonly ReadBox[],
  edition: RollEdition,
  printed: RollTotals | null = null,
): CheckedBox[] {
  const checked = copyBoxes(boxes);
  const houses = housesOf(checked);
  namesFromRelatives(checked, houses);
  const counts = wordCounts(checked);
  relativesFromNames(checked, houses, (w) => counts.get(w) ?? 0);
  householdSurnames(checked, houses, (w) => counts.get(w) ?? 0);
  partWords(checked, edition);
  serialOrder(checked);
  genders(checked, printed);
  return checked;
}

/** How many fields the self-check mended, filled and doubted over some boxes. */
export function selfCheckCounts(
  boxes: readonly CheckedBox[],
): Record<'mended' | 'filled' | 'doubted' | 'confirmed', number> {
  const counts = { mended: 0, filled: 0, doubted: 0, confirmed: 0 };
  for (const b of boxes) for (const n of b.selfCheck ?? []) counts[n.action] += 1;
  return counts;
}
