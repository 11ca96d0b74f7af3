// The sync wire protocol (DESIGN.md §6), shared by the client engine and the server.

/** Tables that sync through /api/sync. */
export const SYNC_TABLES = ['voters', 'members', 'chatGroups', 'chatMessages'] as const;
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
};

export type PullResponse = {
  rows: SyncRow[];
  /** Opaque cursor to send next time. */
  cursor: string;
  hasMore: boolean;
  /** The server could not use the cursor or the caller's scope changed: clear and pull afresh. */
  reset: boolean;
};
