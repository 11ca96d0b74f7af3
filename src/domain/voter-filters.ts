// The voter report filters of the specification's validation rules "Filters", written once as pure functions over records.
// Each filter also says which Dexie index and key range could serve it (as data), so a query
// engine can run the most selective one on an index and apply the others as predicates.
//
// The voter indexes are those of the current schema (src/db/schema.ts); UNREAD_VOTER_INDEXES lists the
// ones no filter plan names (a test checks the list against the plans). The voter search has
// no plan here: the engine looks its words up in `*searchKeys`/`*idKeys` (voter-search.ts).
import type { VoterFields } from './voter.ts';
import { partOf } from './voter-aggregates.ts';
import type { FacetField } from './voter-facets.ts';
import { facetText, normalGender } from './voter-facets.ts';
import type { VoterFieldId, VoterOptionsId } from './voter-fields.ts';
import type { OptionListId } from './settings.ts';
import { serialKey } from './voter-roll.ts';
import { searchMatcher } from './voter-search.ts';

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
  | 'caste'
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

/** The voter indexes of src/db/schema.ts (the current version). */
export type VoterIndexName =
  | '[deleted+part+serial]'
  | '[deleted+scope]'
  | 'facets'
  | 'searchKeys'
  | 'idKeys'
  | 'voterId'
  | 'addressKey'
  | 'dupKey';

type IndexKey = string | number | readonly (string | number)[];

/**
 * Indexes no filter plan names. searchKeys, idKeys: the voter search, which the engine looks
 * up word by word (voter-search.ts). voterId: the import's merge by voter id. addressKey:
 * households (family reports, profile card). dupKey: double-voter twins in other parts.
 * [deleted+scope]: the Areas screen counts voters by where they live (area-queries.ts).
 */
export const UNREAD_VOTER_INDEXES = [
  'searchKeys',
  'idKeys',
  'voterId',
  'addressKey',
  'dupKey',
  '[deleted+scope]',
] as const satisfies readonly VoterIndexName[];

/**
 * How one filter reads an index: an inclusive key range. A `facets` range spans every part
 * and serial ([field, value, -Infinity, -Infinity] to [field, value, Infinity, Infinity]); the
 * engine narrows it to the part range, which is what keeps "part range + one select" a single
 * range.
 */
export type IndexPlan = { index: VoterIndexName; range: readonly [IndexKey, IndexKey] };

/** The facets range of one exact value, across all parts. */
export const facetPlan = (field: FacetField, value: string | number): IndexPlan => ({
  index: 'facets',
  range: [
    [field, value, -Infinity, -Infinity],
    [field, value, Infinity, Infinity],
  ],
});

/** 'subset': a report's fixed subset, always on, with no input (see `subset` below). */
export type FilterControl = 'range' | 'select' | 'text' | 'number' | 'dayMonth' | 'sort' | 'subset';

export type VoterFilterDef = {
  id: string;
  control: FilterControl;
  /** The inputs this filter reads, in screen order; labels are voters.filters.<input>. */
  inputs: readonly FilterInputId[];
  /** The record field a select or text filter compares. */
  field?: VoterFieldId;
  /**
   * Where a select's options come from: a fixed list, the admin's list (with the values the
   * voters hold that it lacks), the twelve months, or the data.
   */
  options?: VoterOptionsId | OptionListId | 'months' | 'sort' | 'data';
  /** The filter as a test on one row; null when its inputs are blank. */
  predicate: (values: FilterValues) => ((row: FilterRow) => boolean) | null;
  /** The index range that serves it; null when none does (or its inputs are blank). */
  index: (values: FilterValues) => IndexPlan | null;
  /** A subset's values for a voter added on its screen, so the new voter is in the list. */
  formDefaults?: Partial<Record<VoterFieldId, string>>;
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

/** Exact match on a field (blank = no filter), served by the field's facet range. */
function exact(
  id: FilterInputId,
  field: VoterFieldId & FacetField,
  control: FilterControl,
  options?: VoterFilterDef['options'],
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
      return (row) => facetText(row[field]) === want;
    },
    index: (values) => {
      const want = text(values[id]);
      return want ? facetPlan(field, want) : null;
    },
  };
}

/** Aggregate rows: address or surname (and the head's name), or the part as text. */
function aggregateHaystacks(row: FilterRow): string[] {
  return [row.address, row.surname, row.name, row.partNumber].map((t) =>
    text(t).toLocaleLowerCase(),
  );
}

