// The voter report filters of spec §5 "Filters", written once as pure functions over records.
// Each filter also says which Dexie index and key range could serve it (as data), so a query
// engine can run the most selective one on an index and apply the others as predicates.
//
// Of the 17 voter indexes (src/db/schema.ts) no filter here uses those in UNREAD_VOTER_INDEXES
// below (a test checks the list against the plans). The text search is a substring over several
// fields, which no index answers, so it is always a predicate.
import type { VoterFields } from '../db/types.ts';
import { partOf } from './voter-aggregates.ts';
import type { VoterFieldId, VoterOptionsId } from './voter-fields.ts';
import { voterFullName } from './voter-fields.ts';

/** What the filter area's inputs hold: text as typed; blank means "no filter". */
export type FilterInputId =
  | 'partFrom'
  | 'partTo'
  | 'ageFrom'
  | 'ageTo'
  | 'familySizeFrom'
  | 'familySizeTo'
  | 'gender'
  | 'religion'
  | 'area'
  | 'category'
  | 'party'
  | 'alive'
  | 'education'
  | 'homeShifted'
  | 'profession'
  | 'outside'
  | 'labharthicenter'
  | 'labharthistate'
  | 'labharthicandidate'
  | 'dayFrom'
  | 'dayTo'
  | 'month'
  | 'approachQty'
  | 'approachReason'
  | 'candidateName'
  | 'search'
  | 'sort';

export type FilterValues = Partial<Record<FilterInputId, string | number | null>>;

/** A row the filters can read: a voter, a family head, or an aggregate report row. */
export type FilterRow = VoterFields & {
  familySize?: number;
  surname?: string;
  name?: string;
  dobMonth?: number;
  dobDay?: number;
};

/** The voter indexes of src/db/schema.ts. */
export type VoterIndexName =
  | 'partNumber'
  | 'age'
  | 'gender'
  | 'voterId'
  | 'nameWords'
  | 'firstName'
  | 'lastName'
  | 'addressKey'
  | '[dobMonth+dobDay]'
  | 'party'
  | 'religion'
  | 'education'
  | 'profession'
  | 'deleted'
  | 'updatedAt'
  | '[deleted+partNumber]'
  | '[deleted+updatedAt]';

type IndexKey = string | number | readonly (string | number)[];

/**
 * Indexes no filter plan reads. partNumber: the part range reads [deleted+partNumber], which
 * leaves tombstones out. firstName: IndexedDB orders by code unit, not by the locale-aware
 * collation the Alphabetical sort needs ("amit" after "Zoya"). addressKey: the household
 * reports could walk it in order later. deleted, updatedAt, [deleted+updatedAt]: sync and paging.
 * voterId, nameWords, lastName: lookups by voter id and name words (other screens), not filters.
 */
export const UNREAD_VOTER_INDEXES = [
  'partNumber',
  'firstName',
  'addressKey',
  'deleted',
  'updatedAt',
  '[deleted+updatedAt]',
  'voterId',
  'nameWords',
  'lastName',
] as const satisfies readonly VoterIndexName[];

/** How one filter could read an index: an inclusive key range, or any of a few exact keys. */
export type IndexPlan =
  | { index: VoterIndexName; range: readonly [IndexKey, IndexKey] }
  | { index: VoterIndexName; anyOf: readonly IndexKey[] };

export type FilterControl = 'range' | 'select' | 'text' | 'number' | 'dayMonth' | 'sort';

export type VoterFilterDef = {
  id: string;
  control: FilterControl;
  /** The inputs this filter reads, in screen order; labels are voters.filters.<input>. */
  inputs: readonly FilterInputId[];
  /** The record field a select or text filter compares. */
  field?: VoterFieldId;
  /** Where a select's options come from: a fixed list, the twelve months, or the data. */
  options?: VoterOptionsId | 'months' | 'sort' | 'data';
  /** The filter as a test on one row; null when its inputs are blank. */
  predicate: (values: FilterValues) => ((row: FilterRow) => boolean) | null;
  /** The index range that serves it; null when none does (or its inputs are blank). */
  index: (values: FilterValues) => IndexPlan | null;
};

