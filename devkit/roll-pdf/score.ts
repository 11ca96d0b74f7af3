// A reader's part scored against the generator's ground truth: per field, the share of boxes
// read exactly (names after Unicode NFC), how many wrong values the reader did NOT doubt (the
// ones a person would not be shown), rows found vs boxes, and totals read vs printed.
import type { ReadPart } from '../../server/rolls/read/types.ts';
import type { RollPdfTruth } from './truth.ts';

export const SCORED = [
  'serial',
  'epic',
  'name',
  'relativeName',
  'houseNumber',
  'age',
  'gender',
  'relationType',
  'deleted',
  'list',
] as const;
export type Scored = (typeof SCORED)[number];

export type PartScore = {
  boxes: number;
  rows: number;
  exact: Record<Scored, number>;
  wrongUndoubted: number;
  doubtfulRows: number;
  totalsRead: boolean;
  totalsReconcile: boolean;
};

const norm = (v: unknown) => (typeof v === 'string' ? v.normalize('NFC').trim() : v);

export function scorePart(part: ReadPart, truth: RollPdfTruth): PartScore {
  const exact = Object.fromEntries(SCORED.map((f) => [f, 0])) as Record<Scored, number>;
  let wrongUndoubted = 0;
  truth.boxes.forEach((t, i) => {
    const b = part.boxes[i];
    if (!b) return;
    for (const f of SCORED) {
      if (norm(b[f]) === norm(t[f])) exact[f]++;
      else if (!b.doubts.includes(f as never)) wrongUndoubted++;
    }
  });
  const counted = part.boxes.filter((b) => !b.deleted);
  const byGender = (g: string) => counted.filter((b) => b.gender === g).length;
  const printed = part.cover?.totals ?? part.closing;
  return {
    boxes: truth.boxes.length,
    rows: part.boxes.length,
    exact,
    wrongUndoubted,
    doubtfulRows: part.boxes.filter((b) => b.doubts.length).length,
    totalsRead: !!printed,
    totalsReconcile:
      !!printed &&
      printed.male === byGender('Male') &&
      printed.female === byGender('Female') &&
      printed.thirdGender === byGender('Other') &&
      printed.total === counted.length,
  };
}
