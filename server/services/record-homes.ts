// Records follow their booth (issues 20 and 43): the server moves voters and pannas to the home
// their part and assembly give (src/domain/roll-home.ts, the same rule in SQL), and visits and
// vote marks to their voter's scope. Each move is a new version under the version lock, plus exit rows
// (record_exits) for the places on the path down to where the record was that do not hold
// where it went: their phones get a tombstone (sync-pull.ts). Every statement here is
// set-based: one statement moves any number of rows.
import { PART_HOMED_TABLES, VOTER_HOMED_TABLES } from '../../src/domain/roll-home.ts';
import type { Queryable } from '../db/database.ts';
import { MOVE_TALLIES_CTES } from './field-tallies.ts';
import { lockVersions } from './sync-store.ts';

/** Which voters and pannas to look at. */
export type HomeSelection =
  | { kind: 'all' }
  | { kind: 'ids'; ids: string[] }
  /**
   * Records about these parts (null: any part) at these scopes or inside these subtrees: those
   * whose home an area change may have changed (push-homes.ts).
   */
  | { kind: 'areas'; parts: number[] | null; scopes: string[]; subtrees: string[] }
  /**
   * Records of parts these areas stopped listing, at each area or below it: they are placed
   * again from the area's assembly (`anchor`), so they leave the area that gave the part up.
   */
  | { kind: 'released'; areas: { path: string; anchor: string; parts: number[] }[] }
  | { kind: 'owner'; ownerId: string; scope: string };

/** Which visits and vote marks to put with their voter. */
export type EntrySelection =
  | { kind: 'all' }
  | { kind: 'some'; voterIds: string[]; ids: string[] }
  | { kind: 'owner'; ownerId: string; scope: string };

type Sql = { param(value: unknown): string; params: unknown[] };

function sqlParams(): Sql {
  const params: unknown[] = [];
  return { params, param: (value) => `$${params.push(value)}` };
}

/** A table list as SQL: `('visits', 'voteMarks')`. */
export const sqlTables = (tables: readonly string[]) =>
  `(${tables.map((t) => `'${t}'`).join(', ')})`;

const PART_HOMED = `tbl IN ${sqlTables(PART_HOMED_TABLES)}`;
// Spelled as the partial index records_voter_entries_idx is (020_follow_ups.sql).
const VOTER_HOMED = `tbl IN ${sqlTables(VOTER_HOMED_TABLES)}`;

/**
 * Records at '' belong to an account without a place (only they and the admin see them) until
 * someone claims it; they stay there. The admin's own records at '' are placed like any.
 */
const mayMove = (alias: string) =>
  `(${alias}.scope <> '' OR ${alias}.owner_id IN (SELECT id FROM users WHERE role = 'admin'))`;

/** `inner` (a scope column) is `outer` or below it; the range lets the scope index serve. */
const inside = (outer: string, inner: string) =>
  `(${inner} >= ${outer} AND ${inner} < (CASE WHEN ${outer} = '' THEN '~' ELSE ${outer} || '0' END)
    AND (${outer} = '' OR ${inner} = ${outer} OR left(${inner}, length(${outer}) + 1) = ${outer} || '/'))`;

/**
 * The selected records, each with the place its home is reckoned from (`anchor`: where it is,
 * or for a released record its old area's assembly) and the parts it must name to be moved
 * (`want`, a JSON array; NULL: any).
 */
