// The booth grades list each booth's committee (issue 46): a coordinator looking at the C and D
// booths sees which lack a complete committee, and which a verified one. The grades are written
// straight into booth_grades (their import is form20.test.ts's business); the committees through
// the API.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoothGradeReport } from '../../src/domain/form20/report.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp } from '../utils/server/test-app.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { Org } from './committees-fixture.ts';
import {
  BOOTH1,
  BOOTH2,
  MANDAL,
  addMembers,
  defineCommittee,
  makeOrg,
  seat,
} from './committees-fixture.ts';

const ONE_SEAT = {
  roles: [{ id: 'president', nameEn: 'President', nameHi: 'अध्यक्ष', count: 1 }],
  quotas: [],
};
const ASSEMBLY = MANDAL.split('/').slice(0, 3).join('/');

describe.each(PGLITE_ONLY)('committees in the booth grades (%s)', (kind) => {
  let t: TestApp;
  let org: Org;
  const election = randomUUID();

  beforeAll(async () => {
    t = await startTestApp(kind);
    org = await makeOrg(t);
    await defineCommittee(t, org.admin, ONE_SEAT);
    await t.db.query(
      `INSERT INTO form20_elections (id, assembly_path, kind, year, source_name, read_by,
         candidates, checks, our_candidate, graded_at)
       VALUES ($1, $2, 'assembly', 2022, 'test.csv', 'table', '[]', '{}', 0, now())`,
      [election, ASSEMBLY],
    );
    await t.db.query(
      `INSERT INTO booth_grades (election_id, booth_path, booth_name, grade, first_part)
       VALUES ($1, $2, 'Booth 1', 'C', 1), ($1, $3, 'Booth 2', 'D', 2)`,
      [election, BOOTH1, BOOTH2],
    );
  });
  afterAll(() => t.close());

  const grades = async () => {
    const res = await t.as(org.coordinator.token, {
      method: 'GET',
      url: `/api/booth-grades?election=${election}&grade=CD`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json<BoothGradeReport>().rows;
    return Object.fromEntries(
      rows.map((r) => [r.boothPath, [r.grade, r.committeeComplete, r.committeeVerified]]),
    );
  };

  it('says neither while a booth has no committee, then complete, then verified', async () => {
    expect(await grades()).toEqual({
      [BOOTH1]: ['C', false, false],
      [BOOTH2]: ['D', false, false],
    });
    const [ramesh] = await addMembers(t, org.worker1, BOOTH1, ['Ramesh Kumar']);
    await seat(t, org.worker1, org.booth1, { roleId: 'president', memberId: ramesh!.id });
    expect(await grades()).toEqual({ [BOOTH1]: ['C', true, false], [BOOTH2]: ['D', false, false] });
    await t.db.query(
      `INSERT INTO committee_verifications (member_id, method, verified_by) VALUES ($1, 'visit', $2)`,
      [ramesh!.id, org.coordinator.user.booth_id],
    );
    // Judged again when the booth's committee is read (as after any change through the API).
    await t.as(org.coordinator.token, {
      method: 'GET',
      url: `/api/committees/booths/${org.booth1}`,
    });
    expect(await grades()).toEqual({ [BOOTH1]: ['C', true, true], [BOOTH2]: ['D', false, false] });
  });
});
