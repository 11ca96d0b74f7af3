// The in-memory list order (list-order.ts): ids in (part, id) order with each part's start,
// read once the voters are quiet, dropped by any write; and a search's matches put in that
// order, restricted to a part range, without tombstones.
import { describe, expect, test } from 'vitest';
import { createRecord, deleteRecord } from '../../src/db/commands.ts';
import {
  LIST_ORDER_SETTLE_MS,
  inListOrder,
  listOrderSettled,
  readyListOrder,
} from '../../src/features/voters/query/list-order.ts';
import { searchPlan } from '../../src/domain/voter-search.ts';
import { positionsOf } from '../../src/features/voters/query/roll-keys.ts';
import { searchInOrder } from '../../src/features/voters/query/search-query.ts';
import { alice, freshDb } from './sync-helpers.ts';

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
      .where('[deleted+part]')
      .between([0, -Infinity], [0, Infinity])
      .primaryKeys();
    expect(order.ids).toEqual(live);
    expect(order.parts).toEqual([0, 1, 2, 3, 12]);
    expect(order.starts).toEqual([0, 1, 2, 3, 5]);
    expect(order.ids[0]).toBe(ids.d); // no part number: part 0, first
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

  test('a household by its address key, in list order', async () => {
    const db = freshDb();
    const at = (address: string, partNumber: number) =>
      createRecord(db, alice, 'voters', { firstName: 'X', address, partNumber });
    const one = await at('House 4, Ward 2', 5);
    const two = await at('House 4, Ward 2', 1);
    await at('House 9', 1);
    const order = await listOrderSettled(db);
    const v = (await db.voters.get(one))!;
    const ids = Array.from(positionsOf(order.household, v.addressKey), (p) => order.ids[p]);
    expect(ids).toEqual([two, one]);
    expect(positionsOf(order.household, 'no such address')).toHaveLength(0);
  });
});
