// Reads of the voters table for the report screens. One entry point per need: a page of a
// report (rows and total), every row of a report (export, print, slips), one voter and its
// household (the profile card), and the gender counts of All Voters Summary.
//
// A booth worker's few thousand voters run in memory over one cached copy (small-roll.ts).
// Above that, never a whole-table scan for a page: voter lists read one key range (list-query.ts, plan in
// query-plan.ts), computed reports the voters of their parts (computed-query.ts), and the
// gender counts are index counts of the gender facet.
import type { BoothDb } from '../db/database.ts';
import type { VoterRecord } from '../db/types.ts';
import type { FacetField, FacetKey } from '../domain/voter-facets.ts';
import type { FilterRow, FilterValues } from '../domain/voter-filters.ts';
import type { VoterReportDef } from '../domain/voter-reports.ts';
import { hasRollFiles, voterById, votersById } from '../db/roll-files.ts';
import { liveVotersOfParts } from '../db/voter-ranges.ts';
import { householdKeys } from '../domain/households.ts';
import { computedRows } from './computed-query.ts';
import { readyListOrder } from './list-order.ts';
import { positionsOf } from './roll-keys.ts';
import { listCount, listRows } from './list-query.ts';
import type { ListQuery, Slice } from './list-query.ts';
import { ALL_LIVE, rangeRows } from './query-plan.ts';
import { smallRollRows } from './small-roll.ts';

export type ReportQuery = {
  def: VoterReportDef;
  /** What the filter area holds (blank inputs are ignored). */
  values: FilterValues;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** The UI language, for the Alphabetical sort. */
  locale?: string;
};

/** One page of a report: its rows and the total over all pages. */
export type ReportPage = { rows: FilterRow[]; total: number };

export type GenderCounts = { male: number; female: number; other: number; total: number };

const listQuery = (def: VoterReportDef, values: FilterValues, locale?: string): ListQuery => ({
  id: def.id,
  filters: def.filters,
  values,
  ...(locale ? { locale } : {}),
});

async function reportSlice(
  db: BoothDb,
  def: VoterReportDef,
  values: FilterValues,
  slice: Slice,
  locale?: string,
): Promise<FilterRow[]> {
  const small = await smallRollRows(db, def, values, locale);
  if (small) return sliceOf(small, slice);
  if (def.kind === 'list') return listRows(db, listQuery(def, values, locale), slice);
  return sliceOf(await computedRows(db, def, values, locale), slice);
}

const sliceOf = <T>(rows: readonly T[], s: Slice): T[] =>
  rows.slice(s.offset, s.limit === Infinity ? undefined : s.offset + s.limit);

/** Every row of a report under the given filters, in screen order. */
export function loadReportRows(
  db: BoothDb,
  def: VoterReportDef,
  values: FilterValues,
  locale?: string,
): Promise<FilterRow[]> {
  return reportSlice(db, def, values, { offset: 0, limit: Infinity }, locale);
}

/** The rows of one page, without the total (what a screen shows first). */
export function loadReportPageRows(db: BoothDb, q: ReportQuery): Promise<FilterRow[]> {
  const slice = { offset: (q.page - 1) * q.pageSize, limit: q.pageSize };
  return reportSlice(db, q.def, q.values, slice, q.locale);
}

/** The number of rows of a report under the given filters. */
export async function loadReportTotal(
  db: BoothDb,
  def: VoterReportDef,
  values: FilterValues,
  locale?: string,
): Promise<number> {
  const small = await smallRollRows(db, def, values, locale);
  if (small) return small.length;
  if (def.kind === 'list') return listCount(db, listQuery(def, values, locale));
  return (await computedRows(db, def, values, locale)).length;
}

export async function loadReportPage(db: BoothDb, q: ReportQuery): Promise<ReportPage> {
  const [rows, total] = await Promise.all([
    loadReportPageRows(db, q),
    loadReportTotal(db, q.def, q.values, q.locale),
  ]);
  return { rows, total };
}

/** One live voter, or undefined. */
export async function loadVoter(db: BoothDb, id: string): Promise<VoterRecord | undefined> {
  const v = await voterById(db, id);
  return v && !v.deleted ? v : undefined;
}

/**
 * The live voters of a voter's household (domain/households.ts), the voter included, in list
 * order: from the keys in memory when they are in (list-order.ts), else from its part, which
 * holds every household of its voters.
 */
export async function loadHousehold(db: BoothDb, voter: VoterRecord): Promise<VoterRecord[]> {
  const key = householdKeys()(voter);
  if (!key) return [voter];
  const order = readyListOrder(db);
  if (order) {
    const ids = Array.from(positionsOf(order.household, key), (p) => order.ids[p]!);
    const members = await votersById(db, ids);
    return members.filter((v): v is VoterRecord => v !== undefined && !v.deleted);
  }
  const keyOf = householdKeys();
  const part = await liveVotersOfParts(db, voter.part, voter.part);
  return part.filter((v) => keyOf(v) === key);
}

/**
 * The distinct values live voters hold in a select field (the Area and Category options),
 * from the facet index's keys alone: one key per value and part, never a record.
 */
export async function loadFacetValues(db: BoothDb, field: FacetField): Promise<string[]> {
  const keys = (await db.voters
    .where('facets')
    .between([field, -Infinity], [field, []], true, true)
    .uniqueKeys()) as unknown as FacetKey[];
  const values = new Set(keys.map((k) => String(k[1])));
  // The part files' voters have no index entries: their facets are read from the records.
  if (await hasRollFiles(db))
    for (const v of await liveVotersOfParts(db))
      for (const f of v.facets) if (f[0] === field) values.add(String(f[1]));
  return [...values].sort((a, b) => a.localeCompare(b));
}

/** The gender counts of voters in memory, as the facet counts below count them. */
function gendersOf(voters: readonly VoterRecord[]): GenderCounts {
  const counts = { male: 0, female: 0, other: 0, total: voters.length };
  for (const v of voters) {
    const gender = v.facets.find((f) => f[0] === 'gender')?.[1];
    if (gender === 'male') counts.male++;
    else if (gender === 'female') counts.female++;
    else if (gender !== undefined) counts.other++;
  }
  return counts;
}

/** Live voters of one gender facet value (or of any value), counted on the index alone. */
function genderCount(db: BoothDb, value?: string): Promise<number> {
  // Any value: from the lowest key after 'gender' to an empty array, which sorts above strings.
  const [lower, upper] =
    value === undefined
      ? [
          ['gender', -Infinity],
          ['gender', []],
        ]
      : [
          ['gender', value, -Infinity],
          ['gender', value, Infinity],
        ];
  return db.voters.where('facets').between(lower, upper, true, true).count();
}

/** Live voters by gender (Male/male/M count as male; anything else set is "other"). */
export async function loadGenderCounts(db: BoothDb): Promise<GenderCounts> {
  if (await hasRollFiles(db)) return gendersOf(await liveVotersOfParts(db));
  const [male, female, withGender, total] = await Promise.all([
    genderCount(db, 'male'),
    genderCount(db, 'female'),
    genderCount(db),
    rangeRows(db, ALL_LIVE).count(),
  ]);
  return { male, female, other: withGender - male - female, total };
}
