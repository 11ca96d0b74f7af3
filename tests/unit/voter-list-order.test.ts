// The in-memory list order (list-order.ts): ids in roll order (part, serial, then id for
// voters without a serial) with each part's start, read once the voters are quiet, dropped by
// any write; and a search's matches put in that order, restricted to a part range, without
// tombstones; households (domain/households.ts) counted and looked up from it.
import { describe, expect, test } from 'vitest';
import { createRecord, deleteRecord } from '../../src/db/commands.ts';
import {
  LIST_ORDER_SETTLE_MS,
  inListOrder,
  listOrderSettled,
  readyListOrder,
  serialSpan,
  setListOrderEnabled,
} from '../../src/roll/list-order.ts';
import { loadHousehold } from '../../src/roll/report-query.ts';
import { householdKeys } from '../../src/domain/households.ts';
import type { VoterFields } from '../../src/db/types.ts';
import { NO_SERIAL } from '../../src/domain/voter-roll.ts';
import { sortVoters } from '../../src/roll/row-order.ts';
import { searchPlan } from '../../src/domain/voter-search.ts';
import { findVoterReport, reportRows } from '../../src/domain/voter-reports.ts';
import { computedRows } from '../../src/roll/computed-query.ts';
import { positionsOf } from '../../src/roll/roll-keys.ts';
import { searchInOrder } from '../../src/roll/search-query.ts';
import { alice, freshDb } from '../utils/unit/sync-helpers.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function roll() {
  const db = freshDb();
  const ids: Record<string, string> = {};
  for (const [name, partNumber] of [
    ['a', 3],
    ['b', 1],
    ['c', 3],
    ['d', undefined],
    ['e', 2],
    ['f', 12],
  ] as const)
    ids[name] = await createRecord(db, alice, 'voters', { firstName: name, partNumber });
  return { db, ids };
}

describe('list order', () => {
  test('holds every live voter in list order, with where each part starts', async () => {
    const { db, ids } = await roll();
    const order = await listOrderSettled(db);
    const live = await db.voters
      .where('[deleted+part+serial]')
      .between([0, -Infinity, -Infinity], [0, Infinity, Infinity])
      .primaryKeys();
    expect(order.ids).toEqual(live);
    expect(order.parts).toEqual([0, 1, 2, 3, 12]);
    expect(order.starts).toEqual([0, 1, 2, 3, 5]);
    expect(order.ids[0]).toBe(ids.d); // no part number: part 0, first
  });

  test('is part, then serial; voters without a serial after them, by id — as the index', async () => {
    const db = freshDb();
    const add = (firstName: string, partNumber: number, serialNumber?: number) =>
      createRecord(db, alice, 'voters', { firstName, partNumber, serialNumber });
    // Written out of roll order, so record ids (time-ordered) disagree with the serials.
    const noSerialA = await add('noSerialA', 3);
    const s7 = await add('s7', 3, 7);
    const s2 = await add('s2', 3, 2);
    const other = await add('other', 1, 5);
    const noSerialB = await add('noSerialB', 3);
    const s4 = await add('s4', 3, 4);
    const gone = await add('gone', 3, 3);
    await deleteRecord(db, alice, 'voters', gone);
    const order = await listOrderSettled(db);
    expect(order.ids).toEqual([other, s2, s4, s7, noSerialA, noSerialB]);
    expect([...order.serials]).toEqual([5, 2, 4, 7, NO_SERIAL, NO_SERIAL]);
    const indexed = await db.voters
      .where('[deleted+part+serial]')
      .between([0, -Infinity, -Infinity], [0, Infinity, Infinity])
      .primaryKeys();
    expect(indexed).toEqual(order.ids);
    // Rows gathered elsewhere (a search) sort the same way.
    const rows = (await db.voters.bulkGet(order.ids.slice().reverse())).map((v) => v!);
    expect(sortVoters(rows, false).map((v) => v.id)).toEqual(order.ids);
    // Serial ranges of a part: the voters without a serial are never in one.
    const ids = (span: [number, number]) => order.ids.slice(...span);
    expect(ids(serialSpan(order, 3, 1, 4))).toEqual([s2, s4]);
    expect(ids(serialSpan(order, 3, 3, 3))).toEqual([]);
    expect(ids(serialSpan(order, 3, 5, 999))).toEqual([s7]);
    expect(ids(serialSpan(order, 3, 1, Infinity))).toEqual([s2, s4, s7]);
    expect(ids(serialSpan(order, 9, 1, 10))).toEqual([]);
  });

  test('a search’s matches come back in list order, within the parts, tombstones left out', async () => {
    const { db, ids } = await roll();
    await deleteRecord(db, alice, 'voters', ids.c!);
    const order = await listOrderSettled(db);
    const all = [ids.f!, ids.c!, ids.a!, ids.b!, ids.d!, 'not-a-voter'];
    expect(inListOrder(order, all, -Infinity, Infinity)).toEqual([ids.d, ids.b, ids.a, ids.f]);
    expect(inListOrder(order, all, 2, 3)).toEqual([ids.a]);
    expect(inListOrder(order, all, 4, 11)).toEqual([]);
    expect(inListOrder(order, all, 3, Infinity)).toEqual([ids.a, ids.f]);
    expect(inListOrder(order, all, -Infinity, 0)).toEqual([ids.d]);
  });

  test('keeps the live records in id order, for the reports computed in memory', async () => {
    const { db, ids } = await roll();
    await deleteRecord(db, alice, 'voters', ids.c!);
    const order = await listOrderSettled(db);
    const live = (await db.voters.toArray()).filter((v) => !v.deleted);
    expect(order.records?.map((v) => v.id)).toEqual(live.map((v) => v.id).sort());
    expect(order.records?.map((v) => v.id)).not.toContain(ids.c);
  });

  test('a write drops it; it is read again only once the voters are quiet', async () => {
    const { db } = await roll();
    const first = await listOrderSettled(db);
    await createRecord(db, alice, 'voters', { firstName: 'g', partNumber: 1 });
    expect(readyListOrder(db)).toBeNull(); // stale: never served after a write
    // Writes keep coming (an import): nothing is read while they do.
    for (let i = 0; i < 3; i++) {
      await sleep(LIST_ORDER_SETTLE_MS / 2);
      await createRecord(db, alice, 'voters', { firstName: `h${i}`, partNumber: 2 });
      expect(readyListOrder(db)).toBeNull();
    }
    const next = await listOrderSettled(db);
    expect(next.ids).toHaveLength(first.ids.length + 4);
  });
});

