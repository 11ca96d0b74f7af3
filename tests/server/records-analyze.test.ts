// Planner statistics on records (bench/results/latest.md): without them the pull query sorts
// every visible row after the cursor. The server analyzes at startup and again, in the
// background, after pushes write a good share of the table; a pull page then walks
// records_version_idx. The analyzer itself is checked with a fake database.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../../server/db/database.ts';
import { createRecordsAnalyzer } from '../../server/services/records-analyzer.ts';
import { pageQuery } from '../../server/services/sync-pull.ts';
import { DATABASE_KINDS_WHERE_IT_MATTERS } from '../utils/server/test-databases.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import type { Team } from '../utils/server/team.ts';
import { makeTeam } from '../utils/server/team.ts';
import { startTestApp } from '../utils/server/test-app.ts';
import { SyncClient } from '../utils/server/sync-client.ts';

const NIL = '00000000-0000-0000-0000-000000000000';

describe.each(DATABASE_KINDS_WHERE_IT_MATTERS)('records statistics after pushes (%s)', (kind) => {
  let t: TestApp;
  let team: Team;

  beforeAll(async () => {
    t = await startTestApp(kind);
    team = await makeTeam(t);
  });
  afterAll(() => t.close());

  const explain = async (caller: Team[keyof Team]) => {
    const q = pageQuery(
      { id: caller.user.booth_id, role: caller.user.role, scope: caller.user.scope ?? null },
      { version: 100, id: NIL },
      1001,
    );
    const plan = await t.db.query<Record<string, string>>(`EXPLAIN ${q.sql}`, q.params);
    return plan.rows.map((r) => Object.values(r)[0]).join('\n');
  };

  it('sets the per-table autovacuum analyze thresholds', async () => {
    const { rows } = await t.db.query<{ opts: string[] }>(
      "SELECT reloptions AS opts FROM pg_class WHERE oid = 'records'::regclass",
    );
    expect(rows[0]!.opts).toEqual(
      expect.arrayContaining([
        'autovacuum_analyze_scale_factor=0.02',
        'autovacuum_analyze_threshold=1000',
      ]),
    );
  });

  it('pages with records_version_idx after a few thousand pushed rows, without a manual ANALYZE', async () => {
    const client = new SyncClient(t, team.booth1.token);
    for (let b = 0; b < 6; b += 1) {
      const res = await client.push(
        Array.from({ length: 500 }, (_, i) => ({ fields: { firstName: `V${b * 500 + i}` } })),
      );
      expect(res.errors).toEqual([]);
    }
    for (const who of ['admin', 'coordinator', 'booth1'] as const) {
      await vi.waitFor(
        async () => {
          const text = await explain(team[who]);
          expect(text).toMatch(/Index Scan using records_version_idx/);
          expect(text).not.toMatch(/Sort/);
        },
        { timeout: 10_000, interval: 100 },
      );
    }
  });
});

describe('records analyzer', () => {
  const fakeDb = (fail = false) => {
    const calls: string[] = [];
    const db: Queryable = {
      query: async <T>(sql: string) => {
        calls.push(sql);
        if (fail && sql.startsWith('ANALYZE')) throw new Error('boom');
        return { rows: (sql.startsWith('SELECT') ? [{ n: 10_000 }] : []) as T[] };
      },
    } as Queryable;
    return { db, analyzes: () => calls.filter((c) => c.startsWith('ANALYZE')).length };
  };

  it('analyzes once per burst past the threshold, not for small writes', async () => {
    const { db, analyzes } = fakeDb();
    const analyzer = createRecordsAnalyzer(db, () => undefined, { debounceMs: 10 });
    await analyzer.analyze(); // table now 10,000 rows: threshold 1,000
    expect(analyzes()).toBe(1);
    analyzer.noteWritten(500);
    await analyzer.idle();
    expect(analyzes()).toBe(1);
    for (let i = 0; i < 5; i += 1) analyzer.noteWritten(500);
    await analyzer.idle();
    expect(analyzes()).toBe(2);
    await analyzer.close();
  });

  it('logs a failed ANALYZE instead of throwing, and close cancels a scheduled one', async () => {
    const { db, analyzes } = fakeDb(true);
    const errors: unknown[] = [];
    const analyzer = createRecordsAnalyzer(db, (e) => errors.push(e), { debounceMs: 10 });
    await analyzer.analyze();
    expect(errors).toHaveLength(1);
    analyzer.noteWritten(10_000);
    await analyzer.close();
    await new Promise((r) => setTimeout(r, 30));
    expect(analyzes()).toBe(1);
  });
});
