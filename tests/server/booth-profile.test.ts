import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { SignedIn, TestApp } from '../utils/server/test-app.ts';
import { startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import { fullProfile } from '../utils/server/profile-fixture.ts';

async function tokenWithKey(key: string, sub: string, expiresAt: number): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuedAt(expiresAt - 3600)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(key));
}

describe.each(PGLITE_ONLY)('booth profile (%s)', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let worker: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.newUser(uniqueEmail('admin'), 'Admin User');
    worker = await t.newUser(uniqueEmail('worker'), 'Sunita Yadav');
    other = await t.newUser(uniqueEmail('other'), 'Other Worker');
  });
  afterAll(() => t.close());

  const myProfile = (token: string) => t.as(token, { method: 'GET', url: '/api/booth/my-profile' });
  const edit = (token: string, id: string, payload: unknown) =>
    t.as(token, {
      method: 'PUT',
      url: `/api/booth/edit-booth-user/${id}`,
      payload: payload as object,
    });

  it('answers my-profile without a token with 401 JSON', async () => {
    const res = await t.request({ method: 'GET', url: '/api/booth/my-profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'unauthorized', message: expect.any(String) });
  });

  it('answers forged, expired, malformed and alg-none tokens with 401', async () => {
    const key = (
      await t.db.query<{ value: string }>("SELECT value FROM settings WHERE key = 'jwt_key'")
    ).rows[0]!.value;
    const now = Math.floor(Date.now() / 1000);
    const id = worker.user.booth_id;
    const payload = Buffer.from(JSON.stringify({ sub: id, exp: now + 3600 })).toString('base64url');
    const bad = [
      await tokenWithKey('some-other-key-that-is-long-enough', id, now + 3600),
      await tokenWithKey(key, id, now - 60),
      'not.a.token',
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`,
      worker.token.slice(0, -4) + 'AAAA',
    ];
    for (const token of bad) {
      const res = await myProfile(token);
      expect(res.statusCode, token).toBe(401);
      expect(res.json().error).toBe('unauthorized');
    }
    // The real key with a valid expiry works, so the 401s above are about the token.
    const good = await myProfile(await tokenWithKey(key, id, now + 3600));
    expect(good.statusCode).toBe(200);
  });

  it('answers a valid token for a deleted account with 401', async () => {
    const gone = await t.newUser(uniqueEmail('gone'));
    await t.db.query('DELETE FROM users WHERE id = $1', [gone.user.booth_id]);
    expect((await myProfile(gone.token)).statusCode).toBe(401);
  });

  it('returns the profile with defaults for a new account', async () => {
    const res = await myProfile(worker.token);
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user).toMatchObject({
      booth_id: worker.user.booth_id,
      firstName: 'Sunita',
      lastName: 'Yadav',
      email: worker.user.email,
      role: 'worker',
      scope: null,
      phoneNo: '',
      education: [],
      vehicle: [],
    });
  });

  it('stores every profile field and all seven lists (read back through my-profile)', async () => {
    const payload = fullProfile(worker.user.email);
    const res = await edit(worker.token, worker.user.booth_id, payload);
    expect(res.statusCode).toBe(200);
    const back = (await myProfile(worker.token)).json().user;
    expect(back).toMatchObject(payload);
    for (const list of [
      'education',
      'professionalExp',
      'children',
      'positionHeld',
      'electionContested',
      'publicRepresentativeDetails',
      'vehicle',
    ] as const) {
      expect(back[list], list).toEqual(payload[list]);
      expect(back[list].length, list).toBeGreaterThan(0);
    }
  });

  it('keeps a photo address from POST /api/files, leaves it when a save omits it, refuses others', async () => {
    const photo = `/api/files/${crypto.randomUUID()}`;
    const payload = { ...fullProfile(worker.user.email), profileImage: photo };
    expect((await edit(worker.token, worker.user.booth_id, payload)).statusCode).toBe(200);
    expect((await myProfile(worker.token)).json().user.profileImage).toBe(photo);
    // An older phone's save without the field keeps the photo.
    const without = fullProfile(worker.user.email);
    expect((await edit(worker.token, worker.user.booth_id, without)).statusCode).toBe(200);
    expect((await myProfile(worker.token)).json().user.profileImage).toBe(photo);
    for (const bad of ['https://evil.example/x.png', 'file:123', '/api/files/../secret']) {
      const res = await edit(worker.token, worker.user.booth_id, { ...without, profileImage: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().fields).toEqual({ profileImage: 'errors.invalid' });
    }
    expect((await myProfile(worker.token)).json().user.profileImage).toBe(photo);
  });

  it('never changes the e-mail', async () => {
    const payload = { ...fullProfile('changed@example.com'), firstName: 'Sunita2' };
    const res = await edit(worker.token, worker.user.booth_id, payload);
    expect(res.statusCode).toBe(200);
    const back = (await myProfile(worker.token)).json().user;
    expect(back.email).toBe(worker.user.email);
    expect(back.firstName).toBe('Sunita2');
    // The old address still signs in; the new one does not exist.
    await expect(t.signIn(worker.user.email)).resolves.toMatchObject({
      user: { booth_id: worker.user.booth_id },
    });
    const res2 = await t.request({
      method: 'POST',
      url: '/api/booth/login-booth-user',
      payload: { email: 'changed@example.com', password: 'secret-password' },
    });
    expect(res2.statusCode).toBe(401);
  });

  it("answers an edit of another worker's profile with 403 and leaves it alone", async () => {
    const res = await edit(worker.token, other.user.booth_id, fullProfile(other.user.email));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'forbidden', message: expect.any(String) });
    const back = (await myProfile(other.token)).json().user;
    expect(back.firstName).toBe('Other');
    expect(back.phoneNo).toBe('');
  });

  it('lets the admin edit any profile', async () => {
    const payload = { ...fullProfile(other.user.email), firstName: 'Edited' };
    const res = await edit(admin.token, other.user.booth_id, payload);
    expect(res.statusCode).toBe(200);
    expect((await myProfile(other.token)).json().user.firstName).toBe('Edited');
  });

  it('answers an unknown id with 404 and a malformed one with 400', async () => {
    const unknown = await edit(
      admin.token,
      '00000000-0000-4000-8000-000000000000',
      fullProfile('x@example.com'),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('not_found');
    for (const id of ['not-a-uuid', '1']) {
      const res = await edit(admin.token, id, fullProfile('x@example.com'));
      expect(res.statusCode, id).toBe(400);
      expect(res.json().fields).toEqual({ booth_id: 'errors.uuid' });
    }
  });
});
