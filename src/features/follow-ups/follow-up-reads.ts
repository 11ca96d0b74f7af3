// What the follow-ups screen reads from the phone's database, for the pure derivations beside
// it. The voters carrying a roll status are one range of the facet index each (voter-facets.ts):
// a coordinator's phone holds 300,000 voters and only a few hundred of them were cut.
import type { BoothDb } from '../../db/database.ts';
import { votersById, withFileVoters } from '../../db/roll-files.ts';
import type { FollowUpRecord, VisitRecord, VoterRecord } from '../../db/types.ts';
import { currentPannas, latestVisits } from '../../domain/field-work.ts';
import { ROLL_STATUSES } from '../../domain/roll-status.ts';
import type { RollStatus } from '../../domain/roll-status.ts';
import { boothCounts } from './booth-counts-data.ts';
import type { BoothRow } from './booth-counts-data.ts';
import type { FollowUpItem, FollowUpList } from './follow-ups-data.ts';
import { followUpItems, followUpList } from './follow-ups-data.ts';
import { form7Candidates, isObjectionVisit } from './form7-data.ts';
import type { ObjectionPart } from './form7-data.ts';

/** Live voters of one roll status, from the facet index (facets are on live voters only). */
function votersWithStatus(db: BoothDb, status: RollStatus) {
  return (
    db.voters
      .where('facets')
      .between(
        ['rollStatus', status, -Infinity, -Infinity],
        ['rollStatus', status, Infinity, Infinity],
      )
      .toArray()
      // The roll's part files have no index: their voters are tested one by one (roll-files.ts).
      .then((indexed) =>
        withFileVoters(db, indexed, (v) =>
          v.facets.some((f) => f[0] === 'rollStatus' && f[1] === status),
        ),
      )
  );
}

const live = <T extends { deleted: 0 | 1 }>(rows: T[]): T[] => rows.filter((r) => !r.deleted);

/** The visits of these voters, by the voterId index. */
const visitsOf = async (db: BoothDb, ids: string[]): Promise<VisitRecord[]> =>
  ids.length ? live(await db.visits.where('voterId').anyOf(ids).toArray()) : [];

/** The follow-up entries of these voters, by the voterId index. */
const followUpsOf = async (db: BoothDb, ids: string[]): Promise<FollowUpRecord[]> =>
  ids.length ? live(await db.followUps.where('voterId').anyOf(ids).toArray()) : [];

/** Supporters cut or on the ASD list, and names back that were followed up. */
export async function loadFollowUpItems(db: BoothDb): Promise<FollowUpItem[]> {
  const voters = (await Promise.all(ROLL_STATUSES.map((s) => votersWithStatus(db, s)))).flat();
  const ids = voters.map((v) => v.id);
  const [visits, entries] = await Promise.all([visitsOf(db, ids), followUpsOf(db, ids)]);
  return followUpItems(voters, visits, entries);
}

/** The worker's list; `mine` holds the karyakarta member ids that are the worker. */
export async function loadFollowUpList(
  db: BoothDb,
  mine: ReadonlySet<string>,
): Promise<FollowUpList> {
  const [items, pannas] = await Promise.all([loadFollowUpItems(db), db.pannas.toArray()]);
  return followUpList(
    items,
    currentPannas(pannas).filter((p) => mine.has(p.memberId)),
  );
}

/** Every follow-up entry on the phone: the daily limit counts them all. */
export async function loadAllEntries(db: BoothDb): Promise<FollowUpRecord[]> {
  return live(await db.followUps.toArray());
}

/** Names to object to, per part (form7-data.ts). */
export async function loadForm7Candidates(db: BoothDb): Promise<ObjectionPart[]> {
  // Every visit: which latest visits found a voter dead or moved is known only after the fold.
  const latest = latestVisits(live(await db.visits.toArray()));
  for (const [id, v] of latest) if (!isObjectionVisit(v)) latest.delete(id);
  const ids = [...latest.keys()];
  const [voters, entries] = await Promise.all([votersById(db, ids), followUpsOf(db, ids)]);
  return form7Candidates(
    voters.filter((v): v is VoterRecord => v !== undefined),
    latest,
    entries,
  );
}

/** The coordinator's table: per booth, from the areas on the phone. */
export async function loadBoothRows(db: BoothDb): Promise<BoothRow[]> {
  const [items, areas] = await Promise.all([loadFollowUpItems(db), db.areas.toArray()]);
  return boothCounts(items, areas);
}
