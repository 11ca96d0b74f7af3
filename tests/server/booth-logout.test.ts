// Logout revokes the sign-in on the server: its token (and every renewal of it that sync
// handed out) is refused with 401 token_revoked from then on, on every route.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PullResponse } from '../../src/domain/sync-protocol.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { SignedIn, TestApp } from '../utils/server/test-app.ts';
import { startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import { expectErrorBody } from '../utils/server/expect-error.ts';
import { SyncClient } from '../utils/server/sync-client.ts';
import { baseUrl, openEventStream } from '../utils/server/event-stream.ts';

const LOGOUT = '/api/booth/logout-booth-user';

/** The claims of a JWT, unverified (the test only reads what the server put in). */
const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

describe.each(PGLITE_ONLY)('logout revokes the token (%s)', (kind) => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.newUser(uniqueEmail('admin'));
  });
  afterAll(() => t.close());

  const logout = (token: string) => t.as(token, { method: 'POST', url: LOGOUT });
  const pull = (token: string) => t.as(token, { method: 'GET', url: '/api/sync/pull' });
  /** The calls that must all refuse a revoked token. */
  const calls = (token: string) => [
    pull(token),
    t.as(token, { method: 'GET', url: '/api/users' }),
    t.request({ method: 'GET', url: `/api/events?token=${encodeURIComponent(token)}` }),
    t.as(token, { method: 'GET', url: '/api/booth/my-profile' }),
  ];
  const expectRevoked = async (token: string, label: string) => {
    const unauthorized = await t.request({ method: 'GET', url: '/api/sync/pull' });
    for (const res of await Promise.all(calls(token))) {
      expectErrorBody(res, label);
      expect(res.statusCode, label).toBe(401);
      expect(res.json(), label).toEqual({
        ...unauthorized.json(),
        error: 'token_revoked',
      });
    }
  };

  it('refuses the same token afterwards on sync pull, users and events (401 token_revoked)', async () => {
    const me = await t.signIn(admin.user.email);
    // Before: all good (the event stream read for real: inject would wait for its end).
    for (const res of await Promise.all(calls(me.token).filter((_, i) => i !== 2)))
      expect(res.statusCode, res.body.slice(0, 100)).toBe(200);
    const base = await baseUrl(t.app);
    const stream = await openEventStream(`${base}/api/events?token=${me.token}`);
    expect(stream.status).toBe(200);
    stream.close();
    const res = await logout(me.token);
    expect(res.statusCode, res.body).toBe(200);
    await expectRevoked(me.token, 'after logout');
  });

  it("ends that sign-in's open event streams at once, and only those", async () => {
    const phone = await t.signIn(admin.user.email);
    const laptop = await t.signIn(admin.user.email);
    const base = await baseUrl(t.app);
    const phoneStream = await openEventStream(`${base}/api/events?token=${phone.token}`);
    const laptopStream = await openEventStream(`${base}/api/events?token=${laptop.token}`);
    await phoneStream.waitFor('ready');
    await laptopStream.waitFor('ready');
    let phoneEnded = false;
    void phoneStream.ended.then(() => (phoneEnded = true));
    expect((await logout(phone.token)).statusCode).toBe(200);
    await Promise.race([
      phoneStream.ended,
      new Promise((_, reject) => setTimeout(() => reject(new Error('stream still open')), 3000)),
    ]);
    expect(phoneEnded).toBe(true);
    // The other sign-in's stream still hears pokes.
    const writer = new SyncClient(t, laptop.token);
    await writer.push([{ fields: { firstName: 'After logout' } }]);
    await laptopStream.waitFor('poke');
    laptopStream.close();
  });

  it('refuses the renewals sync handed out during that sign-in too', async () => {
    const me = await t.signIn(admin.user.email);
    const renewed = (await pull(me.token)).json<PullResponse>().token!;
    expect(renewed).not.toBe(me.token);
    expect(claims(renewed).sid).toBe(claims(me.token).sid);
    expect(claims(renewed).jti).not.toBe(claims(me.token).jti);
    expect((await logout(renewed)).statusCode).toBe(200);
    await expectRevoked(me.token, 'original');
    await expectRevoked(renewed, 'renewed');
  });

  it("leaves the user's other sign-ins alone", async () => {
    const phone = await t.signIn(admin.user.email);
    const laptop = await t.signIn(admin.user.email);
    expect((await logout(phone.token)).statusCode).toBe(200);
    expect((await pull(laptop.token)).statusCode).toBe(200);
  });

  it('answers logout without a token, or with a revoked one, with 401', async () => {
    expect((await t.request({ method: 'POST', url: LOGOUT })).statusCode).toBe(401);
    const me = await t.signIn(admin.user.email);
    expect((await logout(me.token)).statusCode).toBe(200);
    const again = await logout(me.token);
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe('token_revoked');
    // A query token is no way to log out either.
    const other = await t.signIn(admin.user.email);
    const viaQuery = await t.request({ method: 'POST', url: `${LOGOUT}?token=${other.token}` });
    expect(viaQuery.statusCode).toBe(401);
  });

  it('keeps revoked ids until their tokens would expire, and prunes expired ones', async () => {
    await t.db.query(
      "INSERT INTO revoked_tokens (id, expires_at) VALUES ('stale', now() - interval '1 minute')",
    );
    const me = await t.signIn(admin.user.email);
    expect((await logout(me.token)).statusCode).toBe(200);
    const { rows } = await t.db.query<{ id: string; days: number }>(
      'SELECT id, extract(epoch FROM expires_at - now()) / 86400 AS days FROM revoked_tokens',
    );
    expect(rows.map((r) => r.id)).not.toContain('stale');
    const mine = rows.find((r) => r.id === claims(me.token).sid);
    expect(mine).toBeDefined();
    expect(Number(mine!.days)).toBeGreaterThan(29.9);
    expect(Number(mine!.days)).toBeLessThanOrEqual(30);
  });

  it('accepts a token from before sign-in ids (no sid) and can revoke it', async () => {
    const { rows } = await t.db.query<{ value: string }>(
      "SELECT value FROM settings WHERE key = 'jwt_key'",
    );
    const legacy = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(admin.user.booth_id)
      .setIssuedAt()
      .setExpirationTime('1 day')
      .sign(new TextEncoder().encode(rows[0]!.value));
    expect((await pull(legacy)).statusCode).toBe(200);
    expect((await logout(legacy)).statusCode).toBe(200);
    await expectRevoked(legacy, 'legacy');
  });
});
