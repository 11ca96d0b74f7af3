// One filter suite over every voter report definition (docs/recipes.md): for each of its filters,
// records just inside and just outside the bounds, run through the definition's own pipeline
// (computed rows for the aggregate kinds), and the kept set checked. A new report or a new
// filter on a report is tested for free once its filter has cases here.
import { describe, expect, it } from 'vitest';
import type { VoterFields } from '../../src/db/types.ts';
import { CURRENT_SCHEMA } from '../../src/db/schema.ts';
import type { VoterOptionsId } from '../../src/domain/voter-fields.ts';
import { optionValues } from '../../src/domain/voter-fields.ts';
import type { FilterRow, FilterValues, VoterFilterId } from '../../src/domain/voter-filters.ts';
import {
  MONTHS,
  UNREAD_VOTER_INDEXES,
  VOTER_FILTERS,
  applyFilters,
  bound,
  facetPlan,
  indexPlans,
  monthNumber,
  sortRows,
} from '../../src/domain/voter-filters.ts';
import type { VoterReportDef } from '../../src/domain/voter-reports.ts';
import { VOTER_REPORTS, reportRows } from '../../src/domain/voter-reports.ts';

type Patch = Partial<VoterFields> | ((token: string) => Partial<VoterFields>);
/** A household: the first patch is the subject (the eldest), the rest its other members. */
type Household = readonly Patch[];
type FilterCase = {
  name: string;
  values: FilterValues;
  inside: readonly Household[];
  outside: readonly Household[];
  /** Part of the double-voter twin: one the filter refuses (or any part when nothing is). */
  twinPart: number;
};

const NO = undefined;
const one = (...patches: Patch[]): Household[] => patches.map((p) => [p]);

const selectCase = (id: VoterFilterId, field: keyof VoterFields, value: string, other: string) => [
  {
    name: `${id} = ${value} (exact)`,
    values: { [id]: value },
    inside: one({ [field]: value }),
    outside: one(
      { [field]: other },
      { [field]: NO },
      ...(value.toLowerCase() !== value ? [{ [field]: value.toLowerCase() }] : []),
      { [field]: `${value} ` === value ? other : `${value}x` },
    ),
    twinPart: 1,
  },
  {
    name: `${id} blank`,
    values: { [id]: '' },
    inside: one({ [field]: other }, {}),
    outside: [],
    twinPart: 2,
  },
];

const optionCase = (id: VoterFilterId & VoterOptionsId) => {
  const [value, other] = optionValues(id);
  return selectCase(id, id, value!, other!);
};

