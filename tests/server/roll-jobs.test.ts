// Roll import as jobs, end to end against the real app and database: a CSV of two parts is
// uploaded, read by the in-process worker, checked, published through the normal sync path,
// and a booth account pulls its part's voters.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SyncRow } from '../../src/domain/sync-protocol.ts';
import { DATABASE_KINDS_WHERE_IT_MATTERS } from '../utils/server/test-databases.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import type { Team } from '../utils/server/team.ts';
import { assignScope, makeTeam } from '../utils/server/team.ts';
import { SyncClient } from '../utils/server/sync-client.ts';
import { ROLL_APP, getJob, rollCsv, settled, startJob } from '../utils/server/roll-jobs.ts';

const TWO_PARTS = rollCsv([
  { part: 1, serial: 1, epic: 'ABC0000001', first: 'Asha', last: 'Devi', gender: 'F' },
  { part: 1, serial: 2, epic: 'ABC0000002', first: 'Ravi', last: 'Kumar' },
  { part: 1, serial: 3, epic: 'ABC0000003', first: 'Sita', last: 'Ram', gender: 'F' },
  { part: 2, serial: 1, epic: 'ABC0000004', first: 'Mohan', last: 'Lal' },
  { part: 2, serial: 2, epic: 'ABC0000005', first: 'Gita', last: 'Bai', gender: 'F' },
]);

describe.each(DATABASE_KINDS_WHERE_IT_MATTERS)('roll jobs (%s)', (kind) => {
  let t: TestApp;
  let team: Team;
  beforeEach(async () => {
    t = await startTestApp(kind, ROLL_APP);
    team = await makeTeam(t);
  });
  afterEach(async () => t.close());

  it('reads a CSV of two parts, publishes both, and a booth pulls its voters', async () => {
    const id = await startJob(t, team.coordinator.token, [{ name: 'roll.csv', bytes: TWO_PARTS }]);
    const job = await settled(t, team.coordinator.token, id);
    expect(job.status, JSON.stringify(job)).toBe('done');
    expect(job.files).toMatchObject([
      { kind: 'csv', status: 'read', pagesDone: 1, pagesTotal: 1, readBy: 'table' },
    ]);
    expect(job.parts.map((p) => [p.partNumber, p.status, p.rows, p.published])).toEqual([
      [1, 'published', 3, { created: 3, updated: 0 }],
      [2, 'published', 2, { created: 2, updated: 0 }],
    ]);
    expect(job.parts[0]!.counted).toEqual({ male: 1, female: 2, thirdGender: 0, total: 3 });
    expect(job.parts[0]!.checks.every((c) => c.ok)).toBe(true);
    expect(job.reviewTotal).toBe(0);

    // The booth made for part 1 gets exactly part 1.
    const booth = await t.newUser(uniqueEmail('part1'), 'Part One');
    const boothPath = 'a/b/central/roll/parts/part-1';
    await assignScope(t, team.admin.token, booth.user.booth_id, boothPath);
    const signedIn = await t.signIn(booth.user.email);
    const rows: SyncRow[] = await new SyncClient(t, signedIn.token).pullAll();
    const voters = rows.filter((r) => r.table === 'voters' && !r.deleted);
    expect(voters.map((v) => v.fields.voterId).sort()).toEqual([
      'ABC0000001',
      'ABC0000002',
      'ABC0000003',
    ]);
    expect(voters.every((v) => v.scope === boothPath)).toBe(true);
    const asha = voters.find((v) => v.fields.voterId === 'ABC0000001')!;
    expect(asha.fields).toMatchObject({
      firstName: 'Asha',
      lastName: 'Devi',
      relation: 'Ram',
      relationType: 'father',
      partNumber: 1,
      serialNumber: 1,
      age: 40,
      gender: 'Female',
      houseno: '12',
      assemblyNumber: 5,
      assemblyName: 'Central',
    });

    // The job is the coordinator's: another user cannot see it.
    const res = await t.as(team.booth1.token, { method: 'GET', url: `/api/rolls/${id}` });
    expect(res.statusCode).toBe(404);
    const list = await t.as(team.booth1.token, { method: 'GET', url: '/api/rolls' });
    expect(list.json().jobs).toEqual([]);
    const admin = await getJob(t, team.admin.token, id);
    expect(admin.id).toBe(id);
  });
});