// ---------------------------------------------------------------------------------------------
// Reading inputs

/** A bound as a number; blank or not a number = undefined (ignored). */
export function bound(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim();
  if (!text) return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

const text = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value).trim();

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 1–12 for a month name (any case) or number; undefined otherwise. */
export function monthNumber(value: string | number | null | undefined): number | undefined {
  const t = text(value);
  if (!t) return undefined;
  const byName = MONTHS.findIndex((m) => m.toLowerCase() === t.toLowerCase());
  if (byName >= 0) return byName + 1;
  const n = Number(t);
  return Number.isInteger(n) && n >= 1 && n <= 12 ? n : undefined;
}

/** Month and day of a dob: the derived fields when present, else read from YYYY-MM-DD. */
export function dobParts(row: FilterRow): { month: number; day: number } | undefined {
  if (typeof row.dobMonth === 'number' && typeof row.dobDay === 'number')
    return { month: row.dobMonth, day: row.dobDay };
  const m = row.dob ? /^(\d{4})-(\d{2})-(\d{2})/.exec(row.dob) : null;
  return m ? { month: Number(m[2]), day: Number(m[3]) } : undefined;
}

// ---------------------------------------------------------------------------------------------
// Filter kinds

type NumberField = 'age' | 'familySize' | 'approachqty';

/** Inclusive from/to on a number field; a row without the number fails a set bound. */
function numberRange(
  id: string,
  from: FilterInputId,
  to: FilterInputId,
  read: (row: FilterRow) => number | undefined,
  index?: (lo: number | undefined, hi: number | undefined) => IndexPlan | null,
): VoterFilterDef {
  return {
    id,
    control: 'range',
    inputs: [from, to],
    predicate: (values) => {
      const lo = bound(values[from]);
      const hi = bound(values[to]);
      if (lo === undefined && hi === undefined) return null;
      return (row) => {
        const n = read(row);
        if (n === undefined) return false;
        return (lo === undefined || n >= lo) && (hi === undefined || n <= hi);
      };
    },
    index: (values) => {
      const lo = bound(values[from]);
      const hi = bound(values[to]);
      if (lo === undefined && hi === undefined) return null;
      return index ? index(lo, hi) : null;
    },
  };
}

const numberOf = (field: NumberField) => (row: FilterRow) =>
  typeof row[field] === 'number' && Number.isFinite(row[field]) ? row[field] : undefined;

/** Exact match on a field (blank = no filter); `indexed` when the field has its own index. */
function exact(
  id: FilterInputId,
  field: VoterFieldId,
  control: FilterControl,
  options?: VoterFilterDef['options'],
  indexed?: VoterIndexName,
): VoterFilterDef {
  return {
    id,
    control,
    inputs: [id],
    field,
    ...(options ? { options } : {}),
    predicate: (values) => {
      const want = text(values[id]);
      if (!want) return null;
      return (row) => text(row[field] as string | number | undefined) === want;
    },
    index: (values) => {
      const want = text(values[id]);
      return want && indexed ? { index: indexed, anyOf: [want] } : null;
    },
  };
}

/** Gender spellings stored by the old forms (Male, male, M …) for one choice. */
function genderSpellings(want: string): string[] {
  const lower = want.toLowerCase();
  const initial = lower === 'male' || lower === 'female' ? lower[0]! : '';
  const words = [lower, ...(initial ? [initial] : [])];
  return [...new Set(words.flatMap((w) => [w, w.toUpperCase(), w[0]!.toUpperCase() + w.slice(1)]))];
}

const normalGender = (g: string): string => {
  const lower = g.trim().toLowerCase();
  return lower === 'm' ? 'male' : lower === 'f' ? 'female' : lower;
};

