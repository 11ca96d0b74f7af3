// The pull half of the sync protocol (the sync protocol, src/domain/sync-protocol.ts): pages in (version, id) order that never
// skip or repeat a row while pushes interleave, tombstones, and cursors that reset when they
// cannot be trusted (garbage, another user's, a changed scope).
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncRow } from '../../src/domain/sync-protocol.ts';
import { DATABASE_KINDS_WHERE_IT_MATTERS } from '../utils/server/test-databases.ts';
import type { SignedIn, TestApp } from '../utils/server/test-app.ts';
import { startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import { SyncClient, latest } from '../utils/server/sync-client.ts';
import { assignScope } from '../utils/server/team.ts';
import { expectErrorBody } from '../utils/server/expect-error.ts';

type DbRow = { tbl: string; id: string; version: number; deleted: boolean; fields: object };

describe.each(DATABASE_KINDS_WHERE_IT_MATTERS)('sync pull (%s)', (kind) => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.newUser(uniqueEmail('admin'));
  });
  afterAll(() => t.close());

  const dbState = async () => {
    const { rows } = await t.db.query<DbRow>(
      'SELECT tbl, id, version, deleted, fields FROM records',
    );
    return new Map(rows.map((r) => [`${r.tbl}/${r.id}`, { ...r, version: Number(r.version) }]));
  };
  const expectSameAsDb = async (pulled: Map<string, SyncRow>) => {
    const db = await dbState();
    expect([...pulled.keys()].sort()).toEqual([...db.keys()].sort());
    for (const [key, row] of db) {
      const got = pulled.get(key)!;
      expect({ version: got.version, deleted: got.deleted, fields: got.fields }, key).toEqual({
        version: row.version,
        deleted: row.deleted,
        fields: row.fields,
      });
    }
  };

  it('pages in (version, id) order with hasMore, and an empty page keeps the cursor', async () => {
    const writer = new SyncClient(t, admin.token);
    await writer.push(Array.from({ length: 25 }, (_, i) => ({ fields: { firstName: `P${i}` } })));
    const reader = new SyncClient(t, admin.token);
    const pages: SyncRow[][] = [];
    for (;;) {
      const page = await reader.pull(7);
      expect(page.reset).toBe(false);
      expect(page.token).toEqual(expect.any(String));
      pages.push(page.rows);
      if (!page.hasMore) break;
      expect(page.rows).toHaveLength(7);
    }
    const rows = pages.flat();
    expect(rows.length).toBeGreaterThanOrEqual(25);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    rows.forEach((r, i) => i && expect(r.version).toBeGreaterThan(rows[i - 1]!.version));
    const cursor = reader.cursor;
    const empty = await reader.pull(7);
    expect(empty).toMatchObject({ rows: [], hasMore: false, reset: false, cursor });
    expect(rows[0]).toEqual({
      table: 'voters',
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      version: expect.any(Number),
      scope: '',
      ownerId: admin.user.booth_id,
      deleted: false,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      fields: expect.any(Object),
    });
  });

  it('delivers deletes as tombstones to a device that already had the row', async () => {
    const c = new SyncClient(t, admin.token);
    const id = randomUUID();
    await c.push([{ id, fields: { firstName: 'Temp' } }]);
    await c.pullAll();
    await c.push([{ id, op: 'delete' }]);
    const rows = await c.pullAll();
    expect(rows).toEqual([expect.objectContaining({ id, deleted: true, fields: {} })]);
  });

  it('property: interleaved pushes and small-page pulls never skip or repeat a row', async () => {
    const ids = Array.from({ length: 12 }, () => randomUUID());
    const writers = [new SyncClient(t, admin.token), new SyncClient(t, admin.token)];
    const action = fc.oneof(
      fc.record({
        kind: fc.constant('push' as const),
        writer: fc.integer({ min: 0, max: 1 }),
        ops: fc.array(
          fc.record({
            id: fc.constantFrom(...ids),
            op: fc.constantFrom('put' as const, 'patch' as const, 'delete' as const),
            age: fc.integer({ min: 0, max: 120 }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
      }),
      fc.record({ kind: fc.constant('pull' as const), limit: fc.integer({ min: 1, max: 4 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 5, maxLength: 25 }), async (actions) => {
        const reader = new SyncClient(t, admin.token);
        const seen: SyncRow[] = [];
        for (const a of actions) {
          if (a.kind === 'pull') {
            const page = await reader.pull(a.limit);
            seen.push(...page.rows);
          } else {
            // Pushes from two clients run concurrently, as two phones would.
            const w = writers[a.writer]!;
            await Promise.all([
              w.push(a.ops.map((o) => ({ id: o.id, op: o.op, fields: { age: o.age } }))),
              writers[1 - a.writer]!.push([
                { id: ids[0]!, op: 'patch', fields: { note: a.ops.length } },
              ]),
            ]);
          }
        }
        seen.push(...(await reader.pullAll(3)));
        const versions = seen.map((r) => r.version);
        expect(versions).toEqual([...versions].sort((x, y) => x - y));
        expect(new Set(versions).size).toBe(versions.length);
        await expectSameAsDb(latest(seen));
      }),
      { numRuns: 12 },
    );
  });

  it('uses the default page size of 1000 and caps limit at 5000', async () => {
    const c = new SyncClient(t, admin.token);
    await c.push(Array.from({ length: 1001 }, () => ({ fields: {} })));
    const page = await new SyncClient(t, admin.token).pull();
    expect(page.rows).toHaveLength(1000);
    expect(page.hasMore).toBe(true);
    for (const q of [
      'limit=0',
      'limit=5001',
      'limit=abc',
      'limit=-3',
      'limit=2.5',
      `cursor=${'x'.repeat(600)}`,
    ]) {
      const res = await t.as(admin.token, { method: 'GET', url: `/api/sync/pull?${q}` });
      expectErrorBody(res, q);
      expect(res.statusCode, q).toBe(400);
    }
    const max = await t.as(admin.token, { method: 'GET', url: '/api/sync/pull?limit=5000' });
    expect(max.statusCode).toBe(200);
  });

  it('answers an unusable cursor with reset: true and rows from the beginning', async () => {
    const first = await new SyncClient(t, admin.token).pull(5);
    const other = await t.newUser(uniqueEmail('other'));
    const theirs = new SyncClient(t, other.token);
    await theirs.push([{ fields: { firstName: 'Theirs' } }]);
    const theirCursor = (await theirs.pull()).cursor;
    const forged = Buffer.from(
      '1.0.00000000-0000-0000-0000-000000000000.AAAAAAAAAAAAAAAA',
    ).toString('base64url');
    for (const cursor of [
      'garbage',
      'MS4x',
      forged,
      theirCursor,
      Buffer.from('2.1.x.y').toString('base64url'),
    ]) {
      const res = await new SyncClient(t, admin.token).pullRaw(cursor, 5);
      expect(res.statusCode, cursor).toBe(200);
      const page = res.json();
      expect(page.reset, cursor).toBe(true);
      expect(page.rows.map((r: SyncRow) => r.id)).toEqual(first.rows.map((r) => r.id));
    }
  });

  it("resets the cursor when the caller's scope changes", async () => {
    const worker = await t.newUser(uniqueEmail('mover'));
    await assignScope(t, admin.token, worker.user.booth_id, 'up/lucknow/booth-1');
    const adminWriter = new SyncClient(t, admin.token);
    const b1 = randomUUID();
    const b2 = randomUUID();
    await adminWriter.push([
      { id: b1, fields: { firstName: 'In booth 1', scope: 'up/lucknow/booth-1' } },
      { id: b2, fields: { firstName: 'In booth 2', scope: 'up/lucknow/booth-2' } },
    ]);
    const c = new SyncClient(t, worker.token);
    const before = await c.pullAll();
    expect(before.map((r) => r.id)).toEqual([b1]);
    const oldCursor = c.cursor;
    await assignScope(t, admin.token, worker.user.booth_id, 'up/lucknow/booth-2');
    const after = await c.pullRaw(oldCursor);
    expect(after.json()).toMatchObject({
      reset: true,
      rows: [expect.objectContaining({ id: b2 })],
    });
  });

  it('needs a token', async () => {
    expect((await t.request({ method: 'GET', url: '/api/sync/pull' })).statusCode).toBe(401);
  });
});
