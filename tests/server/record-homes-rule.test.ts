// The server moves records by the same rule the phones place them with: on random trees of
// assemblies (numbered, unnumbered, one number in two states) and booths, and records of random
// parts and assembly numbers at random places, the SQL of services/record-homes.ts and the
// pure homeOf (src/domain/roll-home.ts) agree on every record; and so they do for the records
// an area releases when it stops listing a part (placed again from its assembly).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaId } from '../../src/domain/areas.ts';
import type { PlacingArea } from '../../src/domain/roll-home.ts';
import { homeOf, regionOf } from '../../src/domain/roll-home.ts';
import { scopeContains } from '../../src/domain/scope.ts';
import type { Queryable } from '../../server/db/database.ts';
import { moveHome, rehomeAll } from '../../server/services/record-homes.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import { prng } from '../utils/server/prng.ts';

type Area = PlacingArea & { deleted: boolean };
type Voter = { id: string; scope: string; part: number; assembly: number | null };

const areaRow = (a: Area) => ({
  tbl: 'areas',
  id: areaId(a.path),
  scope: a.path,
  deleted: a.deleted,
  fields: a.deleted
    ? {}
    : {
        path: a.path,
        name: a.path,
        ...(a.parts ? { parts: a.parts } : {}),
        ...(typeof a.number === 'number' ? { number: a.number } : {}),
      },
});

async function insert(tx: Queryable, owner: string, rows: object[]) {
  await tx.query(
    `INSERT INTO records (tbl, id, version, scope, owner_id, deleted, fields)
     SELECT x.tbl, x.id, nextval('record_version_seq'), x.scope, $2, x.deleted, x.fields
     FROM jsonb_to_recordset($1::jsonb)
       AS x(tbl text, id uuid, scope text, deleted boolean, fields jsonb)
     ON CONFLICT (tbl, id) DO UPDATE SET deleted = EXCLUDED.deleted, fields = EXCLUDED.fields`,
    [JSON.stringify(rows), owner],
  );
}

/** A random tree: two states, two districts each, two assemblies each, blocks and booths. */
function randomTree(r: () => number) {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const places: string[] = [''];
  const assemblies: Area[] = [];
  for (const s of ['s1', 's2'])
    for (const d of ['d1', 'd2'])
      for (const a of ['a1', 'a2']) {
        const path = `${s}/${d}/${a}`;
        // Numbers 1-4 repeat across states; some assemblies have none, or no area at all.
        const roll = r();
        if (roll < 0.8)
          assemblies.push({
            path,
            ...(roll < 0.6 ? { number: 1 + Math.floor(r() * 4) } : {}),
            deleted: roll < 0.05,
          });
        for (const b of ['b1', 'b2']) places.push(s, `${s}/${d}`, path, `${path}/${b}`);
      }
  const paths = [...new Set(places)];
  const deep = paths.filter((p) => p.split('/').length >= 3);
  const booths: Area[] = Array.from({ length: 14 }, () => ({
    path: `${pick(deep)}/m/booth-${Math.floor(r() * 1000)}`,
    parts: Array.from({ length: 1 + Math.floor(r() * 3) }, () => Math.floor(r() * 6)),
    deleted: r() < 0.15,
  }));
  const areas = [...new Map([...assemblies, ...booths].map((a) => [a.path, a])).values()];
  const voters: Voter[] = Array.from({ length: 250 }, () => ({
    id: randomUUID(),
    scope: pick([...paths, ...booths.map((b) => b.path)]),
    part: Math.floor(r() * 7),
    assembly: r() < 0.5 ? null : 1 + Math.floor(r() * 5),
  }));
  return { areas, voters };
}

const voterRow = (v: Voter) => ({
  tbl: 'voters',
  id: v.id,
  scope: v.scope,
  deleted: false,
  fields: {
    firstName: 'V',
    partNumber: v.part,
    ...(v.assembly === null ? {} : { assemblyNumber: v.assembly }),
  },
});

describe.each(PGLITE_ONLY)('record homes: SQL and the pure rule agree (%s)', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.newUser(uniqueEmail('admin'), 'Admin')).user.booth_id;
  });
  afterAll(() => t.close());

  const scopes = async () => {
    const { rows } = await t.db.query<{ id: string; scope: string }>(
      "SELECT id, scope FROM records WHERE tbl = 'voters'",
    );
    return new Map(rows.map((row) => [row.id, row.scope]));
  };

  it.each([1, 2, 3, 4, 5, 6])('seed %i', async (seed) => {
    const r = prng(seed);
    const { areas, voters } = randomTree(r);
    await t.db.transaction(async (tx) => {
      await tx.query('DELETE FROM records');
      await insert(tx, admin, [...areas.map(areaRow), ...voters.map(voterRow)]);
      await rehomeAll(tx);
    });
    const placed = await scopes();
    const moved = voters.filter((v) => placed.get(v.id) !== v.scope).length;
    for (const v of voters)
      expect(placed.get(v.id), `part ${v.part} of AC ${v.assembly} at '${v.scope}'`).toBe(
        homeOf(v, v.scope, areas),
      );
    // The trees are made so that the rule has work to do either way.
    expect(moved).toBeGreaterThan(0);
    expect(moved).toBeLessThan(voters.length);

    // Three live booths give up a part each: their records of it are placed from the assembly.
    const giving = areas
      .filter((a) => !a.deleted && a.parts?.length && a.path.split('/').length > 3)
      .slice(0, 3);
    const released = giving.map((a) => ({ path: a.path, parts: [a.parts![0]!] }));
    const after = areas.map((a) => {
      const gives = released.find((g) => g.path === a.path);
      return gives ? { ...a, parts: a.parts!.filter((p) => p !== gives.parts[0]) } : a;
    });
    await t.db.transaction(async (tx) => {
      await insert(tx, admin, after.map(areaRow));
      await moveHome(tx, {
        primaries: [
          {
            kind: 'released',
            areas: released.map((g) => ({ ...g, anchor: regionOf(g.path) })),
          },
        ],
        entries: [],
      });
    });
    const now = await scopes();
    for (const v of voters) {
      const at = placed.get(v.id)!;
      const from = released.find((g) => g.parts[0] === v.part && scopeContains(g.path, at));
      const expected = from ? homeOf(v, regionOf(from.path), after) : at;
      expect(now.get(v.id), `part ${v.part} of AC ${v.assembly} released from '${at}'`).toBe(
        expected,
      );
    }
  });
});
