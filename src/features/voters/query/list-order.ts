// Why: a search over a coordinator's 300,000 voters matches thousands (a common surname), and
// its first page must come in list order (part, then id) without reading those records. So the
// list order of every live voter — the ids in [deleted+part] order and where each part starts —
// is read in the background (index keys only, one transaction) once the voters stop changing,
// and kept in memory for that write generation; a search then sorts its matches by position.
// Until it is in, searches take the indexed path of list-query.ts.
import type { BoothDb } from '../../../db/database.ts';
import { ALL_LIVE, rangeRows } from './query-plan.ts';

export type ListOrder = {
  /** Live voter ids in list order. */
  ids: string[];
  /** Each id's index in `ids`. */
  position: Map<string, number>;
  /** The parts present, ascending, and the index in `ids` where each starts. */
  parts: number[];
  starts: number[];
};

/** Quiet time before the order is read: an import or a first sync writes batch after batch. */
export const LIST_ORDER_SETTLE_MS = 300;

let enabled = true;

/** Tests turn it off to run the indexed search path while the fixture stays unchanged. */
export function setListOrderEnabled(on: boolean): void {
  enabled = on;
}

type Entry = { generation: number; order: ListOrder | null };
const orders = new WeakMap<BoothDb, Entry>();

/** Read without a transaction: the caller keeps it only if no write moved the generation. */
async function readListOrder(db: BoothDb): Promise<ListOrder> {
  const live = rangeRows(db, ALL_LIVE);
  const [ids, keys] = await Promise.all([live.primaryKeys(), live.uniqueKeys()]);
  const parts = (keys as unknown as [number, number][]).map((k) => k[1]);
  // One count per part, all in flight at once: a few hundred index seeks.
  const counts = await Promise.all(
    parts.map((part) => db.voters.where('[deleted+part]').equals([0, part]).count()),
  );
  const starts: number[] = [];
  let at = 0;
  for (const n of counts) {
    starts.push(at);
    at += n;
  }
  const position = new Map<string, number>();
  ids.forEach((id, i) => position.set(id, i));
  return { ids, position, parts, starts };
}

/**
 * The list order of the current write generation, or null while it is not read yet (the
 * first call for a generation starts reading it once the voters have been quiet a moment).
 */
export function readyListOrder(db: BoothDb): ListOrder | null {
  if (!enabled) return null;
  const generation = db.writes.get('voters');
  const have = orders.get(db);
  if (have?.generation === generation) return have.order;
  const entry: Entry = { generation, order: null };
  orders.set(db, entry);
  // A timer, not a call in line: outside the live query that asked, so the read does not
  // subscribe that query to every voter.
  setTimeout(() => {
    const current = () => orders.get(db) === entry && db.writes.get('voters') === generation;
    if (!current()) return void (orders.get(db) === entry && orders.delete(db));
    readListOrder(db).then(
      (order) => {
        if (current()) entry.order = order;
        else if (orders.get(db) === entry) orders.delete(db);
      },
      (error: unknown) => {
        console.error('Voter list order: could not be read', error);
        if (orders.get(db) === entry) orders.delete(db);
      },
    );
  }, LIST_ORDER_SETTLE_MS);
  return null;
}

/** Resolves once the list order of the current generation is read; for tests and benchmarks. */
export async function listOrderSettled(db: BoothDb): Promise<ListOrder> {
  for (;;) {
    const order = readyListOrder(db);
    if (order) return order;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Where in `ids` the first part for which `after(part)` is false starts (binary search). */
function startOf(order: ListOrder, after: (part: number) => boolean): number {
  let lo = 0;
  let hi = order.parts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (after(order.parts[mid]!)) lo = mid + 1;
    else hi = mid;
  }
  return lo < order.starts.length ? order.starts[lo]! : order.ids.length;
}

/**
 * The ids among `matches` that are live and in parts lo…hi (inclusive), in list order.
 * Tombstones and voters outside the parts have no position there, so they drop out.
 */
export function inListOrder(
  order: ListOrder,
  matches: Iterable<string>,
  lo: number,
  hi: number,
): string[] {
  const from = startOf(order, (part) => part < lo);
  const to = startOf(order, (part) => part <= hi);
  const positions: number[] = [];
  for (const id of matches) {
    const at = order.position.get(id);
    if (at !== undefined && at >= from && at < to) positions.push(at);
  }
  // A typed array sorts numbers natively, several times faster than Array#sort with a comparator.
  return Array.from(Int32Array.from(positions).sort(), (at) => order.ids[at]!);
}
