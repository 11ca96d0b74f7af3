// The Commission's daily limit on forms a Booth Level Agent files (DAILY_FORM_LIMIT), counted
// on this phone's entries as formsFiledOn counts them: each voter's latest entry once, for the
// agent who wrote it. Pure; the sheet and the write command both ask it.
import type { FollowUpRecord } from '../../db/types.ts';
import type { FollowUpFields } from '../../domain/follow-ups.ts';
import { DAILY_FORM_LIMIT, formsFiledOn, latestFollowUps } from '../../domain/follow-ups.ts';

/** Forms `agent` filed on `day` (YYYY-MM-DD). */
export const formsBy = (entries: readonly FollowUpRecord[], agent: string, day: string): number =>
  formsFiledOn(entries, day).get(agent) ?? 0;

type Step = Pick<FollowUpFields, 'voterId' | 'form' | 'formDate'>;

/**
 * True when this step would be a form beyond the limit for `agent` on its date. A step that
 * repeats a form already counted for this voter, agent and day (a correction, or a later step
 * carrying the form forward) adds none, so it is never refused.
 */
export function refusesForm(
  entries: readonly FollowUpRecord[],
  agent: string,
  step: Step,
): boolean {
  if (!step.form || !step.formDate) return false;
  const latest = latestFollowUps(entries.filter((e) => e.voterId === step.voterId)).get(
    step.voterId,
  );
  const counted =
    !!latest?.form && latest.formDate === step.formDate && (latest.ownerId ?? latest.by) === agent;
  return !counted && formsBy(entries, agent, step.formDate) >= DAILY_FORM_LIMIT;
}
