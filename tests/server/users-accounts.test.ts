// Accounts from the candidate manager: a coordinator creates a worker's login inside their
// area with the candidate form's fields; from a phone's queue the password arrives only as a
// PBKDF2 hash, which works for the first sign-in and is then replaced by the server's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashForQueue } from '../../src/domain/password-hash.ts';
import type { UserSummary } from '../../src/domain/users.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { PASSWORD, startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import type { Team } from '../utils/server/team.ts';
import { SCOPES, makeTeam } from '../utils/server/team.ts';
import { expectErrorBody } from '../utils/server/expect-error.ts';

describe.each(PGLITE_ONLY)('accounts from the candidate manager (%s)', (kind) => {
  let t: TestApp;
  let team: Team;

  beforeAll(async () => {
    t = await startTestApp(kind);
    team = await makeTeam(t);
  });
  afterAll(() => t.close());

  const candidate = (extra: Record<string, unknown> = {}) => ({
    firstName: 'Sunita',
    lastName: 'Devi',
    email: uniqueEmail('sunita'),
    phone: '9876543210',
    age: 34,
    address: 'Ward 4, Aliganj',
    state: 'Uttar Pradesh',
    district: 'Lucknow',
    assembly: 'Lucknow Central',
    scope: SCOPES.booth1,
    ...extra,
  });
  const create = (payload: object, headers: Record<string, string> = {}) =>
    t.as(team.coordinator.token, { method: 'POST', url: '/api/users', payload, headers });
  const storedHash = async (email: string) =>
    (
      await t.db.query<{ password_hash: string }>(
        'SELECT password_hash FROM users WHERE email = $1',
        [email],
      )
    ).rows[0]!.password_hash;

  it('creates the account from a queued hash; the first sign-in works and re-hashes it', async () => {
    const body = candidate({ passwordHash: await hashForQueue(PASSWORD, 100_000) });
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ user: UserSummary }>().user).toMatchObject({
      firstName: 'Sunita',
      lastName: 'Devi',
      scope: SCOPES.booth1,
      phone: '9876543210',
      state: 'Uttar Pradesh',
      district: 'Lucknow',
      assembly: 'Lucknow Central',
      status: 'active',
    });
    expect(await storedHash(body.email)).toMatch(/^pbkdf2-sha256\$/);
    await expect(t.signIn(body.email, 'wrong-password')).rejects.toThrow(/401/);
    const session = await t.signIn(body.email);
    expect(session.user.scope).toBe(SCOPES.booth1);
    expect(await storedHash(body.email)).toMatch(/^\$argon2id\$/);
    expect((await t.signIn(body.email)).user.booth_id).toBe(session.user.booth_id);
    const profile = await t.as(session.token, { method: 'GET', url: '/api/booth/my-profile' });
    expect(profile.json().user).toMatchObject({
      phoneNo: '9876543210',
      assembly: 'Lucknow Central',
    });
  });

  it('accepts a plain password too (online), and a queued call sent twice makes one account', async () => {
    const body = candidate({ password: PASSWORD });
    const key = { 'idempotency-key': `create-${body.email.replace('@', '.')}` };
    const first = await create(body, key);
    const again = await create(body, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().user.id).toBe(first.json().user.id);
    expect((await t.signIn(body.email)).user.firstName).toBe('Sunita');
  });

  it('keeps the photo address an account is created with, in the list and in its profile', async () => {
    const photo = `/api/files/${crypto.randomUUID()}`;
    const body = candidate({ password: PASSWORD, profileImage: photo });
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ user: UserSummary }>().user.profileImage).toBe(photo);
    const session = await t.signIn(body.email);
    const profile = await t.as(session.token, { method: 'GET', url: '/api/booth/my-profile' });
    expect(profile.json().user.profileImage).toBe(photo);
    const refused = await create(candidate({ password: PASSWORD, profileImage: 'javascript:x' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toMatchObject({ profileImage: 'errors.invalid' });
  });

  it('names a taken e-mail on its field', async () => {
    const body = candidate({ password: PASSWORD });
    expect((await create(body)).statusCode).toBe(201);
    const res = await create({ ...body, email: body.email.toUpperCase() });
    expectErrorBody(res);
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual({ email: 'errors.emailTaken' });
  });

  it('refuses a missing, doubled or malformed password and a missing name with 400', async () => {
    const hash = await hashForQueue(PASSWORD, 100_000);
    const cases: [string, object, string][] = [
      ['no password', candidate(), 'password'],
      ['both', candidate({ password: PASSWORD, passwordHash: hash }), 'password'],
      ['malformed hash', candidate({ passwordHash: 'pbkdf2-sha256$1$x$y' }), 'passwordHash'],
      ['no name', candidate({ firstName: '', password: PASSWORD }), 'firstName'],
      ['bad age', candidate({ age: 'old', password: PASSWORD }), 'age'],
    ];
    for (const [label, body, field] of cases) {
      const res = await create(body);
      expectErrorBody(res, label);
      expect(res.statusCode, label).toBe(400);
      expect(res.json().fields, label).toHaveProperty(field);
    }
  });

  it('refuses an area outside the creator’s own', async () => {
    const res = await create(candidate({ password: PASSWORD, scope: SCOPES.elsewhere }));
    expect(res.statusCode).toBe(403);
  });
});
