import { Dexie } from 'dexie';
import { afterEach, describe, expect, test } from 'vitest';
import { BoothDb } from '../../src/db/database.ts';
import { createFlag } from '../../src/db/reload-flag.ts';
import {
  CURRENT_SCHEMA,
  CURRENT_SCHEMA_VERSION,
  SCHEMA_V1,
  SCHEMA_V2,
} from '../../src/db/schema.ts';
import { createRecord, deleteRecord } from '../../src/db/commands.ts';
import { alice, freshDb } from './sync-helpers.ts';

const open: Dexie[] = [];
afterEach(async () => {
  for (const d of open.splice(0)) d.close();
});

describe('schema', () => {
  test('opens with every table of DESIGN.md §5 and the report indexes', async () => {
    const db = freshDb();
    open.push(db);
    await db.open();
    expect(db.verno).toBe(CURRENT_SCHEMA_VERSION);
    expect(db.tables.map((t) => t.name).sort()).toEqual(Object.keys(CURRENT_SCHEMA).sort());
    const voterIndexes = db.voters.schema.indexes.map((i) => i.name).sort();
    expect(voterIndexes).toEqual(
      [
        '[deleted+part]',
        '[deleted+scope]',
        'facets',
        'searchKeys',
        'idKeys',
        'voterId',
        'addressKey',
        'dupKey',
      ].sort(),
    );
    for (const multi of ['facets', 'searchKeys', 'idKeys'])
      expect(db.voters.schema.indexes.find((i) => i.name === multi)?.multi).toBe(true);
    expect(db.members.schema.indexes.map((i) => i.name)).toContain('level');
    expect(db.chatMessages.schema.indexes.map((i) => i.name)).toContain('groupId');
  });

  test('reports query through indexes: part range, facets, search keys, households', async () => {
    const db = freshDb();
    open.push(db);
    await createRecord(db, alice, 'voters', {
      firstName: 'Ram Kumar',
      lastName: 'Verma',
      partNumber: 4,
      gender: 'M',
      dob: '1990-03-15',
      address: '12,  Gandhi   Road',
    });
    await createRecord(db, alice, 'voters', {
      firstName: 'Sita',
      lastName: 'देवी',
      partNumber: 9,
      gender: 'Female',
      dob: '1985-07-01',
      address: '12 gandhi road',
    });
    await createRecord(db, alice, 'voters', { firstName: 'Nopart', gender: 'female' });
    const gone = await createRecord(db, alice, 'voters', {
      firstName: 'Ramesh',
      partNumber: 5,
      gender: 'Male',
    });
    await deleteRecord(db, alice, 'voters', gone);

    const live = async (lo: number, hi: number) =>
      (await db.voters.where('[deleted+part]').between([0, lo], [0, hi], true, true).toArray()).map(
        (v) => v.firstName,
      );
    expect(await live(1, 5)).toEqual(['Ram Kumar']);
    // No part number = part 0, still in the index.
    expect(await live(-Infinity, 5)).toEqual(['Nopart', 'Ram Kumar']);
    const facet = (field: string, value: string | number) =>
      db.voters
        .where('facets')
        .between([field, value, -Infinity], [field, value, Infinity], true, true)
        .toArray();
    expect((await facet('gender', 'female')).map((v) => v.firstName)).toEqual(['Nopart', 'Sita']);
    // The tombstone left the facets: no deleted voter is counted.
    expect(await facet('gender', 'male')).toHaveLength(1);
    expect((await facet('dobMonth', 3)).map((v) => v.firstName)).toEqual(['Ram Kumar']);
    const devi = await db.voters.where('searchKeys').startsWith('devi').toArray();
    expect(devi.map((v) => v.firstName)).toEqual(['Sita']);
    const family = await db.voters.where('addressKey').equals('12 gandhi road').count();
    expect(family).toBe(2);
  });
});