/** Inside/outside records for every filter of the catalog. */
const CASES: Record<VoterFilterId, FilterCase[]> = {
  partRange: [
    {
      name: 'part 5–10 inclusive',
      values: { partFrom: '5', partTo: '10' },
      inside: one({ partNumber: 5 }, { partNumber: 10 }),
      outside: one({ partNumber: 4 }, { partNumber: 11 }, { partNumber: NO }),
      twinPart: 11,
    },
    {
      name: 'part from 5 only',
      values: { partFrom: 5, partTo: '' },
      inside: one({ partNumber: 5 }, { partNumber: 500 }),
      outside: one({ partNumber: 4 }, { partNumber: NO }),
      twinPart: 4,
    },
    {
      name: 'part to 3 only: no part counts as 0',
      values: { partTo: '3' },
      inside: one({ partNumber: 3 }, { partNumber: NO }, { partNumber: 0 }),
      outside: one({ partNumber: 4 }),
      twinPart: 4,
    },
    {
      name: 'part bounds blank',
      values: { partFrom: '', partTo: '  ' },
      inside: one({ partNumber: 1 }, { partNumber: NO }),
      outside: [],
      twinPart: 777,
    },
  ],
  ageRange: [
    {
      name: 'age 18–25 inclusive',
      values: { ageFrom: '18', ageTo: '25' },
      inside: one({ age: 18 }, { age: 25 }),
      outside: one({ age: 17 }, { age: 26 }, { age: NO }),
      twinPart: 1,
    },
    {
      name: 'age to 60 only',
      values: { ageTo: 60 },
      inside: one({ age: 60 }, { age: 0 }),
      outside: one({ age: 61 }),
      twinPart: 1,
    },
    {
      name: 'age blank',
      values: { ageFrom: '' },
      inside: one({ age: 17 }),
      outside: [],
      twinPart: 1,
    },
  ],
  familySizeRange: [
    {
      name: 'family size 2–3 inclusive',
      values: { familySizeFrom: '2', familySizeTo: '3' },
      inside: [
        [{}, {}],
        [{}, {}, {}],
      ],
      outside: [[{}], [{}, {}, {}, {}]],
      twinPart: 1,
    },
    {
      name: 'family size blank',
      values: { familySizeFrom: '', familySizeTo: '' },
      inside: [[{}], [{}, {}, {}, {}]],
      outside: [],
      twinPart: 1,
    },
  ],
  gender: [
    {
      name: 'gender Female, case-insensitive, F',
      values: { gender: 'Female' },
      inside: one({ gender: 'Female' }, { gender: 'female' }, { gender: 'F' }),
      outside: one({ gender: 'Male' }, { gender: 'M' }, { gender: NO }, { gender: 'Other' }),
      twinPart: 1,
    },
    {
      name: 'gender blank',
      values: { gender: '' },
      inside: one({ gender: 'Male' }, {}),
      outside: [],
      twinPart: 1,
    },
  ],
  // The admin's lists: a seeded value and an old placeholder still filter exactly.
  religion: selectCase('religion', 'religion', 'Sikh', 'Hindu'),
  area: selectCase('area', 'area', 'Ward 7', 'वार्ड 8'),
  category: selectCase('category', 'category', 'Category List', 'Other List'),
  party: optionCase('party'),
  alive: optionCase('alive'),
  education: optionCase('education'),
  homeShifted: optionCase('homeShifted'),
  profession: optionCase('profession'),
  outside: optionCase('outside'),
  labharthicenter: selectCase('labharthicenter', 'labharthicenter', 'Ayushman Bharat', 'TS1'),
  labharthistate: selectCase('labharthistate', 'labharthistate', 'TS2', 'Test'),
  labharthicandidate: selectCase('labharthicandidate', 'labharthicandidate', 'Test', 'TS3'),
  approachQty: [
    {
      name: 'approach qty at most 3',
      values: { approachQty: '3' },
      inside: one({ approachqty: 3 }, { approachqty: 0 }),
      outside: one({ approachqty: 4 }, { approachqty: NO }),
      twinPart: 1,
    },
    {
      name: 'approach qty blank',
      values: { approachQty: '' },
      inside: one({ approachqty: 9 }),
      outside: [],
      twinPart: 1,
    },
  ],
  approachReason: selectCase('approachReason', 'approachreason', 'Water supply', 'Roads'),
  candidateName: selectCase('candidateName', 'candidatename', 'Sita Devi', 'Gita Devi'),
  caste: [
    {
      name: 'caste typed whole, any case',
      values: { caste: ' yadav ' },
      inside: one({ caste: 'Yadav' }, { caste: 'YADAV ' }),
      outside: one({ caste: 'Yadava' }, { caste: 'Kurmi' }, { caste: NO }),
      twinPart: 1,
    },
    {
      name: 'caste blank',
      values: { caste: '' },
      inside: one({ caste: 'Kurmi' }, {}),
      outside: [],
      twinPart: 1,
    },
  ],
  // Report subsets: always on, whatever the values.
  marriedWomen: [
    {
      name: 'women whose relative is their husband',
      values: {},
      inside: one(
        { gender: 'Female', relationType: 'husband' },
        { gender: 'F', relationType: 'husband' },
      ),
      outside: one(
        { gender: 'Male', relationType: 'husband' },
        { gender: 'Female', relationType: 'father' },
        { gender: 'Female', relationType: 'mother' },
        { gender: 'Female', relationType: '' },
        { gender: NO, relationType: 'husband' },
      ),
      twinPart: 1,
    },
  ],
  newVoters: [
    {
      name: 'first-time voters, 18 or 19',
      values: {},
      inside: one({ age: 18 }, { age: 19 }),
      outside: one({ age: 17 }, { age: 20 }, { age: 60 }, { age: NO }),
      twinPart: 1,
    },
  ],
  labharthi: [
    {
      name: 'any beneficiary scheme',
      values: {},
      inside: one(
        { labharthicenter: 'TS1', labharthistate: NO, labharthicandidate: NO },
        { labharthicenter: NO, labharthistate: 'Test', labharthicandidate: NO },
        { labharthicenter: NO, labharthistate: NO, labharthicandidate: 'test' },
      ),
      outside: one(
        { labharthicenter: NO, labharthistate: NO, labharthicandidate: NO },
        { labharthicenter: ' ', labharthistate: '', labharthicandidate: NO },
      ),
      twinPart: 1,
    },
  ],
  shifted: [
    {
      name: 'home shifted: Yes',
      values: { homeShifted: 'No' },
      inside: one({ homeShifted: 'Yes' }),
      outside: one({ homeShifted: 'No' }, { homeShifted: NO }),
      twinPart: 1,
    },
  ],
  livingOutside: [
    {
      name: 'staying outside: Yes',
      values: {},
      inside: one({ outside: 'Yes' }),
      outside: one({ outside: 'No' }, { outside: NO }),
      twinPart: 1,
    },
  ],
  aliveOrDead: [
    {
      name: 'marked Alive or Dead',
      values: {},
      inside: one({ alive: 'Dead' }, { alive: 'Alive' }),
      outside: one({ alive: NO }),
      twinPart: 1,
    },
  ],
  birthday: [
    {
      name: 'day 10–20 of March; no dob skipped',
      values: { dayFrom: '10', dayTo: '20', month: 'March' },
      inside: one({ dob: '1990-03-10' }, { dob: '1985-03-20' }),
      outside: one(
        { dob: '1990-03-09' },
        { dob: '1990-03-21' },
        { dob: '1990-04-15' },
        { dob: NO },
      ),
      twinPart: 1,
    },
    {
      name: 'day from 5 only',
      values: { dayFrom: 5 },
      inside: one({ dob: '2000-01-05' }, { dob: '2000-12-31' }),
      outside: one({ dob: '2000-01-04' }, { dob: NO }),
      twinPart: 1,
    },
    {
      name: 'month December by number',
      values: { month: '12' },
      inside: one({ dob: '2001-12-01' }),
      outside: one({ dob: '2001-11-30' }, { dob: NO }),
      twinPart: 1,
    },
    {
      name: 'birthday blank keeps records without dob',
      values: { dayFrom: '', dayTo: '', month: '' },
      inside: one({ dob: NO }, { dob: '2000-06-06' }),
      outside: [],
      twinPart: 1,
    },
  ],
  search: [
    {
      name: 'search: a word prefix of name, relation or address (case-insensitive)',
      values: { search: 'KUM' },
      inside: one({ lastName: 'Kumari' }, { relation: 'Ram Kumar' }, { address: 'kumhar gali' }),
      // Word prefixes, not substrings (docs/spec-differences.md).
      outside: one({ lastName: 'Devi' }, { relation: 'Ramkumar' }),
      twinPart: 1,
    },
    {
      name: 'search: every word must match, in any field',
      values: { search: 'ram gan' },
      inside: one({ firstName: 'Ram', address: 'Gandhi Road' }, { relation: 'Ganesh Ram' }),
      outside: one({ firstName: 'Ram' }, { address: 'Gandhi Road' }),
      twinPart: 1,
    },
    {
      name: 'search: Latin finds Devanagari and the reverse',
      values: { search: 'sharma' },
      inside: one({ lastName: 'शर्मा' }, { lastName: 'Sharma' }, { relation: 'राम शर्मा' }),
      outside: one({ lastName: 'वर्मा' }, { lastName: 'Verma' }),
      twinPart: 1,
    },
    {
      name: 'search: Devanagari finds Latin',
      values: { search: 'यादव' },
      inside: one({ lastName: 'Yadav' }, { lastName: 'यादव' }),
      outside: one({ lastName: 'Devi' }, { lastName: 'देवी' }),
      twinPart: 1,
    },
    {
      name: 'search phone by its first digits, with or without +91',
      values: { search: '98765' },
      inside: one({ phone: '9876543210' }, { phone: '+91 98765 43210' }),
      outside: one({ phone: '9999999999' }, { phone: '1298765000' }),
      twinPart: 1,
    },
    {
      name: 'search voter id by its start, any case and dashes',
      values: { search: 'xq7' },
      inside: one((t) => ({ voterId: `XQ-7.${t}` })),
      outside: one((t) => ({ voterId: `${t}-XQ7` })),
      twinPart: 1,
    },
    { name: 'search blank', values: { search: '  ' }, inside: one({}), outside: [], twinPart: 1 },
  ],
  rowSearch: [
    {
      name: 'row search on the part as text',
      values: { search: '9' },
      inside: one({ partNumber: 9 }, { partNumber: 19 }),
      outside: one({ partNumber: 12 }, { partNumber: NO }),
      twinPart: 1,
    },
    {
      name: 'row search blank',
      values: { search: '' },
      inside: one({ partNumber: 2 }),
      outside: [],
      twinPart: 1,
    },
  ],
  sort: [
    {
      name: 'sort keeps every row',
      values: { sort: 'Alphabetical' },
      inside: one({ partNumber: 2 }, { partNumber: NO }),
      outside: [],
      twinPart: 1,
    },
  ],
};

