// A new edition of the roll over the part files a phone holds (issue 45, step 3;
// src/sync/new-edition.ts), on a real Dexie database: the part's new file replaces the old
// record, an overlay row the file supersedes goes, a newer one stays, an unsent edit stays on
// top of the new row with its outbox entry, and a voter the edition deleted stays hidden.
// Also: which parts are worth a new file, and Dexie v12 (the files' key-and-version index)
// over a v11 phone's files.
import { Dexie } from 'dexie';
import { afterEach, expect, test } from 'vitest';
import { patchRecord } from '../../src/db/commands.ts';
import { BoothDb } from '../../src/db/database.ts';
import { withDerived } from '../../src/db/derive.ts';
import { META, setMeta } from '../../src/db/meta.ts';
import { copyFileVotersToOverlay, voterById } from '../../src/db/roll-files.ts';
import { CURRENT_SCHEMA_VERSION, SCHEMA_V11 } from '../../src/db/schema.ts';
import type { RollPartRecord, VoterFields } from '../../src/db/types.ts';
import { liveVotersOfParts } from '../../src/db/voter-ranges.ts';
import type { SnapshotChange, SyncRow } from '../../src/domain/sync-protocol.ts';
import { worthRetaking } from '../../src/domain/snapshot-retake.ts';
import { heldParts, keepNewFile } from '../../src/sync/new-edition.ts';

const SCOPE = 'up/lko/b1';
const USER = 'worker-1';
const open: BoothDb[] = [];
afterEach(async () => {
  for (const db of open.splice(0)) await db.delete();
});

const newDb = async (name = `edition-${crypto.randomUUID()}`) => {
  const db = new BoothDb(name);
  open.push(db);
  await db.open();
  await setMeta(db, META.dataUserId, USER);
  return db;
};

const row = (id: string, version: number, fields: VoterFields, deleted = false): SyncRow => ({
  table: 'voters',
  id,
  version,
  updatedAt: '2026-12-01T00:00:00.000Z',
  scope: SCOPE,
  ownerId: 'admin',
  deleted,
  fields: fields as SyncRow['fields'],
});

const file = (part: number, version: number, rows: SyncRow[]): RollPartRecord => ({
  key: `${SCOPE}|${part}`,
  scope: SCOPE,
  part,
  version,
  rows,
});

/** A row the pull brought (no unsent change): what the overlay holds. */
const pulled = (r: SyncRow) =>
  withDerived(
    'voters',
    {
      id: r.id,
      version: r.version,
      updatedAt: r.updatedAt,
      scope: r.scope,
      ownerId: r.ownerId,
      deleted: r.deleted ? 1 : 0,
    },
    r.fields as unknown as VoterFields,
  );

const voter = (first: string, serial: number): VoterFields => ({
  firstName: first,
  partNumber: 1,
  serialNumber: serial,
});

test('a new file replaces the old: superseded rows go, newer rows and unsent edits stay', async () => {
  const db = await newDb();
  const [a, b, c, d, e, f] = ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => `voter-${n}`);
  // The old edition: serials 1–5.
  await db.rollParts.put(
    file(1, 10, [
      row(a!, 5, voter('Asha', 1)),
      row(b!, 6, voter('Bina', 2)),
      row(c!, 7, voter('Chand', 3)),
      row(d!, 8, voter('Dilip', 4)),
      row(f!, 9, voter('Farid', 5)),
    ]),
  );
  // Since: the pull brought Asha's correction (v12), Chand's (v25, after the new edition) and
  // Dilip's delete (v18, by the edition); the worker wrote Bina's phone, not yet sent.
  await db.voters.bulkPut([
    pulled(row(a!, 12, voter('Asha Devi', 1))),
    pulled(row(c!, 25, voter('Chand Lal', 3))),
    pulled(row(d!, 18, {}, true)),
  ]);
  await copyFileVotersToOverlay(db, [b!]);
  await patchRecord(db, { userId: USER, scope: SCOPE }, 'voters', b!, { phone: '9811100002' });
  const outbox = await db.outbox.toArray();
  expect(outbox).toHaveLength(1);

  // The new edition: every serial moved by one (a voter added first), Dilip gone.
  await keepNewFile(
    db,
    USER,
    file(1, 20, [
      row(e!, 11, voter('Esha', 1)),
      row(a!, 15, voter('Asha Devi', 2)),
      row(b!, 16, voter('Bina', 3)),
      row(c!, 17, voter('Chand', 4)),
      row(f!, 19, voter('Farid', 5)),
    ]),
  );

  // One record for the part, at the new version.
  expect(await db.rollParts.count()).toBe(1);
  expect(await heldParts(db)).toEqual([{ scope: SCOPE, part: 1, version: 20 }]);
  // Asha's pulled row is superseded (v12 ≤ the file's v15): gone, the file shows her.
  expect(await db.voters.get(a!)).toBeUndefined();
  expect((await voterById(db, a!))?.serial).toBe(2);
  // Chand's row is newer than the file's: it stays.
  expect((await db.voters.get(c!))?.firstName).toBe('Chand Lal');
  // Bina's unsent phone stays, on the new edition's row (her new serial), and still goes out.
  const bina = await db.voters.get(b!);
  expect(bina).toMatchObject({ phone: '9811100002', serial: 3, version: 16 });
  expect(await db.outbox.toArray()).toEqual(outbox);
  // Dilip, deleted by the edition, stays hidden; the list is the new edition's.
  const list = await liveVotersOfParts(db);
  expect(list.map((v) => [v.firstName, v.serial])).toEqual([
    ['Esha', 1],
    ['Asha Devi', 2],
    ['Bina', 3],
    ['Chand Lal', 3],
    ['Farid', 5],
  ]);
  expect(list.map((v) => v.id)).not.toContain(d);
});

test('a part is taken again when many of its voters changed, or when the phone lacks it', () => {
  const part = (p: Partial<SnapshotChange>): SnapshotChange => ({
    scope: SCOPE,
    part: 1,
    version: 100,
    voters: 1000,
    held: 50,
    changed: 0,
    ...p,
  });
  expect(worthRetaking(part({ changed: 1000 }))).toBe(true); // a new edition
  expect(worthRetaking(part({ changed: 100 }))).toBe(true); // a tenth of the part
  expect(worthRetaking(part({ changed: 99 }))).toBe(false); // a day's edits: the pull
  expect(worthRetaking(part({ changed: 1000, version: 50 }))).toBe(false); // nothing newer
  expect(worthRetaking(part({ voters: 200, changed: 49 }))).toBe(false); // under 50
  expect(worthRetaking(part({ held: 0, changed: 0 }))).toBe(true); // a part not held
});

test('Dexie v12 indexes the files a v11 phone holds by key and version', async () => {
  const name = `edition-v11-${crypto.randomUUID()}`;
  const v11 = new Dexie(name);
  v11.version(11).stores(SCHEMA_V11);
  await v11.open();
  await v11.table('rollParts').bulkPut([file(2, 40, []), file(1, 30, [])]);
  v11.close();
  const db = await newDb(name);
  expect(db.verno).toBe(CURRENT_SCHEMA_VERSION);
  expect(await heldParts(db)).toEqual([
    { scope: SCOPE, part: 1, version: 30 },
    { scope: SCOPE, part: 2, version: 40 },
  ]);
});