function primaries(sel: HomeSelection, q: Sql): string {
  const cols = 'tbl, id, scope, owner_id, fields';
  const plain = (want = 'NULL::jsonb') =>
    `SELECT ${cols}, scope AS anchor, ${want} AS want FROM records WHERE ${PART_HOMED} AND NOT deleted`;
  if (sel.kind === 'all') return plain();
  if (sel.kind === 'ids') return `${plain()} AND id = ANY(${q.param(sel.ids)}::uuid[])`;
  if (sel.kind === 'owner')
    return `${plain()} AND owner_id = ${q.param(sel.ownerId)} AND scope = ${q.param(sel.scope)}`;
  const r = cols.replace(/(\w+)/g, 'r.$1');
  if (sel.kind === 'released')
    return `SELECT DISTINCT ON (r.tbl, r.id) ${r}, x.anchor, x.parts AS want
      FROM jsonb_to_recordset(${q.param(JSON.stringify(sel.areas))}::jsonb)
        AS x(path text, anchor text, parts jsonb)
      JOIN records r ON ${inside('x.path', 'r.scope')}
      WHERE r.${PART_HOMED} AND NOT r.deleted`;
  const want = sel.parts === null ? 'NULL::jsonb' : `${q.param(JSON.stringify(sel.parts))}::jsonb`;
  // One index range per assembly subtree: scope >= 'a/b/c' AND scope < 'a/b/c0'.
  return `${plain(want)} AND scope = ANY(${q.param(sel.scopes)}::text[])
    UNION ALL
    SELECT ${r}, r.scope, ${want} FROM unnest(${q.param(sel.subtrees)}::text[]) AS t(base)
    JOIN records r ON ${inside('t.base', 'r.scope')}
    WHERE r.${PART_HOMED} AND NOT r.deleted`;
}

function entries(sel: EntrySelection, q: Sql): string {
  const cols = `tbl, id, scope, owner_id, fields ->> 'voterId' AS voter_id`;
  const base = `SELECT ${cols} FROM records WHERE ${VOTER_HOMED}`;
  if (sel.kind === 'all') return base;
  if (sel.kind === 'owner')
    return `${base} AND owner_id = ${q.param(sel.ownerId)} AND scope = ${q.param(sel.scope)}`;
  return `${base} AND lower(fields ->> 'voterId') = ANY(${q.param(sel.voterIds)}::text[])
    UNION
    ${base} AND id = ANY(${q.param(sel.ids)}::uuid[])`;
}

/**
 * The UPDATE and exit rows of a statement with a `moves` CTE; `fresh`: the parameter holding
 * the ids nobody has seen yet, null when nobody could have seen any of them.
 */
function moveAndLog(fresh: string | null): string {
  const moved = `moved AS (
    UPDATE records r SET scope = x.to_scope, version = nextval('record_version_seq'), updated_at = now()
    FROM moves x WHERE r.tbl = x.tbl AND r.id = x.id
    RETURNING r.tbl, r.id, r.version, r.owner_id, x.from_scope, x.to_scope
  )`;
  if (fresh === null) return moved;
  return `${moved},
  exits AS (
    INSERT INTO record_exits (scope, version, tbl, id, owner_id, from_scope, to_scope)
    SELECT p.scope, m.version, m.tbl, m.id, m.owner_id, m.from_scope, m.to_scope
    FROM moved m CROSS JOIN LATERAL (
      SELECT array_to_string(s.seg[1:k], '/') AS scope
      FROM (SELECT string_to_array(m.from_scope, '/') AS seg) s,
        generate_series(1, coalesce(array_length(s.seg, 1), 0)) AS k
    ) p
    WHERE NOT (m.id = ANY(${fresh}::uuid[]))
      AND m.to_scope <> p.scope AND left(m.to_scope, length(p.scope) + 1) <> p.scope || '/'
  )`;
}

const SCOPES_MOVED = `SELECT DISTINCT scope FROM (
    SELECT from_scope AS scope FROM moved UNION ALL SELECT to_scope FROM moved) s`;

/** An area's assembly number (AC no.), NULL when it has none. */
const AREA_NUMBER = `(CASE WHEN jsonb_typeof(a.fields -> 'number') = 'number'
  THEN (a.fields ->> 'number')::numeric END)`;
const ASSEMBLY_OF = (path: string) => `substring(${path} FROM '^[^/]+/[^/]+/[^/]+')`;