describe('keys in memory', () => {
  test('a search by name prefix, by id or phone digits, in list order within the parts', async () => {
    const db = freshDb();
    const add = (fields: Record<string, unknown>) =>
      createRecord(db, alice, 'voters', { lastName: 'Yadav', ...fields });
    const a = await add({ firstName: 'Ram', partNumber: 4, voterId: 'ABC1234' });
    const b = await add({ firstName: 'Ramesh', partNumber: 2, phone: '9876512345' });
    const c = await add({ firstName: 'Sita', partNumber: 3 });
    const gone = await add({ firstName: 'Ramu', partNumber: 1 });
    await deleteRecord(db, alice, 'voters', gone);
    const order = await listOrderSettled(db);
    const find = (text: string, lo = -Infinity, hi = Infinity) =>
      searchInOrder(order, searchPlan(text)!, lo, hi);
    expect(find('ram')).toEqual([b, a]);
    expect(find('ram yadav')).toEqual([b, a]);
    expect(find('yadav')).toEqual([b, c, a]);
    expect(find('यादव', 3, 4)).toEqual([c, a]);
    expect(find('abc12')).toEqual([a]);
    expect(find('98765')).toEqual([b]);
    expect(find('sita ram')).toEqual([]);
  });

  test('a voter is found by the Devanagari names the roll gives, in either script', async () => {
    const db = freshDb();
    const hindi = await createRecord(db, alice, 'voters', {
      firstName: 'Bablu',
      lastName: 'Kumar',
      firstNameHi: 'प्रदीप',
      lastNameHi: 'कुमार',
      relation: 'Ram Sewak',
      relationHi: 'रामसेवक',
      partNumber: 2,
      serialNumber: 1,
    });
    await createRecord(db, alice, 'voters', { firstName: 'Sita', partNumber: 2, serialNumber: 2 });
    const order = await listOrderSettled(db);
    const find = (text: string) => searchInOrder(order, searchPlan(text)!, -Infinity, Infinity);
    expect(find('प्रदीप')).toEqual([hindi]);
    expect(find('pradeep')).toEqual([hindi]);
    expect(find('bablu कुमार')).toEqual([hindi]);
    expect(find('रामसेवक')).toEqual([hindi]);
  });

  test('a household by its house (else address) within a part, in list order, and the count', async () => {
    const db = freshDb();
    const at = (fields: VoterFields) =>
      createRecord(db, alice, 'voters', { firstName: 'X', ...fields });
    const later = await at({ partNumber: 5, sectionNumber: 2, houseno: '4', serialNumber: 9 });
    const first = await at({ partNumber: 5, sectionNumber: 2, houseno: '४', serialNumber: 3 });
    // Another section's house 4, the same house number in another part, an address household.
    await at({ partNumber: 5, sectionNumber: 1, houseno: '4', serialNumber: 1 });
    await at({ partNumber: 6, sectionNumber: 2, houseno: '4' });
    const byAddress = await at({ partNumber: 5, address: 'House 9, Ward 2' });
    const sameAddress = await at({ partNumber: 5, address: 'house 9 ward 2' });
    // Two voters with neither: a household each.
    await at({ partNumber: 5 });
    const alone = await at({ partNumber: 5, houseno: '0' });
    const order = await listOrderSettled(db);
    const members = async (id: string) =>
      (await loadHousehold(db, (await db.voters.get(id))!)).map((v) => v.id);
    const keyOf = householdKeys();
    const house = keyOf((await db.voters.get(later))!);
    expect(Array.from(positionsOf(order.household, house), (p) => order.ids[p])).toEqual([
      first,
      later,
    ]);
    expect(order.households).toBe(6);
    // The profile card's household, from the keys in memory and, before they are in, the part.
    expect(await members(later)).toEqual([first, later]);
    expect(await members(byAddress)).toEqual([byAddress, sameAddress]);
    expect(await members(alone)).toEqual([alone]);
    setListOrderEnabled(false);
    try {
      expect(await members(later)).toEqual([first, later]);
      expect(await members(sameAddress)).toEqual([byAddress, sameAddress]);
    } finally {
      setListOrderEnabled(true);
    }
  });
});

