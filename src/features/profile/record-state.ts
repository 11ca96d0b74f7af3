// The navigation state a row menu hands to /dashboard/profile ("View profile" of a team
// member: { record, table: 'members' }), read defensively: history state survives reloads
// and can come from an older version of the app.
export type RecordState = { record: Record<string, unknown>; table: string };

export function recordStateOf(state: unknown): RecordState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { record, table } = state as { record?: unknown; table?: unknown };
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return null;
  if (typeof table !== 'string') return null;
  return { record: record as Record<string, unknown>, table };
}

/** Bookkeeping and index fields of synced records: never shown. */
export const HIDDEN_RECORD_FIELDS = new Set([
  'id',
  'version',
  'updatedAt',
  'deleted',
  'scope',
  'ownerId',
  'level',
  'areaPath',
  'profileImage',
  'nameWords',
  'searchKeys',
  'idKeys',
  'facets',
  'addressKey',
  'part',
  'serial',
  'dupKey',
  'dobMonth',
  'dobDay',
]);

/** Where a table's field labels live in the locales. */
export const TABLE_LOCALE: Record<string, string> = { members: 'teams', voters: 'voters' };

export function recordName(record: Record<string, unknown>): string {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  return text(record.name) || `${text(record.firstName)} ${text(record.lastName)}`.trim();
}
