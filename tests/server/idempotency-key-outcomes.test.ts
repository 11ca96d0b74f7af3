// Which answers an Idempotency-Key keeps: refusals (4xx) are final and replayed; server
// faults (5xx) are given back so the retry runs again; a dead server's unfinished claim and
// an expired answer do not block the key for good.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  claimIdempotencyKey,
  pruneIdempotencyKeys,
} from '../../server/services/idempotency-store.ts';
import { DATABASE_KINDS_WHERE_IT_MATTERS } from '../utils/server/test-databases.ts';
import type { SignedIn, TestApp } from '../utils/server/test-app.ts';
import { startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import { editProfile, isReplay, storedFirstName } from '../utils/server/idempotent-edit.ts';

describe.each(DATABASE_KINDS_WHERE_IT_MATTERS)('Idempotency-Key outcomes (%s)', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let worker: SignedIn;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.newUser(uniqueEmail('admin'), 'Admin User');
    worker = await t.newUser(uniqueEmail('worker'), 'Sunita Yadav');
  });
  afterAll(() => t.close());

  const keyRow = async (key: string) =>
    (
      await t.db.query<{ status_code: number | null }>(
        'SELECT status_code FROM idempotency_keys WHERE key = $1',
        [key],
      )
    ).rows[0];
  const insertKey = (key: string, age: string, status: number | null) =>
    t.db.query(
      `INSERT INTO idempotency_keys (user_id, key, method, path, status_code, content_type, body, created_at)
       VALUES ($1, $2, 'PUT', $3, $4, 'application/json', '{"old":true}', now() - $5::interval)`,
      [
        worker.user.booth_id,
        key,
        `/api/booth/edit-booth-user/${worker.user.booth_id}`,
        status,
        age,
      ],
    );

  it('keeps a refusal: the repeat gets the same 4xx even with a now valid body', async () => {
    const key = randomUUID();
    const before = await storedFirstName(t, worker);
    const refused = await editProfile(t, worker, '', key);
    expect(refused.statusCode).toBe(400);
    const again = await editProfile(t, worker, 'Valid Now', key);
    expect(again.statusCode).toBe(400);
    expect(isReplay(again)).toBe(true);
    expect(again.json()).toEqual(refused.json());
    expect(await storedFirstName(t, worker)).toBe(before);

    const forbiddenKey = randomUUID();
    const other = await t.newUser(uniqueEmail('other'), 'Other Worker');
    expect((await editProfile(t, worker, 'Intruder', forbiddenKey, other)).statusCode).toBe(403);
    const forbiddenAgain = await editProfile(t, worker, 'Intruder', forbiddenKey, other);
    expect([forbiddenAgain.statusCode, isReplay(forbiddenAgain)]).toEqual([403, true]);
  });

  it('gives the key back after a server fault, so the retry runs', async () => {
    const key = randomUUID();
    await t.db.exec(`
      CREATE FUNCTION refuse_update() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk on fire'; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER refuse_update BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION refuse_update();
    `);
    try {
      const failed = await editProfile(t, worker, 'AfterFault', key);
      expect(failed.statusCode).toBe(500);
      expect(await keyRow(key)).toBeUndefined();
    } finally {
      await t.db.exec('DROP TRIGGER refuse_update ON users; DROP FUNCTION refuse_update();');
    }
    const retry = await editProfile(t, worker, 'AfterFault', key);
    expect([retry.statusCode, isReplay(retry)]).toEqual([200, false]);
    expect(await storedFirstName(t, worker)).toBe('AfterFault');
    expect(await keyRow(key)).toEqual({ status_code: 200 });
  });

  it('takes over a claim left unfinished by a server that died', async () => {
    const key = randomUUID();
    await insertKey(key, '11 minutes', null);
    const res = await editProfile(t, worker, 'TakenOver', key);
    expect([res.statusCode, isReplay(res)]).toEqual([200, false]);
    expect(await storedFirstName(t, worker)).toBe('TakenOver');
  });

  it('forgets answers after 7 days: the key runs afresh, and pruning removes old rows', async () => {
    const reused = randomUUID();
    await insertKey(reused, '8 days', 200);
    const res = await editProfile(t, worker, 'Fresh', reused);
    expect([res.statusCode, isReplay(res)]).toEqual([200, false]);
    expect(res.json().user.firstName).toBe('Fresh');

    const [old, recent] = [randomUUID(), randomUUID()];
    await insertKey(old, '8 days', 200);
    await insertKey(recent, '6 days', 200);
    await pruneIdempotencyKeys(t.db);
    expect(await keyRow(old)).toBeUndefined();
    expect(await keyRow(recent)).toEqual({ status_code: 200 });
    // A recent answer is still replayed as stored.
    const replay = await editProfile(t, worker, 'Ignored', recent);
    expect([replay.statusCode, isReplay(replay), replay.json()]).toEqual([
      200,
      true,
      { old: true },
    ]);
  });

  it('lets exactly one of many simultaneous claims of a key run', async () => {
    const req = { userId: worker.user.booth_id, key: randomUUID(), method: 'PUT', path: '/x' };
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => claimIdempotencyKey(t.db, req)),
    );
    expect(outcomes.filter((o) => o.kind === 'claimed')).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === 'running')).toHaveLength(7);
  });

  it('needs a signed-in user first: no token is 401 whatever the key', async () => {
    const res = await t.request({
      method: 'PUT',
      url: `/api/booth/edit-booth-user/${admin.user.booth_id}`,
      headers: { 'idempotency-key': 'bad key' },
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });
});