/**
 * The rule of roll-home.ts (assemblyFor, homeOf) over the `cand` CTE: `assemblies` gives each
 * anchor and assembly number the assembly its records belong to (NULL: none can be told),
 * `holders` each assembly and part its live areas listing the part, `placed` each record's home.
 */
const HOMES_CTES = `anchors AS MATERIALIZED (
      SELECT DISTINCT anchor, asm, asm_key, ${ASSEMBLY_OF('anchor')} AS own FROM cand
    ),
    assemblies AS MATERIALIZED (
      SELECT p.anchor, p.asm_key, CASE
        -- At assembly depth or below: its own assembly, unless that one's number is another.
        WHEN p.own IS NOT NULL THEN CASE WHEN p.asm IS NULL OR NOT EXISTS (
            SELECT 1 FROM records a WHERE a.tbl = 'areas' AND NOT a.deleted AND a.scope = p.own
              AND ${AREA_NUMBER} <> p.asm) THEN p.own END
        -- Above: the one assembly inside it with the record's number, or, without a number,
        -- the one assembly anything inside it lies in.
        ELSE (SELECT CASE WHEN count(DISTINCT k.assembly) = 1 THEN min(k.assembly) END
          FROM (SELECT CASE WHEN p.asm IS NULL THEN ${ASSEMBLY_OF('a.scope')}
              WHEN a.scope ~ '^[^/]+/[^/]+/[^/]+$' AND ${AREA_NUMBER} = p.asm THEN a.scope
              END AS assembly
            FROM records a
            WHERE a.tbl = 'areas' AND NOT a.deleted AND ${inside('p.anchor', 'a.scope')}) k)
        END AS assembly
      FROM anchors p
    ),
    holders AS MATERIALIZED (
      SELECT p.assembly, p.part, b.n, b.path FROM (
        SELECT DISTINCT s.assembly, c.part FROM cand c
        JOIN assemblies s ON s.anchor = c.anchor AND s.asm_key = c.asm_key
        WHERE s.assembly IS NOT NULL
      ) p CROSS JOIN LATERAL (
        SELECT count(*) AS n, min(a.scope) AS path FROM records a
        WHERE a.tbl = 'areas' AND NOT a.deleted AND ${inside('p.assembly', 'a.scope')}
          AND jsonb_typeof(a.fields -> 'parts') = 'array'
          AND a.fields -> 'parts' @> to_jsonb(p.part)
      ) b
    ),
    placed AS (
      SELECT c.tbl, c.id, c.scope AS from_scope,
        CASE WHEN h.n = 1 THEN h.path ELSE c.anchor END AS to_scope
      FROM cand c
      JOIN assemblies s ON s.anchor = c.anchor AND s.asm_key = c.asm_key
      LEFT JOIN holders h ON h.assembly = s.assembly AND h.part = c.part
    )`;

/**
 * Move the selected voters and pannas home, the visits and marks of the voters that moved
 * with them, and the field tallies of those voters. Returns the scopes left and entered.
 */
async function movePrimaries(
  tx: Queryable,
  sel: HomeSelection,
  fresh: readonly string[] | null,
): Promise<string[]> {
  const q = sqlParams();
  const source = primaries(sel, q);
  const freshParam = fresh && q.param(fresh);
  const { rows } = await tx.query<{ scope: string }>(
    `WITH cand AS (
      SELECT *, coalesce(asm::text, '') AS asm_key FROM (
        SELECT tbl, id, scope, anchor, want, trunc((fields ->> 'partNumber')::numeric) AS part,
          CASE WHEN jsonb_typeof(fields -> 'assemblyNumber') = 'number'
            THEN trunc((fields ->> 'assemblyNumber')::numeric) END AS asm
        FROM (${source}) src
        WHERE jsonb_typeof(src.fields -> 'partNumber') = 'number' AND ${mayMove('src')}
      ) c WHERE c.want IS NULL OR c.want @> to_jsonb(c.part)
    ),
    ${HOMES_CTES},
    voter_moves AS (
      SELECT tbl, id, from_scope, to_scope FROM placed WHERE to_scope <> from_scope
    ),
    entry_moves AS (
      SELECT e.tbl, e.id, e.scope AS from_scope, m.to_scope
      FROM voter_moves m
      JOIN records e ON e.${VOTER_HOMED} AND lower(e.fields ->> 'voterId') = m.id::text
      WHERE m.tbl = 'voters' AND e.scope <> m.to_scope AND ${mayMove('e')}
    ),
    moves AS (SELECT * FROM voter_moves UNION ALL SELECT * FROM entry_moves),
    ${moveAndLog(freshParam)},
    ${MOVE_TALLIES_CTES}
    ${SCOPES_MOVED}`,
    q.params,
  );
  return rows.map((r) => r.scope);
}

