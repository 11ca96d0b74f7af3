// Rate limits count per real client. Forwarding headers are trusted only when TRUST_PROXY says
// so: otherwise a made-up X-Forwarded-For would give every invented address a fresh allowance.
import { afterEach, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../server/trust-proxy.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { TestApp, TestAppOptions } from '../utils/server/test-app.ts';
import { PASSWORD, startTestApp, uniqueEmail } from '../utils/server/test-app.ts';

const LIMIT = 3;

describe.each(PGLITE_ONLY)('proxy trust and per-client rate limits (%s)', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const start = async (options: TestAppOptions = {}) => {
    t = await startTestApp(kind, { authRateLimit: LIMIT, ...options });
    return t;
  };

  /** LIMIT + 1 calls, each claiming another forwarded address; the status codes. */
  const rotate = async (call: (i: number) => Promise<number>) => {
    const codes: number[] = [];
    for (let i = 0; i <= LIMIT; i += 1) codes.push(await call(i));
    return codes;
  };
  const forwarded = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i + 1}` });

  const signIn = (app: TestApp, i: number) =>
    app
      .request({
        method: 'POST',
        url: '/api/booth/login-booth-user',
        headers: forwarded(i),
        payload: { email: uniqueEmail('nobody'), password: 'wrong-password' },
      })
      .then((r) => r.statusCode);
  const signUp = (app: TestApp, i: number) =>
    app
      .request({
        method: 'POST',
        url: '/api/booth/create-booth-user',
        headers: forwarded(i),
        payload: { name: 'Rotating', email: uniqueEmail('rot'), password: PASSWORD },
      })
      .then((r) => r.statusCode);

  it('ignores X-Forwarded-For by default: rotating it does not escape the sign-in limit', async () => {
    const app = await start();
    expect(await rotate((i) => signIn(app, i))).toEqual([401, 401, 401, 429]);
  });

  it('ignores X-Forwarded-For by default at sign-up too', async () => {
    const app = await start();
    expect(await rotate((i) => signUp(app, i))).toEqual([201, 201, 201, 429]);
  });

  it('limits account creation (POST /api/users) per creator, whatever address it claims', async () => {
    // The admin signs up and in on another address, so those calls do not use up the allowance.
    const app = await start();
    const admin = { remoteAddress: '198.51.100.7' };
    const email = uniqueEmail('admin');
    await app.request({
      method: 'POST',
      url: '/api/booth/create-booth-user',
      ...admin,
      payload: { name: 'Admin', email, password: PASSWORD },
    });
    const login = await app.request({
      method: 'POST',
      url: '/api/booth/login-booth-user',
      ...admin,
      payload: { email, password: PASSWORD },
    });
    const token = login.json<{ token: string }>().token;
    const codes = await rotate((i) =>
      app
        .as(token, {
          method: 'POST',
          url: '/api/users',
          headers: forwarded(i),
          payload: { name: 'Made', email: uniqueEmail('made'), password: PASSWORD },
        })
        .then((r) => r.statusCode),
    );
    expect(codes).toEqual([201, 201, 201, 429]);
  });

  it('counts each real client apart', async () => {
    const app = await start();
    for (let i = 0; i < LIMIT; i += 1) expect(await signIn(app, 0)).toBe(401);
    expect(await signIn(app, 0)).toBe(429);
    const other = await app.request({
      method: 'POST',
      url: '/api/booth/login-booth-user',
      remoteAddress: '198.51.100.9',
      payload: { email: uniqueEmail('x'), password: 'wrong-password' },
    });
    expect(other.statusCode).toBe(401);
  });

  it('uses the forwarded address with TRUST_PROXY=1 (one proxy in front)', async () => {
    const app = await start({ trustProxy: parseTrustProxy('1') });
    expect(await rotate((i) => signIn(app, i))).toEqual([401, 401, 401, 401]);
    // The same forwarded client still hits its own limit.
    for (let i = 0; i < LIMIT; i += 1) await signIn(app, 50);
    expect(await signIn(app, 50)).toBe(429);
  });

  it('uses the forwarded address only from a listed proxy address', async () => {
    const app = await start({ trustProxy: parseTrustProxy('10.0.0.0/8, 127.0.0.1') });
    expect(await rotate((i) => signIn(app, i))).toEqual([401, 401, 401, 401]);
    const fromElsewhere = (i: number) =>
      app
        .request({
          method: 'POST',
          url: '/api/booth/login-booth-user',
          remoteAddress: '192.0.2.44',
          headers: forwarded(i),
          payload: { email: uniqueEmail('e'), password: 'wrong-password' },
        })
        .then((r) => r.statusCode);
    expect(await rotate(fromElsewhere)).toEqual([401, 401, 401, 429]);
  });
});

describe('parseTrustProxy (TRUST_PROXY)', () => {
  it('trusts nothing when unset or empty or 0', () => {
    for (const v of [undefined, '', '  ', '0', 'false']) expect(parseTrustProxy(v)).toBe(false);
  });
  it('reads a hop count', () => {
    expect(parseTrustProxy('2')).toBe(2);
  });
  it('reads a comma-separated list of addresses and CIDRs', () => {
    expect(parseTrustProxy(' 10.0.0.0/8 ,127.0.0.1,::1 ')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    expect(parseTrustProxy('loopback')).toEqual(['loopback']);
  });
  it('refuses what it cannot read, rather than trusting everyone', () => {
    for (const v of ['true', '1.5', '-1', 'not an address', '10.0.0.0/99', '10.0.0.1,,x'])
      expect(() => parseTrustProxy(v), v).toThrow(/TRUST_PROXY/);
  });
});
