// Deeply nested JSON: recursive checks (ours and Yup's) would overflow the stack on it, so
// every JSON body deeper than MAX_JSON_DEPTH is refused with 400 before any route sees it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, jsonDepthExceeds } from '../../server/json-body.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { SignedIn, TestApp } from '../utils/server/test-app.ts';
import { PASSWORD, startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import { expectErrorBody } from '../utils/server/expect-error.ts';

/** `[[[…1…]]]` nested `depth` deep. */
const deepArray = (depth: number) => `${'['.repeat(depth - 1)}[1${']'.repeat(depth)}`;
/** `{"a":{"a":…1…}}` nested `depth` deep. */
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe.each(PGLITE_ONLY)('JSON nesting depth (%s)', (kind) => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.newUser(uniqueEmail('admin'));
  });
  afterAll(() => t.close());

  /** Routes taking JSON, each with a body builder that puts `nested` at a place it reads. */
  const routes = (): [string, string, (nested: string) => string][] => [
    [
      'POST',
      '/api/sync/push',
      (n) =>
        `{"clientId":"deep-${randomUUID()}","mutations":[{"mutationId":1,"table":"voters",` +
        `"id":"${randomUUID()}","op":"put","baseVersion":0,"fields":{"name":"A","extra":${n}}}]}`,
    ],
    ['POST', '/api/sync/push', (n) => n],
    ['PUT', `/api/booth/edit-booth-user/${admin.user.booth_id}`, (n) => `{"education":${n}}`],
    ['PUT', `/api/booth/edit-booth-user/${admin.user.booth_id}`, (n) => n],
    ['POST', '/api/users', (n) => `{"name":${n},"email":"d@example.com","password":"pw-pw-pw"}`],
    ['PUT', `/api/users/${admin.user.booth_id}/scope`, (n) => `{"scope":${n}}`],
    ['POST', '/api/booth/create-booth-user', (n) => `{"name":"A","email":${n},"password":"x"}`],
    ['POST', '/api/booth/login-booth-user', (n) => `{"email":${n},"password":"x"}`],
  ];

  const send = (method: string, url: string, payload: string) =>
    t.as(admin.token, {
      method: method as 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it.each([
    ['arrays', deepArray],
    ['objects', deepObject],
  ])('refuses deep %s (5,000 and just over the bound) with 400, never 500', async (_, make) => {
    for (const depth of [5_000, MAX_JSON_DEPTH + 1]) {
      for (const [method, url, body] of routes()) {
        const res = await send(method, url, body(make(depth)));
        const label = `${method} ${url} depth ${depth}`;
        expectErrorBody(res, label);
        expect(res.statusCode, label).toBe(400);
        expect(res.json(), label).toMatchObject({
          error: 'too_deep',
          messageKey: 'errors.tooDeep',
        });
      }
    }
    // Nothing was written by any of them.
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM records');
    expect(rows[0]!.n).toBe(0);
  });

  it('lets nesting up to the bound through to the route', async () => {
    // The push wrapper itself is 4 levels deep: {mutations:[{fields:{extra: …}}]}.
    const push = routes()[0]![2];
    const res = await send('POST', '/api/sync/push', push(deepArray(MAX_JSON_DEPTH - 4)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().errors).toEqual([]);
  });

  it('does not count brackets inside strings', async () => {
    const brackets = `"${'[{'.repeat(500)}\\"]}"`;
    const push = routes()[0]![2];
    const res = await send('POST', '/api/sync/push', push(brackets));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('keeps answering other bad JSON as before', async () => {
    for (const payload of ['{', '', '{"__proto__":{"a":1}}']) {
      const res = await send('POST', '/api/users', payload);
      expectErrorBody(res, payload);
      expect(res.statusCode, payload).toBe(400);
    }
    const ok = await send(
      'POST',
      '/api/users',
      JSON.stringify({ name: 'Fine', email: uniqueEmail('fine'), password: PASSWORD }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
  });
});

describe('jsonDepthExceeds', () => {
  it('measures depth outside strings only', () => {
    expect(jsonDepthExceeds('1', 0)).toBe(false);
    expect(jsonDepthExceeds('[]', 0)).toBe(true);
    expect(jsonDepthExceeds('[[]]', 2)).toBe(false);
    expect(jsonDepthExceeds('[[[]]]', 2)).toBe(true);
    expect(jsonDepthExceeds('{"a":[{}]}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":[{}]}', 2)).toBe(true);
    expect(jsonDepthExceeds('["[[[[", "\\"[[["]', 1)).toBe(false);
    expect(jsonDepthExceeds('[[],[],[]]', 2)).toBe(false);
  });
});
