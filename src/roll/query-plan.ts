// Which key range a report query reads: the live voters of its part range
// ([deleted+part+serial]) or, when a select filter is set, that value's facet range narrowed to
// the same parts — whichever holds fewer entries. Both are in list order (part, then serial,
// then id: domain/voter-roll.ts). The filters the range does not
// answer by itself stay as one residual predicate over the rows it yields.
import type { Collection } from 'dexie';
import type { BoothDb } from '../db/database.ts';
import type { VoterRecord } from '../db/types.ts';
import type {
  FilterRow,
  FilterValues,
  VoterFilterDef,
  VoterFilterId,
} from '../domain/voter-filters.ts';
import { FACET_FIELDS } from '../domain/voter-facets.ts';
import { VOTER_FILTERS, bound } from '../domain/voter-filters.ts';

type Key = string | number | readonly (string | number)[];

export type KeyRange = {
  index: '[deleted+part+serial]' | 'facets';
  lower: Key;
  upper: Key;
  /** The filter whose facet this is; null for the part range. */
  filter: VoterFilterId | null;
};

export type QueryPlan = {
  range: KeyRange;
  /** The filters the range does not answer, as one test; null when none is active. */
  residual: ((row: FilterRow) => boolean) | null;
};

/** Inclusive part bounds of a definition's part filter; unbounded when it has none. */
export function partBounds(
  filters: readonly VoterFilterId[],
  values: FilterValues,
): { lo: number; hi: number } {
  if (!filters.includes('partRange')) return { lo: -Infinity, hi: Infinity };
  return { lo: bound(values.partFrom) ?? -Infinity, hi: bound(values.partTo) ?? Infinity };
}

export const isBounded = (b: { lo: number; hi: number }): boolean =>
  b.lo > -Infinity || b.hi < Infinity;

export function partRange(filters: readonly VoterFilterId[], values: FilterValues): KeyRange {
  const { lo, hi } = partBounds(filters, values);
  return {
    index: '[deleted+part+serial]',
    lower: [0, lo, -Infinity],
    upper: [0, hi, Infinity],
    filter: null,
  };
}

/** The rows of a range, in list order. */
export function rangeRows(db: BoothDb, r: KeyRange): Collection<VoterRecord, string> {
  return db.voters.where(r.index).between(r.lower, r.upper, true, true);
}

/**
 * Filters a facet answers completely: the exact-match ones on a facet field (the birthday's
 * month is a facet too, but its days are checked on the rows).
 */
const FACET_EXACT = new Set<VoterFilterId>(
  (Object.keys(VOTER_FILTERS) as VoterFilterId[]).filter((id) => {
    const field = (VOTER_FILTERS[id] as VoterFilterDef).field;
    return field !== undefined && (FACET_FIELDS as readonly string[]).includes(field);
  }),
);

/** The facet ranges of a definition's active select filters, narrowed to its parts. */
function facetRanges(filters: readonly VoterFilterId[], values: FilterValues): KeyRange[] {
  const { lo, hi } = partBounds(filters, values);
  const out: KeyRange[] = [];
  for (const id of filters) {
    const plan = (VOTER_FILTERS[id] as VoterFilterDef).index(values);
    if (!plan || plan.index !== 'facets') continue;
    const [field, value] = plan.range[0] as readonly (string | number)[];
    out.push({
      index: 'facets',
      lower: [field!, value!, lo, -Infinity],
      upper: [field!, value!, hi, Infinity],
      filter: id,
    });
  }
  return out;
}

/** The residual test: every active filter except the part range and a facet it fully answers. */
export function residualPredicate(
  filters: readonly VoterFilterId[],
  values: FilterValues,
  answered: VoterFilterId | null,
): ((row: FilterRow) => boolean) | null {
  const tests = filters
    .filter((id) => id !== 'partRange' && !(id === answered && FACET_EXACT.has(id)))
    .map((id) => (VOTER_FILTERS[id] as VoterFilterDef).predicate(values))
    .filter((p): p is (row: FilterRow) => boolean => p !== null);
  if (!tests.length) return null;
  return (row) => tests.every((t) => t(row));
}

/** The smallest range among the part range and the active facets (by index count). */
export async function choosePlan(
  db: BoothDb,
  filters: readonly VoterFilterId[],
  values: FilterValues,
): Promise<QueryPlan> {
  const facets = facetRanges(filters, values);
  let range = partRange(filters, values);
  if (facets.length === 1) range = facets[0]!;
  if (facets.length > 1) {
    // Counting a facet range reads its index only; a few of them cost less than one wrong pick.
    const counts = await Promise.all(facets.map((f) => rangeRows(db, f).count()));
    range = facets[counts.indexOf(Math.min(...counts))]!;
  }
  return { range, residual: residualPredicate(filters, values, range.filter) };
}

/** Every key of the part range index (for touching the whole live roll). */
export const ALL_LIVE: KeyRange = {
  index: '[deleted+part+serial]',
  lower: [0, -Infinity, -Infinity],
  upper: [0, Infinity, Infinity],
  filter: null,
};
