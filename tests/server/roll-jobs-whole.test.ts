// Issue 42, "nothing lost, nothing hidden": a part is published whole or not at all (a misread
// date or code is left out, never a reason to lose the voter; a row the server refuses keeps
// the part in review, saying which and why), every row read can be paged in serial order, and
// a file whose part number is unread or unsure is kept for a person to enter or confirm it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PageReading } from '../../server/rolls/read/types.ts';
import type { RollJob, RollPartResult } from '../../src/domain/roll-jobs.ts';
import type { SyncRow } from '../../src/domain/sync-protocol.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp } from '../utils/server/test-app.ts';
import type { Team } from '../utils/server/team.ts';
import { makeTeam } from '../utils/server/team.ts';
import { SyncClient } from '../utils/server/sync-client.ts';
import { box, cover, fakeReader } from '../utils/server/fake-roll-reader.ts';
import { ROLL_APP, getJob, settled, startJob } from '../utils/server/roll-jobs.ts';

const pdfOf = (pages: PageReading[]) => Buffer.from(`%PDF-fake\n${JSON.stringify(pages)}`);

const header = (part: number | null, assembly: number | null = 5) => ({
  assemblyNumber: assembly,
  assemblyName: assembly === null ? '' : 'Central',
  partNumber: part,
  section: null,
  list: null,
  pageNumber: null,
  pageCount: null,
});

const totalsOf = (boxes: { gender: string | null }[]) => {
  const male = boxes.filter((b) => b.gender === 'Male').length;
  const female = boxes.filter((b) => b.gender === 'Female').length;
  return { male, female, thirdGender: 0, total: boxes.length };
};

const failing = (p: RollPartResult) => p.checks.filter((c) => !c.ok).map((c) => c.name);

