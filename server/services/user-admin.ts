// User management queries: the users a caller may see, and scope assignment.
import type { Database } from '../db/database.ts';
import { withConflictRetries } from '../db/retry.ts';
import type { UserSummary } from '../../src/domain/users.ts';
import type { UserRow } from './users.ts';
import type { Caller } from './access.ts';
import type { Change, EventBus } from './event-bus.ts';
import { lockVersions, USER_SCOPE_LOCK } from './sync-store.ts';
import { placeClaimed } from './record-homes.ts';
import { effectiveScope } from './access.ts';

export function toUserSummary(u: UserRow): UserSummary {
  return {
    id: u.id,
    firstName: u.first_name,
    lastName: u.last_name,
    email: u.email,
    role: u.role,
    scope: u.scope,
    status: u.disabled_at ? 'disabled' : 'active',
    phone: String(u.profile.phoneNo ?? ''),
    state: String(u.profile.state ?? ''),
    district: String(u.profile.district ?? ''),
    assembly: String(u.profile.assembly ?? ''),
    profileImage: String(u.profile.profileImage ?? ''),
  };
}

/**
 * Disable or enable an account. Disabling ends its event streams on every server at once; its
 * tokens are refused from the next request on (the guard reads disabled_at every time).
 */
export async function setUserStatus(
  db: Database,
  events: EventBus,
  target: UserRow,
  status: 'active' | 'disabled',
): Promise<UserRow> {
  const change: Change = { scopes: [], owners: [], users: [target.id] };
  const updated = await db.transaction(async (tx) => {
    const { rows } = await tx.query<UserRow>(
      `UPDATE users SET disabled_at = CASE WHEN $2 THEN coalesce(disabled_at, now()) END,
       updated_at = now() WHERE id = $1 RETURNING *`,
      [target.id, status === 'disabled'],
    );
    await events.notify(tx, change);
    return rows[0]!;
  });
  events.publish(change);
  return updated;
}

/**
 * Users the caller may see: everyone for admins; otherwise themselves and the accounts inside
 * their subtree. An exact `email` also finds an unassigned account, so it can be claimed.
 */
export async function listVisibleUsers(
  db: Database,
  caller: Caller,
  query: { email?: string; limit: number; offset: number },
): Promise<UserRow[]> {
  const scope = effectiveScope(caller);
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  let visible = 'TRUE';
  if (scope === null) visible = `id = ${param(caller.id)}`;
  else if (scope !== '') {
    visible = `(id = ${param(caller.id)} OR scope = ${param(scope)}
      OR (scope COLLATE "C" >= ${param(`${scope}/`)} AND scope COLLATE "C" < ${param(`${scope}0`)}))`;
  }
  let where = visible;
  if (query.email !== undefined) {
    // Anyone with a scope may look up an unassigned account by its exact address.
    const claimable = scope === null ? '' : ' OR scope IS NULL';
    where = `(${visible}${claimable}) AND email = ${param(query.email)}`;
  }
  const { rows } = await db.query<UserRow>(
    `SELECT * FROM users WHERE ${where}
     ORDER BY first_name, last_name, email LIMIT ${param(query.limit)} OFFSET ${param(query.offset)}`,
    params,
  );
  return rows;
}

/**
 * Give a user a scope (or take it away). A user who had none gets their records and files,
 * which sat at '' (visible to them and admins only), moved into the new scope with fresh
 * versions, so the coordinators above it pull them. Their own cursor resets (scope changed).
 */
export async function assignUserScope(
  db: Database,
  events: EventBus,
  target: UserRow,
  scope: string | null,
): Promise<UserRow> {
  const change: Change = {
    scopes: scope === null ? [] : [scope],
    owners: [target.id],
    users: [target.id],
  };
  // Locks in the order pushes take them (the user's scope lock, record rows in key order, the
  // version lock); a deadlock with an admin's push on those records is retried, never a 500.
  const updated = await withConflictRetries(() =>
    db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
        USER_SCOPE_LOCK,
        target.id,
      ]);
      const locked = await tx.query<{ scope: string | null }>(
        'SELECT scope FROM users WHERE id = $1',
        [target.id],
      );
      const movesRecords = (locked.rows[0]?.scope ?? null) === null && scope !== null;
      if (movesRecords) {
        await tx.query(
          "SELECT 1 FROM records WHERE owner_id = $1 AND scope = '' ORDER BY tbl, id FOR UPDATE",
          [target.id],
        );
      }
      await lockVersions(tx);
      const { rows } = await tx.query<UserRow>(
        'UPDATE users SET scope = $2, updated_at = now() WHERE id = $1 RETURNING *',
        [target.id, scope],
      );
      if (movesRecords) {
        // With their tallies; from there their roll records go to the booths of their parts.
        change.scopes.push(...(await placeClaimed(tx, target.id, scope)));
        await tx.query("UPDATE files SET scope = $2 WHERE owner_id = $1 AND scope = ''", [
          target.id,
          scope,
        ]);
      }
      await events.notify(tx, change);
      return rows[0]!;
    }),
  );
  events.publish(change);
  return updated;
}