describe('double voters from memory', () => {
  test('the groups with a member in the parts equal the report over the whole roll', async () => {
    const db = freshDb();
    const def = findVoterReport('doubleName')!;
    // Two names shared across parts 1–6, ages spread so that windows form, break and chain.
    const ages = [30, 31, 32, 33, 35, 36, 40, 41, 41, 55];
    let n = 0;
    for (const [firstName, relation] of [
      ['Ram', 'Shyam'],
      ['Sita', 'Mohan'],
    ])
      for (const age of ages)
        await createRecord(db, alice, 'voters', {
          firstName,
          lastName: 'Yadav',
          relation,
          age,
          partNumber: (n++ % 6) + 1,
        });
    await createRecord(db, alice, 'voters', { firstName: 'Solo', relation: 'X', age: 30 });
    const gone = await createRecord(db, alice, 'voters', {
      firstName: 'Ram',
      lastName: 'Yadav',
      relation: 'Shyam',
      age: 31,
      partNumber: 3,
    });
    await deleteRecord(db, alice, 'voters', gone);
    await listOrderSettled(db);
    const everyone = (await db.voters.toArray()).filter((v) => !v.deleted);
    for (const [partFrom, partTo] of [
      ['', ''],
      ['1', '1'],
      ['2', '3'],
      ['6', ''],
      ['7', '9'],
    ] as const) {
      const values = { partFrom, partTo };
      const expected = reportRows(def, everyone, values);
      const rows = await computedRows(db, def, values);
      // Double-voter rows are voters with their group number.
      const idAndGroup = (r: object) => {
        const row = r as { id: string; group: number };
        return [row.id, row.group];
      };
      expect(rows.map(idAndGroup)).toEqual(expected.map(idAndGroup));
    }
    expect((await computedRows(db, def, { partFrom: '', partTo: '' })).length).toBeGreaterThan(4);
  });
});

describe('computed reports with the keys in memory', () => {
  test('one address in several parts: each report equals the report over the whole roll', async () => {
    const db = freshDb();
    const houses = ['House 1', 'House 2', 'House 3'];
    for (let i = 0; i < 30; i++)
      await createRecord(db, alice, 'voters', {
        firstName: `V${i}`,
        lastName: i % 2 ? 'Yadav' : 'Sharma',
        age: 20 + i,
        gender: i % 3 ? 'Male' : 'Female',
        address: houses[i % 3],
        partNumber: i < 12 ? 1 : (i % 3) + 2,
      });
    await listOrderSettled(db);
    const everyone = (await db.voters.toArray()).filter((v) => !v.deleted);
    for (const id of ['family', 'familyHead', 'familyLabels', 'addressWise', 'surname']) {
      const def = findVoterReport(id)!;
      for (const [partFrom, partTo] of [
        ['1', '1'],
        ['2', '3'],
        ['', ''],
      ] as const) {
        const values = { partFrom, partTo };
        const rows = await computedRows(db, def, values);
        expect(rows, `${id} ${partFrom}-${partTo}`).toEqual(reportRows(def, everyone, values));
      }
    }
  });
});
