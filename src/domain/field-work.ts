// Field work (issue 11): door-to-door visits and poll-day "voted" marks. Both are append-only
// synced records: a correction is a new entry, never an edit, so two workers at the same house
// or two phones marking the same voter never overwrite each other. A voter's current state is
// derived: the latest visit, and the latest voted mark (an undo is a mark with voted: false).
import { object } from 'yup';
import type { TurnoutSlot } from './officer-turnout.ts';
import type { Grade } from './form20/grades.ts';
import { queryInteger } from './validation.ts';

export const VISIT_OUTCOMES = ['met', 'notHome', 'moved', 'deceased'] as const;
export type VisitOutcome = (typeof VISIT_OUTCOMES)[number];

export const LEANINGS = ['supporter', 'neutral', 'opposed', 'unknown'] as const;
export type Leaning = (typeof LEANINGS)[number];

/** Issue tags offered on the visit sheet (stored as these ids; free tags are allowed too). */
export const VISIT_ISSUES = [
  'water',
  'roads',
  'electricity',
  'jobs',
  'health',
  'education',
  'ration',
] as const;

/** Synced tables whose records are never changed or deleted once written. */
export const APPEND_ONLY_TABLES = [
  'visits',
  'voteMarks',
  'pannas',
  'officerTurnout',
  'followUps',
] as const;

export const isAppendOnlyTable = (table: string): boolean =>
  (APPEND_ONLY_TABLES as readonly string[]).includes(table);

export type VisitFields = {
  /** The voter's record id. */
  voterId: string;
  outcome: VisitOutcome;
  leaning?: Leaning;
  issues?: string[];
  /** A phone number the voter confirmed at the door. */
  phone?: string;
  note?: string;
  /** ISO time of the visit. */
  visitedAt: string;
  /** Who visited (display name). */
  by: string;
};

export type VoteMarkFields = {
  voterId: string;
  /** false undoes an earlier mark. */
  voted: boolean;
  /** ISO time of the tap. */
  markedAt: string;
  by: string;
  /**
   * 'sms': made by the server from a marks SMS (issue 44), timed to the minute of the message's
   * earliest mark, until the phone's own record of the same tap replaces it.
   */
  via?: 'sms';
};

/**
 * A panna: roll pages — a range of serials in a part — in a karyakarta's care. Each
 * assignment is an entry; reassigning writes a new entry for the same `pannaId` (so its
 * history stays), ending one writes an entry with `ended: true`.
 */
export type PannaFields = {
  pannaId: string;
  /** The roll part (named like the voters' field; `part` is a derived voter index). */
  partNumber: number;
  fromSerial: number;
  toSerial: number;
  /** The karyakarta's team member record. */
  memberId: string;
  memberName: string;
  assignedAt: string;
  by: string;
  ended?: boolean;
};

/** Each panna's current assignment (its latest entry); ended ones left out. */
export function currentPannas<T extends PannaFields & { id: string }>(entries: Iterable<T>): T[] {
  return [
    ...latestEntries(
      entries,
      (e) => e.pannaId,
      (e) => e.assignedAt,
    ).values(),
  ]
    .filter((p) => !p.ended)
    .sort((a, b) => a.partNumber - b.partNumber || a.fromSerial - b.fromSerial);
}

/** The active panna whose serials overlap these in the part, if any (other than `except`). */
export function overlappingPanna<T extends PannaFields>(
  active: readonly T[],
  part: number,
  fromSerial: number,
  toSerial: number,
  except?: string,
): T | undefined {
  return active.find(
    (p) =>
      p.pannaId !== except &&
      p.partNumber === part &&
      p.fromSerial <= toSerial &&
      fromSerial <= p.toSerial,
  );
}

/**
 * The latest entry per key: by time, then by id so every phone agrees on a tie. Field entries
 * are append-only, so a voter's (or a panna's) current state is always this fold.
 */
