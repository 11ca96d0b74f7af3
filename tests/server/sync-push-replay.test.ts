// Push, exactly once (the sync protocol, src/domain/sync-protocol.ts): lastMutationId per client and user, replays skipped,
// the gap rule (409 mutation_gap), and the fresh token in every answer.
import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MutationGapError } from '../../src/domain/sync-protocol.ts';
import { DATABASE_KINDS_WHERE_IT_MATTERS } from '../utils/server/test-databases.ts';
import type { SignedIn, TestApp } from '../utils/server/test-app.ts';
import { startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import { SyncClient } from '../utils/server/sync-client.ts';
import { expectErrorBody } from '../utils/server/expect-error.ts';

describe.each(DATABASE_KINDS_WHERE_IT_MATTERS)('sync push: exactly once (%s)', (kind) => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.newUser(uniqueEmail('admin'));
  });
  afterAll(() => t.close());

  const client = () => new SyncClient(t, admin.token);
  const stored = async (id: string) =>
    (
      await t.db.query<{
        version: number;
        fields: object;
        deleted: boolean;
        scope: string;
        owner_id: string;
      }>('SELECT version, fields, deleted, scope, owner_id FROM records WHERE id = $1', [id])
    ).rows;
  const count = async () =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM records')).rows[0]!.n;

  it('stores puts with versions and answers lastMutationId and a fresh token', async () => {
    const c = client();
    const ids = [randomUUID(), randomUUID()];
    const res = await c.push(
      ids.map((id, i) => ({ id, fields: { firstName: `V${i}`, age: 30 + i } })),
    );
    expect(res).toMatchObject({ lastMutationId: 2, errors: [] });
    const claims = decodeJwt(res.token!);
    expect(claims.sub).toBe(admin.user.booth_id);
    expect(claims.exp! * 1000).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const [a, b] = [(await stored(ids[0]!))[0]!, (await stored(ids[1]!))[0]!];
    expect(a.fields).toEqual({ firstName: 'V0', age: 30 });
    expect(b.version).toBeGreaterThan(a.version);
    expect(a.owner_id).toBe(admin.user.booth_id);
  });

  it('ignores a replayed push: same answer, nothing written twice, no new versions', async () => {
    const c = client();
    const id = randomUUID();
    const batch = c.mutations([
      { id, fields: { firstName: 'Once' } },
      { id, op: 'patch', fields: { age: 40 } },
    ]);
    expect((await c.push(batch)).lastMutationId).toBe(2);
    const before = await stored(id);
    const before2 = await count();
    const again = await c.push(batch);
    expect(again).toMatchObject({ lastMutationId: 2, errors: [] });
    expect(await stored(id)).toEqual(before);
    expect(await count()).toBe(before2);
  });

  it('applies only the new tail of a push that repeats already applied mutations', async () => {
    const c = client();
    const id = randomUUID();
    const [m1, m2] = c.mutations([
      { id, fields: { firstName: 'A' } },
      { id, op: 'patch', fields: { lastName: 'B' } },
    ]);
    await c.push([m1!]);
    // The answer to m1 was "lost": the client resends m1 with m2; m1 must not apply again.
    await t.db.query(
      `UPDATE records SET fields = fields || '{"firstName":"changed meanwhile"}' WHERE id = $1`,
      [id],
    );
    const res = await c.push([m1!, m2!]);
    expect(res.lastMutationId).toBe(2);
    expect((await stored(id))[0]!.fields).toEqual({
      firstName: 'changed meanwhile',
      lastName: 'B',
    });
  });

  it('answers a skipped mutation id with 409 mutation_gap and writes nothing', async () => {
    const c = client();
    await c.push([{ fields: { firstName: 'one' } }]); // lastMutationId 1
    const total = await count();
    const gapAtStart = c.mutations([
      { fields: { firstName: 'x' } },
      { fields: { firstName: 'y' } },
    ]);
    gapAtStart[0]!.mutationId = 3;
    gapAtStart[1]!.mutationId = 4;
    const res = await c.pushRaw(gapAtStart);
    expectErrorBody(res);
    expect(res.statusCode).toBe(409);
    expect(res.json<MutationGapError>()).toMatchObject({
      error: 'mutation_gap',
      messageKey: 'errors.syncGap',
      expectedMutationId: 2,
      lastMutationId: 1,
    });
    // A hole inside the batch: 2 is there, 3 is missing.
    const hole = [
      { ...gapAtStart[0]!, mutationId: 2, id: randomUUID() },
      { ...gapAtStart[1]!, mutationId: 4, id: randomUUID() },
    ];
    const res2 = await c.pushRaw(hole);
    expect(res2.statusCode).toBe(409);
    expect(res2.json()).toMatchObject({ expectedMutationId: 3, lastMutationId: 1 });
    expect(await count()).toBe(total);
    // Renumbered from expectedMutationId, the same changes go through.
    const ok = await c.pushRaw(hole.map((m, i) => ({ ...m, mutationId: 2 + i })));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().lastMutationId).toBe(3);
    expect(await count()).toBe(total + 2);
  });

  it('keeps separate counters for two users on one device (same clientId)', async () => {
    const other = await t.newUser(uniqueEmail('other'));
    const mine = client();
    await mine.push([{ fields: {} }, { fields: {} }]);
    const theirs = new SyncClient(t, other.token);
    const res = await theirs.pushRaw(
      theirs.mutations([{ fields: { firstName: 'theirs' } }]),
      mine.clientId,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().lastMutationId).toBe(1);
  });

  it('answers an empty push with the current lastMutationId', async () => {
    const c = client();
    await c.push([{ fields: {} }]);
    const res = await c.pushRaw([]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ lastMutationId: 1, errors: [] });
  });

  it('needs a token', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/sync/push',
      payload: { clientId: 'x', mutations: [] },
    });
    expect(res.statusCode).toBe(401);
  });
});
