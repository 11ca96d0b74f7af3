// "Load the demo" (issue 22): only the administrator loads it, on a roll with no voters yet;
// the load writes the demo's areas, voters (through the push path: tallies and booth workers'
// pulls follow) and its sample campaigns, and refuses a second time. A new database has no
// campaigns, and migration 018 removes the old sample campaigns only where nobody used them.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignNotification } from '../../src/domain/campaigns.ts';
import { migrate } from '../../server/db/migrate.ts';
import type { DemoStatus } from '../../src/domain/demo.ts';
import { DEMO_ROLL, boothPath } from '../../server/demo/roll/roll-identity.ts';
import { expectErrorBody } from '../utils/server/expect-error.ts';
import { SyncClient } from '../utils/server/sync-client.ts';
import { assignScope } from '../utils/server/team.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { SignedIn, TestApp } from '../utils/server/test-app.ts';
import { startTestApp, uniqueEmail } from '../utils/server/test-app.ts';

const COUNT = 600;

const notifications = async (t: TestApp, token: string) => {
  const res = await t.as(token, { method: 'GET', url: '/api/campaigns/notifications' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ campaigns: CampaignNotification[] }>().campaigns;
};

const startDemo = (t: TestApp, token: string, payload: unknown = { count: COUNT }) =>
  t.as(token, { method: 'POST', url: '/api/admin/demo', payload: payload as object });

/** Ask for the progress until the load is over; its last answer. */
async function finished(t: TestApp, token: string): Promise<DemoStatus> {
  for (;;) {
    const res = await t.as(token, { method: 'GET', url: '/api/admin/demo' });
    expect(res.statusCode, res.body).toBe(200);
    const { demo } = res.json<{ demo: DemoStatus }>();
    if (demo.state !== 'loading') return demo;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(PGLITE_ONLY)('load the demo (%s)', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let worker: SignedIn;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.newUser(uniqueEmail('admin'), 'Admin User');
    worker = await t.newUser(uniqueEmail('booth'), 'Booth Worker');
  });
  afterAll(() => t.close());

  it('starts a new database without campaigns', async () => {
    expect(await notifications(t, admin.token)).toEqual([]);
    expect(await notifications(t, worker.token)).toEqual([]);
  });

  it('is the administrator’s alone, and takes a whole count up to 30,000', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/demo'],
      ['POST', '/api/admin/demo'],
    ] as const) {
      expect((await t.request({ method, url })).statusCode).toBe(401);
      const res = await t.as(worker.token, { method, url, payload: {} });
      expect(res.statusCode).toBe(403);
      expectErrorBody(res);
      expect(res.json().messageKey).toBe('errors.forbidden');
    }
    for (const count of [0, 30_001, 2.5, '600']) {
      const res = await startDemo(t, admin.token, { count });
      expect(res.statusCode, String(count)).toBe(400);
      expect(res.json().fields).toEqual({ count: 'errors.number' });
    }
    expect((await finished(t, admin.token)).state).toBe('idle');
  });

  it('loads areas, voters and sample campaigns that booth workers receive', async () => {
    const res = await startDemo(t, admin.token);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().demo).toMatchObject({ state: 'loading', total: COUNT });
    expect(await finished(t, admin.token)).toEqual({
      state: 'done',
      written: COUNT,
      total: COUNT,
    });

    const { rows } = await t.db.query<{ tbl: string; n: number | string }>(
      `SELECT tbl, count(*) AS n FROM records WHERE NOT deleted GROUP BY tbl ORDER BY tbl`,
    );
    // State, district, assembly, block, one mandal and the three booths 600 voters fill.
    expect(rows.map((r) => [r.tbl, Number(r.n)])).toEqual([
      ['areas', 8],
      ['voters', COUNT],
    ]);
    // The tallies the push path keeps: every voter counted in their booth's part.
    const tallies = await t.db.query<{ scope: string; part: number; voters: number }>(
      'SELECT scope, part, voters FROM field_part_tallies WHERE voters <> 0 ORDER BY part',
    );
    expect(tallies.rows.map((r) => [r.scope, r.part])).toEqual([
      [boothPath(1), 1],
      [boothPath(2), 2],
      [boothPath(3), 3],
    ]);
    expect(tallies.rows.reduce((n, r) => n + Number(r.voters), 0)).toBe(COUNT);

    await assignScope(t, admin.token, worker.user.booth_id, boothPath(2));
    const pulled = await new SyncClient(t, worker.token).pullAll();
    const voters = pulled.filter((r) => r.table === 'voters');
    expect(voters.length).toBeGreaterThan(200);
    expect(new Set(voters.map((v) => v.fields.partNumber))).toEqual(new Set([2]));

    const campaigns = await notifications(t, worker.token);
    expect(campaigns).toHaveLength(3);
    for (const c of campaigns) {
      expect(c.title).toMatch(/^Demo: /);
      expect(c.description).toMatch(/^Sample campaign of the demo data, not a real event/);
      expect(c).toMatchObject({ scope: DEMO_ROLL.assembly.path, invited: true, status: 'pending' });
    }
    // Someone outside the demo's areas is not invited to its samples.
    const outsider = await t.newUser(uniqueEmail('outsider'), 'Elsewhere');
    await assignScope(t, admin.token, outsider.user.booth_id, 'x/y');
    expect(await notifications(t, outsider.token)).toEqual([]);
  });

  it('refuses a second load, saying why', async () => {
    const res = await startDemo(t, admin.token);
    expect(res.statusCode).toBe(409);
    expectErrorBody(res);
    expect(res.json().messageKey).toBe('home.demo.refused.alreadyLoaded');
    const { rows } = await t.db.query<{ n: number | string }>(
      "SELECT count(*) AS n FROM records WHERE tbl = 'voters'",
    );
    expect(Number(rows[0]!.n)).toBe(COUNT);
  });
});

