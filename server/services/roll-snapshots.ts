// The published roll part by part (issue 45): a first sync takes each part's voters as one
// file instead of a thousand pull rows. A snapshot holds the live voters of one area (scope)
// and part whose version is at most its own; it is addressed by the three, so its bytes never
// change and every phone of the area (and any cache between) shares it. The phone's pull then
// names the set it took and leaves out exactly those voters: a voter changed since has a higher
// version and comes by the pull as before, so nothing is missed and nothing comes twice.
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type {
  SnapshotChange,
  SnapshotHeld,
  SnapshotManifest,
  SnapshotPart,
  SyncRow,
} from '../../src/domain/sync-protocol.ts';
import { scopeContains } from '../../src/domain/scope.ts';
import type { Queryable } from '../db/database.ts';
import type { Caller } from './access.ts';
import { effectiveScope } from './access.ts';
import type { RecordRow } from './sync-store.ts';
import { RECORD_COLUMNS, toSyncRow } from './sync-store.ts';

const gzipAsync = promisify(gzip);

/**
 * When files pay: a part of fewer live voters comes by the pull (a file would save nothing),
 * and so does a whole view of fewer (a booth's 1,200 voters: its first pull page of 100 shows
 * the phone's first screen sooner than a file of them all, and the pull is no slower there —
 * bench:field, results/field-first-sync.md). Tests lower them to exercise files on small rolls.
 */
export const SNAPSHOT_MINIMUM = { partVoters: 50, viewVoters: 5_000 };

/** Sets older than this are dropped: a first sync that has not finished by then starts again. */
const SET_DAYS = 30;

/** The key of a part in a set's `parts` (and in the pull's lookup). */
export const partKey = (scope: string, part: number): string => `${scope}|${part}`;

/** SQL: live voter rows of the area `scope` covers (all for an admin's ''). */
function areaCondition(scope: string, first: number): { sql: string; params: unknown[] } {
  if (scope === '') return { sql: 'TRUE', params: [] };
  return {
    sql: `(scope = $${first} OR (scope >= $${first + 1} AND scope < $${first + 2}))`,
    params: [scope, `${scope}/`, `${scope}0`],
  };
}

/**
 * The parts of the caller's area worth a snapshot, each at its newest version, registered as
 * a set the caller's pull can name. A caller without an area gets none (they see only their
 * own records, which the pull brings).
 */
export async function snapshotManifest(
  db: Queryable,
  caller: Caller,
): Promise<Omit<SnapshotManifest, 'token'>> {
  const scope = effectiveScope(caller);
  if (scope === null) return { set: null, parts: [] };
  const area = areaCondition(scope, 2);
  const { rows } = await db.query<{ scope: string; part: number; voters: string; top: string }>(
    `SELECT scope, (fields ->> 'partNumber')::int AS part, count(*) AS voters, max(version) AS top
     FROM records
     WHERE tbl = 'voters' AND NOT deleted AND jsonb_typeof(fields -> 'partNumber') = 'number'
       AND ${area.sql}
     GROUP BY 1, 2 HAVING count(*) >= $1
     ORDER BY 2, 1`,
    [SNAPSHOT_MINIMUM.partVoters, ...area.params],
  );
  const parts: SnapshotPart[] = rows.map((r) => ({
    scope: r.scope,
    part: Number(r.part),
    version: Number(r.top),
    voters: Number(r.voters),
  }));
  const voters = parts.reduce((n, p) => n + p.voters, 0);
  if (parts.length === 0 || voters < SNAPSHOT_MINIMUM.viewVoters) return { set: null, parts: [] };
  return { set: await registerSet(db, caller, parts), parts };
}

/** Store a set of parts ({key: version}) for the caller's pulls; its id. */
async function registerSet(db: Queryable, caller: Caller, parts: SnapshotHeld[]): Promise<string> {
  const set = randomUUID();
  const keyed = Object.fromEntries(parts.map((p) => [partKey(p.scope, p.part), p.version]));
  await db.query(`DELETE FROM sync_snapshot_sets WHERE created_at < now() - $1::interval`, [
    `${SET_DAYS} days`,
  ]);
  await db.query(`INSERT INTO sync_snapshot_sets (id, user_id, parts) VALUES ($1, $2, $3)`, [
    set,
    caller.id,
    JSON.stringify(keyed),
  ]);
  return set;
}

/** The held parts inside the caller's area, by key (a part outside it is not theirs to name). */
function heldInArea(caller: Caller, held: readonly SnapshotHeld[]): Record<string, number> | null {
  const own = effectiveScope(caller);
  if (own === null) return null;
  const keyed: Record<string, number> = {};
  for (const p of held)
    if (scopeContains(own, p.scope)) keyed[partKey(p.scope, p.part)] = p.version;
  return keyed;
}

/**
 * A new edition of the roll (step 3, docs/decisions/roll-snapshots.md): the parts of the
 * caller's area worth a file, and every part the phone holds that still has live voters, each
 * at its newest version, with how many of its voters were written (edited, cut, deleted, moved
 * in) since the version the phone holds. The phone takes again the parts that changed much and
 * registers the files it then holds (`registerSnapshotSet`). One pass over the area's voters:
 * asked only by a sync with more than a page to pull.
 */
