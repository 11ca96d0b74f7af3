// Numeric query parameters (limit, offset) are whole numbers written in plain digits within
// their bounds; anything else is 400 fields.<name>, never a database error (500).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { SignedIn, TestApp } from '../utils/server/test-app.ts';
import { startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import { expectErrorBody } from '../utils/server/expect-error.ts';

/** Values no numeric parameter accepts. */
const BAD_NUMBERS = [
  '99999999999999999999',
  '9007199254740993',
  '1e400',
  '1e3',
  '0x10',
  '1.5',
  '1.0',
  '-1',
  '+5',
  ' 5',
  '5%20',
  'Infinity',
  'NaN',
  '',
  'abc',
];

describe.each(PGLITE_ONLY)('numeric query parameters (%s)', (kind) => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.newUser(uniqueEmail('admin'));
  });
  afterAll(() => t.close());

  const params: [string, string][] = [
    ['/api/users', 'limit'],
    ['/api/users', 'offset'],
    ['/api/sync/pull', 'limit'],
  ];

  it('answers GET /api/users?offset=99999999999999999999 with 400, not 500', async () => {
    const res = await t.as(admin.token, {
      method: 'GET',
      url: '/api/users?offset=99999999999999999999',
    });
    expectErrorBody(res);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ offset: 'errors.number' });
  });

  it.each(params)('refuses malformed and out-of-range %s ?%s= with 400', async (path, name) => {
    for (const value of [...BAD_NUMBERS, '1000000000']) {
      const url = `${path}?${name}=${value.replace(/ /g, '%20')}`;
      const res = await t.as(admin.token, { method: 'GET', url });
      expectErrorBody(res, url);
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), url).toEqual([name]);
    }
    // A repeated parameter arrives as a list: one value only.
    const twice = await t.as(admin.token, { method: 'GET', url: `${path}?${name}=1&${name}=2` });
    expect(twice.statusCode).toBe(400);
  });

  it('takes plain digits within the bounds', async () => {
    for (const url of [
      '/api/users?limit=1&offset=0',
      '/api/users?limit=1000&offset=1000000',
      '/api/users?limit=007',
      '/api/sync/pull?limit=5000',
      '/api/sync/pull?limit=1',
    ]) {
      const res = await t.as(admin.token, { method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    }
    const over = await t.as(admin.token, { method: 'GET', url: '/api/users?offset=1000001' });
    expect(over.statusCode).toBe(400);
  });
});
