// A scope change racing pushes on the same, just-created records: on PostgreSQL the two can
// deadlock (the push holds a row lock and waits for the version lock the scope change holds
// while it moves that row). Whichever the database aborts must be run again, never a 500.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SyncClient } from '../utils/server/sync-client.ts';
import { DATABASE_KINDS_WHERE_IT_MATTERS } from '../utils/server/test-databases.ts';
import { startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import type { SignedIn, TestApp } from '../utils/server/test-app.ts';

const ROUNDS = 6;
const PUSHERS = 4;

describe.each(DATABASE_KINDS_WHERE_IT_MATTERS)('scope change racing pushes (%s)', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.newUser('race-admin@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  it('never answers 500 and moves every record of the newly assigned worker', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const worker = await t.newUser(uniqueEmail('race-worker'));
      const scope = `race/r${round}`;
      // Each pusher creates records and patches the ones it just created, as fast as it can.
      const clients = Array.from({ length: PUSHERS }, () => new SyncClient(t, worker.token));
      let running = true;
      const created: string[] = [];
      const pushers = clients.map(async (c) => {
        while (running) {
          const id = randomUUID();
          const made = await c.pushRaw(c.mutations([{ id, fields: { firstName: 'new' } }]));
          const patched = await c.pushRaw(
            c.mutations([{ id, op: 'patch', fields: { firstName: 'patched' } }]),
          );
          statuses.push(made.statusCode, patched.statusCode);
          created.push(id);
        }
      });
      // The admin patches those same fresh records meanwhile: its row locks and the scope
      // change's version lock can form the cycle PostgreSQL aborts.
      const adminClient = new SyncClient(t, admin.token);
      const adminPatches = (async () => {
        while (running) {
          const ids = created.slice(-3);
          if (!ids.length) {
            await new Promise((r) => setTimeout(r, 2));
            continue;
          }
          const res = await adminClient.pushRaw(
            adminClient.mutations(
              ids.map((id) => ({ id, op: 'patch' as const, fields: { lastName: 'admin' } })),
            ),
          );
          statuses.push(res.statusCode);
        }
      })();
      pushers.push(adminPatches);
      await new Promise((r) => setTimeout(r, 30));
      const assigned = await t.as(admin.token, {
        method: 'PUT',
        url: `/api/users/${worker.user.booth_id}/scope`,
        payload: { scope },
      });
      statuses.push(assigned.statusCode);
      expect(assigned.statusCode, assigned.body).toBe(200);
      await new Promise((r) => setTimeout(r, 30));
      running = false;
      await Promise.all(pushers);

      const left = await t.db.query(
        'SELECT count(*)::int AS n FROM records WHERE owner_id = $1 AND scope <> $2',
        [worker.user.booth_id, scope],
      );
      expect(left.rows[0]).toEqual({ n: 0 });
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  }, 120_000);
});
