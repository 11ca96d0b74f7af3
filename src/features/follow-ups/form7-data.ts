// Form 7 candidates (issue 25): names still on the roll that the booth's own door-to-door
// visits found dead or moved away — an objection (Form 7) can remove them, with the visit as
// the evidence. Pure: the reads hand over the latest visits that say so, their voters and the
// follow-up entries of those voters.
import type { FollowUpRecord, VisitRecord, VoterRecord } from '../../db/types.ts';
import type { FollowUpOutcome } from '../../domain/follow-ups.ts';
import { rollStatusOf } from '../../domain/roll-status.ts';
import { serialKey } from '../../domain/voter-roll.ts';
import { entriesByVoter } from './follow-ups-data.ts';

/** The visit outcomes that make a name one to object to. */
export const OBJECTION_OUTCOMES = ['deceased', 'moved'] as const;

export type ObjectionItem = {
  voter: VoterRecord;
  /** The latest visit: it found the voter dead or moved. */
  visit: VisitRecord;
  /** The latest Form 7 entry for this voter, once one is filed. */
  filed?: FollowUpRecord;
};

export type ObjectionPart = { part: number; items: ObjectionItem[] };

/** What the follow-up entry of an objection says happened, from the visit's outcome. */
export const objectionOutcome = (visit: Pick<VisitRecord, 'outcome'>): FollowUpOutcome =>
  visit.outcome === 'deceased' ? 'died' : 'shifted';

export const isObjectionVisit = (v: Pick<VisitRecord, 'outcome'>): boolean =>
  (OBJECTION_OUTCOMES as readonly string[]).includes(v.outcome);

/**
 * Per part, in roll order: voters not cut (a name the roll already cut needs no objection)
 * whose latest visit found them dead or moved; `latest` maps a voter to that visit.
 */
export function form7Candidates(
  voters: readonly VoterRecord[],
  latest: ReadonlyMap<string, VisitRecord>,
  entries: Iterable<FollowUpRecord>,
): ObjectionPart[] {
  const byVoter = entriesByVoter(entries);
  const parts = new Map<number, ObjectionItem[]>();
  const sorted = [...voters].sort(
    (a, b) => a.part - b.part || serialKey(a) - serialKey(b) || (a.id < b.id ? -1 : 1),
  );
  for (const voter of sorted) {
    const visit = latest.get(voter.id);
    if (voter.deleted || !visit || !isObjectionVisit(visit)) continue;
    if (rollStatusOf(voter) === 'deleted') continue;
    const filed = byVoter.get(voter.id)?.find((e) => e.form === '7');
    parts.set(voter.part, [
      ...(parts.get(voter.part) ?? []),
      { voter, visit, ...(filed ? { filed } : {}) },
    ]);
  }
  return [...parts].sort(([a], [b]) => a - b).map(([part, items]) => ({ part, items }));
}