/** Text search of spec §5 "Voter Search": name, voter id, relation, phone, address. */
function voterHaystacks(row: FilterRow): string[] {
  return [voterFullName(row), row.voterId, row.relation, row.phone, row.address].map((t) =>
    text(t).toLocaleLowerCase(),
  );
}

/** Aggregate rows: address or surname (and the head's name), or the part as text. */
function aggregateHaystacks(row: FilterRow): string[] {
  return [row.address, row.surname, row.name, row.partNumber].map((t) =>
    text(t).toLocaleLowerCase(),
  );
}

const searchFilter = (id: string, haystacks: (row: FilterRow) => string[]): VoterFilterDef => ({
  id,
  control: 'text',
  inputs: ['search'],
  predicate: (values) => {
    const q = text(values.search).toLocaleLowerCase();
    if (!q) return null;
    return (row) => haystacks(row).some((h) => h.includes(q));
  },
  index: () => null,
});

// ---------------------------------------------------------------------------------------------
// The catalog

export const VOTER_FILTERS = {
  partRange: numberRange(
    'partRange',
    'partFrom',
    'partTo',
    (row) => partOf(row),
    // Records without a part are not in the index but count as part 0: only a range above 0
    // may read the index alone.
    (lo, hi) =>
      lo !== undefined && lo > 0
        ? {
            index: '[deleted+partNumber]',
            range: [
              [0, lo],
              [0, hi ?? Infinity],
            ],
          }
        : null,
  ),
  ageRange: numberRange('ageRange', 'ageFrom', 'ageTo', numberOf('age'), (lo, hi) => ({
    index: 'age',
    range: [lo ?? -Infinity, hi ?? Infinity],
  })),
  familySizeRange: numberRange(
    'familySizeRange',
    'familySizeFrom',
    'familySizeTo',
    numberOf('familySize'),
  ),
  gender: {
    id: 'gender',
    control: 'select',
    inputs: ['gender'],
    field: 'gender',
    options: 'gender',
    // Case-insensitive (spec §5 "Single voter"); one old form stored M/F.
    predicate: (values) => {
      const want = text(values.gender);
      if (!want) return null;
      const norm = normalGender(want);
      return (row) => normalGender(row.gender ?? '') === norm;
    },
    index: (values) => {
      const want = text(values.gender);
      return want ? { index: 'gender', anyOf: genderSpellings(want) } : null;
    },
  },
  religion: exact('religion', 'religion', 'select', 'religion', 'religion'),
  area: exact('area', 'area', 'select', 'data'),
  category: exact('category', 'category', 'select', 'data'),
  party: exact('party', 'party', 'select', 'party', 'party'),
  alive: exact('alive', 'alive', 'select', 'alive'),
  education: exact('education', 'education', 'select', 'education', 'education'),
  homeShifted: exact('homeShifted', 'homeShifted', 'select', 'homeShifted'),
  profession: exact('profession', 'profession', 'select', 'profession', 'profession'),
  outside: exact('outside', 'outside', 'select', 'outside'),
  labharthicenter: exact('labharthicenter', 'labharthicenter', 'select', 'labharthicenter'),
  labharthistate: exact('labharthistate', 'labharthistate', 'select', 'labharthistate'),
  labharthicandidate: exact(
    'labharthicandidate',
    'labharthicandidate',
    'select',
    'labharthicandidate',
  ),
  approachQty: {
    id: 'approachQty',
    control: 'number',
    inputs: ['approachQty'],
    field: 'approachqty',
    predicate: (values) => {
      const max = bound(values.approachQty);
      if (max === undefined) return null;
      const read = numberOf('approachqty');
      return (row) => {
        const n = read(row);
        return n !== undefined && n <= max;
      };
    },
    index: () => null,
  },
  approachReason: exact('approachReason', 'approachreason', 'text'),
  candidateName: exact('candidateName', 'candidatename', 'text'),
  birthday: {
    id: 'birthday',
    control: 'dayMonth',
    inputs: ['dayFrom', 'dayTo', 'month'],
    options: 'months',
    // Spec §5: the birthday filter skips records without a dob.
    predicate: (values) => {
      const lo = bound(values.dayFrom);
      const hi = bound(values.dayTo);
      const month = monthNumber(values.month);
      if (lo === undefined && hi === undefined && month === undefined) return null;
      return (row) => {
        const dob = dobParts(row);
        if (!dob) return false;
        return (
          (month === undefined || dob.month === month) &&
          (lo === undefined || dob.day >= lo) &&
          (hi === undefined || dob.day <= hi)
        );
      };
    },
    index: (values) => {
      const month = monthNumber(values.month);
      if (month === undefined) return null;
      const lo = bound(values.dayFrom) ?? 1;
      const hi = bound(values.dayTo) ?? 31;
      return {
        index: '[dobMonth+dobDay]',
        range: [
          [month, lo],
          [month, hi],
        ],
      };
    },
  },
  search: searchFilter('search', voterHaystacks),
  rowSearch: searchFilter('rowSearch', aggregateHaystacks),
  sort: {
    id: 'sort',
    control: 'sort',
    inputs: ['sort'],
    options: 'sort',
    // Sorting keeps every row; see sortRows.
    predicate: () => null,
    index: () => null,
  },
} as const satisfies Record<string, VoterFilterDef>;

