// Roll PDFs through the whole job path with the real reader (server/rolls/read): a generated
// part with a text layer is read, checked against its own printed totals and published in
// serial order; a small scanned part is read by OCR, its stamped boxes kept as deleted with
// their pictures for review. (bench:roll measures OCR accuracy and speed on bigger rolls.)
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderRollPdf } from '../../devkit/roll-pdf/generate.ts';
import type { SyncRow } from '../../src/domain/sync-protocol.ts';
import { launchTestBrowser } from '../../devkit/e2e-browser.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp } from '../utils/server/test-app.ts';
import type { Team } from '../utils/server/team.ts';
import { makeTeam } from '../utils/server/team.ts';
import { SyncClient } from '../utils/server/sync-client.ts';
import { ROLL_APP, getJob, settled, startJob } from '../utils/server/roll-jobs.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchTestBrowser();
});
afterAll(async () => browser?.close());

describe.each(PGLITE_ONLY)('roll PDF jobs (%s)', (kind) => {
  let t: TestApp;
  let team: Team;
  beforeEach(async () => {
    t = await startTestApp(kind, ROLL_APP);
    team = await makeTeam(t);
  });
  afterEach(async () => t.close());

  it('reads a text-layer part, checks it against its printed totals and publishes it in serial order', async () => {
    const { pdf, truth } = await renderRollPdf(browser, {
      seed: 11,
      part: 3,
      voters: 24,
      edition: 'en',
      variant: 'text',
    });
    const id = await startJob(t, team.admin.token, [
      { name: 'part-3.pdf', bytes: Buffer.from(pdf) },
    ]);
    const job = await settled(t, team.admin.token, id, 60_000);
    expect(job.files).toMatchObject([
      {
        kind: 'pdf',
        status: 'read',
        readBy: 'text',
        pagesDone: truth.pageCount,
        pagesTotal: truth.pageCount,
      },
    ]);
    const [part] = job.parts;
    expect(part).toMatchObject({
      partNumber: 3,
      assemblyNumber: truth.cover.assemblyNumber,
      edition: 'en',
      boxes: truth.boxes.length,
      rows: truth.boxes.length,
      deleted: truth.deletedSerials.length,
      printed: truth.cover.totals,
      counted: truth.cover.totals,
      status: 'published',
    });
    expect(part!.checks.filter((c) => !c.ok)).toEqual([]);

    const rows: SyncRow[] = await new SyncClient(t, team.admin.token).pullAll();
    const voters = rows
      .filter((r) => r.table === 'voters' && !r.deleted && r.fields.partNumber === 3)
      .sort((a, b) => Number(a.fields.serialNumber) - Number(b.fields.serialNumber));
    expect(voters.map((v) => [v.fields.serialNumber, v.fields.voterId])).toEqual(
      truth.boxes.map((b) => [b.serial, b.epic]),
    );
    const first = truth.boxes[0]!;
    expect(voters[0]!.fields).toMatchObject({
      relation: first.relativeName,
      relationType: first.relationType,
      age: first.age,
      gender: first.gender,
      assemblyNumber: truth.cover.assemblyNumber,
    });
    const stamped = voters.filter((v) => v.fields.rollDeleted);
    expect(stamped.map((v) => v.fields.serialNumber)).toEqual(truth.deletedSerials);
  });
});

// OCR is the same on both databases; the scan runs once, on the default one.
describe('roll PDF scan job (pglite)', () => {
  let t: TestApp;
  let team: Team;
  beforeEach(async () => {
    t = await startTestApp('pglite', ROLL_APP);
    team = await makeTeam(t);
  });
  afterEach(async () => t.close());

  it('reads a scanned part by OCR; stamped boxes are kept deleted, with their picture for review', async () => {
    const { pdf, truth } = await renderRollPdf(browser, {
      seed: 5,
      part: 1,
      voters: 12,
      edition: 'en',
      variant: 'image',
    });
    const id = await startJob(t, team.admin.token, [{ name: 'scan.pdf', bytes: Buffer.from(pdf) }]);
    const job = await settled(t, team.admin.token, id, 120_000);
    expect(job.files[0]).toMatchObject({ status: 'read', readBy: 'ocr' });
    const [part] = job.parts;
    expect(part).toMatchObject({
      partNumber: 1,
      boxes: truth.boxes.length,
      rows: truth.boxes.length,
    });
    expect(part!.printed).toEqual(truth.cover.totals);
    expect(part!.deleted).toBe(truth.deletedSerials.length);

    const all = await getJob(t, team.admin.token, id, '?reviewLimit=100');
    const stamped = all.review.filter((r) => r.deleted);
    expect(stamped.map((r) => r.serial)).toEqual(truth.deletedSerials);
    const picture = await t.as(team.admin.token, {
      method: 'GET',
      url: `/api/rolls/${id}/rows/${stamped[0]!.id}/image`,
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // A five-page OCR job: 20 s alone, over 60 s on a machine loaded ten times over.
  }, 180_000);
});
