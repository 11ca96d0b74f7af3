// A worker's follow-ups (issue 25): every supporter the roll cut or the ASD list names, and
// the names since back that the booth followed up, each with why, where the follow-up stands
// and its entries. Pure: the reads (follow-up-reads.ts) hand over the voters carrying a roll
// status, their visits and their follow-up entries.
import type { FollowUpRecord, PannaRecord, VisitRecord, VoterRecord } from '../../db/types.ts';
import { latestVisits } from '../../domain/field-work.ts';
import type { FollowUpStage } from '../../domain/follow-ups.ts';
import { followUpStage } from '../../domain/follow-ups.ts';
import type { AsdCategory } from '../../domain/roll-status.ts';
import { rollStatusOf } from '../../domain/roll-status.ts';
import { serialKey, serialOf } from '../../domain/voter-roll.ts';

export type RollReason =
  | { kind: 'deleted'; revision: string }
  | { kind: 'asd'; category: AsdCategory; list: string }
  | { kind: 'back'; revision: string };

export type FollowUpItem = {
  voter: VoterRecord;
  reason: RollReason;
  stage: FollowUpStage;
  /** The voter's entries, newest first (the first is the follow-up's state). */
  entries: FollowUpRecord[];
  /** The name is back: nothing left to do. */
  closed: boolean;
};

/** A heading's worth of items: one of my pannas, or a part (what is left of it). */
export type FollowUpGroup = {
  key: string;
  part: number;
  /** Set for my own panna: its serials. */
  panna?: { from: number; to: number };
  items: FollowUpItem[];
};

export type FollowUpList = { open: FollowUpGroup[]; closed: FollowUpGroup[] };

/** Why the voter is on the list, from the fields a revision wrote (roll-status.ts). */
export function reasonOf(v: VoterRecord): RollReason | null {
  switch (rollStatusOf(v)) {
    case 'deleted':
      return { kind: 'deleted', revision: v.rollDeleted ?? '' };
    case 'asd':
      return { kind: 'asd', category: v.asd as AsdCategory, list: v.asdList ?? '' };
    case 'back':
      return { kind: 'back', revision: v.rollBack ?? '' };
    default:
      return null;
  }
}

/** Newest first; a tie in time goes by id, as latestFollowUps decides it. */
export const newestFirst = (a: FollowUpRecord, b: FollowUpRecord): number =>
  a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1;

/** Each voter's entries, newest first. */
export function entriesByVoter(entries: Iterable<FollowUpRecord>): Map<string, FollowUpRecord[]> {
  const out = new Map<string, FollowUpRecord[]>();
  for (const e of entries) out.set(e.voterId, [...(out.get(e.voterId) ?? []), e]);
  for (const list of out.values()) list.sort(newestFirst);
  return out;
}

/**
 * The items: supporters (latest visit's leaning, as Poll Day's call list has it) cut or on the
 * ASD list, and voters whose name is back after the booth followed them up (closed).
 */
export function followUpItems(
  voters: readonly VoterRecord[],
  visits: Iterable<VisitRecord>,
  entries: Iterable<FollowUpRecord>,
): FollowUpItem[] {
  const latest = latestVisits(visits);
  const byVoter = entriesByVoter(entries);
  const out: FollowUpItem[] = [];
  for (const voter of voters) {
    const reason = reasonOf(voter);
    if (!reason) continue;
    const mine = byVoter.get(voter.id) ?? [];
    const closed = reason.kind === 'back';
    const wanted = closed ? mine.length > 0 : latest.get(voter.id)?.leaning === 'supporter';
    if (!wanted) continue;
    out.push({ voter, reason, stage: followUpStage(voter, mine[0]), entries: mine, closed });
  }
  return out.sort((a, b) => rollPlace(a.voter, b.voter));
}

function rollPlace(a: VoterRecord, b: VoterRecord): number {
  return a.part - b.part || serialKey(a) - serialKey(b) || (a.id < b.id ? -1 : 1);
}

type PannaRange = Pick<PannaRecord, 'pannaId' | 'partNumber' | 'fromSerial' | 'toSerial'>;

/**
 * My own pannas first (one group each), then each part with the rest, in part order. Items
 * come in roll order, and keep it inside each group.
 */
export function groupItems(
  items: readonly FollowUpItem[],
  myPannas: readonly PannaRange[],
): FollowUpGroup[] {
  const mine: FollowUpGroup[] = myPannas.map((p) => ({
    key: `panna:${p.pannaId}`,
    part: p.partNumber,
    panna: { from: p.fromSerial, to: p.toSerial },
    items: [],
  }));
  const parts = new Map<number, FollowUpGroup>();
  for (const item of items) {
    const serial = serialOf(item.voter);
    const at = mine.find(
      (g) =>
        g.part === item.voter.part &&
        serial !== null &&
        serial >= g.panna!.from &&
        serial <= g.panna!.to,
    );
    if (at) {
      at.items.push(item);
      continue;
    }
    const part = item.voter.part;
    if (!parts.has(part)) parts.set(part, { key: `part:${part}`, part, items: [] });
    parts.get(part)!.items.push(item);
  }
  return [
    ...mine.filter((g) => g.items.length > 0),
    ...[...parts.values()].sort((a, b) => a.part - b.part),
  ];
}

/** The worker's list: what is still open, and the names back, each grouped. */
export function followUpList(
  items: readonly FollowUpItem[],
  myPannas: readonly PannaRange[],
): FollowUpList {
  return {
    open: groupItems(
      items.filter((i) => !i.closed),
      myPannas,
    ),
    closed: groupItems(
      items.filter((i) => i.closed),
      myPannas,
    ),
  };
}

/** How many items a list of groups holds. */
export const itemCount = (groups: readonly FollowUpGroup[]): number =>
  groups.reduce((n, g) => n + g.items.length, 0);
