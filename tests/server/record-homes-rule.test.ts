// The server moves records by the same rule the phones place them with: on random trees of
// booths and records at random places, the SQL of services/record-homes.ts and the pure
// homeOf (src/domain/roll-home.ts) agree on every record.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaId } from '../../src/domain/areas.ts';
import { homeOf } from '../../src/domain/roll-home.ts';
import { rehomeAll } from '../../server/services/record-homes.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import { prng } from '../utils/server/prng.ts';

describe.each(PGLITE_ONLY)('record homes: SQL and the pure rule agree (%s)', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.newUser(uniqueEmail('admin'), 'Admin')).user.booth_id;
  });
  afterAll(() => t.close());

  it.each([1, 2, 3])('seed %i', async (seed) => {
    const r = prng(seed);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
    // Two states, two districts each, two assemblies each, with blocks and booths below.
    const places: string[] = [''];
    for (const s of ['s1', 's2'])
      for (const d of ['d1', 'd2'])
        for (const a of ['a1', 'a2'])
          for (const b of ['b1', 'b2'])
            places.push(s, `${s}/${d}`, `${s}/${d}/${a}`, `${s}/${d}/${a}/${b}`);
    const paths = [...new Set(places)];
    const boothPaths = paths.filter((p) => p.split('/').length >= 3);
    const booths = Array.from({ length: 12 }, () => ({
      path: `${pick(boothPaths)}/m/booth-${Math.floor(r() * 1000)}`,
      parts: Array.from({ length: 1 + Math.floor(r() * 3) }, () => Math.floor(r() * 6)),
      deleted: r() < 0.15,
    }));
    const unique = [...new Map(booths.map((b) => [b.path, b])).values()];
    const voters = Array.from({ length: 200 }, () => ({
      id: randomUUID(),
      scope: pick(paths),
      part: Math.floor(r() * 7),
    }));

    await t.db.transaction(async (tx) => {
      await tx.query('DELETE FROM records');
      await tx.query(
        `INSERT INTO records (tbl, id, version, scope, owner_id, deleted, fields)
         SELECT x.tbl, x.id, nextval('record_version_seq'), x.scope, $2, x.deleted, x.fields
         FROM jsonb_to_recordset($1::jsonb)
           AS x(tbl text, id uuid, scope text, deleted boolean, fields jsonb)`,
        [
          JSON.stringify([
            ...unique.map((b) => ({
              tbl: 'areas',
              id: areaId(b.path),
              scope: b.path,
              deleted: b.deleted,
              fields: b.deleted ? {} : { path: b.path, name: b.path, parts: b.parts },
            })),
            ...voters.map((v) => ({
              tbl: 'voters',
              id: v.id,
              scope: v.scope,
              deleted: false,
              fields: { firstName: 'V', partNumber: v.part },
            })),
          ]),
          admin,
        ],
      );
      await rehomeAll(tx);
    });

    const { rows } = await t.db.query<{ id: string; scope: string }>(
      "SELECT id, scope FROM records WHERE tbl = 'voters'",
    );
    const placed = new Map(rows.map((row) => [row.id, row.scope]));
    for (const v of voters)
      expect(placed.get(v.id), `part ${v.part} at '${v.scope}'`).toBe(
        homeOf(v.part, v.scope, unique),
      );
  });
});
