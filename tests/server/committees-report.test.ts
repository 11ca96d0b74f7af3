// The committee report from booth up to state (issue 46): booths counted per area one level
// down, with how many have a complete committee and a complete verified one, summed in SQL;
// the caller's own area at the top, nothing above it; a mandal's booths judged afresh.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaId } from '../../src/domain/areas.ts';
import type { CommitteeReport } from '../../src/domain/committees/report.ts';
import { rebuildDerived } from '../../server/db/derived-tables.ts';
import { expectErrorBody } from '../utils/server/expect-error.ts';
import { SyncClient } from '../utils/server/sync-client.ts';
import type { SignedIn, TestApp } from '../utils/server/test-app.ts';
import { startTestApp } from '../utils/server/test-app.ts';
import { DATABASE_KINDS_WHERE_IT_MATTERS } from '../utils/server/test-databases.ts';
import type { Org } from './committees-fixture.ts';
import { BOOTH1, BOOTH2, MANDAL, addMembers, makeOrg, seat } from './committees-fixture.ts';

/** One role, one seat, no quota: a booth with one member in it is complete. */
const ONE_SEAT = {
  roles: [{ id: 'president', nameEn: 'President', nameHi: 'अध्यक्ष', count: 1 }],
  quotas: [],
};
const MANDAL2 = 'up/lucknow/lko-central/block-1/mandal-2';
const BOOTH3 = `${MANDAL2}/booth-3`;

