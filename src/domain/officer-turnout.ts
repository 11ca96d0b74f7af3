// The officer's turnout (issue 24): every two hours the presiding officer reports how many of
// the booth's electors have voted so far, as the Commission's own app records it (9, 11, 1, 3,
// 5 o'clock, and at the close). The party's agent copies each figure into an append-only
// synced record; a correction is a new entry for the same slot, the latest one counts. The
// figures only grow through the day: an entry may not be below an earlier slot's figure nor
// above a later one's. The phone and the server apply the same check (this file).

/** The reporting times of poll day, in order: the hour (24 h) the figure is taken, then close. */
export const TURNOUT_SLOTS = ['09', '11', '13', '15', '17', 'close'] as const;
export type TurnoutSlot = (typeof TURNOUT_SLOTS)[number];

/** A booth has at most about 1,500 electors; this leaves room for any real figure. */
export const MAX_OFFICER_VOTES = 10_000;

export type OfficerTurnoutFields = {
  /** The roll part (the booth) the figure is for. */
  partNumber: number;
  slot: TurnoutSlot;
  /** Votes cast in the booth so far, as the officer reports it. */
  votes: number;
  /** ISO time the agent entered it. */
  reportedAt: string;
  /** Who entered it (display name; the server writes the account's). */
  by: string;
};

type Report = Pick<OfficerTurnoutFields, 'slot' | 'votes' | 'reportedAt'> & { id?: string };

const slotIndex = (slot: string): number => (TURNOUT_SLOTS as readonly string[]).indexOf(slot);

/** Each slot's figure for one part: the latest entry of the slot (then the larger id). */
export function slotFigures(reports: Iterable<Report>): Map<TurnoutSlot, number> {
  const latest = new Map<TurnoutSlot, Report>();
  for (const r of reports) {
    if (slotIndex(r.slot) < 0) continue;
    const had = latest.get(r.slot);
    const later =
      !had ||
      r.reportedAt > had.reportedAt ||
      (r.reportedAt === had.reportedAt && (r.id ?? '') > (had.id ?? ''));
    if (later) latest.set(r.slot, r);
  }
  return new Map([...latest].map(([slot, r]) => [slot, r.votes]));
}

/** The figure of the latest slot reported, or null before the first report. */
export function latestFigure(
  figures: ReadonlyMap<TurnoutSlot, number>,
): { slot: TurnoutSlot; votes: number } | null {
  for (let i = TURNOUT_SLOTS.length - 1; i >= 0; i--) {
    const slot = TURNOUT_SLOTS[i]!;
    const votes = figures.get(slot);
    if (votes !== undefined) return { slot, votes };
  }
  return null;
}

export type TurnoutOrderProblem =
  | { kind: 'belowEarlier'; slot: TurnoutSlot; votes: number }
  | { kind: 'aboveLater'; slot: TurnoutSlot; votes: number };

/**
 * Why `votes` cannot be the figure of `slot` given the other slots' figures, or null: it must
 * be at least every earlier slot's figure and at most every later one's (the same slot's own
 * figure is what a correction replaces).
 */
export function turnoutOrderProblem(
  figures: ReadonlyMap<TurnoutSlot, number>,
  slot: TurnoutSlot,
  votes: number,
): TurnoutOrderProblem | null {
  const at = slotIndex(slot);
  for (const [other, figure] of figures) {
    const i = slotIndex(other);
    if (i < at && votes < figure) return { kind: 'belowEarlier', slot: other, votes: figure };
    if (i > at && votes > figure) return { kind: 'aboveLater', slot: other, votes: figure };
  }
  return null;
}

/** The slot to offer now: the latest whose hour has come (9 o'clock before that). */
export function currentSlot(now: Date): TurnoutSlot {
  const hour = now.getHours();
  let slot: TurnoutSlot = TURNOUT_SLOTS[0];
  for (const s of TURNOUT_SLOTS) if (s !== 'close' && hour >= Number(s)) slot = s;
  return hour >= 18 ? 'close' : slot;
}
