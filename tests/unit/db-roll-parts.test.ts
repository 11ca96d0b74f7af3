// The roll's part files on the phone (issue 45, src/db/roll-files.ts): a voter is the voters
// table's row when it has one (the overlay), else the file's; a tombstone hides the file's row;
// a voter two files hold keeps its newer row. And Dexie v11, which adds the files' table, opens
// a v10 phone's database with its voters and unsent changes as they were.
import { Dexie } from 'dexie';
import { afterEach, expect, test } from 'vitest';
import { BoothDb } from '../../src/db/database.ts';
import { withDerived } from '../../src/db/derive.ts';
import {
  copyFileVotersToOverlay,
  fileVotersWithVoterIds,
  voterById,
  votersById,
} from '../../src/db/roll-files.ts';
import { CURRENT_SCHEMA_VERSION, SCHEMA_V10 } from '../../src/db/schema.ts';
import type { RollPartRecord, VoterFields } from '../../src/db/types.ts';
import {
  countLiveVoters,
  liveVotersAtSerials,
  liveVotersOfParts,
} from '../../src/db/voter-ranges.ts';
import type { SyncRow } from '../../src/domain/sync-protocol.ts';

const open: BoothDb[] = [];
afterEach(async () => {
  for (const db of open.splice(0)) await db.delete();
});

const newDb = async (name = `parts-${crypto.randomUUID()}`) => {
  const db = new BoothDb(name);
  open.push(db);
  await db.open();
  return db;
};

const row = (id: string, version: number, fields: VoterFields): SyncRow => ({
  table: 'voters',
  id,
  version,
  updatedAt: '2026-12-01T00:00:00.000Z',
  scope: 'up/lko/b1',
  ownerId: 'admin',
  deleted: false,
  fields: fields as SyncRow['fields'],
});

const file = (part: number, version: number, rows: SyncRow[]): RollPartRecord => ({
  key: `up/lko/b1|${part}`,
  scope: 'up/lko/b1',
  part,
  version,
  rows,
});

const local = (id: string, version: number, fields: VoterFields, deleted: 0 | 1 = 0) =>
  withDerived(
    'voters',
    {
      id,
      version,
      updatedAt: '2026-12-02T00:00:00.000Z',
      scope: 'up/lko/b1',
      ownerId: 'u',
      deleted,
    },
    fields,
  );

test('a voter is the overlay row, else the file row; a tombstone hides; the newer of two files wins', async () => {
  const db = await newDb();
  await db.rollParts.bulkPut([
    file(1, 10, [
      row('a', 1, { firstName: 'Asha', partNumber: 1, serialNumber: 1, voterId: 'ABC1234567' }),
      row('b', 2, { firstName: 'Bina', partNumber: 1, serialNumber: 2 }),
      row('c', 3, { firstName: 'Chetan', partNumber: 1, serialNumber: 3 }),
      // Moved to part 2 since: part 1's file still holds the older row.
      row('m', 4, { firstName: 'Moved', partNumber: 1, serialNumber: 4 }),
    ]),
    file(2, 12, [row('m', 11, { firstName: 'Moved', partNumber: 2, serialNumber: 1 })]),
  ]);
  // The overlay: an edit of b, a tombstone of c, a voter made on the phone.
  await db.voters.bulkPut([
    local('b', 2, { firstName: 'Bina Devi', partNumber: 1, serialNumber: 2 }),
    local('c', 13, {}, 1),
    local('n', 0, { firstName: 'New', partNumber: 1, serialNumber: 5 }),
  ]);

  const part1 = await liveVotersOfParts(db, 1, 1);
  expect(part1.map((v) => [v.id, v.firstName])).toEqual([
    ['a', 'Asha'],
    ['b', 'Bina Devi'],
    ['n', 'New'],
  ]);
  expect((await liveVotersOfParts(db, 2, 2)).map((v) => v.id)).toEqual(['m']);
  expect(await countLiveVoters(db)).toBe(4);
  expect((await liveVotersAtSerials(db, 1, 2, 5)).map((v) => v.id)).toEqual(['b', 'n']);
  expect((await votersById(db, ['a', 'c', 'zz'])).map((v) => v && [v.id, v.deleted])).toEqual([
    ['a', 0],
    ['c', 1],
    undefined,
  ]);
  expect((await voterById(db, 'm'))?.part).toBe(2);
  expect((await fileVotersWithVoterIds(db, ['ABC1234567'])).map((v) => v.id)).toEqual(['a']);

  // A command on a file voter: its row goes into the overlay first, untouched, no outbox entry.
  await copyFileVotersToOverlay(db, ['a', 'b']);
  expect((await db.voters.get('a'))?.firstName).toBe('Asha');
  expect((await db.voters.get('b'))?.firstName).toBe('Bina Devi');
  expect(await db.outbox.count()).toBe(0);
  expect(await fileVotersWithVoterIds(db, ['ABC1234567'])).toEqual([]);
});

test('a v10 database opens as v12 (v11 the files table, v12 its version index) with its voters and unsent changes as they were', async () => {
  const name = `up11-${crypto.randomUUID()}`;
  const v10 = new Dexie(name);
  v10.version(10).stores(SCHEMA_V10);
  const voter = local('a', 3, { firstName: 'Asha', partNumber: 7, serialNumber: 1 });
  await v10.table('voters').put(voter);
  const queued = {
    kind: 'mutation',
    status: 'pending',
    createdAt: '2026-12-01T00:00:00.000Z',
    userId: 'u',
    clientId: 'c',
    baseVersion: 3,
    table: 'voters',
    op: 'patch',
    mutationId: 1,
    recordId: 'a',
    fields: { phone: '9876500001' },
  };
  await v10.table('outbox').add(queued);
  const outbox = await v10.table('outbox').toArray();
  v10.close();

  const db = await newDb(name);
  expect(db.verno).toBe(CURRENT_SCHEMA_VERSION);
  expect(CURRENT_SCHEMA_VERSION).toBe(12);
  expect(await db.voters.toArray()).toEqual([voter]);
  expect(await db.outbox.toArray()).toEqual(outbox);
  expect(await db.rollParts.count()).toBe(0);
  expect((await liveVotersOfParts(db)).map((v) => v.id)).toEqual(['a']);
});
