// The sync wire protocol (the sync protocol, src/domain/sync-protocol.ts), shared by the client engine and the server.

/** Tables that sync through /api/sync. */
export const SYNC_TABLES = [
  'voters',
  'members',
  'chatGroups',
  'chatMessages',
  'areas',
  'visits',
  'voteMarks',
  'pannas',
  'officerTurnout',
  'followUps',
] as const;
export type SyncTable = (typeof SYNC_TABLES)[number];

export type SyncFields = Record<string, unknown>;

export type Mutation = {
  /** Per-client, strictly increasing from 1. */
  mutationId: number;
  table: SyncTable;
  /** Client-made UUID of the record. */
  id: string;
  op: 'put' | 'patch' | 'delete';
  /** put: the whole record; patch: changed fields only; delete: empty. */
  fields: SyncFields;
  /** Server version the client last saw for this record (0 = never synced). */
  baseVersion: number;
};

export type PushRequest = { clientId: string; mutations: Mutation[] };

export type MutationError = {
  mutationId: number;
  table: SyncTable;
  id: string;
  /** i18n key of the reason, e.g. errors.forbidden, errors.invalid. */
  reason: string;
  fields?: Record<string, string>;
  /** The server's current row, so the client can roll back; null when it has none. */
  current: SyncRow | null;
};

export type PushResponse = {
  /** Highest mutation id the server has processed for this client. */
  lastMutationId: number;
  errors: MutationError[];
  /** A renewed session token (sliding expiry): store it in place of the one sent. */
  token?: string;
};

/**
 * 409 answer to a push whose new mutation ids do not run on from the server's
 * lastMutationId (one was skipped). Nothing of that push was applied. The client renumbers
 * its pending mutations from `expectedMutationId` (or starts a new clientId) and pushes again.
 */
export type MutationGapError = {
  error: 'mutation_gap';
  message: string;
  messageKey: string;
  /** The id the server needs next: the first one missing. */
  expectedMutationId: number;
  lastMutationId: number;
};

export type SyncRow = {
  table: SyncTable;
  id: string;
  version: number;
  scope: string;
  ownerId: string;
  deleted: boolean;
  updatedAt: string;
  fields: SyncFields;
  /**
   * A tombstone for a record that moved out of the caller's area (it still exists elsewhere):
   * drop the copy; changes to it not yet sent can no longer be applied by this caller. The log
   * keeps it after the record comes back: a later row of the same record (also in the same
   * page) supersedes it.
   */
  leftArea?: true;
};

export type PullRemaining = { rows: number; voters: number };

export type PullResponse = {
  rows: SyncRow[];
  /** Opaque cursor to send next time. */
  cursor: string;
  hasMore: boolean;
  /**
   * The server could not use the cursor or the caller's scope changed: clear pulled data
   * (keep pending work) — the rows of this answer already start again from the beginning.
   */
  reset: boolean;
  /**
   * Asked with `count=1`: the rows of the caller's area after the cursor, and how many of them
   * are voters, when this page was read (chat rows and exits not counted). A first sync shows
   * its progress with it.
   */
  remaining?: PullRemaining;
  /** A renewed session token (sliding expiry). */
  token?: string;
};

/**
 * A first sync takes the published roll part by part as snapshots (issue 45): each holds the
 * live voters of one area (scope) and part up to `version`, the same file for every phone of
 * that area, kept by any cache. The set names them for the pull, which then leaves them out.
 */
export type SnapshotPart = { scope: string; part: number; version: number; voters: number };
export type SnapshotManifest = {
  /** Null when no part is big enough to be worth a file: the pull brings everything. */
  set: string | null;
  parts: SnapshotPart[];
  token?: string;
};
/** One part's snapshot: its voters as pull rows, in (version, id) order. */
export type SnapshotFile = { rows: SyncRow[] };

/** A part file a phone keeps: its area, part and the version it holds up to. */
export type SnapshotHeld = { scope: string; part: number; version: number };

/**
 * A part of the area at its newest version (as in the manifest), beside the version the phone
 * holds (`held`, 0 when it holds no file of it) and how many voters of the part changed since
 * (`changed`: written, cut or deleted after `held`). A new edition of the roll shows as many.
 */
export type SnapshotChange = SnapshotPart & { held: number; changed: number };
export type SnapshotChanges = { parts: SnapshotChange[]; token?: string };

/** A set registered for the files a phone holds now (after taking a new edition's files). */
export type SnapshotSetResponse = { set: string; token?: string };

/** Limits of the sync routes. */
export const SYNC_LIMITS = {
  /** Mutations per push. */
  maxMutations: 2000,
  /** Push body, bytes. */
  maxPushBytes: 10 * 1024 * 1024,
  defaultPageSize: 1000,
  maxPageSize: 5000,
  /** JSON size of one record's fields, characters. */
  maxRecordChars: 32_000,
  /** Part files a phone may name at once (a state's admin holds a few thousand). */
  maxSnapshotParts: 20_000,
} as const;
