// Large batches (the sync protocol, src/domain/sync-protocol.ts): 10,000 voters pushed in batches of 500 all arrive, once each,
// and pull pages them back in version order through the (version, id) index. Speed is not
// judged here (timings on a shared machine are noise): `npm run bench:sync` measures it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS_WHERE_IT_MATTERS } from '../utils/server/test-databases.ts';
import type { SignedIn, TestApp } from '../utils/server/test-app.ts';
import { startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import { SyncClient } from '../utils/server/sync-client.ts';

const BATCHES = 20;
const BATCH = 500;
const TOTAL = BATCHES * BATCH;

function voter(i: number) {
  return {
    firstName: `Voter${i}`,
    lastName: 'Kumar',
    relation: 'Ram Kumar',
    gender: i % 2 ? 'Male' : 'Female',
    age: 18 + (i % 70),
    phone: `98${String(i).padStart(8, '0')}`,
    voterId: `UPX${String(i).padStart(7, '0')}`,
    partNumber: 1 + (i % 300),
    address: `${i % 97} Main Road, Ward ${i % 13}`,
    dob: '1980-01-02',
    party: 'Other',
  };
}

describe.each(DATABASE_KINDS_WHERE_IT_MATTERS)('sync large batches (%s)', (kind) => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.newUser(uniqueEmail('admin'));
  });
  afterAll(() => t.close());

  it(`stores ${TOTAL} voters pushed in batches of ${BATCH}, each exactly once`, async () => {
    const client = new SyncClient(t, admin.token);
    const batches = Array.from({ length: BATCHES }, (_, b) =>
      client.mutations(Array.from({ length: BATCH }, (_, i) => ({ fields: voter(b * BATCH + i) }))),
    );
    for (const [b, batch] of batches.entries()) {
      const res = await client.push(batch);
      expect(res.errors).toEqual([]);
      expect(res.lastMutationId).toBe((b + 1) * BATCH);
    }
    const count = await t.db.query<{ n: number; ids: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT id)::int AS ids FROM records',
    );
    expect(count.rows[0]).toEqual({ n: TOTAL, ids: TOTAL });
  });

  it('pulls them all back in pages of 5,000, in version order, none missing', async () => {
    const client = new SyncClient(t, admin.token);
    const rows = await client.pullAll(5000);
    expect(rows).toHaveLength(TOTAL);
    expect(new Set(rows.map((r) => r.id)).size).toBe(TOTAL);
    for (let i = 1; i < rows.length; i += 1)
      expect(rows[i]!.version).toBeGreaterThan(rows[i - 1]!.version);
  });

  it('pages with the (version, id) index, not a scan and sort', async () => {
    await t.db.query('ANALYZE records');
    const plan = await t.db.query<Record<string, string>>(
      `EXPLAIN SELECT * FROM records WHERE (version, id) > (5000, '00000000-0000-0000-0000-000000000000'::uuid)
       ORDER BY version, id LIMIT 1001`,
    );
    const text = plan.rows.map((r) => Object.values(r)[0]).join('\n');
    expect(text).toMatch(/Index Scan using records_version_idx/);
    expect(text).not.toMatch(/Sort/);
  });
});
