// Idempotency-Key on mutating API calls (the sync protocol, src/domain/sync-protocol.ts): a queued call sent again after a lost
// answer runs at most once per (user, key) and gets the first answer back; the same key on
// another route is 422; a malformed key 400; calls without a key are untouched.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS_WHERE_IT_MATTERS } from '../utils/server/test-databases.ts';
import type { SignedIn, TestApp } from '../utils/server/test-app.ts';
import { startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import { expectErrorBody } from '../utils/server/expect-error.ts';
import { editProfile, isReplay, storedFirstName } from '../utils/server/idempotent-edit.ts';

describe.each(DATABASE_KINDS_WHERE_IT_MATTERS)('Idempotency-Key (%s)', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let worker: SignedIn;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.newUser(uniqueEmail('admin'), 'Admin User');
    worker = await t.newUser(uniqueEmail('worker'), 'Sunita Yadav');
  });
  afterAll(() => t.close());

  const keyRows = async () =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM idempotency_keys')).rows[0]!.n;

  it('runs a repeated PUT once and answers the repeat with the stored answer', async () => {
    const key = randomUUID();
    const first = await editProfile(t, worker, 'First', key);
    expect(first.statusCode).toBe(200);
    expect(isReplay(first)).toBe(false);
    // The phone never saw the answer and sends again; the body differs to show which one ran.
    const again = await editProfile(t, worker, 'Second', key);
    expect(again.statusCode).toBe(200);
    expect(isReplay(again)).toBe(true);
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.json()).toEqual(first.json());
    expect(again.json().user.firstName).toBe('First');
    expect(await storedFirstName(t, worker)).toBe('First');
  });

  it('lets concurrent duplicates run once: the others wait (409) or get the replay', async () => {
    const key = randomUUID();
    // A slow update keeps the first request running while the duplicates arrive.
    await t.db.exec(`
      CREATE FUNCTION slow_update() RETURNS trigger AS $$ BEGIN PERFORM pg_sleep(0.3); RETURN NEW; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER slow_update BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION slow_update();
    `);
    const answers = await Promise.all(
      ['A', 'B', 'C', 'D', 'E'].map((name) => editProfile(t, worker, `Concurrent${name}`, key)),
    ).finally(() => t.db.exec('DROP TRIGGER slow_update ON users; DROP FUNCTION slow_update();'));
    const ran = answers.filter((r) => r.statusCode === 200 && !isReplay(r));
    expect(ran).toHaveLength(1);
    const winner = ran[0]!.json().user.firstName as string;
    for (const res of answers.filter((r) => r !== ran[0])) {
      if (res.statusCode === 409) {
        expectErrorBody(res);
        expect(res.json().error).toBe('idempotency_in_progress');
        expect(res.headers['retry-after']).toBeDefined();
      } else {
        expect(isReplay(res)).toBe(true);
        expect(res.json().user.firstName).toBe(winner);
      }
    }
    expect(await storedFirstName(t, worker)).toBe(winner);
    // Once the first has finished, a late duplicate gets its answer.
    const late = await editProfile(t, worker, 'Late', key);
    expect(isReplay(late)).toBe(true);
    expect(late.json().user.firstName).toBe(winner);
  });

  it('answers 409 idempotency_in_progress while the first request still runs', async () => {
    const key = randomUUID();
    await t.db.query(
      `INSERT INTO idempotency_keys (user_id, key, method, path) VALUES ($1, $2, 'PUT', $3)`,
      [worker.user.booth_id, key, `/api/booth/edit-booth-user/${worker.user.booth_id}`],
    );
    const before = await storedFirstName(t, worker);
    const res = await editProfile(t, worker, 'Waiting', key);
    expect(res.statusCode).toBe(409);
    expectErrorBody(res);
    expect(res.json().error).toBe('idempotency_in_progress');
    expect(await storedFirstName(t, worker)).toBe(before);
  });

  it('answers the same key on another path or method with 422 JSON', async () => {
    const key = randomUUID();
    expect((await editProfile(t, admin, 'Mine', key)).statusCode).toBe(200);
    const otherPath = await editProfile(t, admin, 'Theirs', key, worker);
    expect(otherPath.statusCode).toBe(422);
    expectErrorBody(otherPath);
    expect(otherPath.json().error).toBe('idempotency_key_reused');
    const otherMethod = await t.as(admin.token, {
      method: 'POST',
      url: '/api/users',
      headers: { 'idempotency-key': key },
      payload: { name: 'New Worker', email: uniqueEmail('new'), password: 'secret-password' },
    });
    expect(otherMethod.statusCode).toBe(422);
    expectErrorBody(otherMethod);
    expect(await storedFirstName(t, worker)).not.toBe('Theirs');
  });

  it('answers a malformed key with 400 and runs nothing', async () => {
    const before = await storedFirstName(t, worker);
    const rows = await keyRows();
    for (const key of ['', 'x'.repeat(101), 'has space', 'slash/', 'ümlaut', 'semi;colon']) {
      const res = await editProfile(t, worker, 'Malformed', key);
      expect(res.statusCode, JSON.stringify(key)).toBe(400);
      expectErrorBody(res, key);
      expect(res.json().fields).toEqual({ 'Idempotency-Key': 'errors.invalid' });
    }
    expect(await storedFirstName(t, worker)).toBe(before);
    expect(await keyRows()).toBe(rows);
    // Every allowed character, at the longest length.
    const longest = `aZ09_-:.${'k'.repeat(92)}`;
    expect((await editProfile(t, worker, 'Longest', longest)).statusCode).toBe(200);
  });

  it('leaves requests without a key alone: each runs, nothing is stored', async () => {
    const rows = await keyRows();
    const one = await editProfile(t, worker, 'NoKeyOne');
    const two = await editProfile(t, worker, 'NoKeyTwo');
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(isReplay(one) || isReplay(two)).toBe(false);
    expect(await storedFirstName(t, worker)).toBe('NoKeyTwo');
    expect(await keyRows()).toBe(rows);
  });

  it('keeps keys per user: the same key from another user runs for them', async () => {
    const key = randomUUID();
    expect(isReplay(await editProfile(t, admin, 'AdminKeyed', key))).toBe(false);
    const theirs = await editProfile(t, worker, 'WorkerKeyed', key);
    expect(theirs.statusCode).toBe(200);
    expect(isReplay(theirs)).toBe(false);
    expect(await storedFirstName(t, worker)).toBe('WorkerKeyed');
  });

  it('ignores the header on sync push, which has its own mutation ids', async () => {
    const clientId = `idempotency-${randomUUID()}`;
    const push = (mutationId: number) =>
      t.as(worker.token, {
        method: 'POST',
        url: '/api/sync/push',
        headers: { 'idempotency-key': 'push-key' },
        payload: {
          clientId,
          mutations: [
            {
              mutationId,
              table: 'voters',
              id: randomUUID(),
              op: 'put',
              fields: {},
              baseVersion: 0,
            },
          ],
        },
      });
    expect((await push(1)).json()).toMatchObject({ lastMutationId: 1 });
    const second = await push(2);
    expect(isReplay(second)).toBe(false);
    expect(second.json()).toMatchObject({ lastMutationId: 2 });
  });
});
