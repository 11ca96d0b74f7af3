// Follow-ups of supporters at risk (issue 25): each supporter the roll cut, or the ASD list
// names, is followed by the karyakarta whose panna holds them — reached or not, what the
// family says, the form filed for them (6 to add the name again, 7 to object to one, 8 to
// correct or shift one) with its reference and date. Like visits, an append-only synced
// entry per step, homed with its voter: two workers never overwrite each other, and the
// latest entry is the follow-up's state. Whether the name came back is the voter's own
// `rollBack` (roll-status.ts), written when a later edition is applied: the follow-up closes
// by itself.
//
// The same entries record a Form 7 objection the booth files against a name that should not
// be on the roll (a voter its door-to-door visits found dead or moved), with the evidence.
import { POLL_HOUR_OFFSET_MINUTES } from './field-work.ts';
import type { RollStatusFields } from './roll-status.ts';
import { rollStatusOf } from './roll-status.ts';
import { latestEntries } from './field-work.ts';

export const FOLLOW_UP_OUTCOMES = ['livesHere', 'shifted', 'died', 'duplicate'] as const;
export type FollowUpOutcome = (typeof FOLLOW_UP_OUTCOMES)[number];

/** Form 6 adds a name, Form 7 objects to one, Form 8 corrects or shifts one. */
export const CLAIM_FORMS = ['6', '7', '8'] as const;
export type ClaimForm = (typeof CLAIM_FORMS)[number];

/** The Commission lets a party's Booth Level Agent file at most this many forms a day. */
export const DAILY_FORM_LIMIT = 50;

export type FollowUpFields = {
  /** The voter's record id. */
  voterId: string;
  /** The voter's part, so a booth's counts need no voter read. */
  partNumber: number;
  reached: boolean;
  outcome?: FollowUpOutcome;
  /** Where the voter lives now, when shifted. */
  shiftedTo?: string;
  form?: ClaimForm;
  /** The form's reference number as the ERO's office or the portal gave it. */
  formRef?: string;
  /** YYYY-MM-DD the form was filed. */
  formDate?: string;
  /** For a Form 7: what the booth knows (the visit that found the voter dead or moved). */
  evidence?: string;
  note?: string;
  /** ISO time of the entry. */
  at: string;
  /** Who wrote it (display name; the server fills it from the account). */
  by: string;
};

type Entry = FollowUpFields & { id: string; ownerId?: string };

/** Each voter's latest follow-up entry (by time, then id, as the other field entries). */
export const latestFollowUps = <T extends Entry>(entries: Iterable<T>): Map<string, T> =>
  latestEntries(
    entries,
    (e) => e.voterId,
    (e) => e.at,
  );

/** Where a follow-up stands: the name back closes it whatever was recorded. */
export type FollowUpStage = 'open' | 'reached' | 'filed' | 'back';

export function followUpStage(voter: RollStatusFields, latest?: FollowUpFields): FollowUpStage {
  if (rollStatusOf(voter) === 'back') return 'back';
  if (latest?.form) return 'filed';
  if (latest?.reached) return 'reached';
  return 'open';
}

/**
 * Forms filed on `day` (YYYY-MM-DD) per agent (the entry's owner): each voter's latest entry
 * counts once, so a corrected entry is not a second form.
 */
export function formsFiledOn<T extends Entry>(
  entries: Iterable<T>,
  day: string,
): Map<string, number> {
  const out = new Map<string, number>();
  for (const e of latestFollowUps(entries).values()) {
    if (!e.form || e.formDate !== day) continue;
    const agent = e.ownerId ?? e.by;
    out.set(agent, (out.get(agent) ?? 0) + 1);
  }
  return out;
}

/**
 * The calendar day (YYYY-MM-DD) of a moment in India Standard Time: the Commission's day,
 * whatever zone a phone is set to, so every phone of the booth counts the same forms as
 * "today".
 */
export function indiaDay(at: Date = new Date()): string {
  return new Date(at.getTime() + POLL_HOUR_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}