describe.each(DATABASE_KINDS_WHERE_IT_MATTERS)('committee report (%s)', (kind) => {
  let t: TestApp;
  let org: Org;

  const report = (who: SignedIn, path?: string) =>
    t.as(who.token, {
      method: 'GET',
      url: `/api/committees/report${path === undefined ? '' : `?path=${encodeURIComponent(path)}`}`,
    });
  const read = async (who: SignedIn, path?: string) => {
    const res = await report(who, path);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CommitteeReport>();
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    org = await makeOrg(t);
    // A third booth in another mandal, a mandal without booths.
    const sync = new SyncClient(t, org.admin.token);
    const area = (path: string, name: string) => ({
      table: 'areas' as const,
      id: areaId(path),
      fields: { path, scope: path, name },
    });
    await sync.push([area(MANDAL2, 'Mandal 2'), area(BOOTH3, 'Booth 3')]);
    const res = await t.as(org.admin.token, {
      method: 'PUT',
      url: '/api/admin/committees/definition',
      payload: ONE_SEAT,
    });
    expect(res.statusCode).toBe(200);
    // Booth 1: complete and verified (a visit); booth 3: complete; booth 2: no committee.
    const [b1] = await addMembers(t, org.worker1, BOOTH1, ['Ramesh Kumar']);
    const [b3] = await addMembers(t, org.admin, BOOTH3, ['Kamla Devi']);
    const seat1 = randomUUID();
    await seat(t, org.worker1, org.booth1, { roleId: 'president', memberId: b1!.id }, seat1);
    await seat(t, org.admin, areaId(BOOTH3), { roleId: 'president', memberId: b3!.id });
    await t.db.query(
      `INSERT INTO committee_verifications (member_id, method, verified_by) VALUES ($1, 'visit', $2)`,
      [b1!.id, org.admin.user.booth_id],
    );
    await rebuildDerived(t.db);
  });
  afterAll(() => t.close());

  it('counts the booths of every state for the admin', async () => {
    const r = await read(org.admin);
    expect(r.path).toBe('');
    expect(r.top).toBe('');
    expect(r.rows.map((row) => [row.path, row.booths, row.complete, row.verified])).toEqual([
      ['mp', 1, 0, 0],
      ['up', 3, 2, 1],
    ]);
    expect(r.totals).toEqual({ booths: 4, complete: 2, verified: 1 });
  });

  it('goes down level by level to a mandal’s booths, names and trail included', async () => {
    const district = await read(org.admin, 'up/lucknow');
    expect(district.name).toBe('lucknow');
    expect(district.trail.map((a) => a.path)).toEqual(['up']);
    expect(district.rows).toEqual([
      expect.objectContaining({
        path: 'up/lucknow/lko-central',
        booths: 3,
        complete: 2,
        verified: 1,
      }),
    ]);
    const block = await read(org.admin, 'up/lucknow/lko-central/block-1');
    expect(block.rows.map((row) => [row.path, row.booths, row.complete, row.verified])).toEqual([
      [MANDAL, 2, 1, 1],
      [MANDAL2, 1, 1, 0],
    ]);
    expect(block.rows[1]!.name).toBe('Mandal 2');
    const mandal = await read(org.admin, MANDAL);
    expect(mandal.rows).toEqual([
      expect.objectContaining({
        path: BOOTH1,
        id: org.booth1,
        name: 'Booth 1',
        nameHi: 'Booth 1 (हि)',
        isBooth: true,
        booths: 1,
        complete: 1,
        verified: 1,
      }),
      expect.objectContaining({ path: BOOTH2, isBooth: true, complete: 0, verified: 0 }),
    ]);
  });

  it('starts at the caller’s own area and refuses above it or elsewhere (404)', async () => {
    const mine = await read(org.coordinator);
    expect(mine.path).toBe('up/lucknow');
    expect(mine.top).toBe('up/lucknow');
    expect(mine.trail).toEqual([]);
    // '' is "my own area".
    expect((await read(org.coordinator, '')).path).toBe('up/lucknow');
    for (const path of ['up', 'mp/bhopal']) {
      const res = await report(org.coordinator, path);
      expect(res.statusCode).toBe(404);
      expectErrorBody(res);
    }
    const booth = await read(org.worker1);
    expect(booth.path).toBe(BOOTH1);
    expect(booth.rows).toEqual([]);
    expect(booth.totals).toEqual({ booths: 1, complete: 1, verified: 1 });
    const bad = await report(org.admin, 'UP//x');
    expect(bad.statusCode).toBe(400);
  });

  it('judges a mandal’s booths afresh when it lists them', async () => {
    // Booth 3's only member leaves the team through sync, which tells committees nothing.
    const { rows } = await t.db.query<{ member_id: string }>(
      'SELECT member_id FROM committee_seats WHERE booth_path = $1',
      [BOOTH3],
    );
    const sync = new SyncClient(t, org.admin.token);
    await sync.push([{ table: 'members', id: rows[0]!.member_id, op: 'delete' }]);
    const block = await read(org.admin, 'up/lucknow/lko-central/block-1');
    expect(block.rows.find((r) => r.path === MANDAL2)!.complete).toBe(1);
    const mandal2 = await read(org.admin, MANDAL2);
    expect(mandal2.rows[0]).toMatchObject({ path: BOOTH3, complete: 0 });
    const after = await read(org.admin, 'up/lucknow/lko-central/block-1');
    expect(after.rows.find((r) => r.path === MANDAL2)!.complete).toBe(0);
  });

  it('does not count a deleted booth, whatever its status row says', async () => {
    const before = (await read(org.admin)).totals;
    await t.db.query(
      `INSERT INTO committee_booth_status
         (booth_path, complete, verified, seats, verified_seats, definition_version)
       VALUES ($1, true, true, 1, 1, 1)
       ON CONFLICT (booth_path) DO UPDATE SET complete = true, verified = true`,
      [BOOTH2],
    );
    expect((await read(org.admin)).totals).toEqual({
      booths: before.booths,
      complete: before.complete + 1,
      verified: before.verified + 1,
    });
    const sync = new SyncClient(t, org.admin.token);
    await sync.push([{ table: 'areas', id: org.booth2, op: 'delete' }]);
    expect((await read(org.admin)).totals).toEqual({
      booths: before.booths - 1,
      complete: before.complete,
      verified: before.verified,
    });
  });

  it('is rebuilt from the seats after a restore (a derived table)', async () => {
    await t.db.query('DELETE FROM committee_booth_status');
    expect((await read(org.admin)).totals.complete).toBe(0);
    await rebuildDerived(t.db);
    expect((await read(org.admin)).totals).toEqual({ booths: 3, complete: 1, verified: 1 });
  });
});
