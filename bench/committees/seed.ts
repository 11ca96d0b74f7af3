// A state for the committee report (issue 46), written in SQL straight into a migrated
// database: 75 districts, 403 assemblies spread over them, 4 blocks an assembly, 5 mandals a
// block, 20 booths a mandal (161,200 booths: Uttar Pradesh's scale), each level an area record
// as the app writes them; three team members a booth; each booth's committee status as the
// report reads it (about 70 % judged, 40 % complete, 15 % complete and verified, spread by a
// hash of the path); and one assembly's booths with twelve seats each (the default committee's
// fixed roles), a third of their members verified, so a mandal's booth list judges real seats.
import type { Queryable } from '../../server/db/database.ts';

export type StateShape = {
  districts: number;
  assemblies: number;
  blocks: number;
  mandals: number;
  booths: number;
};

export const FULL_STATE: StateShape = {
  districts: 75,
  assemblies: 403,
  blocks: 4,
  mandals: 5,
  booths: 20,
};
export const SMOKE_STATE: StateShape = {
  districts: 2,
  assemblies: 3,
  blocks: 2,
  mandals: 2,
  booths: 5,
};

export const boothCount = (s: StateShape) => s.assemblies * s.blocks * s.mandals * s.booths;

/** The paths of every level, from a numbers table: d<district>/a<assembly>/b…/m…/p…. */
const PATHS = (s: StateShape) => `
  WITH asm AS (SELECT a, (a - 1) % ${s.districts} + 1 AS d FROM generate_series(1, ${s.assemblies}) a),
  blk AS (SELECT asm.*, b FROM asm, generate_series(1, ${s.blocks}) b),
  man AS (SELECT blk.*, m FROM blk, generate_series(1, ${s.mandals}) m),
  boo AS (SELECT man.*, p FROM man, generate_series(1, ${s.booths}) p),
  levels AS (
    SELECT 'up' AS path, 'Uttar Pradesh' AS name
    UNION ALL SELECT 'up/d' || d, 'District ' || d FROM generate_series(1, ${s.districts}) d
    UNION ALL SELECT 'up/d' || d || '/a' || a, 'Assembly ' || a FROM asm
    UNION ALL SELECT 'up/d' || d || '/a' || a || '/b' || b, 'Block ' || b FROM blk
    UNION ALL SELECT 'up/d' || d || '/a' || a || '/b' || b || '/m' || m, 'Mandal ' || m FROM man
    UNION ALL SELECT 'up/d' || d || '/a' || a || '/b' || b || '/m' || m || '/p' || p,
                     'Booth ' || p FROM boo
  )`;

/** A uuid made from text, as stable as the app's deterministic ids (not the same ones). */
const uuidOf = (text: string) => `md5(${text})::uuid`;

export async function seedState(db: Queryable, s: StateShape, ownerId: string): Promise<void> {
  await db.query(
    `${PATHS(s)}
     INSERT INTO records (tbl, id, version, scope, owner_id, fields)
     SELECT 'areas', ${uuidOf(`'area:' || path`)}, nextval('record_version_seq'), path, $1,
            jsonb_build_object('path', path, 'name', name)
     FROM levels`,
    [ownerId],
  );
  // Three team members a booth (the members table is there, as in a real state).
  await db.query(
    `INSERT INTO records (tbl, id, version, scope, owner_id, fields)
     SELECT 'members', ${uuidOf(`'member:' || a.scope || ':' || k`)}, nextval('record_version_seq'),
            a.scope, $1,
            jsonb_build_object('level', 'booth', 'status', 'active', 'name', 'Member ' || k,
              'phone', (9000000000 + (abs(hashtext(a.scope)) % 90000000) * 10 + k)::text,
              'areaPath', a.scope)
     FROM records a, generate_series(1, 3) k
     WHERE a.tbl = 'areas' AND cardinality(string_to_array(a.scope, '/')) = 6`,
    [ownerId],
  );
  await db.query(
    `INSERT INTO committee_booth_status
       (booth_path, complete, verified, seats, verified_seats, definition_version)
     SELECT scope, h < 40, h < 15, 12, CASE WHEN h < 15 THEN 12 ELSE h % 12 END, 0
     FROM (SELECT scope, abs(hashtext(scope)) % 100 AS h FROM records
           WHERE tbl = 'areas' AND cardinality(string_to_array(scope, '/')) = 6) b
     WHERE h < 70`,
  );
}

const ROLES = [
  'president',
  'secretary',
  'bla',
  'whatsapp',
  'labharthi',
  'member',
  'member',
  'member',
  'member',
  'member',
  'panna-pramukh',
  'panna-pramukh',
];

/** Twelve seated members a booth of `assembly` (a path), a third of them verified by code. */
export async function seedSeats(db: Queryable, assembly: string, ownerId: string): Promise<number> {
  const roles = `ARRAY[${ROLES.map((r) => `'${r}'`).join(',')}]`;
  await db.query(
    `INSERT INTO records (tbl, id, version, scope, owner_id, fields)
     SELECT 'members', ${uuidOf(`'seat-member:' || a.scope || ':' || k`)},
            nextval('record_version_seq'), a.scope, $2,
            jsonb_build_object('level', 'booth', 'status', 'active', 'name', 'Seated ' || k,
              'phone', (8000000000 + (abs(hashtext(a.scope)) % 9000000) * 100 + k)::text,
              'areaPath', a.scope)
     FROM records a, generate_series(1, 12) k
     WHERE a.tbl = 'areas' AND a.scope LIKE $1 || '/%' AND cardinality(string_to_array(a.scope, '/')) = 6`,
    [assembly, ownerId],
  );
  const { rows } = await db.query<{ n: number }>(
    `WITH ins AS (
       INSERT INTO committee_seats (id, booth_path, role_id, member_id, gender)
       SELECT ${uuidOf(`'seat:' || a.scope || ':' || k`)}, a.scope, (${roles})[k],
              ${uuidOf(`'seat-member:' || a.scope || ':' || k`)},
              CASE WHEN k % 3 = 0 THEN 'female' ELSE 'male' END
       FROM records a, generate_series(1, 12) k
       WHERE a.tbl = 'areas' AND a.scope LIKE $1 || '/%'
         AND cardinality(string_to_array(a.scope, '/')) = 6
       RETURNING member_id
     ) SELECT count(*)::int AS n FROM ins`,
    [assembly],
  );
  await db.query(
    `INSERT INTO committee_verifications (member_id, method, verified_by)
     SELECT member_id, 'visit', $2 FROM committee_seats
     WHERE booth_path LIKE $1 || '/%' AND abs(hashtext(id::text)) % 3 = 0`,
    [assembly, ownerId],
  );
  return Number(rows[0]!.n);
}
