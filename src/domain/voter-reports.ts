// Every voter report screen as data (docs/recipes.md): the 28 report paths of navigation.ts plus
// Voter List, New Voters Registration and the District Candidate List. One screen renders any
// definition; one test suite runs over all of them. Fields, columns and filters are ids into
// the catalogs of voter-fields.ts and voter-filters.ts.
import type { VoterFields } from './voter.ts';
import type { DashboardPageId, ReportId } from './navigation.ts';
import type {
  AddressWiseRow,
  AggregateVoter,
  DoubleVoterRow,
  FamilyHeadRow,
  FamilyLabelRow,
  FamilyRow,
  SurnameRow,
} from './voter-aggregates.ts';
import {
  addressWiseReport,
  doubleVoterReport,
  doubleVoterRows,
  familyHeadReport,
  familyLabelsReport,
  familyReport,
  surnameReport,
} from './voter-aggregates.ts';
import type { VoterColumn, VoterFormFieldId } from './voter-fields.ts';
import { COMMON_VOTER_COLUMNS, VOTER_COLUMNS, voterColumn, voterFullName } from './voter-fields.ts';
import type { FilterRow, FilterValues, VoterFilterId } from './voter-filters.ts';
import { applyFilters, combinedPredicate, sortRows } from './voter-filters.ts';

/** 'list' shows filtered voters; the others compute rows from the voters (voter-aggregates.ts). */
export type VoterReportKind =
  'list' | 'addressWise' | 'surname' | 'family' | 'familyHead' | 'familyLabels' | 'doubleVoter';

const c = <Row>(id: string, read: VoterColumn<Row>['read'], card?: 'title') =>
  voterColumn<Row>(id, read, card ? { card } : {});

/** Column catalogs per kind; a definition's columns are ids of its kind's catalog. */
export const REPORT_COLUMNS = {
  list: VOTER_COLUMNS,
  familyHead: VOTER_COLUMNS,
  doubleVoter: {
    ...VOTER_COLUMNS,
    group: c<DoubleVoterRow>('group', (r) => r.group),
  },
  addressWise: {
    serial: VOTER_COLUMNS.serial,
    part: c<AddressWiseRow>('part', (r) => r.partNumber),
    name: c<AddressWiseRow>('name', (r) => r.name, 'title'),
    address: c<AddressWiseRow>('address', (r) => r.address),
    male: c<AddressWiseRow>('male', (r) => r.male),
    female: c<AddressWiseRow>('female', (r) => r.female),
    total: c<AddressWiseRow>('total', (r) => r.total),
  },
  surname: {
    sl: VOTER_COLUMNS.sl,
    surname: c<SurnameRow>('surname', (r) => r.surname, 'title'),
    part: c<SurnameRow>('part', (r) => r.partNumber),
    total: c<SurnameRow>('total', (r) => r.total),
  },
  family: {
    serial: VOTER_COLUMNS.serial,
    name: c<FamilyRow>('name', (r) => r.name, 'title'),
    houseno: c<FamilyRow>('houseno', (r) => r.houseno),
    address: c<FamilyRow>('address', (r) => r.address),
    part: c<FamilyRow>('part', (r) => r.partNumber),
    totalFamilyMember: c<FamilyRow>('totalFamilyMember', (r) => r.familySize),
  },
  familyLabels: {
    serial: VOTER_COLUMNS.serial,
    name: c<FamilyLabelRow>('name', (r) => r.name, 'title'),
    part: c<FamilyLabelRow>('part', (r) => r.partNumber),
    address: c<FamilyLabelRow>('address', (r) => r.address),
    houseno: c<FamilyLabelRow>('houseno', (r) => r.houseno),
  },
} as const;

/** The row each kind's table shows. */
export type ReportRowMap = {
  list: VoterFields;
  familyHead: FamilyHeadRow;
  doubleVoter: DoubleVoterRow;
  addressWise: AddressWiseRow;
  surname: SurnameRow;
  family: FamilyRow;
  familyLabels: FamilyLabelRow;
};

export type ReportColumnId<K extends VoterReportKind> = keyof (typeof REPORT_COLUMNS)[K] & string;

type ReportBase = {
  /** Stable id; the i18n keys live under voters.reports.<id> (title, add). */
  id: string;
  /** The route this screen is registered under (src/domain/navigation.ts). */
  routeId: ReportId | DashboardPageId;
  titleKey: `voters.reports.${string}.title`;
  /**
   * Filter area, in screen order (ids of VOTER_FILTERS). A 'subset' filter among them is the
   * report's own subset: always applied, named under the title, no input.
   */
  filters: readonly VoterFilterId[];
  /** Label of the Add button; null = no Add button. Add always creates a voter. */
  addKey: `voters.reports.${string}.add` | null;
  /** A row menu (view profile, Edit) at the end of each row. */
  action: boolean;
  /** Form fields after the base voter fields (BASE_VOTER_FIELDS), each required… */
  extraFields: readonly VoterFormFieldId[];
  /** …except these (the specification's fields: partRelative and numberRelative of the double-voter form). */
  optionalFields: readonly VoterFormFieldId[];
};

