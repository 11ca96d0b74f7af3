// A page never reads the whole table: a DBCore middleware counts the voter records each query
// reads (values returned by getAll, get and cursors), on the fixture roll of voter-query.
import type { DBCore, DBCoreCursor, Middleware } from 'dexie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoothDb } from '../../src/db/database.ts';
import { findVoterReport } from '../../src/domain/voter-reports.ts';
import {
  loadGenderCounts,
  loadReportPageRows,
  loadReportTotal,
} from '../../src/roll/report-query.ts';
import { setListOrderEnabled } from '../../src/roll/list-order.ts';
import { rollSettled, setInMemoryVoterLimit } from '../../src/roll/small-roll.ts';
import { freshDb } from '../utils/unit/sync-helpers.ts';
import { fixtureRecords, loadFixture } from '../utils/unit/voter-query-fixture.ts';

let read = 0;

function counting(cursor: DBCoreCursor, values: boolean): DBCoreCursor {
  return Object.create(cursor, {
    start: {
      value: (onNext: () => void) =>
        cursor.start(() => {
          if (values) read++;
          onNext();
        }),
    },
  }) as DBCoreCursor;
}

/** Counts the voter records read; keys alone (counts, primary keys) are not records. */
const recordCounter: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'recordCounter',
  create: (down) => ({
    ...down,
    table: (name) => {
      const table = down.table(name);
      if (name !== 'voters') return table;
      return {
        ...table,
        get: async (req) => {
          const v = await table.get(req);
          if (v !== undefined) read++;
          return v;
        },
        getMany: async (req) => {
          const rows = await table.getMany(req);
          read += rows.filter((r) => r !== undefined).length;
          return rows;
        },
        query: async (req) => {
          const res = await table.query(req);
          if (req.values) read += res.result.length;
          return res;
        },
        openCursor: async (req) => {
          const cursor = await table.openCursor(req);
          return cursor && counting(cursor, req.values === true);
        },
      };
    },
  }),
};

const records = fixtureRecords();
const liveCount = records.filter((v) => !v.deleted).length;
let db: BoothDb;

beforeAll(async () => {
  // The fixture is small: without this every query would take the in-memory path.
  setInMemoryVoterLimit(0);
  db = freshDb();
  db.use(recordCounter);
  await loadFixture(db, records);
});
afterAll(() => db.close());

async function reads<T>(fn: () => Promise<T>): Promise<[T, number]> {
  read = 0;
  const value = await fn();
  return [value, read];
}

describe('records read per query', () => {
  // The indexed path, every time: the first query would start reading the list order 300 ms
  // later, and on a busy machine that background read landed inside a later test's count.
  beforeAll(() => setListOrderEnabled(false));
  afterAll(() => setListOrderEnabled(true));

  it('part range + one select: the page reads its rows, the total none', async () => {
    const def = findVoterReport('partyWiseList')!;
    const values = { partFrom: 2, partTo: 6, party: 'Bharatiya Janata Party' };
    const [rows, n] = await reads(() =>
      loadReportPageRows(db, { def, values, page: 2, pageSize: 10 }),
    );
    expect(rows).toHaveLength(10);
    // The ten rows, and at most the cursor's one step past them.
    expect(n).toBeLessThanOrEqual(11);
    const [total, m] = await reads(() => loadReportTotal(db, def, values));
    expect(total).toBeGreaterThan(20);
    expect(m).toBe(0);
  });

  it('a residual filter (age) reads only until the page is full', async () => {
    const def = findVoterReport('singleVoter')!;
    const values = { partFrom: 1, partTo: 8, ageFrom: 25, ageTo: 60, gender: 'Female' };
    const [rows, n] = await reads(() =>
      loadReportPageRows(db, { def, values, page: 1, pageSize: 10 }),
    );
    expect(rows).toHaveLength(10);
    expect(n).toBeLessThan(40);
  });

  it('a name search reads only the matching voters', async () => {
    const def = findVoterReport('listSearch')!;
    const [rows, n] = await reads(() =>
      loadReportPageRows(db, { def, values: { search: 'शर्मा' }, page: 1, pageSize: 10 }),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(n).toBeLessThan(liveCount / 4);
  });

  it('a computed report reads its parts (and their households), then pages from the cache', async () => {
    const def = findVoterReport('familyHead')!;
    const values = { partFrom: 3, partTo: 4 };
    const [, first] = await reads(() =>
      loadReportPageRows(db, { def, values, page: 1, pageSize: 10 }),
    );
    expect(first).toBeLessThan(liveCount / 2);
    const [, next] = await reads(() =>
      loadReportPageRows(db, { def, values, page: 2, pageSize: 10 }),
    );
    expect(next).toBe(0);
  });

  it('gender counts read no record', async () => {
    const [counts, n] = await reads(() => loadGenderCounts(db));
    expect(counts.total).toBe(liveCount);
    expect(n).toBe(0);
  });
});

describe('a booth phone roll (in memory)', () => {
  it('reads the roll once, then pages and filters without reading a record', async () => {
    setInMemoryVoterLimit(5_000);
    try {
      const def = findVoterReport('agewiseList')!;
      // The first query starts the background read of the roll and takes the indexed path.
      await loadReportPageRows(db, { def, values: {}, page: 1, pageSize: 10 });
      await rollSettled(db);
      const before = read;
      await loadReportPageRows(db, { def, values: { gender: 'Female' }, page: 2, pageSize: 10 });
      await loadReportTotal(db, def, { ageFrom: 30, ageTo: 40 });
      expect(read - before).toBe(0);
    } finally {
      setInMemoryVoterLimit(0);
    }
  });

  it('is not used above the limit', async () => {
    setInMemoryVoterLimit(records.length - 100);
    try {
      const def = findVoterReport('alphaList')!;
      const before = read;
      await loadReportPageRows(db, { def, values: {}, page: 1, pageSize: 10 });
      expect(read - before).toBeLessThanOrEqual(10);
    } finally {
      setInMemoryVoterLimit(0);
    }
  });
});
