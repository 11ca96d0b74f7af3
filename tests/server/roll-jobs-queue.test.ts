// Roll jobs as a queue: a PDF read page by page (with a stand-in reader), a job whose worker
// died resumed by a new app instance from its next unread page, cancel, and uploads refused
// for size or content.
import http from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { DATABASE_KINDS_WHERE_IT_MATTERS } from '../utils/server/test-databases.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp, wrapApp } from '../utils/server/test-app.ts';
import type { Team } from '../utils/server/team.ts';
import { makeTeam } from '../utils/server/team.ts';
import { SyncClient } from '../utils/server/sync-client.ts';
import { baseUrl } from '../utils/server/event-stream.ts';
import { fakePdf, fakeReader } from '../utils/server/fake-roll-reader.ts';
import {
  ROLL_APP,
  multipartBody,
  rollCsv,
  settled,
  startJob,
  upload,
} from '../utils/server/roll-jobs.ts';

describe.each(DATABASE_KINDS_WHERE_IT_MATTERS)('roll job queue (%s)', (kind) => {
  let t: TestApp;
  let team: Team;
  const apps: TestApp[] = [];
  const start = async (options: Parameters<typeof startTestApp>[1]) => {
    t = await startTestApp(kind, options);
    team = await makeTeam(t);
  };
  beforeEach(() => {
    apps.length = 0;
  });
  afterEach(async () => {
    for (const a of apps) await a.app.close();
    await t.close();
  });

  it('reads a PDF page by page; printed totals that differ hold the part for review', async () => {
    const reader = fakeReader();
    await start({ ...ROLL_APP, rollReader: reader });
    const token = team.coordinator.token;
    const good = fakePdf(7, 2, 3);
    const off = fakePdf(8, 1, 2, 5);
    const id = await startJob(t, token, [
      { name: 'part7.pdf', bytes: good.bytes },
      { name: 'part8.pdf', bytes: off.bytes },
    ]);
    const job = await settled(t, token, id);
    expect(job.files).toMatchObject([
      { kind: 'pdf', status: 'read', pagesDone: 4, pagesTotal: 4, readBy: 'text' },
      { kind: 'pdf', status: 'read', pagesDone: 3, pagesTotal: 3 },
    ]);
    expect(job.pagesDone).toBe(7);
    const [p7, p8] = job.parts;
    expect(p7).toMatchObject({ partNumber: 7, status: 'published', rows: 6, boxes: 6 });
    expect(p7!.published).toEqual({ created: 6, updated: 0 });
    expect(p8).toMatchObject({ partNumber: 8, status: 'review', toReview: 0 });
    expect(p8!.checks.filter((c) => !c.ok).map((c) => c.name)).toEqual(['totalsMatch']);
    expect(job.status).toBe('review');
    // Nothing doubtful to correct: the reviewer accepts what differs.
    const res = await t.as(token, {
      method: 'POST',
      url: `/api/rolls/${id}/parts/${p8!.id}/accept`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const voters = (await new SyncClient(t, token).pullAll()).filter((r) => r.table === 'voters');
    expect(voters).toHaveLength(8);
    expect(voters.find((v) => v.fields.voterId === 'ABC0000001')!.fields).toMatchObject({
      firstName: 'Voter',
      lastName: '1',
      sectionNumber: 1,
      sectionName: 'Ward 1',
      district: 'Lucknow',
      state: 'Uttar Pradesh',
      rollEdition: 'SSR 2025',
      rollPublished: '2025-01-06',
    });
  });

  it('a job whose worker died is taken by a new app and resumes at the next unread page', async () => {
    await start({ rollWorkers: 0 });
    const token = team.coordinator.token;
    const pdf = fakePdf(9, 3, 2);
    const id = await startJob(t, token, [{ name: 'part9.pdf', bytes: pdf.bytes }]);
    // As a worker killed after reading pages 1 and 2 leaves it: running, its lease run out,
    // two pages stored (page 2 as it was read then: a name the file no longer has).
    const stored = structuredClone(pdf.pages.slice(0, 2));
    if (stored[1]!.kind === 'voters') stored[1]!.boxes[0]!.name = 'Read Before Restart';
    const { rows } = await t.db.query<{ id: string }>(
      'SELECT id FROM roll_job_files WHERE job_id = $1',
      [id],
    );
    const fileId = rows[0]!.id;
    for (const page of stored)
      await t.db.query('INSERT INTO roll_job_pages (file_id, page, reading) VALUES ($1, $2, $3)', [
        fileId,
        page.page,
        JSON.stringify(page),
      ]);
    await t.db.query(
      `UPDATE roll_job_files SET status = 'reading', pages_done = 2, pages_total = 5 WHERE id = $1`,
      [fileId],
    );
    await t.db.query(
      `UPDATE roll_jobs SET status = 'running', locked_by = 'roll-worker:dead', attempts = 1,
         locked_until = now() - interval '1 second' WHERE id = $1`,
      [id],
    );
    await t.app.close();

    const reader = fakeReader();
    const next = wrapApp(
      await buildApp({ db: t.db, authRateLimit: 10_000, ...ROLL_APP, rollReader: reader }),
      t.testDb,
    );
    apps.push(next);
    const job = await settled(next, token, id);
    expect(reader.pagesRead).toEqual([3, 4, 5]);
    expect(job.files[0]).toMatchObject({ status: 'read', pagesDone: 5, pagesTotal: 5 });
    expect(job.parts[0]).toMatchObject({ partNumber: 9, status: 'published', rows: 6 });
    const voters = (await new SyncClient(next, token).pullAll()).filter(
      (r) => r.table === 'voters',
    );
    expect(voters.map((v) => `${v.fields.firstName} ${v.fields.lastName}`)).toContain(
      'Read Before Restart',
    );
    const { rows: attempts } = await t.db.query<{ attempts: number; locked_by: string | null }>(
      'SELECT attempts, locked_by FROM roll_jobs WHERE id = $1',
      [id],
    );
    expect(attempts[0]).toEqual({ attempts: 2, locked_by: null });
  });

  it('cancel stops a running job between pages; nothing of it is published', async () => {
    await start({ ...ROLL_APP, rollReader: fakeReader(150) });
    const token = team.coordinator.token;
    const id = await startJob(t, token, [{ name: 'slow.pdf', bytes: fakePdf(10, 20, 2).bytes }]);
    for (;;) {
      const job = await t.as(token, { method: 'GET', url: `/api/rolls/${id}` });
      if (job.json().pagesDone >= 2) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const res = await t.as(token, { method: 'POST', url: `/api/rolls/${id}/cancel` });
    expect(res.statusCode, res.body).toBe(200);
    const job = await settled(t, token, id);
    expect(job.status).toBe('cancelled');
    expect(job.files[0]!.status).toBe('cancelled');
    expect(job.files[0]!.pagesDone).toBeLessThan(22);
    expect(job.parts).toEqual([]);
    const voters = (await new SyncClient(t, token).pullAll()).filter((r) => r.table === 'voters');
    expect(voters).toEqual([]);
    // Cancelled stays cancelled; a finished job cannot be cancelled.
    expect((await t.as(token, { method: 'POST', url: `/api/rolls/${id}/cancel` })).statusCode).toBe(
      200,
    );
    const done = await startJob(t, token, [
      {
        name: 'r.csv',
        bytes: rollCsv([{ part: 1, serial: 1, epic: 'ABC0000001', first: 'A', last: 'B' }]),
      },
    ]);
    expect((await settled(t, token, done)).status).toBe('done');
    const late = await t.as(token, { method: 'POST', url: `/api/rolls/${done}/cancel` });
    expect(late.statusCode).toBe(409);
    expect(late.json().messageKey).toBe('errors.rollImport.finished');
  });

  it('refuses empty, non-roll and too large uploads', async () => {
    await start({ rollWorkers: 0, rollUploadLimit: 1024 * 1024 });
    const token = team.coordinator.token;
    const empty = await upload(t, token, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ files: 'errors.rollImport.noFiles' });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const notRoll = await upload(t, token, [{ name: 'roll.csv', bytes: png }]);
    expect(notRoll.statusCode).toBe(400);
    expect(notRoll.json().messageKey).toBe('errors.rollImport.fileType');
    // Streamed past the limit (the declared length alone would pass): 413 as the bytes pass it.
    const big = Buffer.alloc(700 * 1024, 'a,b\n');
    const tooBig = await upload(t, token, [
      { name: 'a.csv', bytes: big },
      { name: 'b.csv', bytes: big },
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({
      error: 'payload_too_large',
      messageKey: 'errors.rollImport.tooLarge',
    });
    const { rows } = await t.db.query('SELECT id FROM roll_jobs');
    expect(rows).toEqual([]);
  });

  it('answers 413 from a declared Content-Length over 100 MB before reading the body', async () => {
    await start({ rollWorkers: 0 });
    const url = new URL('/api/rolls', await baseUrl(t.app));
    const { contentType } = multipartBody([]);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${team.coordinator.token}`,
          'content-type': contentType,
          'content-length': String(101 * 1024 * 1024 + 2 * 1024 * 1024),
        },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body });
          req.destroy();
        });
      });
      req.on('error', reject);
      req.write('--x\r\n');
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ messageKey: 'errors.rollImport.tooLarge' });
  });
});
