// Dexie v10 (issue 43): the name keys changed, so a phone's database from v9 derives every
// voter's search keys again when it opens — and nothing else changes: fields, the other derived
// fields, tombstones, field entries, the queue and the pull cursor are as they were.
import { Dexie } from 'dexie';
import { afterEach, expect, test } from 'vitest';
import { BoothDb } from '../../src/db/database.ts';
import { withDerived } from '../../src/db/derive.ts';
import { CURRENT_SCHEMA_VERSION, SCHEMA_V9 } from '../../src/db/schema.ts';
import type { VoterFields } from '../../src/db/types.ts';
import { voterSearchKeys } from '../../src/domain/voter-search.ts';

const open: BoothDb[] = [];
afterEach(async () => {
  for (const db of open.splice(0)) await db.delete();
});

/** The keys v9 stored for these names (before b/v, au/o and ai/ay were one sound). */
const V9_KEYS: Record<string, string[]> = {
  a: ['bijay', 'vijai', 'chauhan', 'विजय', 'चौहान', 'shyam', 'syam'],
  b: ['kureshi', 'kuresi', 'jaiswal', 'jaisval'],
};

test('a v9 database opens as v10 with new search keys and everything else as it was', async () => {
  const name = `up10-${crypto.randomUUID()}`;
  const v9 = new Dexie(name);
  v9.version(9).stores(SCHEMA_V9);
  const base = { updatedAt: '2026-01-01T00:00:00.000Z', scope: 'up/lko', ownerId: 'u' };
  const stored = (id: string, fields: VoterFields, deleted: 0 | 1 = 0) => {
    const row = withDerived('voters', { ...base, id, version: 3, deleted }, fields) as Record<
      string,
      unknown
    >;
    if (V9_KEYS[id]) row.searchKeys = V9_KEYS[id];
    return row;
  };
  const voters = [
    stored('a', {
      firstName: 'Bijay',
      lastName: 'Chauhan',
      firstNameHi: 'विजय',
      lastNameHi: 'चौहान',
      relation: 'Shyam',
      partNumber: 12,
      serialNumber: 4,
      phone: '9876500000',
      gender: 'Male',
    }),
    stored('b', { firstName: 'Kureshi', lastName: 'Jaiswal', partNumber: 12, serialNumber: 5 }),
    stored('c', {}, 1),
  ];
  await v9.table('voters').bulkPut(voters);
  const visit = {
    ...base,
    id: 'vi',
    version: 5,
    deleted: 0,
    voterId: 'a',
    outcome: 'met',
    visitedAt: '2026-01-03T00:00:00.000Z',
  };
  await v9.table('visits').put(visit);
  const queued = {
    kind: 'mutation',
    status: 'pending',
    createdAt: '2026-01-01T00:00:00.000Z',
    userId: 'u',
    clientId: 'c',
    baseVersion: 3,
    table: 'voters',
    op: 'patch',
    mutationId: 1,
    recordId: 'a',
    fields: { phone: '9876500001' },
  };
  await v9.table('outbox').add(queued);
  await v9.table('meta').put({ key: 'pullCursor', value: 'abc' });
  const outbox = await v9.table('outbox').toArray();
  v9.close();

  const db = new BoothDb(name);
  open.push(db);
  await db.open();
  expect(db.verno).toBe(CURRENT_SCHEMA_VERSION);

  for (const old of voters) {
    const now = (await db.voters.get(old.id as string)) as unknown as Record<string, unknown>;
    const { searchKeys: keys, ...rest } = now;
    const { searchKeys: _old, ...oldRest } = old;
    expect(rest, String(old.id)).toEqual(oldRest);
    expect(keys).toEqual(voterSearchKeys(rest as VoterFields));
  }
  // The voters are found by the spellings the new keys join: Vijay for Bijay/विजय, Chohan for
  // Chauhan, Qureshi for Kureshi, जायसवाल for Jaiswal.
  const found = async (key: string) =>
    (await db.voters.where('searchKeys').startsWith(key).primaryKeys()).sort();
  const [vijay] = voterSearchKeys({ firstName: 'Vijay' }).slice(-1);
  const [chohan] = voterSearchKeys({ firstName: 'Chohan' }).slice(-1);
  const [qureshi] = voterSearchKeys({ firstName: 'Qureshi' }).slice(-1);
  const [jaiswal] = voterSearchKeys({ firstName: 'जायसवाल' }).slice(-1);
  expect(await found(vijay!)).toEqual(['a']);
  expect(await found(chohan!)).toEqual(['a']);
  expect(await found(qureshi!)).toEqual(['b']);
  expect(await found(jaiswal!)).toEqual(['b']);
  expect((await db.voters.get('c'))?.searchKeys).toEqual([]);

  expect(await db.visits.toArray()).toEqual([visit]);
  expect(await db.outbox.toArray()).toEqual(outbox);
  expect(outbox).toMatchObject([queued]);
  expect(await db.meta.get('pullCursor')).toEqual({ key: 'pullCursor', value: 'abc' });
});
