// Pushes from different clients run concurrently up to the version lock (reads, checks and row
// locks come first). What must still hold: one client's pushes apply exactly once, and two
// users racing to create the same record id never let the second overwrite the first's record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { PushResponse } from '../../src/domain/sync-protocol.ts';
import { DATABASE_KINDS_WHERE_IT_MATTERS } from '../utils/server/test-databases.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp } from '../utils/server/test-app.ts';
import type { Team } from '../utils/server/team.ts';
import { makeTeam } from '../utils/server/team.ts';
import { SyncClient } from '../utils/server/sync-client.ts';

describe.each(DATABASE_KINDS_WHERE_IT_MATTERS)('concurrent pushes (%s)', (kind) => {
  let t: TestApp;
  let team: Team;

  beforeAll(async () => {
    t = await startTestApp(kind);
    team = await makeTeam(t);
  });
  afterAll(() => t.close());

  it('applies the same mutations pushed twice at once exactly once', async () => {
    const client = new SyncClient(t, team.booth1.token);
    const batch = client.mutations(
      Array.from({ length: 50 }, (_, i) => ({ fields: { firstName: `Twice${i}` } })),
    );
    const answers = await Promise.all([client.pushRaw(batch), client.pushRaw(batch)]);
    for (const res of answers) {
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.json<PushResponse>().lastMutationId).toBe(50);
    }
    const { rows } = await t.db.query<{ n: number; v: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT version)::int AS v FROM records
       WHERE id = ANY($1::uuid[])`,
      [batch.map((m) => m.id)],
    );
    expect(rows[0]).toEqual({ n: 50, v: 50 });
    const clients = await t.db.query<{ last: number }>(
      'SELECT last_mutation_id::int AS last FROM sync_clients WHERE client_id = $1',
      [client.clientId],
    );
    expect(clients.rows).toEqual([{ last: 50 }]);
  });

  it('lets only one of two users racing to create the same id own and write it', async () => {
    const a = new SyncClient(t, team.booth1.token);
    const b = new SyncClient(t, team.elsewhere.token);
    for (let round = 0; round < 10; round += 1) {
      const id = randomUUID();
      const [ra, rb] = await Promise.all([
        a.push([{ id, fields: { firstName: 'FromA' } }]),
        b.push([{ id, fields: { firstName: 'FromB' } }]),
      ]);
      const { rows } = await t.db.query<{ owner: string; name: string }>(
        "SELECT owner_id AS owner, fields->>'firstName' AS name FROM records WHERE id = $1",
        [id],
      );
      expect(rows).toHaveLength(1);
      const winnerIsA = rows[0]!.owner === team.booth1.user.booth_id;
      expect(rows[0]!.name).toBe(winnerIsA ? 'FromA' : 'FromB');
      expect((winnerIsA ? ra : rb).errors).toEqual([]);
      expect((winnerIsA ? rb : ra).errors).toHaveLength(1);
    }
  });
});
