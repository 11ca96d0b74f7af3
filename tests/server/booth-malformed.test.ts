// Malformed input at the four booth routes: every bad body gets a 4xx JSON error and never a
// 500, and nothing is written (the users table is byte-for-byte the same afterwards).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileUpdateSchema } from '../../src/domain/profile.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { SignedIn, TestApp } from '../utils/server/test-app.ts';
import { startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import { BAD_BODIES } from '../utils/server/bad-bodies.ts';
import { fullProfile } from '../utils/server/profile-fixture.ts';
import { expectErrorBody } from '../utils/server/expect-error.ts';

describe.each(PGLITE_ONLY)('malformed input at the booth routes (%s)', (kind) => {
  let t: TestApp;
  let me: SignedIn;
  const snapshot = async () =>
    (
      await t.db.query(
        `SELECT id, email, password_hash, role, scope, first_name, last_name, profile::text AS p,
                updated_at::text AS u FROM users ORDER BY email`,
      )
    ).rows;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.newUser(uniqueEmail('admin'));
    me = await t.newUser(uniqueEmail('me'), 'Me Myself');
    const res = await t.as(me.token, {
      method: 'PUT',
      url: `/api/booth/edit-booth-user/${me.user.booth_id}`,
      payload: fullProfile(me.user.email),
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const routes = () =>
    [
      ['POST', '/api/booth/create-booth-user'],
      ['POST', '/api/booth/login-booth-user'],
      ['PUT', `/api/booth/edit-booth-user/${me.user.booth_id}`],
    ] as const;

  it.each(BAD_BODIES)('answers "$name" with a 4xx JSON error at every write route', async (bad) => {
    const before = await snapshot();
    for (const [method, url] of routes()) {
      const res = await t.as(me.token, {
        method,
        url,
        headers: { 'content-type': bad.contentType },
        payload: bad.payload,
      });
      expectErrorBody(res, `${method} ${url}`);
      expect([400, 413, 415], `${method} ${url}`).toContain(res.statusCode);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('names each bad field with an i18n key', async () => {
    const res = await t.as(me.token, {
      method: 'PUT',
      url: `/api/booth/edit-booth-user/${me.user.booth_id}`,
      payload: {
        firstName: 'A',
        dob: 'yesterday',
        married: 'maybe',
        children: [{ name: 'C', age: 'ten' }],
        vehicle: 'car',
      },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().fields as Record<string, string>;
    expect(fields).toMatchObject({
      dob: 'errors.date',
      married: 'errors.oneOf',
      'children[0].age': 'errors.number',
      vehicle: 'errors.invalid',
    });
    for (const key of Object.values(fields)) expect(key).toMatch(/^errors\./);
  });

  it('answers bad tokens at my-profile with 401 JSON', async () => {
    const before = await snapshot();
    const attempts: { headers?: Record<string, string>; url?: string }[] = [
      {},
      { headers: { authorization: 'Bearer' } },
      { headers: { authorization: 'Bearer ' } },
      { headers: { authorization: `Bearer ${'x'.repeat(20_000)}` } },
      { headers: { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` } },
      { headers: { authorization: me.token } },
      { url: '/api/booth/my-profile?token=' },
      { url: '/api/booth/my-profile?token=a&token=b' },
      { url: `/api/booth/my-profile?token[]=${me.token}` },
    ];
    for (const a of attempts) {
      const res = await t.request({
        method: 'GET',
        url: a.url ?? '/api/booth/my-profile',
        headers: a.headers ?? {},
      });
      expectErrorBody(res, JSON.stringify(a).slice(0, 80));
      expect(res.statusCode).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('ignores bodies sent to my-profile (GET) instead of failing', async () => {
    for (const bad of BAD_BODIES.filter((b) => b.payload.length < 1_000_000)) {
      const res = await t.as(me.token, {
        method: 'GET',
        url: '/api/booth/my-profile',
        headers: { 'content-type': bad.contentType },
        payload: bad.payload,
      });
      expect(res.statusCode, bad.name).toBe(200);
      expect(res.json().user.email).toBe(me.user.email);
    }
  });

  it('answers garbage ids in edit-booth-user with 400 (414 when too long)', async () => {
    const ids: [string, number][] = [
      ["' OR 1=1 --", 400],
      ['%00', 400],
      ['..%2F..%2Fetc', 400],
      ['x'.repeat(500), 414],
    ];
    for (const [id, status] of ids) {
      const res = await t.as(me.token, {
        method: 'PUT',
        url: `/api/booth/edit-booth-user/${encodeURI(id)}`,
        payload: fullProfile(me.user.email),
      });
      expectErrorBody(res, id);
      expect(res.statusCode).toBe(status);
    }
  });

  it('drops extra fields on a valid edit: no role, scope, id or e-mail smuggled in', async () => {
    const res = await t.as(me.token, {
      method: 'PUT',
      url: `/api/booth/edit-booth-user/${me.user.booth_id}`,
      payload: {
        ...fullProfile('evil@example.com'),
        role: 'admin',
        scope: '',
        booth_id: '00000000-0000-4000-8000-000000000000',
        password_hash: 'x',
        surprise: { nested: [1, 2, 3] },
      },
    });
    expect(res.statusCode).toBe(200);
    const row = (
      await t.db.query<{ role: string; scope: string | null; email: string; profile: object }>(
        'SELECT role, scope, email, profile FROM users WHERE id = $1',
        [me.user.booth_id],
      )
    ).rows[0]!;
    expect(row).toMatchObject({ role: 'worker', scope: null, email: me.user.email });
    expect(row.profile).not.toHaveProperty('surprise');
    expect(row.profile).not.toHaveProperty('role');
    expect(await t.signIn(me.user.email)).toMatchObject({ user: { role: 'worker' } });
  });

  it('property: a profile with any one field replaced by any JSON is stored validly or refused whole', async () => {
    const keys = Object.keys(fullProfile('k@example.com'));
    const base = fullProfile(me.user.email);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...keys, 'children.0.age', 'vehicle.0.type', 'education.0', 'extra'),
        fc.jsonValue({ maxDepth: 3 }),
        async (key, value) => {
          const payload: Record<string, unknown> = structuredClone(base);
          const [top, index, sub] = key.split('.');
          if (index === undefined) payload[top!] = value;
          else {
            const list = payload[top!] as unknown[];
            if (sub === undefined) list[Number(index)] = value;
            else (list[Number(index)] as Record<string, unknown>)[sub] = value;
          }
          const before = await snapshot();
          const res = await t.as(me.token, {
            method: 'PUT',
            url: `/api/booth/edit-booth-user/${me.user.booth_id}`,
            payload,
          });
          if (res.statusCode === 200) {
            const stored = (
              await t.as(me.token, { method: 'GET', url: '/api/booth/my-profile' })
            ).json().user;
            expect(stored.email).toBe(me.user.email);
            await expect(
              profileUpdateSchema.validate(stored, { strict: true }),
            ).resolves.toMatchObject({ email: me.user.email });
          } else {
            expect(res.statusCode).toBe(400);
            expectErrorBody(res, key);
            expect(await snapshot()).toEqual(before);
          }
        },
      ),
      { numRuns: 120 },
    );
  });

  it('property: any JSON value at sign-up and sign-in is a 4xx JSON error, never a 500', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/booth/create-booth-user', '/api/booth/login-booth-user'),
        fc.oneof(
          fc.jsonValue({ maxDepth: 4 }),
          fc.record(
            { name: fc.jsonValue(), email: fc.jsonValue(), password: fc.jsonValue() },
            { requiredKeys: [] },
          ),
        ),
        async (url, value) => {
          const res = await t.request({
            method: 'POST',
            url,
            payload: JSON.stringify(value),
            headers: { 'content-type': 'application/json' },
          });
          expectErrorBody(res, JSON.stringify(value).slice(0, 80));
          expect([400, 401]).toContain(res.statusCode);
        },
      ),
      { numRuns: 150 },
    );
    expect(await snapshot()).toEqual(before);
  });
});
