// The administrator's roll import builds the tree and never lays two lists of a part side by
// side (issue 43), through the real roll jobs: a Commission CSV naming its state and district
// publishes without review (gaps of the deleted, third-gender electors) into a state, district,
// assembly and booth it made; a file naming neither asks once for the job; a file of a part
// that already holds another list (the demo's) asks, and each answer — stop, replace, take it
// as the new edition — does what it says; another assembly's part of that number stays apart.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DemoStatus } from '../../src/domain/demo.ts';
import type { RollJobResponse } from '../../src/domain/roll-jobs.ts';
import type { SyncRow } from '../../src/domain/sync-protocol.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { SignedIn, TestApp } from '../utils/server/test-app.ts';
import { startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import { assignScope } from '../utils/server/team.ts';
import { SyncClient } from '../utils/server/sync-client.ts';
import { ROLL_APP, getJob, settled, startJob } from '../utils/server/roll-jobs.ts';
import type { CommissionPart } from '../utils/commission-csv.ts';
import {
  DELETED_SERIALS,
  FIXTURE_ELECTORS,
  commissionCsv,
  epicOf,
} from '../utils/commission-csv.ts';

const SAROJINI: CommissionPart = {
  ac: 171,
  acName: 'Sarojini Nagar',
  part: 1,
  partName: 'Amausi',
  pollingStation: 'Primary School Amausi, Room 1',
  state: 'Uttar Pradesh',
  district: 'Lucknow',
  districtNo: 35,
  epicPrefix: 'SNR',
};

describe.each(PGLITE_ONLY)("the administrator's import builds the tree (%s)", (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  beforeEach(async () => {
    t = await startTestApp(kind, ROLL_APP);
    admin = await t.newUser(uniqueEmail('admin'), 'Admin User');
    expect(admin.user.role).toBe('admin');
  });
  afterEach(async () => t.close());

  const importFile = async (name: string, csv: Buffer) =>
    settled(t, admin.token, await startJob(t, admin.token, [{ name, bytes: csv }]));
  const pulled = async (token = admin.token) =>
    (await new SyncClient(t, token).pullAll()).filter((r) => !r.deleted);
  const voters = (rows: SyncRow[]) => rows.filter((r) => r.table === 'voters');
  const areaAt = (rows: SyncRow[], path: string) =>
    rows.find((r) => r.table === 'areas' && r.fields.path === path)?.fields;
  const call = (method: 'PUT' | 'POST', url: string, payload: object) =>
    t.as(admin.token, { method, url, payload });

  it('a Commission CSV naming its place publishes without review into the areas it made', async () => {
    const job = await importFile('part-1.csv', commissionCsv(SAROJINI));
    expect(job.status, JSON.stringify(job.parts)).toBe('done');
    const part = job.parts[0]!;
    expect(part).toMatchObject({ status: 'published', toReview: 0, rows: 12 });
    expect(part.published).toEqual({ created: 12, updated: 0 });
    expect(part.checks.every((c) => c.ok)).toBe(true);
    expect(part.checks.find((c) => c.name === 'serialsContinuous')).toMatchObject({
      note: { messageKey: 'errors.rollImport.gapsDeleted' },
      detail: { values: { serials: DELETED_SERIALS.join(', ') } },
    });
    expect(part.checks.find((c) => c.name === 'totalsMatch')!.note).toMatchObject({
      messageKey: 'errors.rollImport.notPrinted',
    });
    expect(part.counted).toEqual({ male: 5, female: 5, thirdGender: 2, total: 12 });

    const rows = await pulled();
    const assembly = 'uttar-pradesh/lucknow/sarojini-nagar';
    const booth = `${assembly}/roll/parts/part-1`;
    expect(areaAt(rows, 'uttar-pradesh')).toMatchObject({ name: 'Uttar Pradesh' });
    expect(areaAt(rows, 'uttar-pradesh/lucknow')).toMatchObject({ name: 'Lucknow', number: 35 });
    expect(areaAt(rows, assembly)).toMatchObject({ name: 'Sarojini Nagar', number: 171 });
    expect(areaAt(rows, booth)).toMatchObject({
      name: 'Primary School Amausi, Room 1',
      pollingStation: 'Primary School Amausi, Room 1',
      parts: [1],
    });
    expect(voters(rows).every((v) => v.scope === booth)).toBe(true);
    const reshma = voters(rows).find((v) => v.fields.voterId === epicOf('SNR', 6))!;
    expect(reshma.fields).toMatchObject({
      firstName: 'Reshma',
      firstNameHi: 'रेशमा',
      gender: 'Other',
      relationType: 'mother',
      serialNumber: 6,
      houseno: '2',
    });
    const kajal = voters(rows).find((v) => v.fields.voterId === epicOf('SNR', 11))!;
    expect(kajal.fields).toMatchObject({ gender: 'Other', relationType: 'other' });

    // The booth's worker, placed in the booth the import made, gets the part.
    const worker = await t.newUser(uniqueEmail('booth'), 'Booth Worker');
    await assignScope(t, admin.token, worker.user.booth_id, booth);
    const theirs = voters(await pulled((await t.signIn(worker.user.email)).token));
    expect(theirs.map((v) => v.fields.serialNumber).sort((a, b) => Number(a) - Number(b))).toEqual(
      FIXTURE_ELECTORS.map((e) => e.serial),
    );
  });

  it('a file naming no state or district asks once for the job, then builds from the answer', async () => {
    const { state: _s, district: _d, districtNo: _n, ...bare } = SAROJINI;
    const two = Buffer.concat([
      commissionCsv(bare),
      // The second part's lines, without the header.
      Buffer.from(
        commissionCsv({ ...bare, part: 2, epicPrefix: 'SNS' })
          .toString()
          .split('\r\n')
          .slice(1)
          .join('\r\n'),
      ),
    ]);
    const job = await importFile('two-parts.csv', two);
    expect(job.status).toBe('review');
    for (const p of job.parts)
      expect(p).toMatchObject({
        status: 'review',
        toReview: 0,
        ask: { kind: 'place', missing: ['state', 'district'] },
      });
    expect(voters(await pulled())).toEqual([]);

    const half = await call('PUT', `/api/rolls/${job.id}/place`, { state: 'Uttar Pradesh' });
    expect(half.statusCode).toBe(400);
    expect(half.json().fields).toEqual({ district: 'errors.rollImport.placeInput' });

    const answered = await call('PUT', `/api/rolls/${job.id}/place`, {
      state: 'Uttar Pradesh',
      district: 'Lucknow',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const after = answered.json<RollJobResponse>();
    expect(after.place).toEqual({ state: 'Uttar Pradesh', district: 'Lucknow' });
    expect(after.status).toBe('done');
    expect(after.parts.map((p) => [p.partNumber, p.status, p.ask])).toEqual([
      [1, 'published', undefined],
      [2, 'published', undefined],
    ]);
    const rows = await pulled();
    const booths = rows.filter((r) => r.table === 'areas' && r.fields.parts).map((r) => r.scope);
    expect(booths.sort()).toEqual([
      'uttar-pradesh/lucknow/sarojini-nagar/roll/parts/part-1',
      'uttar-pradesh/lucknow/sarojini-nagar/roll/parts/part-2',
    ]);
    // The next file of the same assembly finds it: nothing asked, nothing made twice.
    const next = await importFile(
      'part-3.csv',
      commissionCsv({ ...bare, part: 3, epicPrefix: 'SNT' }),
    );
    expect(next.parts[0]).toMatchObject({ status: 'published' });
    const states = (await pulled()).filter(
      (r) => r.table === 'areas' && !String(r.fields.path).includes('/'),
    );
    expect(states.map((s) => s.fields.name)).toEqual(['Uttar Pradesh']);
  });

  it("a table row's unreadable cell waits for review with the file's own text beside it", async () => {
    const { state: _s, district: _d, districtNo: _n, ...bare } = SAROJINI;
    const job = await importFile(
      'part-1.csv',
      commissionCsv({ ...bare, cells: { 3: { AGE: '4O', GENDER: 'X' } } }),
    );
    // The place is asked while the row waits, not only once the part is ready.
    expect(job.parts[0]).toMatchObject({
      status: 'review',
      toReview: 1,
      ask: { kind: 'place', missing: ['state', 'district'] },
    });
    const [row] = job.review;
    expect(row).toMatchObject({ serial: 3, age: null, gender: null, hasImage: false, page: null });
    expect(row!.doubts).toEqual(['age', 'gender']);
    expect(row!.raw).toMatchObject({ age: '4O', gender: 'X', serial: '3', name: 'Anil Tiwari' });
  });

  describe('a part that already holds another list', () => {
    /** The demo: assembly 173's parts 1 and 2 in their booths, made-up voters. */
    const loadDemo = async () => {
      const res = await t.as(admin.token, {
        method: 'POST',
        url: '/api/admin/demo',
        payload: { count: 300 },
      });
      expect(res.statusCode, res.body).toBe(202);
      for (;;) {
        const status = await t.as(admin.token, { method: 'GET', url: '/api/admin/demo' });
        const { demo } = status.json<{ demo: DemoStatus }>();
        if (demo.state === 'done') return;
        expect(demo.state).toBe('loading');
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const DEMO_PART: CommissionPart = {
      ac: 173,
      acName: 'Lucknow Central',
      part: 1,
      epicPrefix: 'LKC',
    };
    const demoPart = async () =>
      voters(await pulled()).filter(
        (v) => v.fields.partNumber === 1 && v.fields.assemblyNumber === 173,
      );

    it('asks before it pairs or replaces; another assembly’s part 1 stays apart', async () => {
      await loadDemo();
      const before = await demoPart();
      expect(before.length).toBeGreaterThan(200);
      const booth = before[0]!.scope;

      const job = await importFile('lkc-1.csv', commissionCsv(DEMO_PART));
      const part = job.parts[0]!;
      expect(part).toMatchObject({
        status: 'review',
        ask: { kind: 'clash', held: before.length, paired: 0, rows: 12 },
      });
      expect(part.ask).toHaveProperty('booth');
      expect(job.status).toBe('review');
      expect((await demoPart()).length).toBe(before.length);

      // Part 1 of another assembly is no clash: its own assembly and booth.
      const other = await importFile('snr-1.csv', commissionCsv(SAROJINI));
      expect(other.parts[0]).toMatchObject({ status: 'published' });
      expect(other.parts[0]!.ask).toBeUndefined();
      // In the demo's state and district, found by their names.
      const snr = voters(await pulled()).find((v) => v.fields.voterId === epicOf('SNR', 1))!;
      expect(snr.scope).toBe('up/lucknow/sarojini-nagar/roll/parts/part-1');

      // Stop: nothing of the part is imported.
      const stop = await call('POST', `/api/rolls/${job.id}/parts/${part.id}/decision`, {
        choice: 'stop',
      });
      expect(stop.statusCode, stop.body).toBe(200);
      expect(stop.json()).toMatchObject({
        status: 'refused',
        error: { messageKey: 'errors.rollImport.stopped' },
      });
      expect((await getJob(t, admin.token, job.id)).status).toBe('done');
      expect((await demoPart()).length).toBe(before.length);
      const again = await call('POST', `/api/rolls/${job.id}/parts/${part.id}/decision`, {
        choice: 'replace',
      });
      expect(again.statusCode).toBe(409);

      // Replace: the demo's voters of the part go; the one sharing an EPIC keeps its visit.
      const kept = before[0]!;
      const client = new SyncClient(t, admin.token);
      await client.push([
        { table: 'voters', id: kept.id, op: 'patch', fields: { voterId: epicOf('LKC', 7) } },
        {
          table: 'visits',
          id: crypto.randomUUID(),
          op: 'put',
          fields: { voterId: kept.id, outcome: 'met', visitedAt: new Date().toISOString() },
        },
      ]);
      const second = await importFile('lkc-1-again.csv', commissionCsv(DEMO_PART));
      const asked = second.parts[0]!;
      expect(asked.ask).toMatchObject({ kind: 'clash', paired: 1 });
      const bad = await call('POST', `/api/rolls/${second.id}/parts/${asked.id}/decision`, {
        choice: 'merge',
      });
      expect(bad.statusCode).toBe(400);
      const replaced = await call('POST', `/api/rolls/${second.id}/parts/${asked.id}/decision`, {
        choice: 'replace',
      });
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect(replaced.json()).toMatchObject({
        status: 'published',
        decision: 'replace',
        published: { created: 11, updated: 1, removed: before.length - 1 },
      });
      const now = await demoPart();
      expect(now.map((v) => v.fields.voterId).sort()).toEqual(
        FIXTURE_ELECTORS.map((e) => epicOf('LKC', e.serial)).sort(),
      );
      expect(now.every((v) => v.scope === booth)).toBe(true);
      const same = now.find((v) => v.id === kept.id)!;
      expect(same.fields).toMatchObject({ firstName: 'Salim', serialNumber: 7 });
      const rows = await pulled();
      expect(rows.filter((r) => r.table === 'visits' && r.fields.voterId === kept.id)).toHaveLength(
        1,
      );
    });

    it('taken as the new edition, the held voters it leaves out are cut, never deleted', async () => {
      await loadDemo();
      const before = await demoPart();
      const job = await importFile('lkc-1.csv', commissionCsv(DEMO_PART));
      const part = job.parts[0]!;
      const res = await call('POST', `/api/rolls/${job.id}/parts/${part.id}/decision`, {
        choice: 'edition',
      });
      expect(res.statusCode, res.body).toBe(200);
      const published = res.json<RollJobResponse['parts'][number]>();
      expect(published).toMatchObject({ status: 'published', decision: 'edition' });
      expect(published.published!.edition).toMatchObject({
        counts: { added: 12, deleted: before.length },
      });
      const now = await demoPart();
      expect(now).toHaveLength(before.length + 12);
      const cut = now.filter((v) => v.fields.rollDeleted);
      expect(cut.map((v) => v.id).sort()).toEqual(before.map((v) => v.id).sort());
      expect(cut.every((v) => v.fields.serialNumber == null)).toBe(true);
      // One serial is one voter in the part: only the new list has serials now.
      const serials = now.map((v) => v.fields.serialNumber).filter((s) => s != null);
      expect(serials.sort((a, b) => Number(a) - Number(b))).toEqual(
        FIXTURE_ELECTORS.map((e) => e.serial),
      );
    });
  });
});
