// A booth worker's phone holds one to a few parts: a few thousand voters; a coordinator's desk
// a few tens of thousands. There the reports run in memory over one cached copy of the roll —
// the records the list order read once per write generation (list-order.ts), then every filter,
// page and search is a pass over the rows, which a throttled phone does in milliseconds for a
// booth and a desktop in tens of milliseconds for 30,000, while the indexed engine read the
// whole roll again for every report opened without a part (seconds at 30,000). Above the limit
// (an assembly of 300,000) the indexed engine runs instead.
import type { BoothDb } from '../db/database.ts';
import { hasRollFiles } from '../db/roll-files.ts';
import type { VoterRecord } from '../db/types.ts';
import type { FilterRow, FilterValues } from '../domain/voter-filters.ts';
import type { VoterReportDef } from '../domain/voter-reports.ts';
import { reportRows } from '../domain/voter-reports.ts';
import {
  RECORDS_KEPT_UP_TO,
  listOrderEnabled,
  listOrderSettled,
  readyListOrder,
} from './list-order.ts';
import { doubleVoterIds } from './double-voters.ts';
import { ALL_LIVE, partBounds, rangeRows } from './query-plan.ts';
import { cached } from './result-cache.ts';

/** Live voters up to which reports run in memory (the list order keeps their records). */
export const IN_MEMORY_VOTERS = RECORDS_KEPT_UP_TO;

let limit = IN_MEMORY_VOTERS;

/** Tests of the indexed engine set 0, so their small fixtures take the indexed path. */
export function setInMemoryVoterLimit(voters: number): void {
  limit = voters;
}

const touchAll = (db: BoothDb) => () => rangeRows(db, ALL_LIVE).limit(1).primaryKeys();

const byId = (a: VoterRecord, b: VoterRecord): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The roll of one write generation: loading (undefined), too big (null) or read. */
type Roll = { generation: number; limit: number; voters: VoterRecord[] | null | undefined };
const rolls = new WeakMap<BoothDb, Roll>();

async function readRoll(db: BoothDb, max: number): Promise<VoterRecord[] | null> {
  const live = rangeRows(db, ALL_LIVE);
  // Is there a voter past the limit? One cursor advance, not a count: counting a coordinator's
  // 300,000 index entries holds the database for seconds, and every query waits behind it.
  if (max === 0 || (await rangeRows(db, ALL_LIVE).offset(max).limit(1).primaryKeys()).length)
    return null;
  return (await live.toArray()).sort(byId);
}

/**
 * The whole live roll in id order (the order reportRows sees it in); null while it is being
 * read or when it is too big. The read runs in the background, so no query waits for it: until
 * it is in, queries take the indexed path (a first page reads only its rows).
 */
function readyRoll(db: BoothDb, files = false): VoterRecord[] | null {
  if (listOrderEnabled() || files) {
    // The list order reads every record anyway once the voters are quiet: share that read.
    const records = readyListOrder(db)?.records;
    return records && (records.length <= limit || files) ? records : null;
  }
  const generation = db.writes.get('voters');
  const have = rolls.get(db);
  if (have && have.generation === generation && have.limit === limit) return have.voters ?? null;
  const roll: Roll = { generation, limit, voters: undefined };
  rolls.set(db, roll);
  // A timer, not a call in line: outside the live query that asked, the read does not
  // subscribe that query to every voter record.
  setTimeout(() => {
    readRoll(db, roll.limit).then(
      (voters) => {
        // A write meanwhile: the copy may be stale; the next query reads again.
        if (db.writes.get('voters') === roll.generation) roll.voters = voters;
        else if (rolls.get(db) === roll) rolls.delete(db);
      },
      () => {
        if (rolls.get(db) === roll) rolls.delete(db);
      },
    );
  }, 0);
  return null;
}

/** Resolves once the roll of the current generation is read (or found too big); for tests. */
export async function rollSettled(db: BoothDb): Promise<void> {
  if (listOrderEnabled()) return void (await listOrderSettled(db));
  readyRoll(db);
  for (;;) {
    const roll = rolls.get(db);
    if (!roll || roll.voters !== undefined) return;
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Every row of a report computed in memory; null when the roll is too big for it. */
export async function smallRollRows(
  db: BoothDb,
  def: VoterReportDef,
  values: FilterValues,
  locale?: string,
): Promise<FilterRow[] | null> {
  // With part files there is no index to fall back on: wait for the roll in memory.
  const files = await hasRollFiles(db);
  const roll = readyRoll(db, files) ?? (files ? (await listOrderSettled(db)).records : null);
  if (!roll) return null;
  return cached(
    db,
    JSON.stringify(['small', def.id, values, locale ?? '']),
    async () => reportRows(def, votersFor(db, def, values, roll), values, locale),
    touchAll(db),
  );
}

/** Index of the record with `id` in a roll sorted by id (binary search), or -1. */
function indexOfId(roll: readonly VoterRecord[], id: string): number {
  let lo = 0;
  let hi = roll.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (roll[mid]!.id < id) lo = mid + 1;
    else hi = mid;
  }
  return roll[lo]?.id === id ? lo : -1;
}

/**
 * The voters a report is computed from: the whole roll, except for double voters, where only
 * the members of the groups with a voter in the parts (found from the keys in memory,
 * double-voters.ts) — the report over them equals the report over the roll, and normalising
 * 30,000 names and relations took over half a second on every open.
 */
function votersFor(
  db: BoothDb,
  def: VoterReportDef,
  values: FilterValues,
  roll: VoterRecord[],
): VoterRecord[] {
  const order = def.kind === 'doubleVoter' ? readyListOrder(db) : null;
  if (!order || order.records !== roll) return roll;
  const { lo, hi } = partBounds(def.filters, values);
  const members: VoterRecord[] = [];
  for (const id of doubleVoterIds(order, lo, hi)) {
    const at = indexOfId(roll, id);
    if (at >= 0) members.push(roll[at]!);
  }
  return members.sort(byId);
}
