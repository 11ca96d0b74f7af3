// Voter lists (kind 'list') on their key range. In list order with no residual filter, a page
// is the range read from an offset and the total is an index count: no record outside the page
// is read. A residual filter walks the range until the page is full; its total is one pass over
// the range, cached. Alphabetical and search results are gathered once, sorted and cached.
import type { BoothDb } from '../db/database.ts';
import type { VoterRecord } from '../db/types.ts';
import type { FilterValues, VoterFilterId } from '../domain/voter-filters.ts';
import { combinedPredicate } from '../domain/voter-filters.ts';
import { searchPlan } from '../domain/voter-search.ts';
import type { SearchPlan } from '../domain/voter-search.ts';
import { partSpan, readyListOrder } from './list-order.ts';
import {
  ALL_LIVE,
  choosePlan,
  partBounds,
  partRange,
  rangeRows,
  residualPredicate,
} from './query-plan.ts';
import type { KeyRange, QueryPlan } from './query-plan.ts';
import { cached } from './result-cache.ts';
import { sortVoters, wantsAlphabetical } from './row-order.ts';
import { searchIds, searchInOrder, searchVoters } from './search-query.ts';

export type ListQuery = {
  id: string;
  filters: readonly VoterFilterId[];
  values: FilterValues;
  locale?: string;
};

/** Rows from `offset`, at most `limit` of them; limit Infinity = all. */
export type Slice = { offset: number; limit: number };

const signature = (q: ListQuery, what: string): string =>
  JSON.stringify([what, q.id, q.filters, q.values, q.locale ?? '']);

const touch = (db: BoothDb, r: KeyRange) => () => rangeRows(db, r).limit(1).primaryKeys();

function activeSearch(q: ListQuery): SearchPlan | null {
  if (!q.filters.includes('search')) return null;
  const text = q.values.search;
  return text === null || text === undefined ? null : searchPlan(String(text).trim());
}

/** A gathered result (search, alphabetical): every matching row in screen order, cached. */
function gathered(db: BoothDb, q: ListQuery, plan: SearchPlan | null): Promise<VoterRecord[]> {
  const alphabetical = wantsAlphabetical(q.filters, q.values);
  return cached(
    db,
    signature(q, 'rows'),
    async () => {
      const keep = combinedPredicate(q.filters, q.values);
      if (plan)
        return sortVoters((await searchVoters(db, plan)).filter(keep), alphabetical, q.locale);
      const { range, residual } = await choosePlan(db, q.filters, q.values);
      const rows = await rangeRows(db, range).toArray();
      return sortVoters(residual ? rows.filter(residual) : rows, alphabetical, q.locale);
    },
    touch(db, ALL_LIVE),
  );
}

const isGathered = (q: ListQuery, plan: SearchPlan | null): boolean =>
  plan !== null || wantsAlphabetical(q.filters, q.values);

/** Up to this many matching ids a search reads its records instead of the range's ids. */
export const FEW_SEARCH_MATCHES = 2_000;

let fewMatches = FEW_SEARCH_MATCHES;

/** Tests set 0 to run the range-ids path on a small fixture. */
export function setFewSearchMatches(n: number): void {
  fewMatches = n;
}

/**
 * A search in list order, as ids: sorted by their positions in the list order once that is in
 * memory (list-order.ts); until then a few matches are read and sorted, and many are picked, in
 * order, out of the part range's ids (its index keys, cached per write generation) without
 * reading a record. Null when another filter than the part range needs the records.
 */
