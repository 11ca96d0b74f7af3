// A record that leaves a booth and comes back before the booth's phone pulls again: the phone's
// next pull carries the exit tombstone (record_exits, at the version of the move out) and the
// record itself (at the version of the move back) — in one page when they are close. The phone
// (its real Dexie database and sync engine) must end up holding the record: rows of one page
// apply in (version, id) order, so the later row wins. Found by sync-fault-injection.test.ts
// (two booths, part 0 claimed by both booths, then the second booth deleted; since a part
// listed twice no longer moves its records, here a part passed to booth 2 and back).
import { randomUUID } from 'node:crypto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoothDb } from '../../src/db/database.ts';
import { createFlag } from '../../src/db/reload-flag.ts';
import { SyncEngine } from '../../src/sync/engine.ts';
import { SyncClient } from '../utils/server/sync-client.ts';
import type { Team } from '../utils/server/team.ts';
import { boothArea, makeTeam } from '../utils/server/team.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp } from '../utils/server/test-app.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';

const BOOTH1 = 'a/b/c/booth1';
const BOOTH2 = 'a/b/c/booth2';

describe.each(PGLITE_ONLY)('a record that left a booth and came back (%s)', (kind) => {
  let t: TestApp;
  let team: Team;
  let origin: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    team = await makeTeam(t);
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  /** The booth worker's phone, as the app runs it. */
  const boothPhone = () => {
    const { token, user } = team.booth1;
    const db = new BoothDb(`phone-${randomUUID()}`, {
      indexedDB: new IDBFactory(),
      IDBKeyRange,
      reloadFlag: createFlag(),
    });
    const engine = new SyncEngine({
      db,
      session: {
        getUser: () => ({ id: user.booth_id }),
        getToken: () => token,
        setToken: () => undefined,
      },
      baseUrl: `${origin}/api`,
      pageSize: 100,
    });
    return { db, engine };
  };

  const push = async (client: SyncClient, ops: Parameters<SyncClient['push']>[0]) => {
    const res = await client.push(ops);
    expect(res.errors).toEqual([]);
  };

  it('is on the phone after one pull that brings its exit and its return together', async () => {
    const coordinator = new SyncClient(t, team.coordinator.token);
    const voterId = randomUUID();
    // The coordinator's voter of part 7 lives in booth 1, which holds the part.
    await push(coordinator, [boothArea(BOOTH1, [7])]);
    await push(coordinator, [
      { table: 'voters', id: voterId, fields: { firstName: 'V', partNumber: 7 } },
    ]);
    const phone = boothPhone();
    try {
      expect(await phone.engine.syncNow()).toBe('synced');
      expect(await phone.db.voters.get(voterId)).toMatchObject({ scope: BOOTH1 });

      // Booth 2 takes part 7 over: the voter goes there (booth 1 gets an exit)...
      await push(coordinator, [boothArea(BOOTH2, [7]), boothArea(BOOTH1, [])]);
      // ...and booth 1 takes it back: the voter comes back, before the phone pulls again.
      await push(coordinator, [boothArea(BOOTH1, [7]), boothArea(BOOTH2, [])]);
      const exits = await t.db.query<{ version: string }>(
        'SELECT version FROM record_exits WHERE scope = $1 AND id = $2',
        [BOOTH1, voterId],
      );
      expect(exits.rows).toHaveLength(1);
      const { rows } = await t.db.query<{ scope: string; version: string }>(
        'SELECT scope, version FROM records WHERE id = $1',
        [voterId],
      );
      expect(rows[0]!.scope).toBe(BOOTH1);
      expect(Number(rows[0]!.version)).toBeGreaterThan(Number(exits.rows[0]!.version));
      // Both arrive in the phone's next page: the exit first, then the record.
      const page = await new SyncClient(t, team.booth1.token).pull(100);
      expect(
        page.rows.filter((r) => r.id === voterId).map((r) => [r.deleted, r.leftArea ?? false]),
      ).toEqual([
        [true, true],
        [false, false],
      ]);

      expect(await phone.engine.syncNow()).toBe('synced');
      expect(await phone.db.voters.get(voterId)).toMatchObject({
        scope: BOOTH1,
        version: Number(rows[0]!.version),
        deleted: 0,
      });
    } finally {
      phone.engine.stop();
      phone.db.close();
    }
  });
});
