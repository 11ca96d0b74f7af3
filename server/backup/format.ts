// The backup file: gzip'd JSON lines, the same from PGlite and PostgreSQL.
//
//   {"format":"booth-panel-backup","formatVersion":1,"migration":…,"syncEpoch":…,"maxVersion":…}
//   {"begin":"settings","columns":["key","value"]}
//   {"t":"settings","r":{"key":"jwt_key","value":…}}        one line per row (row_to_json, as is)
//   {"begin":"users","columns":[…]}
//   …
//   {"end":true,"rows":{"settings":3,"users":12,…}}
//
// Tables come in dependency order (a row's references come before it), so a restore inserts
// them as they arrive. A file without its end line, or whose counts do not match, is refused.
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { DERIVED_TABLES } from '../db/derived-tables.ts';

export const BACKUP_FORMAT = 'booth-panel-backup';
export const BACKUP_FORMAT_VERSION = 1;

/**
 * Every table our migrations create, in dependency order, with the key the dump orders by.
 * A migration that adds a table must add it here: the dump refuses a database holding a table
 * it does not know (and a test says so).
 */
export const BACKUP_TABLES = [
  { name: 'settings', orderBy: 'key' },
  { name: 'users', orderBy: 'id' },
  // The admin's option lists and poll day (its updated_by names a user).
  { name: 'app_settings', orderBy: 'key' },
  { name: 'records', orderBy: 'version, id' },
  // Pull cursors of the backup's epoch still need the tombstones of records that moved.
  { name: 'record_exits', orderBy: 'scope, version, id' },
  { name: 'chat_members', orderBy: 'user_id, group_id' },
  // Images are rows too (bytea): few per batch, each may be megabytes.
  { name: 'files', orderBy: 'id', batch: 8 },
  { name: 'sync_clients', orderBy: 'client_id, user_id' },
  { name: 'sync_rejections', orderBy: 'client_id, user_id, mutation_id' },
  { name: 'idempotency_keys', orderBy: 'user_id, key' },
  // A restore must not bring a logged-out sign-in back to life.
  { name: 'revoked_tokens', orderBy: 'id' },
  { name: 'claim_codes', orderBy: 'user_id' },
  { name: 'campaigns', orderBy: 'id' },
  { name: 'campaign_invitations', orderBy: 'campaign_id, user_id' },
  { name: 'campaign_participations', orderBy: 'campaign_id, user_id' },
  { name: 'social_posts', orderBy: 'id' },
  { name: 'social_shares', orderBy: 'post_id, platform' },
  // Found once by a migration, not derivable afterwards: the tallies leave these entries out.
  { name: 'field_entry_exclusions', orderBy: 'tbl, id' },
  // Roll import jobs: their uploaded files (bytea, few per batch), pages read, parts, rows.
  { name: 'roll_jobs', orderBy: 'id' },
  { name: 'roll_job_files', orderBy: 'id', batch: 4 },
  { name: 'roll_job_pages', orderBy: 'file_id, page' },
  { name: 'roll_job_parts', orderBy: 'id' },
  { name: 'roll_job_rows', orderBy: 'part_id, position', batch: 500 },
  // Marks by SMS: the accounts' SMS keys (a restored phone's key still works) and the log.
  { name: 'sms_keys', orderBy: 'key_id' },
  { name: 'sms_inbox', orderBy: 'received_at, id' },
  // Past results by booth (issue 46): imported Form 20s, their stations, the grades and the
  // houses counted for them.
  { name: 'form20_elections', orderBy: 'id' },
  { name: 'form20_stations', orderBy: 'election_id, position', batch: 500 },
  { name: 'booth_grades', orderBy: 'election_id, booth_path', batch: 500 },
  { name: 'booth_houses', orderBy: 'booth_path', batch: 500 },
  { name: 'booth_grade_counts', orderBy: 'election_id, grade' },
  // Booth committees (issue 46): the definition, the seats, how members were verified, and
  // the codes waiting or sent (their status per booth is derived: db/derived-tables.ts).
  { name: 'committee_definition', orderBy: 'id' },
  { name: 'committee_seats', orderBy: 'id', batch: 500 },
  { name: 'committee_verifications', orderBy: 'member_id', batch: 500 },
  { name: 'committee_codes', orderBy: 'member_id' },
  { name: 'committee_code_sends', orderBy: 'id', batch: 500 },
] as const;

export type BackupTable = (typeof BACKUP_TABLES)[number]['name'];

/** Sequences our migrations create, and the column whose maximum they must stay above. */
export const BACKUP_SEQUENCES = [
  { name: 'record_version_seq', table: 'records', column: 'version' },
  { name: 'sms_key_id_seq', table: 'sms_keys', column: 'key_id' },
] as const;

/**
 * Tables of our own that are not data: the restore target's own migration state, the tables
 * derived from records (db/derived-tables.ts), rebuilt by the restore, and the first syncs'
 * snapshot sets (a pull naming a set the database no longer has brings everything instead).
 */
export const NOT_BACKED_UP: readonly string[] = [
  'schema_migrations',
  'sync_snapshot_sets',
  ...DERIVED_TABLES,
];

