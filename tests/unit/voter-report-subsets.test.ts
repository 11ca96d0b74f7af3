// Reports whose names promise a subset show that subset (issue 22): one small roll, each report
// read through reportRows (what a booth phone runs in memory) and through the indexed engine (a
// coordinator's roll), from the start and under a user's own filters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoothDb } from '../../src/db/database.ts';
import { withDerived } from '../../src/db/derive.ts';
import type { VoterFields, VoterRecord } from '../../src/db/types.ts';
import type { FilterRow, FilterValues } from '../../src/domain/voter-filters.ts';
import { subsetFormDefaults } from '../../src/domain/voter-filters.ts';
import type { VoterReportDef } from '../../src/domain/voter-reports.ts';
import { findVoterReport, reportRows } from '../../src/domain/voter-reports.ts';
import { loadReportPage, loadReportRows } from '../../src/roll/report-query.ts';
import { IN_MEMORY_VOTERS, rollSettled, setInMemoryVoterLimit } from '../../src/roll/small-roll.ts';
import { freshDb } from '../utils/unit/sync-helpers.ts';

const ROLL: [string, VoterFields][] = [
  ['sita', { gender: 'Female', relationType: 'husband', age: 34, partNumber: 1 }],
  ['gita', { gender: 'F', relationType: 'husband', age: 19, partNumber: 2, caste: 'Yadav' }],
  ['rani', { gender: 'Female', relationType: 'father', age: 18, partNumber: 1 }],
  ['ramu', { gender: 'Male', relationType: 'husband', age: 40, partNumber: 1 }],
  ['mohan', { gender: 'Male', relationType: 'father', age: 18, partNumber: 2, caste: 'yadav' }],
  ['kishan', { gender: 'Male', relationType: 'father', age: 20, partNumber: 1, caste: 'Kurmi' }],
  ['laxmi', { gender: 'Female', relationType: 'mother', age: 17, labharthicandidate: 'test' }],
  ['shyam', { gender: 'Male', age: 55, partNumber: 1, labharthicenter: 'TS1', alive: 'Dead' }],
  ['hari', { gender: 'Male', age: 61, partNumber: 2, homeShifted: 'Yes', alive: 'Alive' }],
  ['dev', { gender: 'Male', age: 45, partNumber: 1, homeShifted: 'No', outside: 'Yes' }],
  ['uma', { gender: 'Female', age: 70, partNumber: 2, outside: 'No', alive: 'Dead' }],
];

const records: VoterRecord[] = ROLL.map(([id, fields], i) =>
  withDerived(
    'voters',
    {
      id,
      version: 1,
      updatedAt: '2026-01-01T00:00:00Z',
      deleted: 0,
      scope: 'up/lucknow',
      ownerId: 'user-alice',
    },
    { firstName: id, relation: `relative of ${id}`, serialNumber: i + 1, ...fields },
  ),
);
const inIdOrder = [...records].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

const def = (id: string): VoterReportDef => findVoterReport(id)!;
const ids = (rows: readonly FilterRow[]) => rows.map((r) => (r as VoterRecord).id).sort();

/** Each report, the ids it shows from the start, and under a user's filter. */
const EXPECTED: [string, string[], FilterValues, string[]][] = [
  ['marriedWomen', ['gita', 'sita'], { partFrom: 1, partTo: 1 }, ['sita']],
  ['nvr', ['gita', 'mohan', 'rani'], { search: 'gita' }, ['gita']],
  ['newVoter', ['gita', 'mohan', 'rani'], { partFrom: 2 }, ['gita', 'mohan']],
  ['newVoterList', ['gita', 'mohan', 'rani'], { partTo: 1 }, ['rani']],
  ['labharthiList', ['laxmi', 'shyam'], { labharthicenter: 'TS1' }, ['shyam']],
  ['homeShift', ['hari'], { partTo: 1 }, []],
  ['outsideLocation', ['dev'], { partFrom: 2 }, []],
  ['deadList', ['hari', 'shyam', 'uma'], { partFrom: 2, alive: 'Dead' }, ['uma']],
  // No subset: a caste filter (typed, any case) over the roll.
  ['casteWiseList', ROLL.map(([id]) => id).sort(), { caste: 'YADAV' }, ['gita', 'mohan']],
];

let db: BoothDb;
beforeAll(async () => {
  db = freshDb();
  await db.voters.bulkPut(records);
});
afterAll(() => {
  setInMemoryVoterLimit(IN_MEMORY_VOTERS);
  db.close();
});

describe.each(EXPECTED)('%s', (id, start, values, narrowed) => {
  it('shows its subset from the start, narrowed by the user’s filters (reportRows)', () => {
    expect(ids(reportRows(def(id), inIdOrder, {}))).toEqual(start);
    expect(ids(reportRows(def(id), inIdOrder, values))).toEqual(narrowed);
  });

  it.each([
    ['the indexed engine', 0],
    ['the in-memory roll', IN_MEMORY_VOTERS],
  ])('shows the same through %s', async (_, limit) => {
    setInMemoryVoterLimit(limit);
    await rollSettled(db);
    expect(ids(await loadReportRows(db, def(id), {}))).toEqual(start);
    expect(ids(await loadReportRows(db, def(id), values))).toEqual(narrowed);
    const page = await loadReportPage(db, { def: def(id), values: {}, page: 1, pageSize: 2 });
    expect(page.total).toBe(start.length);
    expect(page.rows).toHaveLength(Math.min(2, start.length));
  });
});

it('Married Women: a man is never listed, even when the user picks Male', () => {
  // The screen's gender filter is not offered here; the engine still honours the subset.
  const rows = reportRows(
    { ...def('marriedWomen'), filters: ['marriedWomen', 'gender'] },
    inIdOrder,
    {
      gender: 'Male',
    },
  );
  expect(rows).toEqual([]);
});

it.each([
  ['marriedWomen', { gender: 'Female', relationType: 'husband' }],
  ['homeShift', { homeShifted: 'Yes' }],
  ['outsideLocation', { outside: 'Yes' }],
  ['nvr', {}],
  ['casteWiseList', {}],
])('a voter added on %s starts inside its subset', (id, defaults) => {
  expect(subsetFormDefaults(def(id).filters)).toEqual(defaults);
  const added = { firstName: 'new', age: 40, ...defaults } as VoterFields;
  expect(reportRows(def(id), [added], {})).toHaveLength(id === 'nvr' ? 0 : 1);
});