/** Tokens of letters only, so no filter value ever matches one by accident. */
const token = (n: number) =>
  `t${String(n)
    .split('')
    .map((d) => 'abcdefghij'[Number(d)])
    .join('')}`;

/** What puts a record inside each subset, so a report's other filters are tested within it. */
const SUBSET_INSIDE: Partial<Record<VoterFilterId, Partial<VoterFields>>> = {
  marriedWomen: { gender: 'Female', relationType: 'husband' },
  newVoters: { age: 18 },
  labharthi: { labharthistate: 'TS2' },
  shifted: { homeShifted: 'Yes' },
  livingOutside: { outside: 'Yes' },
  aliveOrDead: { alive: 'Dead' },
};

const subsetsOf = (def: VoterReportDef): Partial<VoterFields> =>
  Object.assign({}, ...def.filters.map((id) => SUBSET_INSIDE[id] ?? {})) as Partial<VoterFields>;

/** Records of one case for a definition; `expected` = tokens of the inside subjects. */
function build(def: VoterReportDef, c: FilterCase) {
  const voters: VoterFields[] = [];
  const tokens = { inside: [] as string[], outside: [] as string[] };
  let n = 0;
  const add = (household: Household, side: 'inside' | 'outside') => {
    const t = token(n++);
    tokens[side].push(t);
    household.forEach((patch, i) => {
      const base: VoterFields = {
        firstName: i === 0 ? t : 'member',
        lastName: t,
        relation: `father ${t}`,
        gender: 'Other',
        age: i === 0 ? 60 : 20,
        phone: '1111111111',
        voterId: i === 0 ? t : `${t}-m${i}`,
        partNumber: 1,
        address: t,
        ...subsetsOf(def),
      };
      const subject = { ...base, ...(typeof patch === 'function' ? patch(t) : patch) };
      voters.push(subject);
      if (def.kind === 'doubleVoter' && i === 0) {
        voters.push({ ...subject, voterId: `${t}-twin`, partNumber: c.twinPart });
      }
    });
  };
  c.inside.forEach((h) => add(h, 'inside'));
  c.outside.forEach((h) => add(h, 'outside'));
  return { voters, tokens };
}

