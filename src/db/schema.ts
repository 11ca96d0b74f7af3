// The IndexedDB schema, one entry per version. Indexes cover what the voter reports and team
// lists filter and page on, so no screen ever scans a whole table (DESIGN.md §5).
// Never edit a shipped version: append a new one (with an upgrade when data must change).

/** Dexie store strings per table: primary key first, `*` = multiEntry, `[a+b]` = compound. */
export const SCHEMA_V1 = {
  voters:
    'id, partNumber, age, gender, voterId, *nameWords, firstName, lastName, addressKey, ' +
    '[dobMonth+dobDay], party, religion, education, profession, deleted, updatedAt, ' +
    '[deleted+partNumber], [deleted+updatedAt]',
  members: 'id, level, status, phone, *nameWords, deleted, updatedAt, [level+deleted+updatedAt]',
  chatGroups: 'id, name, deleted, updatedAt',
  chatMessages: 'id, groupId, [groupId+sentAt], deleted, updatedAt',
  posts: 'id, createdAt',
  campaigns: 'id, status, date, updatedAt',
  invitations: 'id, campaignId, status',
  profile: 'id',
  files: 'id, status, userId',
  outbox: '++seq, kind, status, [userId+status], [table+recordId]',
  meta: 'key',
} as const satisfies Record<string, string>;

export type TableName = keyof typeof SCHEMA_V1;

export type SchemaVersion = {
  version: number;
  stores: Partial<Record<TableName, string | null>>;
};

/** Every version in order; BoothDb declares them all so any older database upgrades. */
export const SCHEMA_VERSIONS = [
  { version: 1, stores: SCHEMA_V1 },
] as const satisfies readonly SchemaVersion[];

export const CURRENT_SCHEMA_VERSION = SCHEMA_VERSIONS[SCHEMA_VERSIONS.length - 1]!.version;