export type VoterFilterId = keyof typeof VOTER_FILTERS;

// ---------------------------------------------------------------------------------------------
// Running filters

/** Every active filter as one predicate (true when none is active). */
export function combinedPredicate(
  ids: readonly VoterFilterId[],
  values: FilterValues,
): (row: FilterRow) => boolean {
  const tests = ids
    .map((id) => (VOTER_FILTERS[id] as VoterFilterDef).predicate(values))
    .filter((p): p is (row: FilterRow) => boolean => p !== null);
  return (row) => tests.every((t) => t(row));
}

/** The index plans of the active filters, in the definition's order. */
export function indexPlans(ids: readonly VoterFilterId[], values: FilterValues): IndexPlan[] {
  return ids
    .map((id) => (VOTER_FILTERS[id] as VoterFilterDef).index(values))
    .filter((p): p is IndexPlan => p !== null);
}

export const SORT_OPTIONS = { alphabetical: 'Alphabetical', normal: 'Normal' } as const;

/** True for "Alphabetical" and the old select's "Alphbetical" (DESIGN.md §9: both sort). */
export const isAlphabetical = (sort: string | number | null | undefined): boolean =>
  /^alpha?be?tical$/i.test(text(sort));

/**
 * Agewise sort: Alphabetical orders by first name (then last name), locale-aware; Normal (the
 * default) by part number, the list's own (serial) order within a part. Stable; new array.
 */
export function sortRows<R extends FilterRow>(
  rows: readonly R[],
  sort: string | number | null | undefined,
  locale?: string,
): R[] {
  const out = [...rows];
  if (isAlphabetical(sort)) {
    const c = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    return out.sort(
      (a, b) =>
        c.compare(text(a.firstName), text(b.firstName)) ||
        c.compare(text(a.lastName), text(b.lastName)),
    );
  }
  return out.sort((a, b) => partOf(a) - partOf(b));
}

/** Filters then (when the filters include `sort`) sorts: the whole of spec §5 for one screen. */
export function applyFilters<R extends FilterRow>(
  ids: readonly VoterFilterId[],
  values: FilterValues,
  rows: readonly R[],
  locale?: string,
): R[] {
  const keep = combinedPredicate(ids, values);
  const kept = rows.filter(keep);
  return ids.includes('sort') ? sortRows(kept, values.sort, locale) : kept;
}
