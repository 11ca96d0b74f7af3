// Two app servers on one database (docs/architecture.md: stateless servers; pokes via LISTEN/NOTIFY on
// PostgreSQL). Concurrent pushes through both keep versions in commit order, so pullers that
// page through either server while the pushes run never skip a row; and a change pushed to one
// server pokes event streams held by the other.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { openPostgres } from '../../server/db/database.ts';
import type { Database } from '../../server/db/database.ts';
import type { SyncRow } from '../../src/domain/sync-protocol.ts';
import { DATABASE_KINDS_WHERE_IT_MATTERS } from '../utils/server/test-databases.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp, wrapApp } from '../utils/server/test-app.ts';
import type { Team } from '../utils/server/team.ts';
import { makeTeam } from '../utils/server/team.ts';
import { SyncClient } from '../utils/server/sync-client.ts';
import { baseUrl, openEventStream } from '../utils/server/event-stream.ts';

describe.each(DATABASE_KINDS_WHERE_IT_MATTERS)('two app servers on one database (%s)', (kind) => {
  let a: TestApp;
  let b: TestApp;
  let secondDb: Database | undefined;
  let team: Team;

  beforeAll(async () => {
    a = await startTestApp(kind);
    // PostgreSQL: a second pool, as a second server process would have. PGlite: the same file.
    secondDb = a.testDb.url ? openPostgres(a.testDb.url) : undefined;
    const db = secondDb ?? a.db;
    b = wrapApp(await buildApp({ db, authRateLimit: 10_000 }), a.testDb, db);
    team = await makeTeam(a);
  });
  afterAll(async () => {
    await b.app.close();
    await secondDb?.close();
    await a.close();
  });

  it('accepts a token from either server on the other', async () => {
    const res = await b.as(team.booth1.token, { method: 'GET', url: '/api/booth/my-profile' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.scope).toBe('a/b/c/booth1');
  });

  it('keeps versions in commit order under concurrent pushes through both servers', async () => {
    if (kind === 'postgres') {
      // Fault injection: stretch the time between taking versions and committing, as a slow
      // disk or a busy server would. Without the version lock commits would then overtake
      // each other and a puller would step over rows committed late with smaller versions.
      await a.db.exec(`
        CREATE FUNCTION slow_commit() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN PERFORM pg_sleep(random() * 0.03); RETURN NULL; END $$;
        CREATE TRIGGER slow_commit AFTER INSERT ON records
        FOR EACH STATEMENT EXECUTE FUNCTION slow_commit();`);
    }
    const servers = [a, b];
    const writers = [team.booth1, team.booth2, team.coordinator, team.admin].map(
      (who, i) => new SyncClient(servers[i % 2]!, who.token),
    );
    const written = new Set<string>();
    let pushing = true;
    const pushes = (async () => {
      for (let round = 0; round < 12; round += 1) {
        await Promise.all(
          writers.map(async (w) => {
            const ops = Array.from({ length: 25 }, () => ({ id: randomUUID(), fields: { round } }));
            const res = await w.push(ops);
            expect(res.errors).toEqual([]);
            for (const o of ops) written.add(o.id);
          }),
        );
      }
      pushing = false;
    })();
    // Admin pullers page through both servers while the pushes run.
    const pullers = servers.map((s) => new SyncClient(s, team.admin.token));
    const seen: SyncRow[][] = [[], []];
    const pulls = Promise.all(
      pullers.map(async (p, i) => {
        while (pushing) {
          seen[i]!.push(...(await p.pull(17)).rows);
          await new Promise((r) => setImmediate(r));
        }
      }),
    );
    await Promise.all([pushes, pulls]);
    for (const [i, p] of pullers.entries()) {
      seen[i]!.push(...(await p.pullAll(17)));
      const versions = seen[i]!.map((r) => r.version);
      expect(new Set(versions).size).toBe(versions.length);
      expect(versions).toEqual([...versions].sort((x, y) => x - y));
      const got = new Set(seen[i]!.map((r) => r.id));
      const missing = [...written].filter((id) => !got.has(id));
      expect(missing, `server ${i} puller skipped rows`).toEqual([]);
    }
    expect(written.size).toBe(12 * 4 * 25);
    if (kind === 'postgres') await a.db.exec('DROP TRIGGER slow_commit ON records');
  });

  it('pokes event streams held by the other server', async () => {
    const [urlA, urlB] = await Promise.all([baseUrl(a.app), baseUrl(b.app)]);
    const coordOnB = await openEventStream(`${urlB}/api/events?token=${team.coordinator.token}`);
    const booth2OnB = await openEventStream(`${urlB}/api/events?token=${team.booth2.token}`);
    const booth1OnA = await openEventStream(`${urlA}/api/events?token=${team.booth1.token}`);
    try {
      await Promise.all([coordOnB, booth2OnB, booth1OnA].map((s) => s.waitFor('ready')));
      await new SyncClient(a, team.booth1.token).push([{ fields: { firstName: 'via A' } }]);
      await Promise.all([coordOnB.waitFor('poke'), booth1OnA.waitFor('poke')]);
      await new SyncClient(b, team.booth2.token).push([{ fields: { firstName: 'via B' } }]);
      await Promise.all([coordOnB.waitFor('poke', 2), booth2OnB.waitFor('poke')]);
      await new Promise((r) => setTimeout(r, 300));
      expect(booth1OnA.count('poke')).toBe(1);
      expect(booth2OnB.count('poke')).toBe(1);
    } finally {
      for (const s of [coordOnB, booth2OnB, booth1OnA]) s.close();
    }
  });
});