/** Put the selected visits and marks where their (live) voter is. */
async function moveEntries(
  tx: Queryable,
  sel: EntrySelection,
  fresh: readonly string[] | null,
): Promise<string[]> {
  const q = sqlParams();
  const source = entries(sel, q);
  const freshParam = fresh && q.param(fresh);
  const { rows } = await tx.query<{ scope: string }>(
    `WITH moves AS (
      SELECT e.tbl, e.id, e.scope AS from_scope, v.scope AS to_scope
      FROM (${source}) e
      JOIN records v ON v.tbl = 'voters' AND v.id = e.voter_id::uuid
      WHERE NOT v.deleted AND e.scope <> v.scope AND ${mayMove('e')}
    ),
    ${moveAndLog(freshParam)}
    ${SCOPES_MOVED}`,
    q.params,
  );
  return rows.map((r) => r.scope);
}

export type HomeWork = {
  primaries: HomeSelection[];
  entries: EntrySelection[];
  /**
   * Records created in this transaction: nobody has a copy to drop, so no exit rows. 'all'
   * when no phone but the owner's and the admin's could have any of them (a claim).
   */
  fresh?: readonly string[] | 'all';
};

/**
 * Move records home. Call inside a transaction holding the version lock (takes it if not:
 * advisory locks are reentrant). Returns the scopes records left or entered, for pokes.
 */
export async function moveHome(tx: Queryable, work: HomeWork): Promise<string[]> {
  if (!work.primaries.length && !work.entries.length) return [];
  await lockVersions(tx);
  const fresh = work.fresh === 'all' ? null : [...(work.fresh ?? [])];
  const scopes = new Set<string>();
  for (const sel of work.primaries)
    for (const s of await movePrimaries(tx, sel, fresh)) scopes.add(s);
  for (const sel of work.entries) for (const s of await moveEntries(tx, sel, fresh)) scopes.add(s);
  return [...scopes];
}

/** Every record home: after the migration that brings the rule, and after a restore. */
export async function rehomeAll(tx: Queryable): Promise<void> {
  await moveHome(tx, { primaries: [{ kind: 'all' }], entries: [{ kind: 'all' }] });
}

/**
 * A claimed account's records, which sat at '' (seen by their owner and the admin only), move
 * to its new scope with their tallies, then home from there. Nobody else had a copy: no exits.
 */
export async function placeClaimed(
  tx: Queryable,
  ownerId: string,
  scope: string,
): Promise<string[]> {
  await lockVersions(tx);
  await tx.query(
    `WITH moves AS (
      SELECT tbl, id, scope AS from_scope, $2::text AS to_scope FROM records
      WHERE owner_id = $1 AND scope = ''
    ),
    moved AS (
      UPDATE records r SET scope = x.to_scope, version = nextval('record_version_seq'), updated_at = now()
      FROM moves x WHERE r.tbl = x.tbl AND r.id = x.id RETURNING r.id
    ),
    ${MOVE_TALLIES_CTES}
    SELECT count(*) FROM moved`,
    [ownerId, scope],
  );
  const sel = { kind: 'owner', ownerId, scope } as const;
  return moveHome(tx, { primaries: [sel], entries: [sel], fresh: 'all' });
}