function orderedSearch(db: BoothDb, q: ListQuery, plan: SearchPlan): Promise<string[]> | null {
  if (wantsAlphabetical(q.filters, q.values)) return null;
  const others = q.filters.filter((id) => id !== 'search');
  if (residualPredicate(others, q.values, null)) return null;
  const range = partRange(q.filters, q.values);
  return cached(
    db,
    signature(q, 'searchIds'),
    async () => {
      const order = readyListOrder(db);
      if (order) {
        const { lo, hi } = partBounds(q.filters, q.values);
        return searchInOrder(order, plan, lo, hi);
      }
      const ids = await searchIds(db, plan);
      if (ids.length <= fewMatches) {
        // A surname or a voter id matches a few hundred: reading them and sorting is cheaper
        // than walking every id of the part range (all 300,000 keys when no part is set).
        const inRange = combinedPredicate(others, q.values);
        const rows = (await db.voters.bulkGet(ids)).filter(
          (v): v is VoterRecord => v !== undefined && !v.deleted && inRange(v),
        );
        return sortVoters(rows, false).map((v) => v.id);
      }
      const matching = new Set(ids);
      const ordered = await cached(
        db,
        JSON.stringify(['rangeIds', range]),
        () => rangeRows(db, range).primaryKeys(),
        touch(db, range),
      );
      return ordered.filter((id) => matching.has(id));
    },
    touch(db, range),
  );
}

async function rowsOf(db: BoothDb, ids: readonly string[]): Promise<VoterRecord[]> {
  return (await db.voters.bulkGet([...ids])).filter((v): v is VoterRecord => v !== undefined);
}

function sliceOf<T>(rows: readonly T[], s: Slice): T[] {
  return rows.slice(s.offset, s.limit === Infinity ? undefined : s.offset + s.limit);
}

/**
 * A slice of the rows among `ids` (a part range in list order) that pass `test`, read in
 * growing chunks of one bulkGet each until the slice is full: a filtered cursor pays a round
 * trip per record it looks at, a chunk one for all of them.
 */
async function filteredSlice(
  db: BoothDb,
  ids: readonly string[],
  test: (row: VoterRecord) => boolean,
  s: Slice,
): Promise<VoterRecord[]> {
  const out: VoterRecord[] = [];
  let skip = s.offset;
  let size = 64;
  for (
    let at = 0;
    at < ids.length && out.length < s.limit;
    at += size, size = Math.min(size * 2, 1024)
  ) {
    for (const row of await db.voters.bulkGet(ids.slice(at, at + size))) {
      if (!row || !test(row)) continue;
      if (skip > 0) skip--;
      else if (out.push(row) === s.limit) break;
    }
  }
  return out;
}

/** The rows of a list report for one slice, in screen order. */
export async function listRows(db: BoothDb, q: ListQuery, s: Slice): Promise<VoterRecord[]> {
  const search = activeSearch(q);
  const ordered = search && orderedSearch(db, q, search);
  if (ordered) return rowsOf(db, sliceOf(await ordered, s));
  if (isGathered(q, search)) return sliceOf(await gathered(db, q, search), s);
  const { range, residual }: QueryPlan = await choosePlan(db, q.filters, q.values);
  const order = residual && range.filter === null ? readyListOrder(db) : null;
  if (order && residual) {
    const { lo, hi } = partBounds(q.filters, q.values);
    return filteredSlice(db, order.ids.slice(...partSpan(order, lo, hi)), residual, s);
  }
  let rows = rangeRows(db, range);
  if (residual) rows = rows.filter(residual);
  if (s.offset) rows = rows.offset(s.offset);
  if (s.limit !== Infinity) rows = rows.limit(s.limit);
  return rows.toArray();
}

/** How many rows the list report has. */
export async function listCount(db: BoothDb, q: ListQuery): Promise<number> {
  const search = activeSearch(q);
  const ordered = search && orderedSearch(db, q, search);
  if (ordered) return (await ordered).length;
  if (isGathered(q, search)) return (await gathered(db, q, search)).length;
  const { range, residual } = await choosePlan(db, q.filters, q.values);
  if (!residual) return rangeRows(db, range).count();
  return cached(
    db,
    signature(q, 'count'),
    async () => {
      // getAll in one go is several times faster than a filtered cursor over the same range.
      const rows = await rangeRows(db, range).toArray();
      let n = 0;
      for (const row of rows) if (residual(row)) n++;
      return n;
    },
    touch(db, range),
  );
}
