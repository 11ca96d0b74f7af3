// The phone half of issue 11's benchmark, run in the page while the driver throttles the CPU:
// marking a voter voted and recording a visit exactly as the Poll Day and Door to Door screens
// do on a tap (currentAuthor, then markVoted / recordVisits → createRecord: the record, its
// mutation id and outbox entry in one transaction), each beside a bare Dexie add of a record of
// the same shape, on the app's own database holding a booth's roll. The screen's live query
// (turnout, walk list) is subscribed as on the open screen, and every action waits for it to
// show the write before the next, so no action pays for the one before it (taps are seconds
// apart on a phone).
import { liveQuery } from 'dexie';
import { withDerived } from '../../../src/db/derive.ts';
import { db } from '../../../src/db/instance.ts';
import { newRecordId } from '../../../src/db/record-id.ts';
import type { SyncedBase, VoterFields } from '../../../src/db/types.ts';
import type { SyncTable } from '../../../src/domain/sync-protocol.ts';
import type { SyncFieldsMap } from '../../../src/db/types.ts';
import { loadTurnout, markVoted } from '../../../src/features/poll-day/poll-day-data.ts';
import type { VisitInput } from '../../../src/features/walk/walk-data.ts';
import { loadWalkList, recordVisits } from '../../../src/features/walk/walk-data.ts';
import { currentAuthor } from '../../../src/sync/browser-session.ts';
import { saveSession } from '../../../src/sync/session.ts';
import { generateRoll } from '../../../server/demo/roll-generator.ts';

const USER = {
  booth_id: '0b5e0000-0000-4000-8000-000000000001',
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.test',
  role: 'worker' as const,
  scope: 'up/lucknow/lucknow-central/aliganj/sector-q/booth-12',
};

/** Three taps, the usual case: outcome, leaning, Save. */
const VISIT: VisitInput = { outcome: 'met', leaning: 'supporter', issues: [], phone: '', note: '' };

/** A stored row as the app would write it, for the bare adds (built before their timer). */
function row<T extends SyncTable>(table: T, fields: SyncFieldsMap[T], version = 0) {
  const base: SyncedBase = {
    id: newRecordId(),
    version,
    updatedAt: new Date().toISOString(),
    deleted: 0,
    scope: USER.scope,
    ownerId: USER.booth_id,
  };
  return withDerived(table, base, fields);
}

/**
 * The booth's roll on the phone as a sync pull leaves it (derived index fields, version > 0,
 * pages of 500), and the signed-in session the screens read their author from.
 */
export async function setup(opts: { voters: number; seed: number }): Promise<number> {
  saveSession('bench-token', USER);
  await db.open();
  // 1,000 voters a part, as the reports benchmark's booth: a booth's two parts.
  for (const batch of generateRoll({ ...opts, count: opts.voters, assemblySize: 300_000 }))
    await db.voters.bulkPut(
      batch.map((v) => ({ ...row('voters', v.fields as VoterFields, 1), id: v.id })),
    );
  return db.voters.count();
}

/** A live query held open as the screen holds it; `until` resolves when a result passes `has`. */
function watch<T>(query: () => Promise<T>) {
  let waiters: { has: (v: T) => boolean; resolve: (at: number) => void }[] = [];
  let latest: T | undefined;
  const sub = liveQuery(query).subscribe({
    next: (v) => {
      const at = performance.now();
      latest = v;
      waiters = waiters.filter((w) => (w.has(v) ? (w.resolve(at), false) : true));
    },
    error: (err: unknown) => console.error('live query failed', err),
  });
  return {
    until: (has: (v: T) => boolean) =>
      new Promise<number>((resolve) => waiters.push({ has, resolve })),
    latest: () => latest!,
    stop: () => sub.unsubscribe(),
  };
}

/** Write time, and tap → the screen's live query has the write. */
export type Timings = { write: number[]; seen: number[] };
export type Pair = { app: Timings; bare: Timings; cold: { app: number; bare: number } };
export type PhoneResult = {
  mark: Pair;
  visit: Pair;
  household: Pair & { members: number[] };
  stored: Record<string, number>;
};

/** A pause between taps: a worker's taps are seconds apart (250 ms here changed nothing). */
const idle = () => new Promise((r) => setTimeout(r, 50));

/**
 * `n` timed actions of each kind, app and bare alternating (which goes first alternates too, so
 * neither always runs on a just-touched database), after `warm` untimed ones of each.
 */
