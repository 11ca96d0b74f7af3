// Rate limits tell people apart: hundreds of phones share one carrier address (carrier-grade
// NAT), so sign-in counts per account (and per account and address) under a far higher
// ceiling per address, sign-up per address under a higher ceiling, and account creation per
// signed-in creator. The first tests run with the shipped limits, the others with small ones.
import { hash } from '@node-rs/argon2';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../utils/server/test-app.ts';
import { PASSWORD, startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import { makeTeam } from '../utils/server/team.ts';

/** Addresses in the carrier-grade NAT range (RFC 6598), as phones on mobile data show. */
const carrier = (n: number) => `100.64.0.${n}`;

/**
 * Accounts made straight in the database with one cheap argon2id hash (verify reads the cost
 * from the hash), so the suite spends its time on real sign-ins rather than on hashing.
 */
async function insertWorkers(app: TestApp, prefix: string, count: number): Promise<string[]> {
  const stored = await hash(PASSWORD, { algorithm: 2, memoryCost: 1024, timeCost: 1 });
  const { rows } = await app.db.query<{ email: string }>(
    `INSERT INTO users (id, email, password_hash, role, scope, first_name)
     SELECT gen_random_uuid(), $2 || '-' || n || '@example.com', $1, 'worker', NULL, 'Worker'
     FROM generate_series(1, $3::int) AS n RETURNING email`,
    [stored, prefix, count],
  );
  return rows.map((r) => r.email);
}

const signIn = (app: TestApp, email: string, password: string, remoteAddress: string) =>
  app.request({
    method: 'POST',
    url: '/api/booth/login-booth-user',
    remoteAddress,
    payload: { email, password },
  });
const signUp = (app: TestApp, remoteAddress: string) =>
  app.request({
    method: 'POST',
    url: '/api/booth/create-booth-user',
    remoteAddress,
    payload: { name: 'New Worker', email: uniqueEmail('new'), password: PASSWORD },
  });

describe.each(PGLITE_ONLY)('rate limits as shipped (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    // The helper lifts every limit unless told otherwise.
    app = await startTestApp(kind, { authRateLimit: undefined });
  });
  afterAll(() => app.close());

  it('stops the 21st wrong password on one account with 429 JSON, on that address', async () => {
    const [email] = await insertWorkers(app, 'target', 1);
    for (let i = 0; i < 20; i += 1) {
      const res = await signIn(app, email!, `wrong-${i}`, carrier(1));
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    // The same account however it is typed; the right password too.
    const stopped = await signIn(app, ` ${email!.toUpperCase()} `, PASSWORD, carrier(1));
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toMatchObject({
      error: 'too_many_requests',
      messageKey: 'errors.tooManyRequests',
    });
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    // The holder elsewhere still signs in: the guesser's attempts were stopped on theirs.
    expect((await signIn(app, email!, PASSWORD, '198.51.100.20')).statusCode).toBe(200);
  });

  it('accepts 300 different workers signing in from one address within a minute', async () => {
    const emails = await insertWorkers(app, 'cgnat', 300);
    // The limiter's clock (Date) stands still, so all 300 fall in one minute's window however
    // long a loaded machine takes over them; the sign-ins themselves run as they do.
    vi.useFakeTimers({ toFake: ['Date'] });
    const codes: number[] = [];
    try {
      for (let at = 0; at < emails.length; at += 20) {
        const batch = emails.slice(at, at + 20).map((e) => signIn(app, e, PASSWORD, carrier(2)));
        codes.push(...(await Promise.all(batch)).map((r) => r.statusCode));
      }
    } finally {
      vi.useRealTimers();
    }
    expect(codes).toHaveLength(300);
    expect(codes.filter((c) => c !== 200)).toEqual([]);
  });

  it('accepts 30 sign-ups from one address', async () => {
    const codes = await Promise.all(Array.from({ length: 30 }, () => signUp(app, carrier(3))));
    expect(codes.map((r) => r.statusCode).filter((c) => c !== 201)).toEqual([]);
  });
});

describe.each(PGLITE_ONLY)('rate limits set small (%s)', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('holds guesses at one account from many addresses to the per-account limit', async () => {
    t = await startTestApp(kind, { rateLimits: { signInPerAccount: 5 } });
    const email = uniqueEmail('spread');
    const codes: number[] = [];
    for (let i = 1; i <= 6; i += 1)
      codes.push((await signIn(t, email, 'wrong', `203.0.113.${i}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('keeps a ceiling per address for sign-in and sign-up', async () => {
    t = await startTestApp(kind, { rateLimits: { signInPerAddress: 3, signUpPerAddress: 2 } });
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1)
      codes.push((await signIn(t, uniqueEmail('x'), 'wrong', carrier(4))).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    const ups = [];
    for (let i = 0; i < 3; i += 1) ups.push((await signUp(t, carrier(4))).statusCode);
    expect(ups).toEqual([201, 201, 429]);
    expect((await signUp(t, '198.51.100.30')).statusCode).toBe(201);
  });

  it("limits one coordinator's burst of account creation without touching another's", async () => {
    t = await startTestApp(kind, { rateLimits: { accountsPerCreator: 3 } });
    const app = t;
    const team = await makeTeam(app);
    const create = (token: string) =>
      app.as(token, {
        method: 'POST',
        url: '/api/users',
        remoteAddress: carrier(5),
        payload: { name: 'Made Here', email: uniqueEmail('made'), password: PASSWORD },
      });
    const burst = [];
    for (let i = 0; i < 4; i += 1) burst.push((await create(team.coordinator.token)).statusCode);
    expect(burst).toEqual([201, 201, 201, 429]);
    // Another coordinator behind the same carrier address is counted apart.
    expect((await create(team.elsewhere.token)).statusCode).toBe(201);
  });
});
