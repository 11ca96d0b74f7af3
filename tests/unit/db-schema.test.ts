import { Dexie } from 'dexie';
import { afterEach, describe, expect, test } from 'vitest';
import { BoothDb } from '../../src/db/database.ts';
import { createFlag } from '../../src/db/reload-flag.ts';
import {
  CURRENT_SCHEMA,
  CURRENT_SCHEMA_VERSION,
  SCHEMA_V1,
  SCHEMA_V2,
  SCHEMA_V5,
} from '../../src/db/schema.ts';
import { createRecord, deleteRecord } from '../../src/db/commands.ts';
import { DERIVED_FIELDS, withDerived } from '../../src/db/derive.ts';
import type { VoterFields } from '../../src/db/types.ts';
import { NO_SERIAL } from '../../src/domain/voter-roll.ts';
import { pannaVoterIds } from '../../src/roll/panna-lists.ts';
import { listOrderSettled } from '../../src/roll/list-order.ts';
import { alice, freshDb } from '../utils/unit/sync-helpers.ts';

const open: Dexie[] = [];
afterEach(async () => {
  for (const d of open.splice(0)) d.close();
});

describe('schema', () => {
  test('opens with every table of docs/architecture.md and the report indexes', async () => {
    const db = freshDb();
    open.push(db);
    await db.open();
    expect(db.verno).toBe(CURRENT_SCHEMA_VERSION);
    expect(db.tables.map((t) => t.name).sort()).toEqual(Object.keys(CURRENT_SCHEMA).sort());
    const voterIndexes = db.voters.schema.indexes.map((i) => i.name).sort();
    expect(voterIndexes).toEqual(
      [
        '[deleted+part+serial]',
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
      (
        await db.voters
          .where('[deleted+part+serial]')
          .between([0, lo, -Infinity], [0, hi, Infinity], true, true)
          .toArray()
      ).map((v) => v.firstName);
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
    // The Devanagari names are searched too, in either script.
    await createRecord(db, alice, 'voters', {
      firstName: 'Bablu',
      firstNameHi: 'प्रदीप',
      lastNameHi: 'यादव',
      relationHi: 'रामसेवक',
    });
    for (const key of ['प्रदीप', 'pradip', 'यादव', 'yadav', 'रामसेवक'])
      expect((await db.voters.where('searchKeys').equals(key).toArray())[0]?.firstName).toBe(
        'Bablu',
      );
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
    // The only live voter of part 0: the stand-in serial 1 (see the v6 upgrade below).
    expect(a?.serialNumber).toBe(1);
    expect(a?.facets).toEqual(
      expect.arrayContaining([
        ['gender', 'male', 0, 1],
        ['party', 'BJP', 0, 1],
        ['dobMonth', 5, 0, 1],
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

  test('a v5 database opens as v6: stand-in serials, relation from relativeName, nothing lost', async () => {
    const name = `up6-${crypto.randomUUID()}`;
    const v5 = new Dexie(name);
    v5.version(5).stores(SCHEMA_V5);
    const base = { updatedAt: '2026-01-01T00:00:00.000Z', scope: 'up/lucknow', ownerId: 'u' };
    // A voter as v5 stored it: no `serial`, facets of [field, value, part].
    const v5Voter = (id: string, fields: VoterFields, deleted: 0 | 1 = 0, version = 3) => {
      const row = withDerived(
        'voters',
        { ...base, id, version, deleted },
        fields,
      ) as unknown as Record<string, unknown> & { facets: unknown[][] };
      delete row.serial;
      row.facets = row.facets.map((f) => f.slice(0, 3));
      return row;
    };
    const ids = Array.from({ length: 7 }, (_, i) => `0190a000-0000-7000-8000-00000000000${i}`);
    const voters = [
      v5Voter(ids[0]!, { firstName: 'P12a', partNumber: 12, gender: 'Female' }),
      v5Voter(ids[1]!, { firstName: 'P12gone', partNumber: 12 }, 1),
      v5Voter(ids[2]!, {
        firstName: 'P12b',
        partNumber: 12,
        relation: ' ',
        relativeName: 'Shyam Lal',
        gender: 'Female',
      }),
      v5Voter(ids[3]!, { firstName: 'P13a', partNumber: 13, relation: 'Mohan', relativeName: 'X' }),
      // Not yet on the server: its queued put must carry what the upgrade gives it.
      v5Voter(ids[4]!, { firstName: 'P12new', partNumber: 12, relativeName: 'Hari' }, 0, 0),
      v5Voter(ids[5]!, { firstName: 'Nopart' }),
      // Imported with a fromRecord put: the push reads the record as it is then.
      v5Voter(ids[6]!, { firstName: 'P13b', partNumber: 13 }, 0, 0),
    ];
    await v5.table('voters').bulkPut(voters);
    const panna = {
      ...base,
      id: 'pa',
      version: 4,
      deleted: 0,
      pannaId: 'pn',
      partNumber: 12,
      fromSerial: 2,
      toSerial: 3,
      memberId: 'm',
      memberName: 'Ravi',
      assignedAt: '2026-01-02T00:00:00.000Z',
      by: 'Coordinator',
    };
    await v5.table('pannas').put(panna);
    const visit = {
      ...base,
      id: 'vi',
      version: 5,
      deleted: 0,
      voterId: ids[2],
      outcome: 'met',
      visitedAt: '2026-01-03T00:00:00.000Z',
      by: 'Ravi',
    };
    await v5.table('visits').put(visit);
    const mark = {
      ...base,
      id: 'mk',
      version: 6,
      deleted: 0,
      voterId: ids[0],
      voted: true,
      markedAt: '2026-01-04T00:00:00.000Z',
      by: 'Ravi',
    };
    await v5.table('voteMarks').put(mark);
    const entry = {
      kind: 'mutation',
      status: 'pending',
      createdAt: '2026-01-01T00:00:00.000Z',
      userId: 'u',
      clientId: 'c',
      baseVersion: 0,
      table: 'voters',
      op: 'put',
    };
    await v5.table('outbox').bulkAdd([
      {
        ...entry,
        mutationId: 1,
        recordId: ids[4],
        fields: { firstName: 'P12new', partNumber: 12, relativeName: 'Hari' },
      },
      {
        ...entry,
        mutationId: 2,
        recordId: ids[6],
        fromRecord: true,
        fields: { firstName: 'P13b' },
      },
      { ...entry, mutationId: 3, recordId: ids[0], op: 'patch', fields: { phone: '9876500000' } },
      { ...entry, mutationId: 4, table: 'visits', recordId: 'vi2', fields: { voterId: ids[0] } },
    ]);
    await v5.table('meta').put({ key: 'pullCursor', value: 'abc' });
    const before = {
      outbox: await v5.table('outbox').toArray(),
      pannas: await v5.table('pannas').toArray(),
      visits: await v5.table('visits').toArray(),
      voteMarks: await v5.table('voteMarks').toArray(),
      meta: await v5.table('meta').toArray(),
    };
    v5.close();

    const db = new BoothDb(name);
    open.push(db);
    await db.open();
    expect(db.verno).toBe(CURRENT_SCHEMA_VERSION);
    const byName = new Map((await db.voters.toArray()).map((v) => [v.firstName, v]));
    // The serial each showed: its place in its part by id among the live voters.
    expect(
      Object.fromEntries([...byName].map(([n, v]) => [n, [v.serialNumber, v.serial]])),
    ).toEqual({
      P12a: [1, 1],
      P12gone: [undefined, NO_SERIAL],
      P12b: [2, 2],
      P12new: [3, 3],
      P13a: [1, 1],
      P13b: [2, 2],
      Nopart: [1, 1],
    });
    expect(byName.get('P12b')).toMatchObject({ relation: 'Shyam Lal', relativeName: 'Shyam Lal' });
    expect(byName.get('P13a')).toMatchObject({ relation: 'Mohan', relativeName: 'X' });
    expect(byName.get('P12new')).toMatchObject({ relation: 'Hari' });
    expect(byName.get('P12a')?.facets).toEqual([['gender', 'female', 12, 1]]);
    // Every other field is as it was (the derived ones follow the fields).
    for (const old of voters) {
      const now = (await db.voters.get(old.id as string)) as unknown as Record<string, unknown>;
      for (const [key, value] of Object.entries(old)) {
        if ((DERIVED_FIELDS as readonly string[]).includes(key)) continue;
        if (key === 'relation' && value === ' ') continue;
        expect(now[key], key).toEqual(value);
      }
    }
    // The part index is in roll order.
    const part12 = await db.voters
      .where('[deleted+part+serial]')
      .between([0, 12, -Infinity], [0, 12, Infinity])
      .toArray();
    expect(part12.map((v) => v.firstName)).toEqual(['P12a', 'P12b', 'P12new']);
    // The panna (serials 2–3 of part 12) covers the voters it covered before.
    const order = await listOrderSettled(db);
    expect(pannaVoterIds(order, 12, 2, 3)).toEqual([ids[2], ids[4]]);
    // Field entries, the queue's other entries and the cursor are untouched; the unsent put
    // carries the serial and relation, the fromRecord put and the patch are as they were.
    expect(await db.pannas.toArray()).toEqual(before.pannas);
    expect(await db.visits.toArray()).toEqual(before.visits);
    expect(await db.voteMarks.toArray()).toEqual(before.voteMarks);
    expect(await db.meta.toArray()).toEqual(before.meta);
    const outbox = await db.outbox.toArray();
    expect(outbox).toEqual(
      before.outbox.map((e) =>
        e.mutationId === 1
          ? { ...e, fields: { ...e.fields, serialNumber: 3, relation: 'Hari' } }
          : e,
      ),
    );
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
