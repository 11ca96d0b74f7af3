// Who may see what (docs/decisions/areas-accounts.md), in one place: a caller sees records and users inside their
// scope subtree plus their own records; admin sees everything; no scope means own records only.
import type { Role } from '../../src/domain/auth.ts';
import { scopeContains } from '../../src/domain/scope.ts';

export type Caller = {
  id: string;
  role: Role;
  scope: string | null;
  /** The account's display name, read where the server writes it as an author (sync-push.ts). */
  name?: string;
};

/** The subtree a caller holds: '' for admins whatever their stored scope, null for none. */
export function effectiveScope(caller: Caller): string | null {
  return caller.role === 'admin' ? '' : caller.scope;
}

/** True when the caller may read and write a record with this scope and owner. */
export function canAccess(caller: Caller, record: { scope: string; ownerId: string }): boolean {
  if (record.ownerId === caller.id) return true;
  const scope = effectiveScope(caller);
  return scope !== null && scopeContains(scope, record.scope);
}

/** True when `scope` is a place the caller may put things (records, users): inside their subtree. */
export function mayPlaceIn(caller: Caller, scope: string): boolean {
  const own = effectiveScope(caller);
  return own !== null && scopeContains(own, scope);
}

/**
 * True when the caller may change another account's scope or profile: the admin always;
 * otherwise only from a scope strictly above the target's. Peers (the same scope) may not
 * change each other, nor may anyone change an account without a scope this way.
 */
export function outranks(caller: Caller, target: Caller): boolean {
  if (caller.role === 'admin') return true;
  if (caller.scope === null || target.scope === null || target.role === 'admin') return false;
  return target.scope !== caller.scope && scopeContains(caller.scope, target.scope);
}

/**
 * SQL condition "row visible to caller" over columns `scope` and `owner_id`, with parameters
 * starting at `$first`. Prefix matching uses a range on the C-collated scope column
 * (`scope >= 'a/b/' AND scope < 'a/b0'`, '0' being the byte after '/'), which a btree can use.
 */
export function visibleCondition(
  caller: Caller,
  first: number,
): { sql: string; params: unknown[] } {
  const scope = effectiveScope(caller);
  if (scope === '') return { sql: 'TRUE', params: [] };
  if (scope === null) return { sql: `owner_id = $${first}`, params: [caller.id] };
  return {
    sql: `(owner_id = $${first} OR scope = $${first + 1} OR (scope >= $${first + 2} AND scope < $${first + 3}))`,
    params: [caller.id, scope, `${scope}/`, `${scope}0`],
  };
}

/**
 * Where a new record or file goes: the creator's own scope ('' when they have none), or a
 * sub-unit they name inside it. `undefined` when the named place is outside their subtree.
 */
export function placeNew(caller: Caller, requested: string | undefined): string | undefined {
  const own = effectiveScope(caller) ?? '';
  if (requested === undefined || requested === own) return own;
  return mayPlaceIn(caller, requested) ? requested : undefined;
}
