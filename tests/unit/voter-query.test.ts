// The indexed query engine against the pure definitions: every report of VOTER_REPORTS, under
// several filter values each, must give the same page rows, total and full result as
// reportRows() over the same voters — and a page must not read the whole table to get there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoothDb } from '../../src/db/database.ts';
import { createFlag } from '../../src/db/reload-flag.ts';
import type { VoterRecord } from '../../src/db/types.ts';
import { createRecord, deleteRecord } from '../../src/db/commands.ts';
import type {
  FilterValues,
  VoterFilterDef,
  VoterFilterId,
} from '../../src/domain/voter-filters.ts';
import { VOTER_FILTERS } from '../../src/domain/voter-filters.ts';
import type { VoterReportDef } from '../../src/domain/voter-reports.ts';
import { VOTER_REPORTS, findVoterReport, reportRows } from '../../src/domain/voter-reports.ts';
import {
  loadFacetValues,
  loadGenderCounts,
  loadReportPage,
  loadReportRows,
  loadReportTotal,
} from '../../src/roll/report-query.ts';
import { IN_MEMORY_VOTERS, rollSettled, setInMemoryVoterLimit } from '../../src/roll/small-roll.ts';
import { FEW_SEARCH_MATCHES, setFewSearchMatches } from '../../src/roll/list-query.ts';
import { listOrderSettled, setListOrderEnabled } from '../../src/roll/list-order.ts';
import { alice, freshDb } from '../utils/unit/sync-helpers.ts';
import { fixtureRecords, liveInIdOrder, loadFixture } from '../utils/unit/voter-query-fixture.ts';

const records = fixtureRecords();
const live = liveInIdOrder(records);
let db: BoothDb;

beforeAll(async () => {
  // The fixture is small: without this every query would take the in-memory path.
  setInMemoryVoterLimit(0);
  db = freshDb();
  await loadFixture(db, records);
});
afterAll(() => db.close());