/** The subject token a row stands for (after the voter-id search case's `XQ-7.` prefix). */
const identity = (row: FilterRow): string =>
  String(row.voterId ?? row.name ?? row.surname)
    .replace(/^XQ-7\./, '')
    .split(/[- ]/)[0]!;

describe.each(VOTER_REPORTS)('report $id: filters', (def) => {
  const cases = def.filters.flatMap((id) => CASES[id].map((c) => [id, c] as const));

  it('has filters of the catalog, each with cases', () => {
    for (const id of def.filters) {
      expect(VOTER_FILTERS[id], id).toBeDefined();
      expect(CASES[id].length, id).toBeGreaterThan(0);
    }
  });

  it.each(cases)('%s: %o keeps exactly the records inside', (_id, c) => {
    const { voters, tokens } = build(def, c);
    const kept = new Set(reportRows(def, voters, c.values).map(identity));
    expect([...kept].sort()).toEqual([...tokens.inside].sort());
  });

  it('with every filter blank keeps every record', () => {
    const { voters, tokens } = build(def, {
      name: 'all blank',
      values: {},
      inside: one({ partNumber: 3 }, { partNumber: NO, dob: NO, phone: NO }),
      outside: [],
      twinPart: 9,
    });
    const kept = new Set(reportRows(def, voters, {}).map(identity));
    expect([...kept].sort()).toEqual(tokens.inside.sort());
  });

  if (def.filters.some((f) => f === 'sort'))
    it('sorts Alphabetical (and the old "Alphbetical") by first name, Normal by part and serial', () => {
      const voters: VoterFields[] = [
        { firstName: 'Zoya', partNumber: 1 },
        { firstName: 'amit', partNumber: 3 },
        { firstName: 'Bina', partNumber: NO },
        { firstName: 'Chetan', partNumber: 1 },
        { firstName: 'Deepa', partNumber: 1, serialNumber: 9 },
        { firstName: 'Esha', partNumber: 1, serialNumber: 2 },
      ];
      const names = (sort: string) =>
        reportRows(def, voters, { sort }).map((v) => (v as VoterFields).firstName);
      expect(names('Alphabetical')).toEqual(['amit', 'Bina', 'Chetan', 'Deepa', 'Esha', 'Zoya']);
      expect(names('Alphbetical')).toEqual(['amit', 'Bina', 'Chetan', 'Deepa', 'Esha', 'Zoya']);
      // In a part: serial order, then the voters without a serial as they came.
      const normal = ['Bina', 'Esha', 'Deepa', 'Zoya', 'Chetan', 'amit'];
      expect(names('Normal')).toEqual(normal);
      expect(names('')).toEqual(normal);
    });
});

