import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, LoginResponse } from '../../src/domain/auth.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { PASSWORD, startTestApp, uniqueEmail } from '../utils/server/test-app.ts';

describe.each(PGLITE_ONLY)('booth sign-up and sign-in (%s)', (kind) => {
  let t: TestApp;
  const adminEmail = uniqueEmail('admin');

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('creates the first account as admin with scope "" (201)', async () => {
    // Before it, the sign-up screen is told this account will be the administrator; after, not.
    const state = () => t.request({ method: 'GET', url: '/api/booth/sign-up-state' });
    expect((await state()).json()).toEqual({ firstAccount: true });
    const res = await t.request({
      method: 'POST',
      url: '/api/booth/create-booth-user',
      payload: { name: 'Asha Devi Verma', email: adminEmail, password: PASSWORD },
    });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      firstName: 'Asha',
      lastName: 'Devi Verma',
      email: adminEmail,
      role: 'admin',
      scope: '',
    });
    expect(user.booth_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user).not.toHaveProperty('password_hash');
    expect((await state()).json()).toEqual({ firstAccount: false });
  });

  it('signs in with token and user (booth_id, firstName, lastName, email, role)', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/booth/login-booth-user',
      payload: { email: adminEmail.toUpperCase(), password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<LoginResponse>();
    expect(body.token.split('.')).toHaveLength(3);
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now() + 86_400_000);
    expect(body.user).toEqual({
      booth_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      firstName: 'Asha',
      lastName: 'Devi Verma',
      email: adminEmail,
      role: 'admin',
      scope: '',
    });
    const profile = await t.as(body.token, { method: 'GET', url: '/api/booth/my-profile' });
    expect(profile.json().user.booth_id).toBe(body.user.booth_id);
  });

  it('makes later accounts workers with no scope', async () => {
    const email = uniqueEmail('worker');
    const user = await t.signUp(email, 'Ravi');
    expect(user).toMatchObject({ role: 'worker', scope: null, firstName: 'Ravi', lastName: '' });
    const session = await t.signIn(email);
    expect(session.user.role).toBe('worker');
    expect(session.user.scope).toBeNull();
  });

  it('answers a duplicate e-mail with 409 and fields.email', async () => {
    const email = uniqueEmail('dup');
    await t.signUp(email);
    const res = await t.request({
      method: 'POST',
      url: '/api/booth/create-booth-user',
      payload: { name: 'Other', email: `  ${email.toUpperCase()} `, password: 'another-one' },
    });
    expect(res.statusCode).toBe(409);
    const body = res.json<ApiErrorBody>();
    expect(body.error).toBe('conflict');
    expect(body.fields?.email).toBe('errors.emailTaken');
    const count = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE email = $1',
      [email],
    );
    expect(count.rows[0]!.n).toBe(1);
  });

  it('answers a wrong password and an unknown e-mail alike with 401', async () => {
    const email = uniqueEmail('pw');
    await t.signUp(email);
    for (const payload of [
      { email, password: 'wrong-password' },
      { email: uniqueEmail('nobody'), password: PASSWORD },
    ]) {
      const res = await t.request({ method: 'POST', url: '/api/booth/login-booth-user', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        error: 'invalid_credentials',
        message: 'Invalid email or password',
      });
    }
  });

  it('answers bad sign-up input with 400 and per-field i18n keys', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/booth/create-booth-user',
      payload: { name: '', email: 'not-an-email', password: '123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'bad_request',
      fields: {
        name: 'errors.required',
        email: 'errors.email',
        password: 'errors.passwordShort',
      },
    });
  });

  it('answers an unknown /api route with 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/booth/nope?x=1'],
      ['DELETE', '/api/booth/my-profile'],
    ] as const) {
      const res = await t.request({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ error: 'not_found', message: expect.any(String) });
    }
  });
});

describe.each(PGLITE_ONLY)('sign-in rate limit (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { authRateLimit: 3 });
  });
  afterAll(() => t.close());

  it('answers the fourth attempt in a minute with 429 JSON', async () => {
    const payload = { email: uniqueEmail('limit'), password: 'whatever-pw' };
    const codes: number[] = [];
    let last: ApiErrorBody | undefined;
    for (let i = 0; i < 4; i += 1) {
      const res = await t.request({ method: 'POST', url: '/api/booth/login-booth-user', payload });
      codes.push(res.statusCode);
      last = res.json<ApiErrorBody>();
    }
    expect(codes).toEqual([401, 401, 401, 429]);
    expect(last).toMatchObject({
      error: 'too_many_requests',
      message: expect.any(String),
      messageKey: 'errors.tooManyRequests',
    });
  });
});