async function pairs<K>(
  keys: K[],
  n: number,
  warm: number,
  app: (k: K) => Promise<unknown>,
  bare: (k: K) => { add: () => Promise<unknown> },
  seenIn: (k: K) => Promise<number>,
): Promise<Pair> {
  const out: Pair = {
    app: { write: [], seen: [] },
    bare: { write: [], seen: [] },
    cold: { app: 0, bare: 0 },
  };
  let next = 0;
  const one = async (into: Timings | null, run: () => Promise<unknown>, k: K) => {
    const seen = seenIn(k);
    const start = performance.now();
    await run();
    const wrote = performance.now() - start;
    const seenMs = (await seen) - start;
    if (into) {
      into.write.push(wrote);
      into.seen.push(seenMs);
    }
    await idle();
    return wrote;
  };
  const doApp = (into: Timings | null) => {
    const k = keys[next++]!;
    return one(into, () => app(k), k);
  };
  const doBare = (into: Timings | null) => {
    const k = keys[next++]!;
    const { add } = bare(k); // the record is made before the timer: only the add is timed
    return one(into, add, k);
  };
  out.cold.app = await doApp(null);
  out.cold.bare = await doBare(null);
  for (let i = 1; i < warm; i++) {
    await doApp(null);
    await doBare(null);
  }
  for (let i = 0; i < n; i++) {
    if (i % 2) {
      await doBare(out.bare);
      await doApp(out.app);
    } else {
      await doApp(out.app);
      await doBare(out.bare);
    }
  }
  return out;
}

export async function phoneRuns(opts: {
  n: number;
  households: number;
  warm: number;
}): Promise<PhoneResult> {
  const walkPart = 1;
  const voters = await db.voters.toArray();
  const inPart = voters.filter((v) => v.part === walkPart);
  const others = voters.filter((v) => v.part !== walkPart);

  // Poll Day: the turnout card's query is open; the mark shows when the voter counts as voted.
  const turnout = watch(() => loadTurnout(db));
  await turnout.until(() => true);
  // Marks go to voters off the walked part; a smoke run's small roll is one part, so there it
  // takes any voter (a mark needs a real voter: its id is looked up for an earlier mark).
  const markable = others.length >= 2 * (opts.warm + opts.n) ? others : voters;
  const mark = await pairs(
    markable.map((v) => v.id),
    opts.n,
    opts.warm,
    (voterId) => {
      const author = currentAuthor()!;
      return markVoted(db, author.writer, voterId, true, author.name);
    },
    (voterId) => {
      const r = row('voteMarks', {
        voterId,
        voted: true,
        markedAt: new Date().toISOString(),
        by: 'Asha Verma',
      });
      return { add: () => db.voteMarks.add(r) };
    },
    (voterId) => turnout.until((t) => t.voted.has(voterId)),
  );
  turnout.stop();

  // Door to Door: part 1's walk list is open. Households of two or more for the house visits,
  // the other voters one by one; each voter is visited once, so "seen" is unambiguous.
  const walk = watch(() => loadWalkList(db, walkPart));
  await walk.until(() => true);
  const houses = walk
    .latest()
    .households.filter((h) => h.members.length >= 2)
    .slice(0, 2 * (opts.households + opts.warm))
    .map((h) => h.members.map((m) => m.id));
  const inHouses = new Set(houses.flat());
  const singles = inPart.filter((v) => !inHouses.has(v.id)).map((v) => [v.id]);
  // Checked on every result the query gives, also between a house's entries: kept cheap.
  const seenAll = (ids: string[]) =>
    walk.until((w) => ids.every((id) => w.households.some((h) => h.latest.has(id))));
  const visitOf = (voterId: string) =>
    row('visits', {
      voterId,
      outcome: 'met',
      leaning: 'supporter',
      visitedAt: new Date().toISOString(),
      by: 'Asha Verma',
    });
  const appVisit = (ids: string[]) => {
    const author = currentAuthor()!;
    return recordVisits(db, author.writer, ids, VISIT, author.name);
  };
  const visit = await pairs(
    singles,
    opts.n,
    opts.warm,
    appVisit,
    (ids) => {
      const r = visitOf(ids[0]!);
      return { add: () => db.visits.add(r) };
    },
    seenAll,
  );
  const household = await pairs(
    houses,
    opts.households,
    opts.warm,
    appVisit,
    (ids) => {
      const rows = ids.map(visitOf);
      return { add: () => db.visits.bulkAdd(rows) };
    },
    seenAll,
  );
  walk.stop();

  const stored: Record<string, number> = {};
  for (const t of ['voters', 'voteMarks', 'visits', 'outbox'] as const)
    stored[t] = await db.table(t).count();
  return { mark, visit, household: { ...household, members: houses.map((h) => h.length) }, stored };
}
