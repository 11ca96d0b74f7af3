// Roll jobs: what the checks find, review by PATCH and accept, refusals by area, and the other
// edition filling the other script of the same voters.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RollPartResult } from '../../src/domain/roll-jobs.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import type { Team } from '../utils/server/team.ts';
import { assignScope, makeTeam } from '../utils/server/team.ts';
import { SyncClient } from '../utils/server/sync-client.ts';
import { ROLL_APP, getJob, rollCsv, settled, startJob } from '../utils/server/roll-jobs.ts';

const failing = (p: RollPartResult) =>
  p.checks
    .filter((c) => !c.ok)
    .map((c) => c.name)
    .sort();

describe.each(PGLITE_ONLY)('roll job review (%s)', (kind) => {
  let t: TestApp;
  let team: Team;
  beforeEach(async () => {
    t = await startTestApp(kind, ROLL_APP);
    team = await makeTeam(t);
  });
  afterEach(async () => t.close());

  const patchRow = (token: string, job: string, row: string, body: unknown) =>
    t.as(token, { method: 'PATCH', url: `/api/rolls/${job}/rows/${row}`, payload: body as object });
  const accept = (token: string, job: string, part: string, body?: unknown) =>
    t.as(token, {
      method: 'POST',
      url: `/api/rolls/${job}/parts/${part}/accept`,
      ...(body === undefined ? {} : { payload: body as object }),
    });

  it('flags a gap, a bad EPIC, an age and a duplicate; corrections publish the part', async () => {
    const token = team.coordinator.token;
    const csv = rollCsv([
      { part: 3, serial: 1, epic: 'ABC0000001', first: 'Asha', last: 'Devi' },
      { part: 3, serial: 2, epic: 'AB12', first: 'Ravi', last: 'Kumar' },
      { part: 3, serial: 4, epic: 'ABC0000003', first: 'Sita', last: 'Ram', age: 150 },
      { part: 3, serial: 5, epic: 'ABC0000003', first: 'Gita', last: 'Bai', age: 17 },
    ]);
    const id = await startJob(t, token, [{ name: 'part3.csv', bytes: csv }]);
    let job = await settled(t, token, id);
    expect(job.status).toBe('review');
    const part = job.parts[0]!;
    expect(part.status).toBe('review');
    expect(failing(part)).toEqual(['ageRange', 'duplicateEpic', 'epicFormat']);
    // A table lists the electors in force: its gap is an elector deleted, said and passed.
    expect(part.checks.find((c) => c.name === 'serialsContinuous')).toMatchObject({
      ok: true,
      note: { messageKey: 'errors.rollImport.gapsDeleted' },
      detail: { messageKey: 'errors.rollImport.serialGaps', values: { serials: '3' } },
    });
    expect(job.reviewTotal).toBe(3);
    const bySerial = new Map(job.review.map((r) => [r.serial, r]));
    expect(bySerial.get(2)!.doubts).toEqual(['epic']);
    // Age 150 could not be read as an age at all: the cell is doubted, the age left empty.
    expect(bySerial.get(4)!.doubts).toEqual(['age', 'epic']);
    expect(bySerial.get(5)!.doubts).toEqual(['age', 'epic']);

    // Bad corrections are 400 with field errors.
    const bad = await patchRow(token, id, bySerial.get(2)!.id, {
      epic: 'nope',
      age: 200,
      serial: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      epic: 'errors.rollImport.epic',
      age: 'errors.rollImport.age',
      serial: 'errors.rollImport.serial',
    });
    // Accepting with rows unreviewed is refused unless asked.
    const early = await accept(token, id, part.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().messageKey).toBe('errors.rollImport.rowsToReview');

    // A reviewed row still shows what a check points at: serial 4's EPIC is serial 5's too.
    const fixes: [number, object, string[]][] = [
      [2, { epic: 'abc0000002' }, []],
      [4, { age: 50 }, ['epic']],
      [5, { epic: 'ABC0000005', age: 18, serial: 3 }, []],
    ];
    for (const [serial, body, doubts] of fixes) {
      const res = await patchRow(token, id, bySerial.get(serial)!.id, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ reviewed: true, doubts });
    }
    job = await getJob(t, token, id);
    expect(job.parts[0]!.status, JSON.stringify(job.parts[0])).toBe('published');
    expect(job.parts[0]!.published).toEqual({ created: 4, updated: 0 });
    expect(job.status).toBe('done');
    expect(job.reviewTotal).toBe(0);
  });

  it('never accepts a repeated serial; accepts other doubts with acceptRows', async () => {
    const token = team.coordinator.token;
    const csv = rollCsv([
      { part: 4, serial: 1, epic: 'ABC0000001', first: 'Asha', last: 'Devi' },
      { part: 4, serial: 1, epic: 'ABC0000002', first: 'Ravi', last: 'Kumar' },
      { part: 4, serial: 2, epic: 'ABC0000003', first: 'Sita', last: 'Ram', gender: '?' },
    ]);
    const id = await startJob(t, token, [{ name: 'p4.csv', bytes: csv }]);
    const job = await settled(t, token, id);
    const part = job.parts[0]!;
    for (const body of [undefined, { acceptRows: true }]) {
      const res = await accept(token, id, part.id, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ messageKey: 'errors.rollImport.repeatedSerial' });
      expect(res.json().message).toMatch(/Serials 1 are given to more than one voter/);
    }
    // Fix the repeat; the unreadable gender stays doubted until accepted with the part.
    const second = job.review.find((r) => r.epic === 'ABC0000002')!;
    const fixed = await patchRow(token, id, second.id, { serial: 3 });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await getJob(t, token, id)).parts[0]!.status).toBe('review');
    const refused = await accept(token, id, part.id);
    expect(refused.json().messageKey).toBe('errors.rollImport.rowsToReview');
    const ok = await accept(token, id, part.id, { acceptRows: true });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'published', published: { created: 3, updated: 0 } });
  });

  it('refuses a part of another assembly to its coordinator; other users get 404', async () => {
    // An assembly coordinator of assembly 7 at a/b/north.
    const admin = new SyncClient(t, team.admin.token);
    await admin.push([
      {
        table: 'areas',
        id: (await import('../../src/domain/areas.ts')).areaId('a/b/north'),
        fields: { path: 'a/b/north', name: 'North', number: 7, scope: 'a/b/north' },
      },
    ]);
    const north = await t.newUser(uniqueEmail('north'), 'North Coordinator');
    await assignScope(t, team.admin.token, north.user.booth_id, 'a/b/north');
    const token = (await t.signIn(north.user.email)).token;
    const csv = rollCsv([{ part: 1, serial: 1, epic: 'ABC0000001', first: 'A', last: 'B', ac: 5 }]);
    const id = await startJob(t, token, [{ name: 'ac5.csv', bytes: csv }]);
    const job = await settled(t, token, id);
    expect(job.status).toBe('done');
    expect(job.parts[0]).toMatchObject({
      status: 'refused',
      error: { messageKey: 'errors.rollImport.otherAssembly' },
    });
    expect(failing(job.parts[0]!)).toEqual(['insideArea']);
    const res = await accept(token, id, job.parts[0]!.id, { acceptRows: true });
    expect(res.json().messageKey).toBe('errors.rollImport.partRefused');
    for (const other of [team.coordinator, team.booth1]) {
      const seen = await t.as(other.token, { method: 'GET', url: `/api/rolls/${id}` });
      expect(seen.statusCode).toBe(404);
    }
    // A worker without an area may not import at all.
    const none = await t.as(team.unassigned.token, { method: 'POST', url: '/api/rolls' });
    expect(none.statusCode).toBe(403);
  });

  it('refuses a booth worker the parts their booth does not list', async () => {
    const admin = new SyncClient(t, team.admin.token);
    const { areaId } = await import('../../src/domain/areas.ts');
    const path = 'a/b/north/q/r/booth-7';
    await admin.push([
      {
        table: 'areas',
        id: areaId(path),
        fields: { path, name: 'Booth 7', parts: [7], scope: path },
      },
    ]);
    const worker = await t.newUser(uniqueEmail('booth7'), 'Booth Seven');
    await assignScope(t, team.admin.token, worker.user.booth_id, path);
    const token = (await t.signIn(worker.user.email)).token;
    const csv = rollCsv([
      { part: 7, serial: 1, epic: 'ABC0000001', first: 'Asha', last: 'Devi' },
      { part: 8, serial: 1, epic: 'ABC0000002', first: 'Ravi', last: 'Kumar' },
    ]);
    const job = await settled(
      t,
      token,
      await startJob(t, token, [{ name: 'two.csv', bytes: csv }]),
    );
    const byPart = new Map(job.parts.map((p) => [p.partNumber, p]));
    expect(byPart.get(8)).toMatchObject({
      status: 'refused',
      error: { messageKey: 'errors.rollImport.otherBooth', values: { part: 8 } },
    });
    expect(failing(byPart.get(8)!)).toEqual(['insideArea']);
    expect(byPart.get(7)!.status).toBe('published');
  });

  it('the Hindi edition fills the Devanagari names of the voters the English one made', async () => {
    const token = team.coordinator.token;
    const en = rollCsv([
      { part: 1, serial: 1, epic: 'ABC0000001', first: 'Asha', last: 'Devi', gender: 'F' },
      { part: 1, serial: 2, epic: 'ABC0000002', first: 'Ravi', last: 'Kumar' },
    ]);
    const first = await settled(
      t,
      token,
      await startJob(t, token, [{ name: 'en.csv', bytes: en }]),
    );
    expect(first.parts[0]!.published).toEqual({ created: 2, updated: 0 });
    const client = new SyncClient(t, token);
    const voters = () =>
      client
        .pullAll()
        .then(() => new SyncClient(t, token).pullAll())
        .then((rows) => rows.filter((r) => r.table === 'voters'));
    const before = await voters();
    const asha = before.find((v) => v.fields.voterId === 'ABC0000001')!;
    // A worker records a phone number and a leaning on the voter.
    await client.push([
      { table: 'voters', id: asha.id, op: 'patch', fields: { phone: '9876543210', party: 'X' } },
    ]);

    const hi = rollCsv(
      [
        {
          part: 1,
          serial: 1,
          epic: 'ABC0000001',
          first: 'आशा',
          last: 'देवी',
          gender: 'F',
          relation: 'राम',
        },
        { part: 1, serial: 2, epic: 'ABC0000002', first: 'रवि', last: 'कुमार', relation: 'राम' },
      ],
      true,
    );
    const second = await settled(
      t,
      token,
      await startJob(t, token, [{ name: 'hi.csv', bytes: hi }]),
    );
    expect(second.parts[0]).toMatchObject({ edition: 'hi', status: 'published' });
    expect(second.parts[0]!.published).toEqual({ created: 0, updated: 2 });
    const after = await voters();
    expect(after.map((v) => v.id).sort()).toEqual(before.map((v) => v.id).sort());
    const updated = after.find((v) => v.id === asha.id)!;
    expect(updated.fields).toMatchObject({
      firstName: 'Asha',
      lastName: 'Devi',
      relation: 'Ram',
      firstNameHi: 'आशा',
      lastNameHi: 'देवी',
      relationHi: 'राम',
      phone: '9876543210',
      party: 'X',
    });
  });
  it('a new edition pairs a voter whose EPIC changed by the person, keeping what workers recorded', async () => {
    const token = team.coordinator.token;
    const edition = (epic: string) =>
      rollCsv([
        {
          part: 2,
          serial: 1,
          epic,
          first: 'Kamla',
          last: 'Devi',
          relation: 'Shiv',
          age: 51,
          house: '7',
        },
        { part: 2, serial: 2, epic: 'ABC0000022', first: 'Mohan', last: 'Lal', relation: 'Ram' },
      ]);
    const first = await settled(
      t,
      token,
      await startJob(t, token, [{ name: 'draft.csv', bytes: edition('ABC0000021') }]),
    );
    expect(first.parts[0]!.published).toEqual({ created: 2, updated: 0 });
    const client = new SyncClient(t, token);
    const voters = async () =>
      (await new SyncClient(t, token).pullAll()).filter(
        (r) => r.table === 'voters' && r.fields.partNumber === 2 && !r.deleted,
      );
    const kamla = (await voters()).find((v) => v.fields.voterId === 'ABC0000021')!;
    await client.push([
      { table: 'voters', id: kamla.id, op: 'patch', fields: { phone: '9811100021' } },
    ]);

    // The final roll gives her a new EPIC: the same elector, not a second one.
    const second = await settled(
      t,
      token,
      await startJob(t, token, [{ name: 'final.csv', bytes: edition('XYZ0000021') }]),
    );
    expect(second.parts[0]!.published).toEqual({ created: 0, updated: 1 });
    const after = await voters();
    expect(after).toHaveLength(2);
    expect(after.find((v) => v.id === kamla.id)!.fields).toMatchObject({
      voterId: 'XYZ0000021',
      phone: '9811100021',
    });
  });
});