export type VoterReportDef = {
  [K in VoterReportKind]: ReportBase & { kind: K; columns: readonly ReportColumnId<K>[] };
}[VoterReportKind];

type ListCol = ReportColumnId<'list'>;
const common = (...extra: ListCol[]): ListCol[] => [...COMMON_VOTER_COLUMNS, ...extra];
/** The specification's screens: Age is hidden on Home Shifted and Profession. */
const commonNoAge = (...extra: ListCol[]): ListCol[] => [
  ...COMMON_VOTER_COLUMNS.filter((id) => id !== 'age'),
  ...extra,
];

const keys = <const Id extends string>(id: Id, add: boolean) => ({
  titleKey: `voters.reports.${id}.title` as const,
  addKey: add ? (`voters.reports.${id}.add` as const) : null,
});

/** A voter list screen: filtered voters, the row menu, an Add button. */
const list = <const Id extends string, const Route extends ReportBase['routeId']>(
  id: Id,
  routeId: Route,
  filters: readonly VoterFilterId[],
  columns: readonly ListCol[],
  extraFields: readonly VoterFormFieldId[] = [],
  add = true,
) =>
  ({
    id,
    routeId,
    ...keys(id, add),
    kind: 'list',
    filters,
    columns,
    action: true,
    extraFields,
    optionalFields: [],
  }) as const;

const PART = ['partRange'] as const satisfies readonly VoterFilterId[];
const NEW = ['newVoters', 'partRange'] as const satisfies readonly VoterFilterId[];

export const VOTER_REPORTS = [
  // The specification's screens "Voter List / Search List (no Add button)": search plus part range.
  list('listSearch', 'listSearch', ['search', 'partRange'], common(), [], false),
  list('alphaList', 'alphaList', PART, common()),
  list('agewiseList', 'agewiseList', ['ageRange', 'gender', 'sort', 'partRange'], common()),
  {
    id: 'family',
    routeId: 'family',
    ...keys('family', false),
    kind: 'family',
    filters: ['familySizeRange', 'partRange'],
    columns: ['serial', 'name', 'houseno', 'address', 'part', 'totalFamilyMember'],
    action: false,
    extraFields: ['familySize'],
    optionalFields: [],
  },
  {
    id: 'familyHead',
    routeId: 'familyHead',
    ...keys('familyHead', true),
    kind: 'familyHead',
    filters: ['familySizeRange', 'ageRange', 'partRange'],
    columns: [...common(), 'familySize'],
    action: true,
    extraFields: ['familySize'],
    optionalFields: [],
  },
  {
    id: 'doubleName',
    routeId: 'doubleName',
    ...keys('doubleName', true),
    kind: 'doubleVoter',
    filters: PART,
    columns: ['serial', 'group', 'name', 'relation', 'gender', 'age', 'voterId', 'part', 'address'],
    action: true,
    extraFields: ['relativeName', 'partRelative', 'numberRelative'],
    optionalFields: ['partRelative', 'numberRelative'],
  },
  // The old filters did nothing here; they work (docs/spec-differences.md). Subsets (the first filter of a
  // definition, control 'subset') are the rows a report's name promises; docs/decisions/voters.md.
  list('marriedWomen', 'marriedWomen', ['marriedWomen', 'search', 'partRange'], common(), [
    'assembly',
  ]),
  list('singleVoter', 'singleVoter', ['partRange', 'ageRange', 'gender'], common(), ['assembly']),
  {
    id: 'addressWise',
    routeId: 'addressWise',
    ...keys('addressWise', true),
    kind: 'addressWise',
    filters: ['rowSearch', 'partRange'],
    columns: ['serial', 'part', 'name', 'address', 'male', 'female', 'total'],
    action: false,
    extraFields: [],
    optionalFields: [],
  },
  {
    id: 'surname',
    routeId: 'surname',
    ...keys('surname', true),
    kind: 'surname',
    filters: ['rowSearch', 'partRange'],
    columns: ['sl', 'surname', 'part', 'total'],
    action: false,
    extraFields: [],
    optionalFields: [],
  },
  {
    id: 'familyLabels',
    routeId: 'familyLabels',
    ...keys('familyLabels', true),
    kind: 'familyLabels',
    filters: PART,
    columns: ['serial', 'name', 'part', 'address', 'houseno'],
    action: false,
    extraFields: ['houseno'],
    optionalFields: [],
  },
  list('sms', 'sms', ['search', 'partRange'], common(), ['assembly']),
  list(
    'casteWiseList',
    'casteWiseList',
    ['partRange', 'caste', 'religion'],
    common('caste', 'religion'),
    ['caste', 'religion'],
  ),
  list('labelValue', 'labelValue', ['partRange', 'category'], common('category'), ['category']),
  list('areaWiseList', 'areaWiseList', ['partRange', 'area'], common('area'), ['area']),
  list('partyWiseList', 'partyWiseList', ['partRange', 'party'], common('party'), ['party']),
  list('deadList', 'deadList', ['aliveOrDead', 'partRange', 'alive'], common('alive'), ['alive']),
  list('birthdayList', 'birthdayList', ['birthday', 'partRange'], common('dob'), ['dob']),
  list('education', 'education', ['partRange', 'education'], common('education'), ['education']),
  list('homeShift', 'homeShift', ['shifted', 'partRange'], commonNoAge('homeShifted'), [
    'homeShifted',
  ]),
  list('newVoterList', 'newVoterList', NEW, common('profession'), ['profession']),
  list('profession', 'profession', ['partRange', 'profession'], commonNoAge('profession'), [
    'profession',
  ]),
  list('outsideLocation', 'outsideLocation', ['livingOutside', 'partRange'], common('outside'), [
    'outside',
  ]),
  list(
    'labharthiList',
    'labharthiList',
    ['labharthi', 'partRange', 'labharthicenter', 'labharthistate', 'labharthicandidate'],
    common('labharthicenter', 'labharthistate', 'labharthicandidate'),
    ['labharthicenter', 'labharthistate', 'labharthicandidate'],
  ),
  list(
    'approachList',
    'approachList',
    ['partRange', 'approachQty', 'approachReason'],
    common('approachqty', 'approachreason'),
    ['approachqty', 'approachreason'],
  ),
  list(
    'voterSurveyList',
    'voterSurveyList',
    ['partRange', 'candidateName', 'party'],
    common('candidatename', 'party'),
    ['candidatename', 'party'],
  ),
  list('agewise', 'agewise', ['ageRange', 'gender', 'sort', 'partRange'], common()),
  list('newVoter', 'newVoter', ['newVoters', 'search', 'partRange'], common()),
  // Pages outside the report group that show voters the same way.
  list('voterList', 'voterList', ['search', 'partRange'], common(), [], false),
  list('nvr', 'nvr', ['newVoters', 'search'], common()),
  list('district', 'district', ['search', 'partRange'], common()),
] as const satisfies readonly VoterReportDef[];