describe('filter inputs', () => {
  it('reads bounds: blank and non-numbers are ignored', () => {
    expect(bound('')).toBeUndefined();
    expect(bound('  ')).toBeUndefined();
    expect(bound(null)).toBeUndefined();
    expect(bound('abc')).toBeUndefined();
    expect(bound(' 12 ')).toBe(12);
    expect(bound(0)).toBe(0);
  });

  it('maps the twelve month names to 1–12', () => {
    MONTHS.forEach((m, i) => expect(monthNumber(m)).toBe(i + 1));
    expect(monthNumber('march')).toBe(3);
    expect(monthNumber('13')).toBeUndefined();
    expect(monthNumber('')).toBeUndefined();
  });

  it('sorts Alphabetical locale-aware (Hindi names too), stable', () => {
    const rows = [{ firstName: 'सीता' }, { firstName: 'अमित' }, { firstName: 'ईशा' }];
    expect(sortRows(rows, 'Alphabetical', 'hi').map((r) => r.firstName)).toEqual([
      'अमित',
      'ईशा',
      'सीता',
    ]);
  });

  it('a search with no match keeps nothing (the screen shows its empty message)', () => {
    const rows = [{ firstName: 'Ram' }, { firstName: 'Sita' }];
    expect(applyFilters(['search', 'partRange'], { search: 'zzz' }, rows)).toEqual([]);
  });

  it('applies sort only where the screen has a sort filter', () => {
    const rows = [
      { firstName: 'b', partNumber: 2 },
      { firstName: 'a', partNumber: 1 },
    ];
    expect(applyFilters(['partRange'], { sort: 'Alphabetical' }, rows)).toEqual(rows);
  });
});