export function latestEntries<T extends { id: string }>(
  entries: Iterable<T>,
  keyOf: (entry: T) => string,
  timeOf: (entry: T) => string,
): Map<string, T> {
  const out = new Map<string, T>();
  for (const e of entries) {
    const key = keyOf(e);
    const have = out.get(key);
    if (!have || timeOf(e) > timeOf(have) || (timeOf(e) === timeOf(have) && e.id > have.id))
      out.set(key, e);
  }
  return out;
}

/** Each voter's latest mark. */
export const latestMarks = <T extends VoteMarkFields & { id: string }>(marks: Iterable<T>) =>
  latestEntries(
    marks,
    (m) => m.voterId,
    (m) => m.markedAt,
  );

/** Each voter's latest visit. */
export const latestVisits = <T extends VisitFields & { id: string }>(visits: Iterable<T>) =>
  latestEntries(
    visits,
    (v) => v.voterId,
    (v) => v.visitedAt,
  );

/** The ids of the voters whose latest mark says they voted. */
export function votedIds(marks: Iterable<VoteMarkFields & { id: string }>): Set<string> {
  const out = new Set<string>();
  for (const [voterId, m] of latestMarks(marks)) if (m.voted) out.add(voterId);
  return out;
}

/** How long the one-tap mark can be undone from its toast (issue 11: 10 s). */
export const UNDO_MS = 10_000;

/**
 * Turnout is counted by the hour of India Standard Time (UTC+05:30, no daylight saving), where
 * polling hours begin on the hour; UTC hours would split them at half past.
 */
export const POLL_HOUR_OFFSET_MINUTES = 330;

/** The start of the polling hour holding this ISO time, as an ISO time (UTC). */
export function pollHourStart(iso: string): string {
  const offset = POLL_HOUR_OFFSET_MINUTES * 60_000;
  const hour = 3_600_000;
  return new Date(Math.floor((Date.parse(iso) + offset) / hour) * hour - offset).toISOString();
}

/** A coordinator's counts for an area, a part or a sub-area (GET /api/field-work/summary). */
export type FieldCounts = {
  voters: number;
  voted: number;
  /** Voters with at least one visit. */
  contacted: number;
  /** Voters whose latest visit found a supporter. */
  supporters: number;
  supportersVoted: number;
};

/**
 * The officer's figures of one or more booths: votes so far, the latest slot, how many booths,
 * and the party's own count of voted in those same booths.
 */
export type OfficerFigure = {
  votes: number;
  slot: TurnoutSlot;
  booths: number;
  partyVoted: number;
};

export type FieldSummary = {
  /** The area asked for ('' is everything, for the admin). */
  area: string;
  totals: FieldCounts;
  /** The areas one level down, by path. */
  children: (FieldCounts & { path: string })[];
  parts: (FieldCounts & {
    part: number;
    officer?: OfficerFigure | null;
    /**
     * The part's booth's grade under its latest graded election (issue 46); null: no result.
     * Absent, like `officer`, in an answer kept from before it was added.
     */
    grade?: Grade | null;
    /** Votes polled at the part's stations in that election; null when none was matched. */
    polledLast?: number | null;
  })[];
  /**
   * The officer's latest figures (officer-turnout.ts) summed over the booths that reported: the
   * gap to the party's count is the marks the party missed (or the officer's figure lags).
   * Absent in an answer kept from before it was added (a phone shows its last answer offline).
   */
  officer?: OfficerFigure | null;
  /** Voters counted as voted by the polling hour of their mark (pollHourStart), ascending. */
  hours: { hour: string; voted: number }[];
};

/** GET /api/field-work/excluded: a page of the entries set aside (admin only). */
export const excludedEntriesQuerySchema = object({
  limit: queryInteger(1, 500, 100),
  offset: queryInteger(0, 1_000_000_000, 0),
});

/** A field entry the server set aside (server/services/field-exclusions.ts), for the admin. */
export type ExcludedEntry = {
  table: string;
  id: string;
  reason: 'voterMissing' | 'voterOutsideArea' | 'partOutsideArea';
  foundAt: string;
  scope: string;
  ownerId: string;
  ownerName: string;
  fields: Record<string, unknown>;
};

/** GET /field-work/excluded: a page of them and how many there are. */
export type ExcludedEntries = { total: number; entries: ExcludedEntry[] };