/** The specification's validation rules substring search, kept for the aggregate rows (computed, never indexed). */
const substringFilter = (id: string, haystacks: (row: FilterRow) => string[]): VoterFilterDef => ({
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

/** Voter Search: word prefixes in either script, voter id, phone (voter-search.ts). */
const voterSearchFilter: VoterFilterDef = {
  id: 'search',
  control: 'text',
  inputs: ['search'],
  predicate: (values) => searchMatcher(text(values.search)),
  // Looked up by the engine in *searchKeys / *idKeys, not a single key range.
  index: () => null,
};

/**
 * The subset a report's name promises (Married Women, New Voters …), listed among its filters
 * so the same engine applies it on every path: no input, always on, and a user's own filters
 * narrow it further. `index` is the facet range that serves it, when one does; `field` is set
 * only when that range answers the test completely.
 */
function subset(
  id: string,
  test: (row: FilterRow) => boolean,
  formDefaults: VoterFilterDef['formDefaults'] = {},
  index: IndexPlan | null = null,
  field?: VoterFieldId,
): VoterFilterDef {
  return {
    id,
    control: 'subset',
    inputs: [],
    ...(field ? { field } : {}),
    predicate: () => test,
    index: () => index,
    formDefaults,
  };
}

/** New voters are first-time voters: 18 or 19 years old (docs/decisions/voters.md). */
export const NEW_VOTER_AGES = { from: 18, to: 19 } as const;

const filled = (value: unknown): boolean => facetText(value) !== '';

// ---------------------------------------------------------------------------------------------
// The catalog

export const VOTER_FILTERS = {
  partRange: numberRange(
    'partRange',
    'partFrom',
    'partTo',
    (row) => partOf(row),
    // The derived `part` is 0 for records without a part number, so every range is a plan.
    (lo, hi) => ({
      index: '[deleted+part+serial]',
      range: [
        [0, lo ?? -Infinity, -Infinity],
        [0, hi ?? Infinity, Infinity],
      ],
    }),
  ),
  // No index: age is applied to the rows of the part or select range (an age index orders by
  // age, not by part, and would cost every import for a filter that always comes with a part).
  ageRange: numberRange('ageRange', 'ageFrom', 'ageTo', numberOf('age')),
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
    // Case-insensitive (the specification's validation rules "Single voter"); one old form stored M/F.
    predicate: (values) => {
      const want = text(values.gender);
      if (!want) return null;
      const norm = normalGender(want);
      return (row) => normalGender(row.gender ?? '') === norm;
    },
    index: (values) => {
      const want = text(values.gender);
      return want ? facetPlan('gender', normalGender(want)) : null;
    },
  },
  religion: exact('religion', 'religion', 'select', 'religion'),
  area: exact('area', 'area', 'select', 'data'),
  category: exact('category', 'category', 'select', 'category'),
  party: exact('party', 'party', 'select', 'party'),
  alive: exact('alive', 'alive', 'select', 'alive'),
  education: exact('education', 'education', 'select', 'education'),
  homeShifted: exact('homeShifted', 'homeShifted', 'select', 'homeShifted'),
  profession: exact('profession', 'profession', 'select', 'profession'),
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
    // The specification's validation rules: the birthday filter skips records without a dob.
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
    // The month's facet range; the days are applied to its rows.
    index: (values) => {
      const month = monthNumber(values.month);
      return month === undefined ? null : facetPlan('dobMonth', month);
    },
  },
  // Caste is free text on the form: no facet and no option list, so the caste typed is matched
  // whole, ignoring case, on the rows of the part range.
  caste: {
    id: 'caste',
    control: 'text',
    inputs: ['caste'],
    field: 'caste',
    predicate: (values) => {
      const want = text(values.caste).toLocaleLowerCase();
      if (!want) return null;
      return (row) => text(row.caste).toLocaleLowerCase() === want;
    },
    index: () => null,
  },
  // Report subsets (voter-reports.ts; the rules are in docs/decisions/voters.md).
  marriedWomen: subset(
    'marriedWomen',
    (row) => normalGender(row.gender ?? '') === 'female' && row.relationType === 'husband',
    { gender: 'Female', relationType: 'husband' },
    facetPlan('gender', 'female'),
  ),
  newVoters: subset('newVoters', (row) => {
    const age = numberOf('age')(row);
    return age !== undefined && age >= NEW_VOTER_AGES.from && age <= NEW_VOTER_AGES.to;
  }),
  labharthi: subset(
    'labharthi',
    (row) =>
      filled(row.labharthicenter) || filled(row.labharthistate) || filled(row.labharthicandidate),
  ),
  shifted: subset(
    'shifted',
    (row) => facetText(row.homeShifted) === 'Yes',
    { homeShifted: 'Yes' },
    facetPlan('homeShifted', 'Yes'),
    'homeShifted',
  ),
  livingOutside: subset(
    'livingOutside',
    (row) => facetText(row.outside) === 'Yes',
    { outside: 'Yes' },
    facetPlan('outside', 'Yes'),
    'outside',
  ),
  // The Dead/Alive list: voters someone has marked either way; its Alive/Dead select narrows.
  aliveOrDead: subset('aliveOrDead', (row) => ['Alive', 'Dead'].includes(facetText(row.alive))),
  search: voterSearchFilter,
  rowSearch: substringFilter('rowSearch', aggregateHaystacks),
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

/** The form values a voter added on a screen with these filters starts with (its subsets'). */
export function subsetFormDefaults(
  ids: readonly VoterFilterId[],
): Partial<Record<VoterFieldId, string>> {
  return Object.assign(
    {},
    ...ids.map((id) => (VOTER_FILTERS[id] as VoterFilterDef).formDefaults ?? {}),
  ) as Partial<Record<VoterFieldId, string>>;
}

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

/** True for "Alphabetical" and the old select's "Alphbetical" (docs/spec-differences.md: both sort). */
export const isAlphabetical = (sort: string | number | null | undefined): boolean =>
  /^alpha?be?tical$/i.test(text(sort));

/**
 * Agewise sort: Alphabetical orders by first name (then last name), locale-aware; Normal (the
 * default) is the roll order: part, then serial (voter-roll.ts; voters without one after, in
 * the order given, which the engine keeps by id). Stable; new array.
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
  return out.sort((a, b) => partOf(a) - partOf(b) || serialKey(a) - serialKey(b));
}

/** Filters then (when the filters include `sort`) sorts: the whole of the specification's validation rules for one screen. */
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