describe('index plans', () => {
  const indexes = CURRENT_SCHEMA.voters.split(',').map((s) => s.trim().replace(/^\*/, ''));

  it('name only indexes the voter table has, and every index is read by a plan or listed', () => {
    const values: FilterValues = {
      partFrom: 2,
      partTo: 9,
      ageFrom: 18,
      gender: 'Female',
      religion: 'Hindu',
      party: 'Aam Aadmi Party',
      education: 'PHD',
      profession: 'Farmer',
      month: 'May',
      dayFrom: 3,
    };
    // Every filter some report shows: six selects and three subsets read a facet.
    const used = [...new Set(VOTER_REPORTS.flatMap((r) => r.filters))];
    const plans = indexPlans(used, values);
    expect(plans.map((p) => p.index).sort()).toEqual(
      ['[deleted+part+serial]', ...Array<string>(9).fill('facets')].sort(),
    );
    for (const p of plans) expect(indexes, p.index).toContain(p.index);
    // The list of unread indexes is exactly the rest (primary key aside).
    const read = new Set(plans.map((p) => p.index as string));
    expect([...UNREAD_VOTER_INDEXES].sort()).toEqual(
      indexes.filter((i) => i !== 'id' && !read.has(i)).sort(),
    );
  });

  it('gives key ranges: every part range (no part = 0), a select value across parts', () => {
    // Every serial of the parts, and (NO_SERIAL) the voters without one.
    expect(indexPlans(['partRange'], { partFrom: 2, partTo: 9 })).toEqual([
      {
        index: '[deleted+part+serial]',
        range: [
          [0, 2, -Infinity],
          [0, 9, Infinity],
        ],
      },
    ]);
    // Records without a part have part 0 in the index, so an open lower bound is a plan too.
    expect(indexPlans(['partRange'], { partTo: 9 })).toEqual([
      {
        index: '[deleted+part+serial]',
        range: [
          [0, -Infinity, -Infinity],
          [0, 9, Infinity],
        ],
      },
    ]);
    expect(indexPlans(['birthday'], { month: 'May', dayFrom: 3 })).toEqual([
      facetPlan('dobMonth', 5),
    ]);
    expect(indexPlans(['gender'], { gender: 'F' })).toEqual([facetPlan('gender', 'female')]);
    expect(indexPlans(['party'], { party: ' BJP ' })).toEqual([facetPlan('party', 'BJP')]);
    expect(indexPlans(['birthday'], { dayFrom: 3 })).toEqual([]);
    expect(indexPlans(['search', 'approachQty'], { search: 'x', approachQty: 2 })).toEqual([]);
    expect(indexPlans(['ageRange'], { ageFrom: 18 })).toEqual([]);
  });

  it('a blank filter has no plan; a subset has its own always', () => {
    const ids = Object.keys(VOTER_FILTERS) as VoterFilterId[];
    const inputs = ids.filter((id) => VOTER_FILTERS[id].control !== 'subset');
    expect(indexPlans(inputs, {})).toEqual([]);
    expect(indexPlans(['marriedWomen', 'shifted', 'livingOutside', 'aliveOrDead'], {})).toEqual([
      facetPlan('gender', 'female'),
      facetPlan('homeShifted', 'Yes'),
      facetPlan('outside', 'Yes'),
    ]);
    expect(indexPlans(['newVoters', 'labharthi', 'caste'], { caste: 'Yadav' })).toEqual([]);
  });
});
