// What the roll's self-check did to a box, field by field, so the review screen can show why a
// value changed and the benchmark can count mends: every mend keeps the value it replaced.
import type { RollRowFields } from '../../../src/domain/roll-jobs.ts';
import type { ReadBox } from './types.ts';

export type SelfCheckRule =
  /** A relative's name against the names of the house (and a name against its relatives). */
  | 'household'
  /** A member's surname against the household's. */
  | 'surname'
  /** A word seen once, a misreading away from a word the part repeats. */
  | 'partWords'
  /** A serial out of order with both neighbours. */
  | 'serialOrder'
  /** Counts by gender against the printed totals; a woman's name or a husband read as male. */
  | 'genders'
  /** The other edition (English or Hindi) of the same part. */
  | 'otherEdition';

export type SelfCheckNote = {
  field: keyof RollRowFields;
  rule: SelfCheckRule;
  /**
   * `mended`: the value was changed (`was` holds the old one); `filled`: taken from the other
   * edition; `doubted`: left as read but sent to a person; `confirmed`: the other edition read
   * the same, so the reader's doubt was lifted.
   */
  action: 'mended' | 'filled' | 'doubted' | 'confirmed';
  was?: string | number | boolean | null;
};

/** A read box with what the self-check did to it (absent when nothing). */
export type CheckedBox = ReadBox & { selfCheck?: SelfCheckNote[] };

const note = (box: CheckedBox, n: SelfCheckNote) => (box.selfCheck ??= []).push(n);

/** Send `field` to a person (unless the reader already did). */
export function doubt(box: CheckedBox, field: keyof RollRowFields, rule: SelfCheckRule): void {
  if (box.doubts.includes(field)) return;
  box.doubts.push(field);
  note(box, { field, rule, action: 'doubted' });
}

/**
 * Change `field` to `value`, noting the old value. A sure mend lifts the reader's doubt; an
 * unsure one leaves the field doubted for a person.
 */
export function mend<F extends keyof RollRowFields>(
  box: CheckedBox,
  field: F,
  value: RollRowFields[F],
  rule: SelfCheckRule,
  sure: boolean,
  action: 'mended' | 'filled' = 'mended',
): void {
  const fields: RollRowFields = box;
  const was = fields[field];
  fields[field] = value;
  note(box, { field, rule, action, was });
  if (sure) box.doubts = box.doubts.filter((d) => d !== field);
  else if (!box.doubts.includes(field)) box.doubts.push(field);
}

/** Lift the reader's doubt on `field`: another read agrees. */
export function confirm(box: CheckedBox, field: keyof RollRowFields, rule: SelfCheckRule): void {
  if (!box.doubts.includes(field)) return;
  box.doubts = box.doubts.filter((d) => d !== field);
  note(box, { field, rule, action: 'confirmed' });
}

/** Copies of the boxes the checks may change (the caller's stay as read). */
export const copyBoxes = (boxes: readonly ReadBox[]): CheckedBox[] =>
  boxes.map((b) => ({
    ...b,
    doubts: [...b.doubts],
    ...('selfCheck' in b ? { selfCheck: [...((b as CheckedBox).selfCheck ?? [])] } : {}),
  }));
