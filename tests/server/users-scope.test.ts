import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserSummary } from '../../src/domain/users.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { PASSWORD, startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import type { Team } from '../utils/server/team.ts';
import { SCOPES, claimCode, makeTeam } from '../utils/server/team.ts';
import { expectErrorBody } from '../utils/server/expect-error.ts';

describe.each(PGLITE_ONLY)('users and scopes (%s)', (kind) => {
  let t: TestApp;
  let team: Team;

  beforeAll(async () => {
    t = await startTestApp(kind);
    team = await makeTeam(t);
  });
  afterAll(() => t.close());

  const assign = (token: string, id: string, payload: unknown) =>
    t.as(token, { method: 'PUT', url: `/api/users/${id}/scope`, payload: payload as object });
  const scopeOf = async (id: string) =>
    (await t.db.query<{ scope: string | null }>('SELECT scope FROM users WHERE id = $1', [id]))
      .rows[0]!.scope;
  const list = async (token: string, query = '') => {
    const res = await t.as(token, { method: 'GET', url: `/api/users${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ users: UserSummary[] }>().users;
  };

  it('lets the admin assign any scope; the user signs in with it', async () => {
    const session = await t.signIn(team.coordinator.user.email);
    expect(session.user.scope).toBe(SCOPES.coordinator);
    expect(await scopeOf(team.booth1.user.booth_id)).toBe(SCOPES.booth1);
  });

  it('lets a coordinator claim an unassigned account into their subtree, normalising the path', async () => {
    const fresh = await t.newUser(uniqueEmail('fresh'));
    const res = await assign(team.coordinator.token, fresh.user.booth_id, {
      scope: ' A/B/C/Booth1/ ',
      claimCode: await claimCode(t, fresh),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: fresh.user.booth_id, scope: SCOPES.booth1 });
    expect(await scopeOf(fresh.user.booth_id)).toBe(SCOPES.booth1);
  });

  it('lets a coordinator move a user inside their subtree', async () => {
    const mover = await t.newUser(uniqueEmail('mover'));
    const code = await claimCode(t, mover);
    expect(
      (
        await assign(team.coordinator.token, mover.user.booth_id, {
          scope: SCOPES.booth1,
          claimCode: code,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await assign(team.coordinator.token, mover.user.booth_id, { scope: SCOPES.booth2 }))
        .statusCode,
    ).toBe(200);
    expect(
      (await assign(team.coordinator.token, mover.user.booth_id, { scope: null })).statusCode,
    ).toBe(200);
    expect(await scopeOf(mover.user.booth_id)).toBeNull();
  });

  it("refuses (403) assignments that reach outside the assigner's scope, changing nothing", async () => {
    const target = await t.newUser(uniqueEmail('target'));
    const cases: [string, string, string | null][] = [
      // a scope above or beside the coordinator's own
      [team.coordinator.token, target.user.booth_id, 'a'],
      [team.coordinator.token, target.user.booth_id, 'a/x'],
      [team.coordinator.token, target.user.booth_id, ''],
      // a user outside the coordinator's subtree
      [team.coordinator.token, team.elsewhere.user.booth_id, SCOPES.booth1],
      [team.coordinator.token, team.elsewhere.user.booth_id, null],
      // a booth worker cannot touch the other booth, nor lift anyone above the booth
      [team.booth1.token, team.booth2.user.booth_id, SCOPES.booth1],
      [team.booth1.token, target.user.booth_id, SCOPES.coordinator],
      // no scope, no assigning
      [team.unassigned.token, target.user.booth_id, SCOPES.booth1],
      // not one's own scope, and not the admin's
      [team.coordinator.token, team.coordinator.user.booth_id, SCOPES.booth1],
      [team.coordinator.token, team.admin.user.booth_id, SCOPES.coordinator],
    ];
    for (const [token, id, scope] of cases) {
      const before = await scopeOf(id);
      const res = await assign(token, id, { scope });
      expectErrorBody(res, `${id} -> ${scope}`);
      expect(res.statusCode, `${id} -> ${scope}`).toBe(403);
      expect(res.json().error).toBe('forbidden');
      expect(await scopeOf(id)).toBe(before);
    }
  });

  it('lets a booth worker claim a new account into their own booth only', async () => {
    const helper = await t.newUser(uniqueEmail('helper'));
    const code = await claimCode(t, helper);
    expect(
      (
        await assign(team.booth1.token, helper.user.booth_id, {
          scope: SCOPES.booth2,
          claimCode: code,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await assign(team.booth1.token, helper.user.booth_id, {
          scope: SCOPES.booth1,
          claimCode: code,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('answers bad scope input with 400 fields.scope, unknown users with 404, malformed ids 400', async () => {
    const target = team.unassigned.user.booth_id;
    const cases: [string, string, string][] = [
      ['{"scope":"A B"}', 'scope', 'errors.scope'],
      ['{"scope":"a//b"}', 'scope', 'errors.scope'],
      ['{"scope":"a/b/c/d/e/f/g"}', 'scope', 'errors.scope'],
      ['{"scope":"a_b"}', 'scope', 'errors.scope'],
      ['{"scope":12}', 'scope', 'errors.invalid'],
      ['{"scope":["a"]}', 'scope', 'errors.invalid'],
      ['{"scope":{"a":1}}', 'scope', 'errors.invalid'],
      ['{}', 'scope', 'errors.required'],
      ['null', '_', 'errors.invalidBody'],
    ];
    for (const [payload, field, key] of cases) {
      const res = await t.as(team.admin.token, {
        method: 'PUT',
        url: `/api/users/${target}/scope`,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expectErrorBody(res, payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().fields, payload).toEqual({ [field]: key });
    }
    expect(await scopeOf(target)).toBeNull();
    for (const [id, status] of [
      ['00000000-0000-4000-8000-000000000000', 404],
      ['nope', 400],
    ] as const) {
      const res = await assign(team.admin.token, id, { scope: 'a' });
      expect(res.statusCode).toBe(status);
    }
    const anon = await t.request({
      method: 'PUT',
      url: `/api/users/${target}/scope`,
      payload: { scope: 'a' },
    });
    expect(anon.statusCode).toBe(401);
  });

  it('lists the users each caller may see', async () => {
    const emails = (users: UserSummary[]) => users.map((u) => u.email);
    const all = await list(team.admin.token);
    for (const member of Object.values(team)) expect(emails(all)).toContain(member.user.email);

    const coord = emails(await list(team.coordinator.token));
    expect(coord).toEqual(
      expect.arrayContaining([
        team.coordinator.user.email,
        team.booth1.user.email,
        team.booth2.user.email,
      ]),
    );
    expect(coord).not.toContain(team.elsewhere.user.email);
    expect(coord).not.toContain(team.unassigned.user.email);
    expect(coord).not.toContain(team.admin.user.email);

    const b1 = emails(await list(team.booth1.token));
    expect(b1).toContain(team.booth1.user.email);
    expect(b1).not.toContain(team.booth2.user.email);
    expect(b1).not.toContain(team.coordinator.user.email);

    expect(emails(await list(team.unassigned.token))).toEqual([team.unassigned.user.email]);
    const first = (await list(team.admin.token))[0]!;
    // The summary, never a password hash or the whole profile.
    expect(Object.keys(first).sort()).toEqual([
      'assembly',
      'district',
      'email',
      'firstName',
      'id',
      'lastName',
      'phone',
      'profileImage',
      'role',
      'scope',
      'state',
      'status',
    ]);
  });

  it('finds an unassigned account by exact e-mail so it can be claimed, but nobody outside', async () => {
    const found = await list(
      team.coordinator.token,
      `?email=${encodeURIComponent(team.unassigned.user.email.toUpperCase())}`,
    );
    expect(found.map((u) => u.id)).toEqual([team.unassigned.user.booth_id]);
    expect(
      await list(team.coordinator.token, `?email=${encodeURIComponent(team.elsewhere.user.email)}`),
    ).toEqual([]);
    expect(
      await list(team.unassigned.token, `?email=${encodeURIComponent(team.booth1.user.email)}`),
    ).toEqual([]);
    for (const q of ['?limit=abc', '?limit=0', '?limit=5000', '?offset=-1', '?email=nope']) {
      const res = await t.as(team.admin.token, { method: 'GET', url: `/api/users${q}` });
      expectErrorBody(res, q);
      expect(res.statusCode, q).toBe(400);
    }
  });

  it('lets a coordinator create accounts at or below their scope only', async () => {
    const create = (token: string, payload: object) =>
      t.as(token, { method: 'POST', url: '/api/users', payload });
    const email = uniqueEmail('created');
    const res = await create(team.coordinator.token, {
      name: 'Kiran Devi',
      email,
      password: PASSWORD,
      scope: 'a/b/c/booth3',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user).toMatchObject({
      email,
      role: 'worker',
      scope: 'a/b/c/booth3',
      firstName: 'Kiran',
    });
    expect((await t.signIn(email)).user.scope).toBe('a/b/c/booth3');

    const dflt = await create(team.booth1.token, {
      name: 'Default Scope',
      email: uniqueEmail('d'),
      password: PASSWORD,
    });
    expect(dflt.statusCode).toBe(201);
    expect(dflt.json().user.scope).toBe(SCOPES.booth1);

    for (const [token, scope] of [
      [team.coordinator.token, 'x/y'],
      [team.booth1.token, SCOPES.booth2],
      [team.coordinator.token, ''],
      [team.unassigned.token, undefined],
    ] as const) {
      const before = (await t.db.query('SELECT count(*)::int AS n FROM users')).rows[0];
      const r = await create(token, {
        name: 'No',
        email: uniqueEmail('no'),
        password: PASSWORD,
        scope,
      });
      expect(r.statusCode, `${scope}`).toBe(403);
      expect((await t.db.query('SELECT count(*)::int AS n FROM users')).rows[0]).toEqual(before);
    }
    const dup = await create(team.coordinator.token, { name: 'Dup', email, password: PASSWORD });
    expect(dup.statusCode).toBe(409);
    const bad = await create(team.coordinator.token, {
      name: 'Bad',
      email: 'bad',
      password: '1',
      scope: 'A B',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['email', 'password', 'scope']);
  });
});
