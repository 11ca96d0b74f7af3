// The equality suite of the query engine, shared by voter-query-indexed.test.ts and
// voter-query-memory.test.ts: every report of VOTER_REPORTS, under several filter values each,
// must give the same page rows, total and full result as reportRows() over the same voters,
// through each query path. Two files so the paths run side by side (in one file they took
// 100 s on one core while the other had finished).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoothDb } from '../../../src/db/database.ts';
import type {
  FilterValues,
  VoterFilterDef,
  VoterFilterId,
} from '../../../src/domain/voter-filters.ts';
import { VOTER_FILTERS } from '../../../src/domain/voter-filters.ts';
import type { VoterReportDef } from '../../../src/domain/voter-reports.ts';
import { VOTER_REPORTS, reportRows } from '../../../src/domain/voter-reports.ts';
import { loadReportPage, loadReportRows } from '../../../src/roll/report-query.ts';
import {
  IN_MEMORY_VOTERS,
  rollSettled,
  setInMemoryVoterLimit,
} from '../../../src/roll/small-roll.ts';
import { FEW_SEARCH_MATCHES, setFewSearchMatches } from '../../../src/roll/list-query.ts';
import { listOrderSettled, setListOrderEnabled } from '../../../src/roll/list-order.ts';
import { freshDb } from './sync-helpers.ts';
import { fixtureRecords, liveInIdOrder, loadFixture } from './voter-query-fixture.ts';

export const records = fixtureRecords();
export const live = liveInIdOrder(records);

/** The fixture in a fresh database for this file; read `current()` inside tests. */
export function useFixtureDb(): { current(): BoothDb } {
  let db: BoothDb | undefined;
  beforeAll(async () => {
    // The fixture is small: without this every query would take the in-memory path.
    setInMemoryVoterLimit(0);
    db = freshDb();
    await loadFixture(db, records);
  });
  afterAll(() => db?.close());
  return { current: () => db! };
}

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

/** The query paths: the indexed engine (a coordinator's roll) and the in-memory one (a booth phone's). */
export const QUERY_PATHS = {
  indexed: [['through the indexed engine', 0, FEW_SEARCH_MATCHES, false]],
  indexedSearches: [
    ['through the indexed engine, searches picked from the range ids', 0, 0, false],
    ['through the indexed engine, searches and households from the keys in memory', 0, 0, true],
  ],
  inMemory: [
    ['in memory', IN_MEMORY_VOTERS, FEW_SEARCH_MATCHES, false],
    ["in memory over the list order's records", IN_MEMORY_VOTERS, FEW_SEARCH_MATCHES, true],
  ],
} as const;

type QueryPath = readonly [string, number, number, boolean];

/** Every report, under every value set, equals reportRows() through each of `paths`. */
export function everyReportThrough(fixture: { current(): BoothDb }, paths: readonly QueryPath[]) {
  describe.each(paths)('every report %s', (_, limit, fewMatches, listOrder) => {
    beforeAll(async () => {
      setInMemoryVoterLimit(limit);
      setFewSearchMatches(fewMatches);
      setListOrderEnabled(listOrder);
      // The roll and the list order are read in the background; wait for them so the path runs.
      await rollSettled(fixture.current());
      if (listOrder) await listOrderSettled(fixture.current());
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
          const all = await loadReportRows(fixture.current(), def, values, 'en');
          expect(all).toEqual(expected);
          for (const page of [1, 3]) {
            const got = await loadReportPage(fixture.current(), {
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
}
