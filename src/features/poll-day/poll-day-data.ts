// Poll-day mode on this phone (issue 11): find a voter by serial, voter id or name in either
// script, and mark "voted" as an append-only synced record (an undo is a new mark). Turnout is
// derived from the marks: each voter's latest mark counts.
import Dexie from 'dexie';
import { createRecord } from '../../db/commands.ts';
import type { BoothDb } from '../../db/database.ts';
import type { VoterRecord } from '../../db/types.ts';
import type { Writer } from '../../db/writer.ts';
import { votedIds } from '../../domain/field-work.ts';
import { searchPlan } from '../../domain/voter-search.ts';
import { partIndexAt, partSpan, readyListOrder } from '../voters/query/index.ts';
import type { ListOrder } from '../voters/query/index.ts';
import { searchIds } from '../voters/query/index.ts';

/** At most this many voters are shown for a search: the worker types more to narrow it. */
export const POLL_DAY_RESULTS = 20;

export type FoundVoter = { voter: VoterRecord; part: number; serial: number | null };

/** "12/45", "12-45" or "12 45": part 12, serial 45. */
const SERIAL_QUERY = /^\s*(\d{1,5})\s*[/\-\s]\s*(\d{1,5})\s*$/;

/** The voter's serial in its part (list order: part, then record id), from 1. */
export function serialOf(order: ListOrder, id: string): number | null {
  const at = order.position.get(id);
  return at === undefined ? null : at - order.starts[partIndexAt(order, at)]! + 1;
}

function bySerial(order: ListOrder, part: number, serial: number): string | null {
  const [start, end] = partSpan(order, part, part);
  const at = start + serial - 1;
  return serial >= 1 && at < end ? order.ids[at]! : null;
}

/**
 * How long a search waits for the list order (serials) when it is still being read: a booth's
 * roll is read in a moment; a coordinator's 300,000 take seconds, and the search goes on
 * without serials rather than wait.
 */
const ORDER_WAIT_MS = 1_500;

async function orderWithin(db: BoothDb, ms: number): Promise<ListOrder | null> {
  const until = Date.now() + ms;
  for (;;) {
    const order = readyListOrder(db);
    if (order || Date.now() >= until) return order;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The voters a poll-day query finds, in list order, at most POLL_DAY_RESULTS. */
export async function findVoters(db: BoothDb, query: string): Promise<FoundVoter[]> {
  const order = readyListOrder(db) ?? (await orderWithin(db, ORDER_WAIT_MS));
  const serial = SERIAL_QUERY.exec(query);
  let ids: string[] = [];
  if (serial && order) {
    const id = bySerial(order, Number(serial[1]), Number(serial[2]));
    ids = id ? [id] : [];
  }
  if (!ids.length) {
    const plan = searchPlan(query);
    if (!plan) return [];
    ids = await searchIds(db, plan);
    if (order) {
      const at = (id: string) => order.position.get(id) ?? Number.MAX_SAFE_INTEGER;
      ids.sort((a, b) => at(a) - at(b));
    }
  }
  const voters = (await db.voters.bulkGet(ids.slice(0, POLL_DAY_RESULTS * 2)))
    .filter((v): v is VoterRecord => v !== undefined && !v.deleted)
    .slice(0, POLL_DAY_RESULTS);
  if (!order) voters.sort((a, b) => a.part - b.part || (a.id < b.id ? -1 : 1));
  return voters.map((voter) => ({
    voter,
    part: voter.part,
    serial: order ? serialOf(order, voter.id) : null,
  }));
}

export type Turnout = { voted: Set<string>; total: number };

/** Who has voted (latest mark per voter) and how many live voters there are. */
export async function loadTurnout(db: BoothDb): Promise<Turnout> {
  const [marks, total] = await Promise.all([
    db.voteMarks.toArray(),
    db.voters.where('[deleted+part]').between([0, Dexie.minKey], [0, Dexie.maxKey]).count(),
  ]);
  return { voted: votedIds(marks), total };
}

/** One tap: the mark (or its undo) is on the phone at once and synced when it can be. */
export function markVoted(
  db: BoothDb,
  writer: Writer,
  voterId: string,
  voted: boolean,
  by: string,
): Promise<string> {
  return createRecord(db, writer, 'voteMarks', {
    voterId,
    voted,
    markedAt: new Date().toISOString(),
    by,
  });
}
