// The dashboard home (issue 11): my area at a glance from what is on this phone, so it works
// offline. Per-part counts come from the roll's list order (list-order.ts) once it is read
// (home-parts.ts, loaded only for a phone holding voters); visits and voted marks are folded
// to each voter's latest entry (field-work.ts).
import type { BoothDb } from '../../db/database.ts';
import type { MemberLevel } from '../../db/types.ts';
import { MEMBER_LEVELS } from '../../db/types.ts';
import { countLiveVoters } from '../../db/voter-ranges.ts';
import type { Leaning } from '../../domain/field-work.ts';
import { LEANINGS, latestVisits, votedIds } from '../../domain/field-work.ts';
import { readCampaigns, readInvitations } from '../../sync/campaign-copy.ts';

export type PartStats = { part: number; voters: number; contacted: number; voted: number };

export type HomeStats = {
  voters: number;
  households: number | null;
  /** Voters with at least one visit. */
  contacted: number;
  voted: number;
  /** Each contacted voter's latest leaning. */
  leaning: Record<Leaning, number>;
  /** Ascending by part; empty until the list order is read. */
  parts: PartStats[];
  team: Record<MemberLevel, number>;
  unsynced: number;
  pendingInvitations: number;
};

/** Campaigns inviting me still unanswered; an answer waiting on this phone counts as given. */
async function pendingInvitationCount(db: BoothDb, userId: string): Promise<number> {
  const [campaigns, answers] = await Promise.all([
    readCampaigns(db, userId),
    readInvitations(db, userId),
  ]);
  const answered = new Map(answers.map((a) => [a.campaignId, a.status]));
  return campaigns.filter((c) => c.invited && (answered.get(c.id) ?? c.status) === 'pending')
    .length;
}

/** What the roll's list order tells the home (home-parts.ts builds it from the order). */
export type RollCounts = {
  voters: number;
  households: number;
  /** Voters, contacted and voted per part, ascending by part. */
  partStats(contacted: Iterable<string>, voted: Iterable<string>): PartStats[];
};

export async function loadHomeStats(
  db: BoothDb,
  userId: string,
  order: RollCounts | null,
): Promise<HomeStats> {
  const [voters, visits, marks, members, unsynced, pendingInvitations] = await Promise.all([
    order ? Promise.resolve(order.voters) : countLiveVoters(db),
    db.visits.toArray(),
    db.voteMarks.toArray(),
    db.members.filter((m) => !m.deleted).toArray(),
    db.outbox.where('[userId+status]').anyOf([userId, 'pending'], [userId, 'failed']).count(),
    pendingInvitationCount(db, userId),
  ]);
  const latest = latestVisits(visits);
  const voted = votedIds(marks);
  const leaning = Object.fromEntries(LEANINGS.map((l) => [l, 0])) as Record<Leaning, number>;
  for (const v of latest.values()) leaning[v.leaning ?? 'unknown'] += 1;
  const team = Object.fromEntries(MEMBER_LEVELS.map((l) => [l, 0])) as Record<MemberLevel, number>;
  for (const m of members) if (m.level in team) team[m.level] += 1;
  return {
    voters,
    // Unknown (null) until the list order is built; an empty roll has none to wait for.
    // Houses of the roll (domain/households.ts), a voter with no house nor address one each.
    households: order ? order.households : voters === 0 ? 0 : null,
    contacted: latest.size,
    voted: voted.size,
    leaning,
    parts: order ? order.partStats(latest.keys(), voted) : [],
    team,
    unsynced,
    pendingInvitations,
  };
}
