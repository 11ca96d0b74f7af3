// GET /api/sync/pull: rows after the cursor inside the caller's view, in (version, id) order,
// one page at a time, tombstones included (also for records that moved out of the view). The
// cursor is opaque to clients: it carries the position and a tag of (database epoch, user,
// scope), so a cursor from another database, user or scope is not trusted and the answer
// starts again from zero with reset: true. A cursor of an epoch this database was restored
// from is trusted up to the version the restore kept.
import { createHash } from 'node:crypto';
import type { PullRemaining, PullResponse } from '../../src/domain/sync-protocol.ts';
import { UUID_PATTERN } from '../../src/domain/ids.ts';
import type { Queryable } from '../db/database.ts';
import type { Caller } from './access.ts';
import { effectiveScope, visibleCondition } from './access.ts';
import { heldBySnapshot, snapshotSet } from './roll-snapshots.ts';
import type { SyncEpoch } from './sync-epoch.ts';
import type { RecordRow } from './sync-store.ts';
import { RECORD_COLUMNS, toSyncRow } from './sync-store.ts';

const NIL = '00000000-0000-0000-0000-000000000000';
/** After every id: a cursor at (version, MAX_ID) has passed every row of that version. */
const MAX_ID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';

type Position = { version: number; id: string };

/** What the cursor is bound to: this database, this user, this user's view. */
export function cursorTag(epoch: string, caller: Caller): string {
  const view = `${epoch}|${caller.id}|${effectiveScope(caller) ?? '~'}`;
  return createHash('sha256').update(view).digest('base64url').slice(0, 16);
}

export function encodeCursor(pos: Position, tag: string): string {
  return Buffer.from(`1.${pos.version}.${pos.id}.${tag}`).toString('base64url');
}

/** A tag of an ancestor epoch, usable for cursors at or below `upToVersion`. */
export type AncestorTag = { tag: string; upToVersion: number };

/**
 * The position to continue from; `reset` when the cursor cannot be used. `ancestors` are the
 * tags of epochs this database was restored from: their cursors are good up to the version
 * the restore kept, and past it (they saw writes the restore threw away) they reset.
 */
export function decodeCursor(
  cursor: string,
  tag: string,
  ancestors: AncestorTag[] = [],
): Position & { reset: boolean } {
  const start = { version: 0, id: NIL };
  if (cursor === '') return { ...start, reset: false };
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('.');
  const [format, version, id, got] = parts;
  const wellFormed =
    parts.length === 4 &&
    format === '1' &&
    /^\d{1,15}$/.test(version ?? '') &&
    UUID_PATTERN.test(id ?? '');
  const at = Number(version);
  const usable =
    wellFormed && (got === tag || ancestors.some((a) => a.tag === got && at <= a.upToVersion));
  return usable ? { version: at, id: id!, reset: false } : { ...start, reset: true };
}

/**
 * The page query: up to `limit` rows visible by area after `from`, in (version, id) order.
 * Chat rows are not seen by area (chat-access.ts): pullQuery adds a member's.
 */
export function pageQuery(
  caller: Caller,
  from: Position,
  limit: number,
  held: Record<string, number> | null = null,
): { sql: string; params: unknown[] } {
  const visible = visibleCondition(caller, 4);
  const n = 4 + visible.params.length;
  return {
    sql: `SELECT ${RECORD_COLUMNS} FROM records
     WHERE (version, id) > ($1, $2::uuid) AND chat_group IS NULL AND ${visible.sql}
       ${held ? `AND NOT ${heldBySnapshot(n)}` : ''}
     ORDER BY version, id LIMIT $3`,
    params: [
      from.version,
      from.id,
      limit,
      ...visible.params,
      ...(held ? [JSON.stringify(held)] : []),
    ],
  };
}

/**
 * The page over all three: the area rows, the caller's chat rows, and a tombstone for each
 * record that moved out of the caller's area (record_exits, written for the caller's place by
 * record-homes.ts; never for the record's owner): ordered runs of
 * one (version, id) order merged in ONE statement, so all see the same snapshot (separate
 * statements could straddle a push's commit and move the cursor past a row one did not see).
 * An exit row has the version of the move, so it comes exactly where the phone must drop its
 * copy; a caller who still sees the record gets the moved row itself at that version instead.
 */
