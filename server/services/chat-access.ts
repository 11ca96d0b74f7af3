// Group chat is private to its members (issue 10), whatever their place in the organisation:
// an admin or a coordinator above a booth does not read that booth's groups. A group's members
// are the accounts in its `memberIds` plus its creator; a message belongs to its group and is
// seen by that group's members. Everything else about chat records (versions, push rules,
// tombstones) is the generic sync of sync-push.ts.
import type { SyncTable } from '../../src/domain/sync-protocol.ts';
import type { Queryable } from '../db/database.ts';
import type { Caller } from './access.ts';
import { effectiveScope } from './access.ts';
import type { RecordState } from './sync-store.ts';
import { recordKey } from './sync-store.ts';

export const CHAT_TABLES: readonly SyncTable[] = ['chatGroups', 'chatMessages'];

export const isChatTable = (table: string): boolean =>
  table === 'chatGroups' || table === 'chatMessages';

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The members of a group record: its listed accounts and its creator. */
export function groupMembers(group: Pick<RecordState, 'ownerId' | 'fields'>): Set<string> {
  return new Set([group.ownerId, ...ids(group.fields.memberIds).map((id) => id.toLowerCase())]);
}

/** The group a chat record belongs to (a group to itself); null for other tables. */
export function chatGroupOf(state: Pick<RecordState, 'table' | 'id' | 'fields'>): string | null {
  if (state.table === 'chatGroups') return state.id;
  if (state.table !== 'chatMessages') return null;
  const groupId = state.fields.groupId;
  return typeof groupId === 'string' ? groupId.toLowerCase() : null;
}

/** The group of a message, as the batch or the database has it. */
export const groupState = (
  states: ReadonlyMap<string, RecordState>,
  groupId: string | null,
): RecordState | undefined => (groupId ? states.get(recordKey('chatGroups', groupId)) : undefined);

/**
 * SQL condition "this user account is someone the caller may chat with", over `users` columns
 * `id` and `scope`, parameters from `$first`: the people of the caller's area (their subtree)
 * and those above it (the coordinators whose area holds theirs). Admin: everyone.
 */
export function chatPeopleCondition(
  caller: Caller,
  first: number,
): { sql: string; params: unknown[] } {
  const scope = effectiveScope(caller);
  if (scope === '') return { sql: 'TRUE', params: [] };
  if (scope === null) return { sql: `id = $${first}`, params: [caller.id] };
  const above = scope.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'));
  return {
    sql: `(id = $${first} OR role = 'admin' OR scope = ANY($${first + 1}::text[])
      OR (scope COLLATE "C" >= $${first + 2} AND scope COLLATE "C" < $${first + 3}))`,
    params: [caller.id, above, `${scope}/`, `${scope}0`],
  };
}

/** Which of `candidates` the caller may add to a group (active accounts they may chat with). */
export async function chatReachable(
  db: Queryable,
  caller: Caller,
  candidates: Iterable<string>,
): Promise<Set<string>> {
  const wanted = [...new Set(candidates)];
  if (!wanted.length) return new Set();
  const people = chatPeopleCondition(caller, 2);
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM users WHERE id = ANY($1::uuid[]) AND disabled_at IS NULL AND ${people.sql}`,
    [wanted, ...people.params],
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * After groups were written (inside the push, under the version lock): chat_members follows
 * their member lists, and the messages of a group that gained members get fresh versions, so
 * the new members' next pull brings the group's history (their cursor is past those rows).
 * A deleted group keeps its members: they must still receive its tombstone.
 */
export async function syncChatMembers(tx: Queryable, groups: RecordState[]): Promise<void> {
  const live = groups.filter((g) => g.table === 'chatGroups' && !g.deleted);
  if (!live.length) return;
  const pairs = live.flatMap((g) => [...groupMembers(g)].map((user) => ({ user, group: g.id })));
  const { rows: added } = await tx.query<{ group_id: string }>(
    `WITH wanted AS (
       SELECT x.user_id, x.group_id FROM jsonb_to_recordset($1::jsonb) AS x(user_id uuid, group_id uuid)
     ), removed AS (
       DELETE FROM chat_members m WHERE m.group_id = ANY($2::uuid[])
         AND NOT EXISTS (SELECT 1 FROM wanted w WHERE w.user_id = m.user_id AND w.group_id = m.group_id)
     )
     INSERT INTO chat_members (user_id, group_id) SELECT user_id, group_id FROM wanted
     ON CONFLICT DO NOTHING RETURNING group_id`,
    [
      JSON.stringify(pairs.map((p) => ({ user_id: p.user, group_id: p.group }))),
      live.map((g) => g.id),
    ],
  );
  const grown = [...new Set(added.map((r) => r.group_id))];
  if (!grown.length) return;
  await tx.query(
    `UPDATE records SET version = nextval('record_version_seq')
     WHERE chat_group = ANY($1::uuid[]) AND tbl = 'chatMessages'`,
    [grown],
  );
}