export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  /** The last migration applied to the source database, and all of them in order. */
  migration: string;
  migrations: string[];
  /** Where it came from: 'pglite' or 'postgres'. */
  database: 'pglite' | 'postgres';
  createdAt: string;
  /** settings.sync_epoch of the source, and the highest record version in this backup. */
  syncEpoch: string;
  maxVersion: number;
  /** last_value of each sequence when the backup was taken (an upper bound). */
  sequences: Record<string, number>;
  tables: string[];
};

export type BackupEntry =
  | { kind: 'header'; header: BackupHeader }
  | { kind: 'begin'; table: string; columns: string[] }
  /** One row as the JSON text of an object (row_to_json), not parsed. */
  | { kind: 'row'; table: string; json: string }
  | { kind: 'end'; rows: Record<string, number> };

export class BadBackupError extends Error {}

/** The text lines of a gzip'd stream. */
async function* gunzipLines(source: Readable): AsyncGenerator<string> {
  // pipeline() destroys the gunzip stream with the source's error, so the loop below throws it.
  const text = pipeline(source, createGunzip(), () => undefined);
  text.setEncoding('utf8');
  let rest = '';
  for await (const chunk of text as AsyncIterable<string>) {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop()!;
    yield* lines;
  }
  if (rest) yield rest;
}

function parseLine(line: string, n: number): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(line);
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new BadBackupError(`Line ${n} of the backup is not a JSON object`);
}

function checkHeader(value: Record<string, unknown>): BackupHeader {
  if (value.format !== BACKUP_FORMAT) throw new BadBackupError('Not a Booth Panel backup file');
  if (value.formatVersion !== BACKUP_FORMAT_VERSION)
    throw new BadBackupError(
      `Backup format ${String(value.formatVersion)} is not supported (this code reads ${BACKUP_FORMAT_VERSION})`,
    );
  const header = value as BackupHeader;
  const ok =
    typeof header.migration === 'string' &&
    Array.isArray(header.migrations) &&
    header.migrations.every((m) => typeof m === 'string') &&
    typeof header.syncEpoch === 'string' &&
    Number.isSafeInteger(header.maxVersion) &&
    typeof header.sequences === 'object' &&
    header.sequences !== null;
  if (!ok) throw new BadBackupError('The backup header is incomplete');
  return header;
}

/**
 * The entries of a backup, checked as they come: a header first, rows only inside their
 * table's section, and an end line whose counts match. Throws BadBackupError otherwise, also
 * when the stream stops before the end line (a partial file).
 */
export async function* readBackup(source: Readable): AsyncGenerator<BackupEntry> {
  let n = 0;
  let header: BackupHeader | undefined;
  let table: string | undefined;
  let ended = false;
  const counts = new Map<string, number>();
  for await (const line of gunzipLines(source)) {
    n += 1;
    if (line === '') continue;
    if (ended) throw new BadBackupError(`Line ${n}: data after the end of the backup`);
    if (header && line.startsWith('{"t":')) {
      // Rows pass through as text: parsing them would round numbers inside jsonb fields.
      const prefix = `{"t":${JSON.stringify(table ?? '')},"r":`;
      if (table === undefined || !line.startsWith(prefix) || !line.endsWith('}'))
        throw new BadBackupError(`Line ${n}: row outside its table or malformed`);
      counts.set(table, (counts.get(table) ?? 0) + 1);
      yield { kind: 'row', table, json: line.slice(prefix.length, -1) };
      continue;
    }
    const value = parseLine(line, n);
    if (!header) {
      header = checkHeader(value);
      yield { kind: 'header', header };
    } else if (typeof value.begin === 'string') {
      const columns = value.columns;
      if (!Array.isArray(columns) || !columns.every((c) => typeof c === 'string'))
        throw new BadBackupError(`Line ${n}: malformed table line`);
      if (counts.has(value.begin))
        throw new BadBackupError(`Line ${n}: table ${value.begin} appears twice`);
      table = value.begin;
      counts.set(table, 0);
      yield { kind: 'begin', table, columns: columns as string[] };
    } else if (value.end === true) {
      const rows = (value.rows ?? {}) as Record<string, number>;
      const expected = JSON.stringify(Object.entries(rows).sort());
      if (expected !== JSON.stringify([...counts.entries()].sort()))
        throw new BadBackupError('The backup is damaged: row counts do not match its end line');
      ended = true;
      yield { kind: 'end', rows };
    } else {
      throw new BadBackupError(`Line ${n}: unknown kind of line`);
    }
  }
  if (!header) throw new BadBackupError('The backup file is empty');
  if (!ended) throw new BadBackupError('The backup file is incomplete (no end line)');
}

/** Read a whole backup to check it; returns its header and row counts. */
export async function checkBackup(
  source: Readable,
): Promise<{ header: BackupHeader; rows: Record<string, number> }> {
  let header: BackupHeader | undefined;
  let rows: Record<string, number> = {};
  for await (const entry of readBackup(source)) {
    if (entry.kind === 'header') header = entry.header;
    if (entry.kind === 'end') rows = entry.rows;
  }
  return { header: header!, rows };
}
