// Why: a search over a coordinator's 300,000 voters matches thousands (a common surname), and
// its first page must come in list order (part, then serial, then id: domain/voter-roll.ts)
// without reading those records. So once the voters stop changing, the live roll is read in
// the background, in primary-key chunks, and kept in memory for that write generation: the ids
// in [deleted+part+serial] order, where each part starts, each one's serial, and the search,
// id, household and double-voter keys with the positions of
// the voters that carry them (roll-keys.ts). A search is then a lookup and a sort of
// positions, a household a lookup. Until it is in, the indexed paths of list-query.ts serve.
// The records are read rather than the index keys: IndexedDB hands over an index entry no
// faster than the record it points to, and one pass fills every key set.
import type { BoothDb } from '../db/database.ts';
import { fileVoters, hasRollFiles, onFileVotersForgotten } from '../db/roll-files.ts';
import type { VoterRecord } from '../db/types.ts';
import { householdKeys } from '../domain/households.ts';
import { NO_SERIAL } from '../domain/voter-roll.ts';
import { collect, freeze } from './roll-keys.ts';
import type { KeyCollector, KeyPositions } from './roll-keys.ts';

export type ListOrder = {
  /** Live voter ids in list order. */
  ids: string[];
  /** Each id's index in `ids`. */
  position: Map<string, number>;
  /** The parts present, ascending, and the index in `ids` where each starts. */
  parts: number[];
  starts: number[];
  /** By list position: the voter's serial, NO_SERIAL when none (ascending within a part). */
  serials: Float64Array;
  /** *searchKeys, *idKeys, household (domain/households.ts) and dupKey keys, by list position. */
  search: KeyPositions;
  idKeys: KeyPositions;
  household: KeyPositions;
  /** Households of the live roll: the keyed ones plus each voter with no house and no address. */
  households: number;
  twins: KeyPositions;
  /** By list position: the voter's age (NaN when none) and its index in `twins.keys` (-1). */
  ages: Float64Array;
  twinKey: Int32Array;
  /**
   * The live records in id order when there are at most RECORDS_KEPT_UP_TO of them (or the
   * phone keeps part files: any number), else null:
   * the report screens compute from them in memory (small-roll.ts) instead of reading the roll
   * again, which at 30,000 voters cost seconds on every report opened.
   */
  records: VoterRecord[] | null;
};

/** Up to this many live voters the order keeps their records (a few tens of MB at most). */
export const RECORDS_KEPT_UP_TO = 50_000;

/** Records per read: a short task each on a slow phone (cloning them is on the main thread). */
export const LIST_ORDER_CHUNK = 1_000;

/** Quiet time before the order is read: an import or a first sync writes batch after batch. */
export const LIST_ORDER_SETTLE_MS = 300;

let enabled = true;

/** Tests turn it off to run the indexed search path while the fixture stays unchanged. */
export function setListOrderEnabled(on: boolean): void {
  enabled = on;
}

export const listOrderEnabled = (): boolean => enabled;

type Entry = { generation: number; order: ListOrder | null };
const orders = new WeakMap<BoothDb, Entry>();
// A new edition of the roll is about to replace most of it (sync/new-edition.ts): the order and
// its records go with the old files' voters, not after the edition.
onFileVotersForgotten((db) => orders.delete(db));

/**
 * Every record in primary-key order, a chunk at a time (each chunk its own transaction). False
 * as soon as `current()` is: a write came, so the rest of the read would be thrown away. During
 * a first sync a page of voters lands every moment; reading on through the whole roll each time
 * competed with the sync's own writes (a dashboard open made the sync three times slower).
 */
