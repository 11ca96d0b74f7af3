// The roll's query engine against the pure definitions: the equality suite
// (tests/utils/unit/voter-query-suite.ts) through the plain indexed path and both in-memory
// paths (the search paths run in voter-query-searches.test.ts, beside this file), then what the
// suite does not cover: search in both scripts, gender counts from the index, cached results
// dropped on a write (here and from another tab), the values of a select field.
import { describe, expect, it } from 'vitest';
import { BoothDb } from '../../src/db/database.ts';
import { createFlag } from '../../src/db/reload-flag.ts';
import type { VoterRecord } from '../../src/db/types.ts';
import { createRecord, deleteRecord } from '../../src/db/commands.ts';
import { findVoterReport } from '../../src/domain/voter-reports.ts';
import {
  loadFacetValues,
  loadGenderCounts,
  loadReportPage,
  loadReportRows,
  loadReportTotal,
} from '../../src/roll/report-query.ts';
import { alice, freshDb } from '../utils/unit/sync-helpers.ts';
import { loadFixture } from '../utils/unit/voter-query-fixture.ts';
import {
  QUERY_PATHS,
  everyReportThrough,
  live,
  records,
  useFixtureDb,
} from '../utils/unit/voter-query-suite.ts';

const fixture = useFixtureDb();
everyReportThrough(fixture, QUERY_PATHS.indexed);
everyReportThrough(fixture, QUERY_PATHS.inMemory);

describe('search in both scripts', () => {
  const listSearch = findVoterReport('listSearch')!;
  const names = async (search: string) =>
    (await loadReportRows(fixture.current(), listSearch, { search })).map(
      (v) => (v as VoterRecord).id,
    );

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
  expect(await loadGenderCounts(fixture.current())).toEqual(expected);
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
  expect(await loadFacetValues(fixture.current(), 'area')).toEqual(expected);
});
