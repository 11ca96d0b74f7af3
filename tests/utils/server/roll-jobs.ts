// Roll job suites' helpers: a Commission-shaped CSV from a few voters, a multipart upload of
// files to POST /api/rolls, and waiting for a job to settle (read and checked) by polling
// GET /api/rolls/:id as a screen would.
import { expect } from 'vitest';
import type { RollJobResponse } from '../../../src/domain/roll-jobs.ts';
import type { TestApp } from './test-app.ts';

export type CsvVoter = {
  part: number;
  serial: number | string;
  epic: string;
  first: string;
  last: string;
  relation?: string;
  age?: number | string;
  gender?: string;
  house?: string;
  ac?: number;
  acName?: string;
};

const HEADER_EN = [
  'AC_NO',
  'AC_NAME',
  'PART_NO',
  'SLNOINPART',
  'EPIC_NO',
  'FM_NAME_EN',
  'LASTNAME_EN',
  'RLN_TYPE',
  'RLN_FM_NM_EN',
  'AGE',
  'GENDER',
  'C_HOUSE_NO',
];
const HEADER_HI = [
  'AC_NO',
  'AC_NAME',
  'PART_NO',
  'SLNOINPART',
  'EPIC_NO',
  'FM_NAME_V1',
  'LASTNAME_V1',
  'RLN_TYPE',
  'RLN_FM_NM_V1',
  'AGE',
  'GENDER',
  'C_HOUSE_NO',
];

/**
 * A roll CSV; `hindi` puts the names in the Commission's V1 (Devanagari) columns; `revision`
 * names the roll revision in a REVISION column (a new revision is a new edition, issue 25).
 */
export function rollCsv(voters: CsvVoter[], hindi = false, revision?: string): Buffer {
  const header = [...(hindi ? HEADER_HI : HEADER_EN), ...(revision ? ['REVISION'] : [])];
  const lines = [header.join(',')];
  for (const v of voters)
    lines.push(
      [
        v.ac ?? 5,
        v.acName ?? 'Central',
        v.part,
        v.serial,
        v.epic,
        v.first,
        v.last,
        'F',
        v.relation ?? 'Ram',
        v.age ?? 40,
        v.gender ?? 'M',
        v.house ?? '12',
        ...(revision ? [revision] : []),
      ].join(','),
    );
  return Buffer.from(lines.join('\n') + '\n');
}

export type UploadFile = { name: string; bytes: Buffer; type?: string };

export function multipartBody(files: UploadFile[]): { body: Buffer; contentType: string } {
  const boundary = `----roll${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\n` +
          `Content-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function upload(t: TestApp, token: string, files: UploadFile[]) {
  const { body, contentType } = multipartBody(files);
  return t.as(token, {
    method: 'POST',
    url: '/api/rolls',
    payload: body,
    headers: { 'content-type': contentType },
  });
}

/** Upload and return the job id (202). */
export async function startJob(t: TestApp, token: string, files: UploadFile[]): Promise<string> {
  const res = await upload(t, token, files);
  expect(res.statusCode, res.body).toBe(202);
  return res.json<{ id: string }>().id;
}

export async function getJob(t: TestApp, token: string, id: string, query = '') {
  const res = await t.as(token, { method: 'GET', url: `/api/rolls/${id}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RollJobResponse>();
}

/** Poll until the job is no longer queued or running. */
export async function settled(t: TestApp, token: string, id: string, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const job = await getJob(t, token, id);
    if (!['queued', 'running'].includes(job.status)) return job;
    if (Date.now() > until) throw new Error(`job ${id} still ${job.status}`);
    await new Promise((r) => setTimeout(r, 30));
  }
}

export const ROLL_APP = { rollWorkers: 1, rollPollMs: 50, rollLeaseMs: 3000 } as const;
