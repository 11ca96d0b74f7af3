// Poll-day mode on this phone (issue 11): find a voter by roll serial ("12/45": part 12,
// serial 45), voter id or name in either script, and mark "voted" as an append-only synced
// record (an undo is a new mark). Turnout is derived from the marks: each voter's latest mark
// counts. A voter without a serial number is found by name or voter id only.
import { createRecord } from '../../db/commands.ts';
import type { BoothDb } from '../../db/database.ts';
import type { VoterRecord } from '../../db/types.ts';
import { votersById } from '../../db/roll-files.ts';
import { countLiveVoters, liveVotersAtSerials } from '../../db/voter-ranges.ts';
import type { Writer } from '../../db/writer.ts';
import { latestMarks } from '../../domain/field-work.ts';
import { rollOrder, serialOf } from '../../domain/voter-roll.ts';
import { searchPlan } from '../../domain/voter-search.ts';
import { readyListOrder } from '../../roll/index.ts';
import type { ListOrder } from '../../roll/index.ts';
import { searchIds } from '../../roll/index.ts';
import { votedMarkId } from './sms-mark-id.ts';

/** At most this many voters are shown for a search: the worker types more to narrow it. */
export const POLL_DAY_RESULTS = 20;

export type FoundVoter = { voter: VoterRecord; part: number; serial: number | null };

/** "12/45", "12-45" or "12 45": part 12, serial 45. */
const SERIAL_QUERY = /^\s*(\d{1,5})\s*[/\-\s]\s*(\d{1,5})\s*$/;

/**
 * How long a name search waits for the list order when it is still being read, to show its
 * matches in roll order: a booth's roll is read in a moment; a coordinator's 300,000 take
 * seconds, and the search goes on unordered rather than wait.
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

/** The live voters a name or voter-id search finds, in roll order, at most POLL_DAY_RESULTS. */
async function byNameOrId(db: BoothDb, query: string): Promise<VoterRecord[]> {
  const plan = searchPlan(query);
  if (!plan) return [];
  const ids = await searchIds(db, plan);
  const order = readyListOrder(db) ?? (await orderWithin(db, ORDER_WAIT_MS));
  if (order) {
    const at = (id: string) => order.position.get(id) ?? Number.MAX_SAFE_INTEGER;
    ids.sort((a, b) => at(a) - at(b));
  }
  const voters = (await votersById(db, ids.slice(0, POLL_DAY_RESULTS * 2)))
    .filter((v): v is VoterRecord => v !== undefined && !v.deleted)
    .slice(0, POLL_DAY_RESULTS);
  return order ? voters : voters.sort(rollOrder);
}

/** The voters a poll-day query finds: at a roll serial, else by name or voter id. */
export async function findVoters(db: BoothDb, query: string): Promise<FoundVoter[]> {
  const serial = SERIAL_QUERY.exec(query);
  // The part index holds the serial, so "12/45" is one key lookup, list order or not.
  let voters = serial ? await liveVotersAtSerials(db, Number(serial[1]), Number(serial[2])) : [];
  if (!voters.length) voters = await byNameOrId(db, query);
  return voters.map((voter) => ({ voter, part: voter.part, serial: serialOf(voter) }));
}

/** Who counted a voter as voted, and when: what the pad says of a repeat. */
export type VotedMark = { by: string; markedAt: string };

export type Turnout = {
  /** The voters whose latest mark says they voted. */
  voted: ReadonlySet<string>;
  /** The same voters, each with that mark. */
  marks: ReadonlyMap<string, VotedMark>;
  total: number;
};

/** The voters whose latest mark says they voted, each with that mark. */
export async function loadVoted(db: BoothDb): Promise<Pick<Turnout, 'voted' | 'marks'>> {
  const marks = new Map<string, VotedMark>();
  for (const [voterId, m] of latestMarks(await db.voteMarks.toArray()))
    if (m.voted) marks.set(voterId, { by: m.by, markedAt: m.markedAt });
  return { voted: new Set(marks.keys()), marks };
}

/** How many live voters the phone holds (in any part). */
export const countVoters = (db: BoothDb): Promise<number> => countLiveVoters(db);

/** Who has voted (latest mark per voter) and how many live voters there are. */
export async function loadTurnout(db: BoothDb): Promise<Turnout> {
  const [voted, total] = await Promise.all([loadVoted(db), countVoters(db)]);
  return { ...voted, total };
}

/**
 * One tap: the mark (or its undo) is on the phone at once and sent as soon as the phone is
 * online, not batched with other writes: the booth's other phones and the coordinators follow
 * the turnout by these marks. Marks queued offline go out together in one push. A first voted
 * mark gets the id an SMS of it would get (sms-mark-id.ts), chosen in the same transaction.
 */
export function markVoted(
  db: BoothDb,
  writer: Writer,
  voterId: string,
  voted: boolean,
  by: string,
): Promise<string> {
  return db.transaction('rw', [db.voteMarks, db.outbox, db.meta], async () => {
    const id = voted ? await votedMarkId(db, writer.userId, voterId) : undefined;
    return createRecord(
      db,
      writer,
      'voteMarks',
      { voterId, voted, markedAt: new Date().toISOString(), by },
      { urgent: true, ...(id ? { id } : {}) },
    );
  });
}