describe.each(PGLITE_ONLY)('roll parts whole or not at all (%s)', (kind) => {
  let t: TestApp;
  let team: Team;
  beforeEach(async () => {
    t = await startTestApp(kind, { ...ROLL_APP, rollReader: fakeReader() });
    team = await makeTeam(t);
  });
  afterEach(async () => t.close());

  const as = (method: 'PUT' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.as(team.admin.token, { method, url, ...(payload ? { payload } : {}) });
  const votersOfPart = async (part: number) =>
    (await new SyncClient(t, team.admin.token).pullAll()).filter(
      (r: SyncRow) => r.table === 'voters' && !r.deleted && r.fields.partNumber === part,
    );

  it('publishes every voter of a part whose cover date is 2026-00-07, leaving out what does not fit', async () => {
    const boxes = [
      box(2, 1),
      box(2, 2, { age: 7 }),
      // Codes the sync schema refuses, as a reader that read something else might give them.
      box(2, 3, { gender: 'M?' as never, relationType: 'uncle' as never }),
      box(2, 4, { section: 1.5 }),
    ];
    const pages: PageReading[] = [
      {
        page: 1,
        kind: 'cover',
        edition: 'en',
        cover: { ...cover(21, totalsOf(boxes)), publicationDate: '2026-00-07' },
      },
      { page: 2, kind: 'voters', edition: 'en', boxes },
    ];
    const id = await startJob(t, team.admin.token, [{ name: 'p21.pdf', bytes: pdfOf(pages) }]);
    const job = await settled(t, team.admin.token, id);
    const part = job.parts[0]!;
    // Age 7 is doubted for a person: the part waits instead of publishing on its own.
    expect(part.status).toBe('review');
    expect(failing(part)).toContain('ageRange');
    const res = await as('POST', `/api/rolls/${id}/parts/${part.id}/accept`, { acceptRows: true });
    expect(res.statusCode, res.body).toBe(200);
    const published = res.json<RollPartResult>();
    expect(published.status).toBe('published');
    expect(published.published).toEqual({ created: 4, updated: 0 });
    expect(published.failedRows).toBeUndefined();

    const voters = await votersOfPart(21);
    expect(voters.map((v) => v.fields.serialNumber).sort()).toEqual([1, 2, 3, 4]);
    for (const v of voters) expect(v.fields.rollPublished).toBeUndefined();
    const third = voters.find((v) => v.fields.serialNumber === 3)!;
    expect(third.fields.gender).toBeUndefined();
    expect(third.fields.relationType).toBeUndefined();
    expect(third.fields.firstName).toBe('Voter');
    expect(voters.find((v) => v.fields.serialNumber === 2)!.fields.age).toBe(7);
    expect(voters.find((v) => v.fields.serialNumber === 4)!.fields.sectionNumber).toBeUndefined();
  });

  it('publishes none of a part when the server would refuse a row, says which and why, and publishes it whole once corrected', async () => {
    const boxes = [box(2, 1), box(2, 2, { name: 'A'.repeat(600) }), box(2, 3)];
    const pages: PageReading[] = [
      { page: 1, kind: 'cover', edition: 'en', cover: cover(22, totalsOf(boxes)) },
      { page: 2, kind: 'voters', edition: 'en', boxes },
    ];
    const id = await startJob(t, team.admin.token, [{ name: 'p22.pdf', bytes: pdfOf(pages) }]);
    let job = await settled(t, team.admin.token, id);
    let part = job.parts[0]!;
    expect(part.status).toBe('review');
    expect(part.published).toBeUndefined();
    expect(failing(part)).toEqual(['rowsPublished']);
    expect(part.error).toMatchObject({
      messageKey: 'errors.rollImport.rowsRefused',
      values: { count: 1, rows: 3 },
    });
    expect(part.failedRows).toEqual([
      {
        rowId: expect.any(String),
        serial: 2,
        name: 'A'.repeat(600),
        reason: 'errors.invalidInput',
        fields: { firstName: 'errors.tooLong' },
      },
    ]);
    // Nothing of the part reached the phones.
    expect(await votersOfPart(22)).toEqual([]);
    // The refused row waits for a person, on its name.
    expect(job.review.map((r) => [r.serial, r.doubts])).toEqual([[2, ['name']]]);

    const fix = await as('PATCH', `/api/rolls/${id}/rows/${part.failedRows![0]!.rowId}`, {
      name: 'Asha Devi',
    });
    expect(fix.statusCode, fix.body).toBe(200);
    job = await getJob(t, team.admin.token, id);
    part = job.parts[0]!;
    expect(part.status).toBe('published');
    expect(part.published).toEqual({ created: 3, updated: 0 });
    expect(part.failedRows).toBeUndefined();
    expect(part.error).toBeUndefined();
    expect((await votersOfPart(22)).length).toBe(3);
  });

  it('pages through every row read in serial order, the doubtful ones marked', async () => {
    // Printed out of serial order (a deletions supplement prints main-list serials at the end).
    const boxes = [
      box(2, 1),
      { ...box(2, 4), doubts: ['epic' as const] },
      box(2, 2),
      box(2, 5),
      { ...box(2, 3), doubts: ['name' as const] },
    ];
    const pages: PageReading[] = [
      { page: 1, kind: 'cover', edition: 'en', cover: cover(23, totalsOf(boxes)) },
      { page: 2, kind: 'voters', edition: 'en', boxes },
    ];
    const id = await startJob(t, team.admin.token, [{ name: 'p23.pdf', bytes: pdfOf(pages) }]);
    const job = await settled(t, team.admin.token, id);
    const part = job.parts[0]!;
    expect(job.rows).toEqual([]);
    expect(job.rowsTotal).toBe(5);
    const page = (offset: number) =>
      getJob(t, team.admin.token, id, `?rowsPart=${part.id}&rowsLimit=2&rowsOffset=${offset}`);
    const seen = [];
    for (let offset = 0; offset < 5; offset += 2) {
      const p = await page(offset);
      expect(p.rowsTotal).toBe(5);
      seen.push(...p.rows.map((r) => [r.serial, r.inReview]));
    }
    expect(seen).toEqual([
      [1, false],
      [2, false],
      [3, true],
      [4, true],
      [5, false],
    ]);
    const bad = await t.as(team.admin.token, {
      method: 'GET',
      url: `/api/rolls/${id}?rowsPart=nope&rowsLimit=900`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      rowsPart: 'errors.uuid',
      rowsLimit: expect.any(String),
    });
  });

  it('keeps a file whose part number is unread; a person enters it and the part publishes', async () => {
    const boxes = [box(2, 1), box(2, 2), box(3, 3)];
    const pages: PageReading[] = [
      {
        page: 2,
        kind: 'voters',
        edition: 'en',
        boxes: boxes.slice(0, 2),
        header: header(null, null),
      },
      { page: 3, kind: 'voters', edition: 'en', boxes: boxes.slice(2), header: header(null, null) },
    ];
    const id = await startJob(t, team.admin.token, [{ name: 'nohead.pdf', bytes: pdfOf(pages) }]);
    const job = await settled(t, team.admin.token, id);
    expect(job.files[0]).toMatchObject({ status: 'read' });
    expect(job.status).toBe('review');
    const part = job.parts[0]!;
    expect(part).toMatchObject({ partNumber: null, assemblyNumber: null, rows: 3, boxes: 3 });
    expect(part.checks.find((c) => c.name === 'partNumber')).toMatchObject({
      ok: false,
      detail: { messageKey: 'errors.rollImport.noPartNumber' },
    });
    const url = `/api/rolls/${id}/parts/${part.id}/number`;

    const accept = await as('POST', `/api/rolls/${id}/parts/${part.id}/accept`, {});
    expect(accept.statusCode).toBe(409);
    expect(accept.json().messageKey).toBe('errors.rollImport.confirmPartNumber');

    const bad = await as('PUT', url, { partNumber: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ partNumber: 'errors.rollImport.partNumberInput' });
    const words = await as('PUT', url, { partNumber: 'twelve', assemblyNumber: -1 });
    expect(words.statusCode).toBe(400);
    expect(words.json().fields).toEqual({
      partNumber: 'errors.rollImport.partNumberInput',
      assemblyNumber: 'errors.rollImport.assemblyNumberInput',
    });
    // The assembly is unread too: it must be entered with the part.
    const noAssembly = await as('PUT', url, { partNumber: 12 });
    expect(noAssembly.statusCode).toBe(400);
    expect(noAssembly.json().fields).toEqual({
      assemblyNumber: 'errors.rollImport.assemblyNumberInput',
    });

    const ok = await as('PUT', url, { partNumber: 12, assemblyNumber: 5 });
    expect(ok.statusCode, ok.body).toBe(200);
    // The administrator's import builds the tree: pages without a cover name no state or
    // district, so the part asks for them (once for the job) and publishes once they are told.
    expect(ok.json<RollPartResult>()).toMatchObject({
      partNumber: 12,
      assemblyNumber: 5,
      status: 'review',
      ask: { kind: 'place', missing: ['state', 'district'] },
    });
    const place = await as('PUT', `/api/rolls/${id}/place`, { state: 'Bihar', district: 'Patna' });
    expect(place.statusCode, place.body).toBe(200);
    expect(place.json<RollJob>().parts[0]).toMatchObject({
      status: 'published',
      published: { created: 3, updated: 0 },
    });
    expect((await votersOfPart(12)).length).toBe(3);
    const again = await as('PUT', url, { partNumber: 13, assemblyNumber: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().messageKey).toBe('errors.rollImport.published');
  });

  it('a part number from the page headers alone waits for a person to confirm it', async () => {
    const pages: PageReading[] = [
      { page: 1, kind: 'voters', edition: 'en', boxes: [box(1, 1), box(1, 2)], header: header(9) },
    ];
    const id = await startJob(t, team.admin.token, [{ name: 'p9.pdf', bytes: pdfOf(pages) }]);
    const part = (await settled(t, team.admin.token, id)).parts[0]!;
    expect(part).toMatchObject({ partNumber: 9, assemblyNumber: 5, status: 'review' });
    expect(failing(part)).toEqual(['partNumber']);
    expect(part.checks[0]).toMatchObject({
      name: 'partNumber',
      detail: { messageKey: 'errors.rollImport.partFromHeader', values: { part: 9 } },
    });
    // Asked for the place at once (no row waits), the part publishes once confirmed.
    expect(part.ask).toEqual({ kind: 'place', missing: ['state', 'district'] });
    const place = await as('PUT', `/api/rolls/${id}/place`, { state: 'Bihar', district: 'Patna' });
    expect(place.statusCode, place.body).toBe(200);
    const res = await as('PUT', `/api/rolls/${id}/parts/${part.id}/number`, { partNumber: 9 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ partNumber: 9, status: 'published' });
  });

  it('says so when the cover and the page headers disagree, instead of taking one', async () => {
    const boxes = [box(2, 1), box(2, 2), box(3, 3)];
    const pages: PageReading[] = [
      { page: 1, kind: 'cover', edition: 'en', cover: cover(7, totalsOf(boxes)) },
      { page: 2, kind: 'voters', edition: 'en', boxes: boxes.slice(0, 2), header: header(17) },
      { page: 3, kind: 'voters', edition: 'en', boxes: boxes.slice(2), header: header(17) },
    ];
    const id = await startJob(t, team.admin.token, [{ name: 'p7.pdf', bytes: pdfOf(pages) }]);
    const part = (await settled(t, team.admin.token, id)).parts[0]!;
    expect(part.status).toBe('review');
    expect(part.checks.find((c) => c.name === 'partNumber')).toMatchObject({
      ok: false,
      detail: { messageKey: 'errors.rollImport.partDiffers', values: { cover: 7, header: 17 } },
    });

    const other = await startJob(t, team.admin.token, [
      {
        name: 'p8.pdf',
        bytes: pdfOf([
          { page: 1, kind: 'cover', edition: 'en', cover: cover(8, totalsOf(boxes)) },
          { page: 2, kind: 'voters', edition: 'en', boxes: boxes.slice(0, 1), header: header(8) },
          { page: 3, kind: 'voters', edition: 'en', boxes: boxes.slice(1, 2), header: header(8) },
          { page: 4, kind: 'voters', edition: 'en', boxes: boxes.slice(2), header: header(18) },
        ]),
      },
    ]);
    const mixed = (await settled(t, team.admin.token, other)).parts[0]!;
    expect(mixed.status).toBe('review');
    expect(mixed.checks.find((c) => c.name === 'partNumber')!.detail).toMatchObject({
      messageKey: 'errors.rollImport.pagesDisagree',
      values: { pages: '4' },
    });
  });
});