export type VoterReportId = (typeof VOTER_REPORTS)[number]['id'];

export function findVoterReport(id: string): VoterReportDef | undefined {
  return VOTER_REPORTS.find((r) => r.id === id);
}

/** The column configs of a definition, in order (the Action column is added by the screen). */
export function reportColumns<K extends VoterReportKind>(def: {
  kind: K;
  columns: readonly ReportColumnId<K>[];
}): VoterColumn<ReportRowMap[K]>[] {
  const catalog = REPORT_COLUMNS[def.kind] as Record<string, VoterColumn<ReportRowMap[K]>>;
  return def.columns.map((id) => catalog[id]!);
}

/** Name shown for a row in its action menu and on phone cards. */
export const rowName = (row: ReportRowMap['list']): string => voterFullName(row);

/** The rows a kind computes from the voters, before filtering. */
export function computeRows(
  kind: VoterReportKind,
  voters: readonly AggregateVoter[],
): readonly FilterRow[] {
  switch (kind) {
    case 'list':
      return voters;
    case 'addressWise':
      return addressWiseReport(voters);
    case 'surname':
      return surnameReport(voters);
    case 'family':
      return familyReport(voters);
    case 'familyHead':
      return familyHeadReport(voters);
    case 'familyLabels':
      return familyLabelsReport(voters);
    case 'doubleVoter':
      return doubleVoterRows(doubleVoterReport(voters));
    default: {
      const never: never = kind;
      throw new Error(`Unknown report kind ${String(never)}`);
    }
  }
}

/**
 * A screen's rows: computed for its kind from all the voters in view, then its filters. The
 * aggregates see every voter (a family's size counts members outside the age range too), so
 * filters apply to the computed rows: a household by its head's age and part. Double voters
 * are kept or dropped by group.
 */
export function reportRows(
  def: Pick<VoterReportDef, 'kind' | 'filters'>,
  voters: readonly AggregateVoter[],
  values: FilterValues,
  locale?: string,
): FilterRow[] {
  if (def.kind === 'doubleVoter') {
    // A duplicate is only visible with its twin: keep whole groups with any member in range.
    const keep = combinedPredicate(def.filters, values);
    const groups = doubleVoterReport(voters).filter((g) => g.voters.some(keep));
    return doubleVoterRows(groups);
  }
  const rows = applyFilters(def.filters, values, computeRows(def.kind, voters), locale);
  // A voter list without a sort control is in list order too (part, then as stored).
  return def.kind === 'list' && !def.filters.includes('sort') ? sortRows(rows, undefined) : rows;
}