describe('load the demo on a roll already there', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('refuses, and adds no campaigns', async () => {
    t = await startTestApp('pglite');
    const admin = await t.newUser(uniqueEmail('admin'), 'Admin User');
    await new SyncClient(t, admin.token).push([
      { fields: { firstName: 'Asha', lastName: 'Devi', scope: 'up' } },
    ]);
    const res = await startDemo(t, admin.token);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().messageKey).toBe('home.demo.refused.rollNotEmpty');
    expect(await notifications(t, admin.token)).toEqual([]);
  });
});

describe('migration 018', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('removes the sample campaigns of 010 nobody used, and keeps those someone did', async () => {
    t = await startTestApp('pglite');
    const admin = await t.newUser(uniqueEmail('admin'), 'Admin User');
    const user = await t.newUser(uniqueEmail('user'), 'Worker');
    // A database from before 018: the samples as 010 wrote them.
    const sql = await readFile('server/db/migrations/010_campaigns.sql', 'utf8');
    await t.db.query(sql.slice(sql.indexOf('INSERT INTO campaigns')).replace(/;\s*$/, ''));
    await t.db.query("DELETE FROM schema_migrations WHERE name = '018_no_sample_campaigns.sql'");
    const samples = (await notifications(t, user.token)).map((c) => c.id).sort();
    expect(samples).toHaveLength(3);
    const [answered, edited, untouched] = samples as [string, string, string];
    const status = await t.as(user.token, {
      method: 'PATCH',
      url: `/api/campaigns/notifications/${answered}/status`,
      payload: { status: 'declined' },
    });
    expect(status.statusCode, status.body).toBe(200);
    const campaign = (await notifications(t, admin.token)).find((c) => c.id === edited)!;
    const put = await t.as(admin.token, {
      method: 'PUT',
      url: `/api/campaigns/${edited}`,
      payload: { ...campaign, title: 'Our own rally' },
    });
    expect(put.statusCode, put.body).toBe(200);

    expect(await migrate(t.db)).toEqual(['018_no_sample_campaigns.sql']);
    const left = (await notifications(t, user.token)).map((c) => c.id).sort();
    expect(left).toEqual([answered, edited].sort());
    expect(left).not.toContain(untouched);
  });
});