export async function snapshotChanges(
  db: Queryable,
  caller: Caller,
  held: readonly SnapshotHeld[],
): Promise<SnapshotChange[]> {
  const scope = effectiveScope(caller);
  const keyed = heldInArea(caller, held);
  if (scope === null || keyed === null) return [];
  const area = areaCondition(scope, 3);
  const key = `(scope || '|' || (fields ->> 'partNumber'))`;
  const { rows } = await db.query<{
    scope: string;
    part: number;
    voters: string;
    top: string;
    changed: string;
    held: string | null;
  }>(
    `SELECT scope, (fields ->> 'partNumber')::int AS part,
       count(*) FILTER (WHERE NOT deleted) AS voters,
       max(version) FILTER (WHERE NOT deleted) AS top,
       count(*) FILTER (WHERE version > coalesce(($2::jsonb ->> ${key})::bigint, 0)) AS changed,
       max(($2::jsonb ->> ${key})::bigint) AS held
     FROM records
     WHERE tbl = 'voters' AND jsonb_typeof(fields -> 'partNumber') = 'number' AND ${area.sql}
     GROUP BY 1, 2
     HAVING count(*) FILTER (WHERE NOT deleted) >= $1
       OR (count(*) FILTER (WHERE NOT deleted) > 0 AND max(($2::jsonb ->> ${key})::bigint) IS NOT NULL)
     ORDER BY 2, 1`,
    [SNAPSHOT_MINIMUM.partVoters, JSON.stringify(keyed), ...area.params],
  );
  return rows.map((r) => ({
    scope: r.scope,
    part: Number(r.part),
    version: Number(r.top),
    voters: Number(r.voters),
    held: Number(r.held ?? 0),
    changed: Number(r.changed),
  }));
}

/**
 * Register the part files a phone holds now as a set its pulls name. Only parts of the caller's
 * area count; a set only ever leaves rows out of the caller's own pulls, never adds any.
 */
export async function registerSnapshotSet(
  db: Queryable,
  caller: Caller,
  held: readonly SnapshotHeld[],
): Promise<string | null> {
  const keyed = heldInArea(caller, held);
  if (keyed === null) return null;
  const parts = Object.entries(keyed).map(([key, version]) => {
    const cut = key.lastIndexOf('|');
    return { scope: key.slice(0, cut), part: Number(key.slice(cut + 1)), version };
  });
  return registerSet(db, caller, parts);
}

/** The parts of a set the caller made ({key: version}), or null when it is not theirs or gone. */
export async function snapshotSet(
  db: Queryable,
  caller: Caller,
  id: string,
): Promise<Record<string, number> | null> {
  const { rows } = await db.query<{ parts: Record<string, number> }>(
    'SELECT parts FROM sync_snapshot_sets WHERE id = $1 AND user_id = $2',
    [id, caller.id],
  );
  return rows[0]?.parts ?? null;
}

/**
 * SQL for the pull: true for a row a set's snapshot holds (a live voter of a listed part at or
 * below the part's version). `$n` is the set's parts as jsonb; a key lookup per row.
 */
export const heldBySnapshot = (n: number): string =>
  `(tbl = 'voters' AND NOT deleted AND coalesce(($${n}::jsonb ->> (scope || '|' || (fields ->> 'partNumber')))::bigint, 0) >= version)`;

/** Built files, newest last; a few hundred parts of an assembly fit in tens of MB. */
const built = new Map<string, Promise<Buffer>>();
const BUILT_KEPT = 600;

function remember(key: string, file: Promise<Buffer>): Promise<Buffer> {
  built.set(key, file);
  if (built.size > BUILT_KEPT) built.delete(built.keys().next().value!);
  file.catch(() => built.delete(key));
  return file;
}

/** The rows of one part's snapshot, in (version, id) order. */
export async function snapshotRows(
  db: Queryable,
  scope: string,
  part: number,
  version: number,
): Promise<SyncRow[]> {
  // fields -> 'partNumber' as jsonb: the part-and-serial index (migration 024) answers it.
  const { rows } = await db.query<RecordRow>(
    `SELECT ${RECORD_COLUMNS} FROM records
     WHERE tbl = 'voters' AND NOT deleted AND scope = $1
       AND fields -> 'partNumber' = to_jsonb($2::int) AND version <= $3
     ORDER BY version, id`,
    [scope, part, version],
  );
  return rows.map(toSyncRow);
}

/**
 * One part's snapshot as gzip-compressed JSON (`{rows}`), or null when the caller may not see
 * the area. Built once per (scope, part, version) and kept: the same bytes for every phone.
 */
export function snapshotFile(
  db: Queryable,
  caller: Caller,
  query: { scope: string; part: number; version: number },
): Promise<Buffer> | null {
  const own = effectiveScope(caller);
  if (own === null || !scopeContains(own, query.scope)) return null;
  const key = `${partKey(query.scope, query.part)}|${query.version}`;
  const have = built.get(key);
  if (have) return have;
  return remember(
    key,
    snapshotRows(db, query.scope, query.part, query.version).then((rows) =>
      gzipAsync(JSON.stringify({ rows }), { level: 6 }),
    ),
  );
}