describe('upgrade', () => {
  test('a v1 database with voters opens as v2 with every derived field computed', async () => {
    const name = `up-${crypto.randomUUID()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores(SCHEMA_V1);
    const base = { version: 3, updatedAt: '2026-01-01T00:00:00Z', scope: 's', ownerId: 'u' };
    await v1.table('voters').bulkPut([
      {
        ...base,
        id: 'a',
        deleted: 0,
        firstName: 'Ram',
        lastName: 'Sharma',
        relation: 'Shyam Sharma',
        age: 40,
        gender: 'Male',
        party: 'BJP',
        voterId: 'XQ7-001',
        phone: '9876543210',
        dob: '1985-05-04',
        address: 'Gandhi Road',
        nameWords: ['ram', 'sharma'],
        addressKey: 'gandhi road',
        dobMonth: 5,
        dobDay: 4,
      },
      { ...base, id: 'b', deleted: 1, firstName: 'Gone', party: 'BJP', nameWords: ['gone'] },
    ]);
    v1.close();

    const db = new BoothDb(name);
    open.push(db);
    await db.open();
    expect(db.verno).toBe(CURRENT_SCHEMA_VERSION);
    const a = await db.voters.get('a');
    expect(a).toMatchObject({
      part: 0,
      addressKey: 'gandhi road',
      dupKey: 'ram sharma|shyam sharma',
      idKeys: ['XQ7001', '9876543210'],
    });
    expect(a && 'nameWords' in a).toBe(false);
    expect(a?.facets).toEqual(
      expect.arrayContaining([
        ['gender', 'male', 0],
        ['party', 'BJP', 0],
        ['dobMonth', 5, 0],
      ]),
    );
    expect(a?.searchKeys).toEqual(expect.arrayContaining(['ram', 'sharma', 'shyam', 'gandhi']));
    // The tombstone is upgraded too, with no facets.
    expect((await db.voters.get('b'))?.facets).toEqual([]);
    const bjp = await db.voters
      .where('facets')
      .between(['party', 'BJP', -Infinity], ['party', 'BJP', Infinity], true, true)
      .primaryKeys();
    expect(bjp).toEqual(['a']);
  });
});

describe('versionchange', () => {
  test('a newer version elsewhere closes this connection and raises the reload flag', async () => {
    const flag = createFlag();
    const name = `vc-${crypto.randomUUID()}`;
    const db = new BoothDb(name, { reloadFlag: flag });
    open.push(db);
    await db.open();
    let notified = 0;
    flag.subscribe(() => (notified += 1));

    const newer = new Dexie(name);
    newer.version(CURRENT_SCHEMA_VERSION + 1).stores({ ...CURRENT_SCHEMA, extra: 'id' });
    open.push(newer);
    await newer.open(); // would hang (blocked) if the old connection did not step aside

    expect(flag.get()).toBe(true);
    expect(notified).toBe(1);
    expect(db.isOpen()).toBe(false);
    expect(newer.verno).toBe(CURRENT_SCHEMA_VERSION + 1);
  });

  test('a v2 outbox opens as v3 with its queue intact and only the indexes the engine reads', async () => {
    const name = `up3-${crypto.randomUUID()}`;
    const v2 = new Dexie(name);
    v2.version(2).stores(SCHEMA_V2);
    const entry = {
      kind: 'mutation',
      status: 'pending',
      createdAt: '2026-01-01T00:00:00Z',
      userId: 'u',
      clientId: 'c',
      mutationId: 1,
      table: 'voters',
      recordId: 'a',
      op: 'put',
      fields: { firstName: 'Ram' },
      baseVersion: 0,
    };
    await v2.table('outbox').bulkAdd([entry, { ...entry, mutationId: 2, status: 'failed' }]);
    v2.close();

    const db = new BoothDb(name);
    open.push(db);
    await db.open();
    expect(db.outbox.schema.indexes.map((i) => i.name).sort()).toEqual(
      ['[table+recordId]', '[userId+status]'].sort(),
    );
    expect(await db.outbox.where('[userId+status]').equals(['u', 'pending']).toArray()).toEqual([
      { ...entry, seq: 1 },
    ]);
    expect(await db.outbox.count()).toBe(2);
  });
});
