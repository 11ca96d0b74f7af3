import { Dexie } from 'dexie';
import { afterEach, describe, expect, test } from 'vitest';
import { BoothDb } from '../../src/db/database.ts';
import { createFlag } from '../../src/db/reload-flag.ts';
import { CURRENT_SCHEMA_VERSION, SCHEMA_V1 } from '../../src/db/schema.ts';
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
    expect(db.tables.map((t) => t.name).sort()).toEqual(Object.keys(SCHEMA_V1).sort());
    const voterIndexes = db.voters.schema.indexes.map((i) => i.name);
    for (const name of [
      'partNumber',
      'age',
      'gender',
      'voterId',
      'nameWords',
      'addressKey',
      'party',
      'deleted',
      'updatedAt',
      '[dobMonth+dobDay]',
      '[deleted+partNumber]',
    ])
      expect(voterIndexes).toContain(name);
    expect(db.voters.schema.indexes.find((i) => i.name === 'nameWords')?.multi).toBe(true);
    expect(db.members.schema.indexes.map((i) => i.name)).toContain('level');
    expect(db.chatMessages.schema.indexes.map((i) => i.name)).toContain('groupId');
  });

  test('reports query through indexes: name words, part range, birthday month', async () => {
    const db = freshDb();
    open.push(db);
    await createRecord(db, alice, 'voters', {
      firstName: 'Ram Kumar',
      lastName: 'Verma',
      partNumber: 4,
      dob: '1990-03-15',
      address: '12,  Gandhi   Road',
    });
    await createRecord(db, alice, 'voters', {
      firstName: 'Sita',
      lastName: 'Devi',
      partNumber: 9,
      dob: '1985-07-01',
      address: '12 gandhi road',
    });
    const gone = await createRecord(db, alice, 'voters', { firstName: 'Ramesh', partNumber: 5 });
    await deleteRecord(db, alice, 'voters', gone);

    const byWord = await db.voters.where('nameWords').startsWith('ram').toArray();
    expect(byWord.map((v) => v.firstName).sort()).toEqual(['Ram Kumar', 'Ramesh']);
    const liveInParts = await db.voters
      .where('[deleted+partNumber]')
      .between([0, 1], [0, 5], true, true)
      .toArray();
    expect(liveInParts.map((v) => v.firstName)).toEqual(['Ram Kumar']);
    const march = await db.voters
      .where('[dobMonth+dobDay]')
      .between([3, 1], [3, 31], true, true)
      .toArray();
    expect(march.map((v) => v.firstName)).toEqual(['Ram Kumar']);
    const family = await db.voters.where('addressKey').equals('12 gandhi road').count();
    expect(family).toBe(2);
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
    newer.version(CURRENT_SCHEMA_VERSION + 1).stores({ ...SCHEMA_V1, extra: 'id' });
    open.push(newer);
    await newer.open(); // would hang (blocked) if the old connection did not step aside

    expect(flag.get()).toBe(true);
    expect(notified).toBe(1);
    expect(db.isOpen()).toBe(false);
    expect(newer.verno).toBe(CURRENT_SCHEMA_VERSION + 1);
  });
});
