// Disabling an account (a lost phone, someone who left): from above only; from the next
// request on, every signed-in route refuses its tokens with 401 account_disabled (the code the
// phone wipes its data on), sign-in is refused too, its event streams end, and what it synced
// stays on the server. Enabling it again lets it back in.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DISABLED } from '../../src/domain/auth.ts';
import type { UserSummary } from '../../src/domain/users.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { SignedIn, TestApp } from '../utils/server/test-app.ts';
import { PASSWORD, startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import type { Team } from '../utils/server/team.ts';
import { SCOPES, assignScope, makeTeam } from '../utils/server/team.ts';
import { expectErrorBody } from '../utils/server/expect-error.ts';
import { baseUrl, openEventStream } from '../utils/server/event-stream.ts';
import { SyncClient } from '../utils/server/sync-client.ts';

describe.each(PGLITE_ONLY)('disabled accounts (%s)', (kind) => {
  let t: TestApp;
  let team: Team;

  beforeAll(async () => {
    t = await startTestApp(kind);
    team = await makeTeam(t);
  });
  afterAll(() => t.close());

  const setStatus = (token: string, id: string, payload: unknown) =>
    t.as(token, { method: 'PUT', url: `/api/users/${id}/status`, payload: payload as object });

  /** A worker at booth1 with one voter synced. */
  async function workerWithData(): Promise<{ worker: SignedIn; voterId: string }> {
    const worker = await t.newUser(uniqueEmail('lost-phone'));
    await assignScope(t, team.admin.token, worker.user.booth_id, SCOPES.booth1);
    const signedIn = await t.signIn(worker.user.email);
    const client = new SyncClient(t, signedIn.token);
    const voterId = randomUUID();
    await client.push([{ id: voterId, fields: { firstName: 'Synced before' } }]);
    return { worker: signedIn, voterId };
  }

  /** A concrete request for a registered route: path parameters filled with a fresh id. */
  const requestFor = (route: { method: string; url: string }, token: string) => {
    const url = route.url.replace(/:[A-Za-z_]+/g, randomUUID());
    const body = ['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {};
    return t.as(token, { method: route.method as 'GET', url, ...body });
  };

  it('refuses every signed-in route with 401 account_disabled from the next request on', async () => {
    const { worker } = await workerWithData();
    const res = await setStatus(team.coordinator.token, worker.user.booth_id, {
      status: 'disabled',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ user: UserSummary }>().user.status).toBe('disabled');
    const routes = t.app.signedInRoutes;
    // The list is read off the app: it holds the sync, user, profile and file routes.
    for (const url of ['/api/sync/pull', '/api/users', '/api/booth/my-profile', '/api/events'])
      expect(routes.map((r) => r.url)).toContain(url);
    for (const route of routes) {
      const label = `${route.method} ${route.url}`;
      const answer = await requestFor(route, worker.token);
      expectErrorBody(answer, label);
      expect(answer.statusCode, label).toBe(401);
      expect(answer.json(), label).toMatchObject({
        error: ACCOUNT_DISABLED,
        messageKey: 'errors.accountDisabled',
      });
    }
    // The query token of the event stream too.
    const viaQuery = await t.request({ method: 'GET', url: `/api/events?token=${worker.token}` });
    expect(viaQuery.json().error).toBe(ACCOUNT_DISABLED);
  });

  it('refuses sign-in with the right password, and says nothing more for a wrong one', async () => {
    const { worker } = await workerWithData();
    await setStatus(team.coordinator.token, worker.user.booth_id, { status: 'disabled' });
    const right = await t.request({
      method: 'POST',
      url: '/api/booth/login-booth-user',
      payload: { email: worker.user.email, password: PASSWORD },
    });
    expect(right.statusCode).toBe(401);
    expect(right.json().error).toBe(ACCOUNT_DISABLED);
    const wrong = await t.request({
      method: 'POST',
      url: '/api/booth/login-booth-user',
      payload: { email: worker.user.email, password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('invalid_credentials');
  });

  it('keeps what the account synced, and lets it back in once enabled', async () => {
    const { worker, voterId } = await workerWithData();
    await setStatus(team.coordinator.token, worker.user.booth_id, { status: 'disabled' });
    const coordinator = new SyncClient(t, team.coordinator.token);
    const rows = await coordinator.pullAll();
    expect(rows.find((r) => r.id === voterId)?.fields.firstName).toBe('Synced before');
    const enabled = await setStatus(team.coordinator.token, worker.user.booth_id, {
      status: 'active',
    });
    expect(enabled.json<{ user: UserSummary }>().user.status).toBe('active');
    const again = await t.signIn(worker.user.email);
    expect((await t.as(again.token, { method: 'GET', url: '/api/sync/pull' })).statusCode).toBe(
      200,
    );
    const listed = await t.as(team.coordinator.token, { method: 'GET', url: '/api/users' });
    const summary = listed
      .json<{ users: UserSummary[] }>()
      .users.find((u) => u.id === again.user.booth_id);
    expect(summary?.status).toBe('active');
  });

  it('ends the account’s open event streams at once', async () => {
    const { worker } = await workerWithData();
    const base = await baseUrl(t.app);
    const stream = await openEventStream(`${base}/api/events?token=${worker.token}`);
    await stream.waitFor('ready');
    await setStatus(team.admin.token, worker.user.booth_id, { status: 'disabled' });
    await Promise.race([
      stream.ended,
      new Promise((_, reject) => setTimeout(() => reject(new Error('stream still open')), 3000)),
    ]);
  });

  it('lets only someone above disable: not peers, not below, not oneself, not the admin', async () => {
    const cases: [string, SignedIn, string][] = [
      ['peer', team.booth2, team.booth1.user.booth_id],
      ['below', team.booth1, team.coordinator.user.booth_id],
      ['elsewhere', team.elsewhere, team.booth1.user.booth_id],
      ['oneself', team.coordinator, team.coordinator.user.booth_id],
      ['the admin', team.coordinator, team.admin.user.booth_id],
    ];
    for (const [label, caller, target] of cases) {
      const res = await setStatus(caller.token, target, { status: 'disabled' });
      expectErrorBody(res, label);
      expect(res.statusCode, label).toBe(403);
    }
    // Nobody was disabled by those attempts.
    expect((await t.as(team.booth1.token, { method: 'GET', url: '/api/users' })).statusCode).toBe(
      200,
    );
  });

  it('answers bad input with 400 and an unknown account with 404', async () => {
    const bad = await setStatus(team.admin.token, team.booth1.user.booth_id, { status: 'gone' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('status');
    const missing = await setStatus(team.admin.token, randomUUID(), { status: 'disabled' });
    expect(missing.statusCode).toBe(404);
  });
});
