// The IndexedDB schema, one entry per version. Indexes cover what the voter reports and team
// lists filter and page on, so no screen ever scans a whole table (docs/architecture.md).
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

/**
 * Version 2: the voter indexes are the ones the report engine reads
 * (src/roll). `[deleted+part]` holds every live voter in list order (part,
 * then id), so any part range is one key range. `*facets` ([field, value, part]) makes
 * "part range + one select" one range with an index-only count. `*searchKeys` and `*idKeys`
 * answer the search in both scripts by prefix. `voterId` serves the import's merge,
 * `addressKey` households, `dupKey` the double-voter twins in other parts.
 * Dropped (no query reads them, each costs every import): partNumber, age, gender, nameWords,
 * firstName, lastName, [dobMonth+dobDay], party, religion, education, profession, deleted,
 * updatedAt, [deleted+partNumber], [deleted+updatedAt].
 */
export const SCHEMA_V2 = {
  ...SCHEMA_V1,
  voters: 'id, [deleted+part], *facets, *searchKeys, *idKeys, voterId, addressKey, dupKey',
} as const satisfies Record<keyof typeof SCHEMA_V1, string>;

/**
 * Version 3: the outbox keeps the two indexes the sync engine reads ([userId+status] for the
 * queue and its counts, [table+recordId] for the merge); `kind` and `status` alone were read by
 * nothing and cost every queued change, which a roll import queues 300,000 of.
 */
export const SCHEMA_V3 = {
  ...SCHEMA_V2,
  outbox: '++seq, [userId+status], [table+recordId]',
} as const satisfies Record<keyof typeof SCHEMA_V1, string>;

/**
 * Version 4: areas, the organisation tree as synced records (domain/areas.ts), found by path.
 */
export const SCHEMA_V4 = {
  ...SCHEMA_V3,
  areas: 'id, path',
} as const satisfies Record<string, string>;

/**
 * Version 5: field work (domain/field-work.ts), append-only: door-to-door visits and poll-day
 * voted marks, found by voter and in time order; panna assignments, found by panna.
 */
export const SCHEMA_V5 = {
  ...SCHEMA_V4,
  visits: 'id, voterId, visitedAt',
  voteMarks: 'id, voterId, markedAt',
  pannas: 'id, pannaId, memberId',
} as const satisfies Record<string, string>;

/**
 * Version 6: the roll's identity (domain/voter-roll.ts). List order becomes part, then serial
 * (voters without one after, by id): `[deleted+part+serial]` replaces `[deleted+part]` (the
 * derived `serial` is serialNumber or NO_SERIAL, and IndexedDB breaks ties by id), and each
 * facet key gains the serial, so a select's range is in the same order. The upgrade gives
 * every voter the serial the phone showed until now (db/upgrades.ts).
 */
export const SCHEMA_V6 = {
  ...SCHEMA_V5,
  voters: 'id, [deleted+part+serial], *facets, *searchKeys, *idKeys, voterId, addressKey, dupKey',
} as const satisfies Record<keyof typeof SCHEMA_V5, string>;

/**
 * Version 7: voters found by where they live (`[deleted+scope]`), so the Areas screen counts
 * the voters an area's phones receive (the server moves them to the booth of their part).
 */
export const SCHEMA_V7 = {
  ...SCHEMA_V6,
  voters: `${SCHEMA_V6.voters}, [deleted+scope]`,
} as const satisfies Record<keyof typeof SCHEMA_V6, string>;

/** Version 8: the officer's two-hourly turnout figures (domain/officer-turnout.ts), by part. */
export const SCHEMA_V8 = {
  ...SCHEMA_V7,
  officerTurnout: 'id, partNumber',
} as const satisfies Record<string, string>;

/**
 * Version 9: follow-ups of supporters at risk (domain/follow-ups.ts), found by voter. Voters
 * gain the `rollStatus` facet (domain/roll-status.ts); the upgrade gives it to the voters the
 * roll had already stamped deleted.
 */
export const SCHEMA_V9 = {
  ...SCHEMA_V8,
  followUps: 'id, voterId, at',
} as const satisfies Record<string, string>;

/**
 * Version 10: no new index. The name keys changed (issue 43: b/v, kh/k, au/o, ai/ay/e, a
 * flapped ड़ read as r too), so the upgrade derives every voter's `searchKeys` again; a phone
 * that kept the old keys would miss Bijay for विजय until each voter was written again.
 */
export const SCHEMA_V10 = SCHEMA_V9;

/**
 * Version 11: the published roll as one record per part (issue 45, docs/decisions/
 * roll-snapshots.md). A first sync keeps each part's file here instead of writing a thousand
 * voters with their index entries; `voters` then holds only what is newer (the overlay).
 */
export const SCHEMA_V11 = {
  ...SCHEMA_V10,
  rollParts: 'key',
} as const satisfies Record<string, string>;

/**
 * Version 12: each file's version beside its key (issue 45, step 3). A sync that checks for a
 * new edition of the roll reads which versions the phone holds from this index alone, not the
 * files' hundreds of MB of rows.
 */
export const SCHEMA_V12 = {
  ...SCHEMA_V11,
  rollParts: 'key, [key+version]',
} as const satisfies Record<string, string>;

export type TableName = keyof typeof SCHEMA_V12;

export type SchemaVersion = {
  version: number;
  stores: Partial<Record<TableName, string | null>>;
  /** Names an upgrade in database.ts that rewrites rows for this version. */
  upgrade?: 'voterIndexV2' | 'voterRollV6' | 'voterRollStatusV9' | 'voterSearchKeysV10';
};

/** Every version in order; BoothDb declares them all so any older database upgrades. */
export const SCHEMA_VERSIONS = [
  { version: 1, stores: SCHEMA_V1 },
  { version: 2, stores: SCHEMA_V2, upgrade: 'voterIndexV2' },
  { version: 3, stores: { outbox: SCHEMA_V3.outbox } },
  { version: 4, stores: { areas: SCHEMA_V4.areas } },
  {
    version: 5,
    stores: { visits: SCHEMA_V5.visits, voteMarks: SCHEMA_V5.voteMarks, pannas: SCHEMA_V5.pannas },
  },
  { version: 6, stores: { voters: SCHEMA_V6.voters }, upgrade: 'voterRollV6' },
  { version: 7, stores: { voters: SCHEMA_V7.voters } },
  { version: 8, stores: { officerTurnout: SCHEMA_V8.officerTurnout } },
  { version: 9, stores: { followUps: SCHEMA_V9.followUps }, upgrade: 'voterRollStatusV9' },
  { version: 10, stores: {}, upgrade: 'voterSearchKeysV10' },
  { version: 11, stores: { rollParts: SCHEMA_V11.rollParts } },
  { version: 12, stores: { rollParts: SCHEMA_V12.rollParts } },
] as const satisfies readonly SchemaVersion[];

/** The stores of the newest version (what the database has once open). */
export const CURRENT_SCHEMA = SCHEMA_V12;

export const CURRENT_SCHEMA_VERSION = SCHEMA_VERSIONS[SCHEMA_VERSIONS.length - 1]!.version;