async function eachChunk(
  db: BoothDb,
  visit: (rows: VoterRecord[]) => void,
  current: () => boolean,
): Promise<boolean> {
  let after = '';
  for (;;) {
    if (!current()) return false;
    const rows = await db.voters.where(':id').above(after).limit(LIST_ORDER_CHUNK).toArray();
    if (rows.length) visit(rows);
    if (rows.length < LIST_ORDER_CHUNK) return true;
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * Read without one transaction: the caller keeps it only if no write moved the generation.
 * Null when a write came while reading (given up early).
 */
async function readListOrder(db: BoothDb, current: () => boolean): Promise<ListOrder | null> {
  // Scan order (by id) first; list order is the same voters stably sorted by part and serial.
  const scanIds: string[] = [];
  const scanParts: number[] = [];
  const scanSerials: number[] = [];
  const scanAges: number[] = [];
  const search: KeyCollector = new Map();
  const idKeys: KeyCollector = new Map();
  const household: KeyCollector = new Map();
  const twins: KeyCollector = new Map();
  const householdOf = householdKeys();
  let alone = 0;
  let records: VoterRecord[] | null = [];
  // With part files (src/db/roll-files.ts) the records are kept at any size: the reports have
  // no index to fall back on for the files' voters.
  const files = await hasRollFiles(db);
  const add = (v: VoterRecord) => {
    const at = scanIds.length;
    if (records && records.push(v) > RECORDS_KEPT_UP_TO && !files) records = null;
    scanIds.push(v.id);
    scanParts.push(v.part);
    scanSerials.push(v.serial ?? NO_SERIAL);
    scanAges.push(typeof v.age === 'number' ? v.age : NaN);
    collect(search, v.searchKeys, at);
    collect(idKeys, v.idKeys, at);
    const house = householdOf(v);
    if (house) collect(household, [house], at);
    else alone += 1;
    if (v.dupKey) collect(twins, [v.dupKey], at);
  };
  const inOverlay = new Set<string>();
  const complete = await eachChunk(
    db,
    (rows) => {
      for (const v of rows) {
        if (files) inOverlay.add(v.id);
        if (!v.deleted) add(v);
      }
    },
    current,
  );
  if (!complete) return null;
  if (files) {
    let n = 0;
    for (const [id, v] of await fileVoters(db)) {
      if (!inOverlay.has(id)) add(v);
      // A short task at a time on a slow phone, and no longer than a write allows.
      if (++n % LIST_ORDER_CHUNK === 0) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (!current()) return null;
      }
    }
    records?.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }
  // Stable, so equal keys (no serial, or a serial twice) stay in id order. Ids are made in
  // time order (record-id.ts) and a roll is imported in part and serial order, so the scan is
  // mostly sorted already, which the sort passes through in about one sweep.
  // The files' voters came after the overlay's, not in id order: ties are broken by id then.
  const byId = (a: number, b: number) =>
    files ? (scanIds[a]! < scanIds[b]! ? -1 : scanIds[a]! > scanIds[b]! ? 1 : 0) : 0;
  const byList = Array.from(scanIds, (_, i) => i).sort(
    (a, b) => scanParts[a]! - scanParts[b]! || scanSerials[a]! - scanSerials[b]! || byId(a, b),
  );
  const positionOf = new Int32Array(scanIds.length);
  const ids = new Array<string>(scanIds.length);
  const serials = new Float64Array(scanIds.length);
  const parts: number[] = [];
  const starts: number[] = [];
  byList.forEach((i, to) => {
    const part = scanParts[i]!;
    if (parts[parts.length - 1] !== part) {
      parts.push(part);
      starts.push(to);
    }
    positionOf[i] = to;
    ids[to] = scanIds[i]!;
    serials[to] = scanSerials[i]!;
  });
  const position = new Map<string, number>();
  ids.forEach((id, i) => position.set(id, i));
  const ages = new Float64Array(ids.length);
  scanAges.forEach((age, i) => (ages[positionOf[i]!] = age));
  const frozenTwins = freeze(twins, positionOf);
  const twinKey = new Int32Array(ids.length).fill(-1);
  frozenTwins.positions.forEach((at, k) => at.forEach((p) => (twinKey[p] = k)));
  return {
    ids,
    position,
    parts,
    starts,
    serials,
    search: freeze(search, positionOf),
    idKeys: freeze(idKeys, positionOf),
    household: freeze(household, positionOf),
    households: household.size + alone,
    twins: frozenTwins,
    ages,
    twinKey,
    records,
  };
}

const READ_MARK = 'voter-list-order';

/**
 * Each read as a user-timing entry (detail: kept or given up), the last hundred: the screen
 * benchmark (bench/screens) shows how long the read after a sync took and how many gave up.
 */
function markRead(started: number, kept: boolean): void {
  if (typeof performance.measure !== 'function') return;
  if (performance.getEntriesByName(READ_MARK).length >= 100) performance.clearMeasures(READ_MARK);
  performance.measure(READ_MARK, { start: started, detail: kept ? 'kept' : 'given up' });
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
    const started = performance.now();
    readListOrder(db, current).then(
      (order) => {
        const kept = !!order && current();
        markRead(started, kept);
        if (kept) entry.order = order;
        else if (orders.get(db) === entry) orders.delete(db);
      },
      (error: unknown) => {
        // A database closed meanwhile (sign-out, a test's end) has no order to read.
        if ((error as { name?: string } | null)?.name !== 'DatabaseClosedError')
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

/** The index in `parts` (and `starts`) of the part holding list position `p`. */
export function partIndexAt(order: ListOrder, p: number): number {
  let lo = 0;
  let hi = order.starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (order.starts[mid]! <= p) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The positions [from, to) of the voters in parts lo…hi (inclusive). */
export function partSpan(order: ListOrder, lo: number, hi: number): [number, number] {
  return [startOf(order, (part) => part < lo), startOf(order, (part) => part <= hi)];
}

/** The first position in [from, to) whose serial is not below `serial` (binary search). */
function serialBound(order: ListOrder, from: number, to: number, serial: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (order.serials[mid]! < serial) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The positions [from, to) of the voters of `part` whose serial is fromSerial…toSerial
 * (inclusive): a panna's voters, or the voter at one serial. Voters without a serial are never
 * in it.
 */
export function serialSpan(
  order: ListOrder,
  part: number,
  fromSerial: number,
  toSerial: number,
): [number, number] {
  const [start, end] = partSpan(order, part, part);
  const last = Math.min(toSerial, NO_SERIAL - 1);
  if (last < fromSerial) return [start, start];
  return [serialBound(order, start, end, fromSerial), serialBound(order, start, end, last + 1)];
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
  const [from, to] = partSpan(order, lo, hi);
  const positions: number[] = [];
  for (const id of matches) {
    const at = order.position.get(id);
    if (at !== undefined && at >= from && at < to) positions.push(at);
  }
  // A typed array sorts numbers natively, several times faster than Array#sort with a comparator.
  return Array.from(Int32Array.from(positions).sort(), (at) => order.ids[at]!);
}
