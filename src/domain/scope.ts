// Organisation scopes (docs/decisions/areas-accounts.md): a scope is a path state/district/assembly/block/mandal/booth
// such as "up/lucknow/lucknow-central". '' is the root (admin: everything); null means the user
// has no scope yet and sees only records they created.

export const SCOPE_LEVELS = ['state', 'district', 'assembly', 'block', 'mandal', 'booth'] as const;
export type ScopeLevel = (typeof SCOPE_LEVELS)[number];

/**
 * The level of a scope path by its depth; undefined for the root or a path too deep. Here, not
 * only in areas.ts, so what needs a level alone (the sidebar's roll access) loads no schemas.
 */
export const scopeLevelOf = (path: string): ScopeLevel | undefined =>
  SCOPE_LEVELS[(path === '' ? 0 : path.split('/').length) - 1];

const SEGMENT = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** Normalise a scope path: lower case, no empty segments. Returns null when malformed. */
export function parseScope(input: string): string | null {
  const trimmed = input
    .trim()
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return '';
  const parts = trimmed.split('/');
  if (parts.length > SCOPE_LEVELS.length || !parts.every((p) => SEGMENT.test(p))) return null;
  return parts.join('/');
}

/** True when `inner` is `outer` or lies below it. */
export function scopeContains(outer: string, inner: string): boolean {
  return outer === '' || inner === outer || inner.startsWith(outer + '/');
}