export function pullQuery(
  caller: Caller,
  from: Position,
  limit: number,
  held: Record<string, number> | null = null,
): { sql: string; params: unknown[] } {
  const area = pageQuery(caller, from, limit, held);
  const me = `$${area.params.length + 1}`;
  // The admin sees everywhere and a caller without a scope only their own: no exits for them.
  const scope = effectiveScope(caller);
  const place = `$${area.params.length + 2}`;
  const exits = scope
    ? `UNION ALL
     (SELECT tbl, id, version, from_scope AS scope, owner_id, true AS deleted,
        moved_at AS updated_at, '{}'::jsonb AS fields, true AS left_area
      FROM record_exits
      WHERE scope = ${place} AND owner_id <> ${me} AND (version, id) > ($1, $2::uuid)
      ORDER BY version, id LIMIT $3)`
    : '';
  return {
    sql: `SELECT * FROM ((SELECT *, false AS left_area FROM (${area.sql}) a)
     UNION ALL
     (SELECT ${RECORD_COLUMNS}, false AS left_area FROM records
      WHERE chat_group IN (SELECT group_id FROM chat_members WHERE user_id = ${me})
        AND (version, id) > ($1, $2::uuid)
      ORDER BY version, id LIMIT $3)
     ${exits}) page
     ORDER BY version, id LIMIT $3`,
    params: [...area.params, caller.id, ...(scope ? [scope] : [])],
  };
}

/**
 * What is left in the caller's area after `from` (the page's own rows included): every row, and
 * the voters among them. Read only when a client asks (a first sync's progress bar), once per
 * pull: over a whole assembly it counts every row of it (PGlite: tens of milliseconds per
 * 100,000), after a recent cursor a few through the version index.
 */
export async function remainingAfter(
  db: Queryable,
  caller: Caller,
  from: Position,
  held: Record<string, number> | null = null,
): Promise<PullRemaining> {
  const visible = visibleCondition(caller, 3);
  const n = 3 + visible.params.length;
  const { rows } = await db.query<{ rows: string; voters: string }>(
    `SELECT count(*) AS rows, count(*) FILTER (WHERE tbl = 'voters') AS voters FROM records
     WHERE (version, id) > ($1, $2::uuid) AND chat_group IS NULL AND ${visible.sql}
       ${held ? `AND NOT ${heldBySnapshot(n)}` : ''}`,
    [from.version, from.id, ...visible.params, ...(held ? [JSON.stringify(held)] : [])],
  );
  return { rows: Number(rows[0]?.rows ?? 0), voters: Number(rows[0]?.voters ?? 0) };
}

async function newestVersion(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ top: string | null }>(
    'SELECT max(version) AS top FROM records',
  );
  return Number(rows[0]?.top ?? 0);
}

export async function pullPage(
  db: Queryable,
  caller: Caller,
  epoch: SyncEpoch,
  query: { cursor: string; limit: number; count?: number; snapshots?: string },
): Promise<Omit<PullResponse, 'token'>> {
  const tag = cursorTag(epoch.current, caller);
  const ancestors = epoch.ancestors.map((a) => ({
    tag: cursorTag(a.epoch, caller),
    upToVersion: a.upToVersion,
  }));
  const from = decodeCursor(query.cursor, tag, ancestors);
  // A reset starts from nothing: the phone drops its copies, snapshots included.
  const held =
    query.snapshots && !from.reset ? await snapshotSet(db, caller, query.snapshots) : null;
  // Read before the page: every row at or below it was committed before (versions are taken
  // under the version lock and commit in order), so a last page may move the cursor past it.
  const top = held ? await newestVersion(db) : 0;
  const page = pullQuery(caller, from, query.limit + 1, held);
  const { rows } = await db.query<RecordRow & { left_area: boolean }>(page.sql, page.params);
  const found = rows
    .slice(0, query.limit)
    .map((r) => (r.left_area ? { ...toSyncRow(r), leftArea: true as const } : toSyncRow(r)));
  const last = found[found.length - 1];
  const hasMore = rows.length > query.limit;
  let next: Position = last ? { version: last.version, id: last.id } : from;
  // With a set, the rows after the last one sent may all be voters the phone took as files:
  // past them, or every later pull would read through them again.
  if (held && !hasMore && top > next.version) next = { version: top, id: MAX_ID };
  return {
    rows: found,
    cursor: encodeCursor(next, tag),
    hasMore,
    reset: from.reset,
    ...(query.count ? { remaining: await remainingAfter(db, caller, from, held) } : {}),
  };
}
