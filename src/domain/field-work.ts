// Field work (issue 11): door-to-door visits and poll-day "voted" marks. Both are append-only
// synced records: a correction is a new entry, never an edit, so two workers at the same house
// or two phones marking the same voter never overwrite each other. A voter's current state is
// derived: the latest visit, and the latest voted mark (an undo is a mark with voted: false).

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
export const APPEND_ONLY_TABLES = ['visits', 'voteMarks'] as const;

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
};

/** The later of two marks: by time, then by id so every phone agrees on a tie. */
const later = <T extends { id: string; markedAt: string }>(a: T, b: T): boolean =>
  a.markedAt > b.markedAt || (a.markedAt === b.markedAt && a.id > b.id);

/** Each voter's latest mark. */
export function latestMarks<T extends VoteMarkFields & { id: string }>(
  marks: Iterable<T>,
): Map<string, T> {
  const out = new Map<string, T>();
  for (const m of marks) {
    const have = out.get(m.voterId);
    if (!have || later(m, have)) out.set(m.voterId, m);
  }
  return out;
}

/** The ids of the voters whose latest mark says they voted. */
export function votedIds(marks: Iterable<VoteMarkFields & { id: string }>): Set<string> {
  const out = new Set<string>();
  for (const [voterId, m] of latestMarks(marks)) if (m.voted) out.add(voterId);
  return out;
}

/** How long the one-tap mark can be undone from its toast (issue 11: 10 s). */
export const UNDO_MS = 10_000;