/** The most common value of a field in the fixture: a select value that keeps some rows. */
function commonValue(field: string): string {
  const counts = new Map<string, number>();
  for (const v of live) {
    const value = (v as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim()) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

const SAMPLES: Record<VoterFilterId, FilterValues[]> = {
  partRange: [{ partFrom: 2, partTo: 5 }, { partTo: 1 }, { partFrom: 7 }],
  ageRange: [{ ageFrom: 30, ageTo: 45 }],
  familySizeRange: [{ familySizeFrom: 3, familySizeTo: 5 }],
  gender: [{ gender: 'Female' }, { gender: 'male' }],
  religion: [],
  area: [],
  category: [],
  party: [],
  alive: [],
  education: [],
  homeShifted: [],
  profession: [],
  outside: [],
  labharthicenter: [],
  labharthistate: [],
  labharthicandidate: [],
  approachQty: [{ approachQty: 4 }],
  approachReason: [],
  candidateName: [],
  // The fixture has no caste: a value that keeps nothing still runs every path.
  caste: [{ caste: 'Yadav' }],
  // Subsets have no input: the blank values run them.
  marriedWomen: [{}],
  newVoters: [{}],
  labharthi: [{}],
  shifted: [{}],
  livingOutside: [{}],
  aliveOrDead: [{}],
  birthday: [{ month: 'May' }, { month: 'May', dayFrom: 5, dayTo: 20 }, { dayFrom: 28 }],
  search: [
    { search: 'Sharma' },
    { search: 'शर्मा' },
    { search: 'ram ku' },
    { search: 'यादव' },
    { search: '98765' },
    { search: 'zz-90' },
  ],
  rowSearch: [{ search: 'gali' }, { search: '3' }],
  sort: [{ sort: 'Alphabetical' }, { sort: 'Normal' }],
};
// Exact-match selects: the fixture's most common value.
for (const [id, filter] of Object.entries(VOTER_FILTERS) as [VoterFilterId, VoterFilterDef][])
  if (filter.control !== 'range' && filter.field && !SAMPLES[id].length)
    SAMPLES[id] = [{ [id]: commonValue(filter.field) }];

/** Blank; each sample alone and within parts 2–5; one sample of every filter together. */
function valueSets(def: VoterReportDef): FilterValues[] {
  const samples = def.filters.flatMap((id) => SAMPLES[id]);
  return [
    {},
    ...samples,
    ...samples.map((s) => ({ ...s, partFrom: 2, partTo: 5 })),
    Object.assign({}, ...def.filters.map((id) => SAMPLES[id][0])) as FilterValues,
  ];
}

const PAGE_SIZE = 7;

// Both paths: the indexed engine (a coordinator's roll) and the in-memory one (a booth phone's).
describe.each([
  ['through the indexed engine', 0, FEW_SEARCH_MATCHES, false],
  ['through the indexed engine, searches picked from the range ids', 0, 0, false],
  ['through the indexed engine, searches and households from the keys in memory', 0, 0, true],
  ['in memory', IN_MEMORY_VOTERS, FEW_SEARCH_MATCHES, false],
  ["in memory over the list order's records", IN_MEMORY_VOTERS, FEW_SEARCH_MATCHES, true],
] as const)('every report %s', (_, limit, fewMatches, listOrder) => {
  beforeAll(async () => {
    setInMemoryVoterLimit(limit);
    setFewSearchMatches(fewMatches);
    setListOrderEnabled(listOrder);
    // The roll and the list order are read in the background; wait for them so the path runs.
    await rollSettled(db);
    if (listOrder) await listOrderSettled(db);
  });
  afterAll(() => {
    setInMemoryVoterLimit(0);
    setListOrderEnabled(true);
  });
  describe.each(VOTER_REPORTS)('report $id', (def) => {
    it.each(valueSets(def).map((v) => [JSON.stringify(v), v] as const))(
      'equals reportRows under %s',
      async (_, values) => {
        const expected = reportRows(def, live, values, 'en');
        const all = await loadReportRows(db, def, values, 'en');
        expect(all).toEqual(expected);
        for (const page of [1, 3]) {
          const got = await loadReportPage(db, {
            def,
            values,
            page,
            pageSize: PAGE_SIZE,
            locale: 'en',
          });
          const from = (page - 1) * PAGE_SIZE;
          expect(got.total).toBe(expected.length);
          expect(got.rows).toEqual(expected.slice(from, from + PAGE_SIZE));
        }
      },
      // fake-indexeddb walks cursors slowly; the real browser figures are in bench:reports.
      30_000,
    );
  });
});

describe('search in both scripts', () => {
  const listSearch = findVoterReport('listSearch')!;
  const names = async (search: string) =>
    (await loadReportRows(db, listSearch, { search })).map((v) => (v as VoterRecord).id);

  it('finds Sharma written either way, and no tombstone', async () => {
    const latin = await names('sharma');
    expect(latin).toEqual(expect.arrayContaining(['edge-nopart', 'edge-m']));
    expect(latin).not.toContain('edge-gone');
    expect(await names('शर्मा')).toEqual(latin);
  });

  it('finds a phone with +91 and a voter id with its dash left out', async () => {
    expect(await names('9876543210')).toEqual(['edge-phone']);
    expect(await names('zz9001')).toEqual(['edge-phone']);
  });
});

it('counts genders from the index: M/F spellings, tombstones left out', async () => {
  const expected = { male: 0, female: 0, other: 0, total: live.length };
  for (const v of live) {
    const g = (v.gender ?? '').trim().toLowerCase();
    if (g === 'male' || g === 'm') expected.male++;
    else if (g === 'female' || g === 'f') expected.female++;
    else if (g) expected.other++;
  }
  expect(await loadGenderCounts(db)).toEqual(expected);
});

it('a write is seen at once: cached results are dropped', async () => {
  const own = freshDb();
  await loadFixture(own, records.slice(0, 300));
  const def = findVoterReport('addressWise')!;
  const values = { partFrom: 1, partTo: 2 };
  const before = await loadReportPage(own, { def, values, page: 1, pageSize: 5 });
  const id = await createRecord(own, alice, 'voters', {
    firstName: 'New',
    partNumber: 1,
    address: 'Aaa 1',
  });
  const after = await loadReportPage(own, { def, values, page: 1, pageSize: 5 });
  expect(after.total).toBe(before.total + 1);
  await deleteRecord(own, alice, 'voters', id);
  expect((await loadReportPage(own, { def, values, page: 1, pageSize: 5 })).total).toBe(
    before.total,
  );
  own.close();
});

it('a write from another connection (another tab) drops cached results too', async () => {
  const here = freshDb();
  await loadFixture(here, records.slice(0, 200));
  const there = new BoothDb(here.name, { reloadFlag: createFlag() });
  const def = findVoterReport('surname')!;
  const values = { partFrom: 1, partTo: 2 };
  const before = await loadReportTotal(here, def, values);
  await createRecord(there, alice, 'voters', { lastName: 'Zzyzx', partNumber: 1 });
  expect(await loadReportTotal(here, def, values)).toBe(before + 1);
  there.close();
  here.close();
});

it('lists the distinct values live voters hold in a select field, from the index', async () => {
  const expected = [
    ...new Set(live.map((v) => v.area?.trim()).filter((a): a is string => !!a)),
  ].sort((a, b) => a.localeCompare(b));
  expect(expected.length).toBeGreaterThan(1);
  expect(await loadFacetValues(db, 'area')).toEqual(expected);
});
