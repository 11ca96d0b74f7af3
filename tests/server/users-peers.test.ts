// Changing another account's scope or profile needs a scope strictly above theirs: two
// workers of one booth, or two coordinators of one district, are peers and may not change
// each other. The admin may change anyone; everyone may edit their own profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { SignedIn, TestApp } from '../utils/server/test-app.ts';
import { startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import type { Team } from '../utils/server/team.ts';
import { SCOPES, assignScope, makeTeam } from '../utils/server/team.ts';
import { fullProfile } from '../utils/server/profile-fixture.ts';
import { expectErrorBody } from '../utils/server/expect-error.ts';

describe.each(PGLITE_ONLY)('peers may not change each other (%s)', (kind) => {
  let t: TestApp;
  let team: Team;
  /** A second worker in booth1, and a second coordinator of a/b. */
  let boothPeer: SignedIn;
  let coordinatorPeer: SignedIn;

  beforeAll(async () => {
    t = await startTestApp(kind);
    team = await makeTeam(t);
    boothPeer = await t.newUser(uniqueEmail('booth-peer'));
    coordinatorPeer = await t.newUser(uniqueEmail('coord-peer'));
    await assignScope(t, team.admin.token, boothPeer.user.booth_id, SCOPES.booth1);
    await assignScope(t, team.admin.token, coordinatorPeer.user.booth_id, SCOPES.coordinator);
  });
  afterAll(() => t.close());

  const row = async (id: string) =>
    (
      await t.db.query<{ scope: string | null; first_name: string; profile: unknown }>(
        'SELECT scope, first_name, profile FROM users WHERE id = $1',
        [id],
      )
    ).rows[0]!;
  const setScope = (token: string, id: string, scope: string | null) =>
    t.as(token, { method: 'PUT', url: `/api/users/${id}/scope`, payload: { scope } });
  const editProfile = (token: string, who: SignedIn, firstName: string) =>
    t.as(token, {
      method: 'PUT',
      url: `/api/booth/edit-booth-user/${who.user.booth_id}`,
      payload: { ...fullProfile(who.user.email), firstName },
    });

  it("refuses (403) a peer's scope change and profile edit, changing nothing", async () => {
    const pairs: [string, SignedIn, SignedIn, string][] = [
      ['booth worker -> booth peer', team.booth1, boothPeer, `${SCOPES.booth1}/y`],
      ['booth peer -> booth worker', boothPeer, team.booth1, `${SCOPES.booth1}/x`],
      ['coordinator -> coordinator peer', team.coordinator, coordinatorPeer, SCOPES.booth1],
      ['coordinator peer -> coordinator', coordinatorPeer, team.coordinator, 'a/b/z'],
    ];
    for (const [label, actor, target, scope] of pairs) {
      const before = await row(target.user.booth_id);
      const scoped = await setScope(actor.token, target.user.booth_id, scope);
      expectErrorBody(scoped, label);
      expect(scoped.statusCode, `${label}: scope`).toBe(403);
      const edited = await editProfile(actor.token, target, 'Changed');
      expectErrorBody(edited, label);
      expect(edited.statusCode, `${label}: profile`).toBe(403);
      expect(await row(target.user.booth_id), label).toEqual(before);
    }
  });

  it('lets an account above change scope and profile below it', async () => {
    const edited = await editProfile(team.coordinator.token, boothPeer, 'Edited');
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await row(boothPeer.user.booth_id)).first_name).toBe('Edited');
    const moved = await setScope(team.coordinator.token, boothPeer.user.booth_id, SCOPES.booth2);
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await row(boothPeer.user.booth_id)).scope).toBe(SCOPES.booth2);
  });

  it('lets the admin change anyone, and everyone edit their own profile', async () => {
    const admin = team.admin.token;
    expect((await editProfile(admin, coordinatorPeer, 'ByAdmin')).statusCode).toBe(200);
    expect((await setScope(admin, coordinatorPeer.user.booth_id, 'a/q')).statusCode).toBe(200);
    expect((await row(coordinatorPeer.user.booth_id)).scope).toBe('a/q');
    const own = await editProfile(team.booth1.token, team.booth1, 'Myself');
    expect(own.statusCode, own.body).toBe(200);
    expect((await row(team.booth1.user.booth_id)).first_name).toBe('Myself');
  });
});
