// Restore a backup into a database, all or nothing: migrate the target to this code's schema,
// then in ONE transaction refuse a non-empty target (unless forced), empty our tables, insert
// the rows table by table in dependency order, move the sequences past the restored values,
// and give the database a new sync epoch whose lineage says "the backup's epoch, up to its
// highest version" (see services/sync-epoch.ts: phones keep their cursors up to there).
import type { Readable } from 'node:stream';
import type { Database, Queryable } from '../db/database.ts';
import { runDataSteps } from '../db/data-steps.ts';
import { rebuildDerived } from '../db/derived-tables.ts';
import { migrate, migrationNames } from '../db/migrate.ts';
import { EPOCH_KEY, LINEAGE_KEY, parseLineage } from '../services/sync-epoch.ts';
import type { EpochAncestor } from '../services/sync-epoch.ts';
import type { BackupEntry, BackupHeader } from './format.ts';
import { BACKUP_SEQUENCES, BACKUP_TABLES, BadBackupError, readBackup } from './format.ts';

export type RestoreOptions = {
  /** Replace whatever the target holds. Without it a target with any data is refused. */
  force?: boolean;
};

export type RestoreSummary = {
  header: BackupHeader;
  rows: Record<string, number>;
  /** The restored database's new sync epoch. */
  syncEpoch: string;
  lineage: EpochAncestor[];
};

/** The restore was refused before anything changed (non-empty target, newer backup, …). */
export class RestoreRefusedError extends Error {}

/** Rows per INSERT, and the most JSON text one INSERT carries. */
const BATCH_ROWS = 1000;
const BATCH_CHARS = 8_000_000;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function checkMigrations(header: BackupHeader): Promise<void> {
  const known = await migrationNames();
  const unknown = header.migrations.filter((m, i) => known[i] !== m);
  if (unknown.length)
    throw new RestoreRefusedError(
      `The backup was made by a newer or different version of Booth Panel (migration ` +
        `${unknown[0]} is not this code's). Restore it with the code that made it.`,
    );
}

/** Data already in the target: users, records and files (the rest hangs off users). */
async function dataCounts(
  tx: Queryable,
): Promise<{ users: number; records: number; files: number }> {
  const { rows } = await tx.query<{
    users: number | string;
    records: number | string;
    files: number | string;
  }>(
    `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM records) AS records,
            (SELECT count(*) FROM files) AS files`,
  );
  const r = rows[0]!;
  return { users: Number(r.users), records: Number(r.records), files: Number(r.files) };
}

async function tableColumns(tx: Queryable): Promise<Map<string, Set<string>>> {
  const { rows } = await tx.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = current_schema()`,
  );
  const out = new Map<string, Set<string>>();
  for (const r of rows) {
    const set = out.get(r.table_name) ?? new Set<string>();
    set.add(r.column_name);
    out.set(r.table_name, set);
  }
  return out;
}

/** Insert the rows of the backup's table sections as they stream by. */
async function insertRows(
  tx: Queryable,
  entries: AsyncGenerator<BackupEntry>,
): Promise<Record<string, number>> {
  const target = await tableColumns(tx);
  const order = BACKUP_TABLES.map((t) => t.name as string);
  let table: string | undefined;
  let columns: string[] = [];
  let batch: string[] = [];
  let chars = 0;
  let lastIndex = -1;
  const inserted: Record<string, number> = {};

  const flush = async () => {
    if (!batch.length || !table) return;
    const cols = columns.map(quote).join(', ');
    await tx.query(
      `INSERT INTO ${quote(table)} (${cols})
       SELECT ${cols} FROM json_populate_recordset(NULL::${quote(table)}, $1::json)`,
      [`[${batch.join(',')}]`],
    );
    inserted[table] = (inserted[table] ?? 0) + batch.length;
    batch = [];
    chars = 0;
  };

  for await (const entry of entries) {
    if (entry.kind === 'begin') {
      await flush();
      const index = order.indexOf(entry.table);
      if (index < 0) throw new BadBackupError(`The backup holds an unknown table ${entry.table}`);
      // Dependency order: a table's references must already be in.
      if (index < lastIndex) throw new BadBackupError(`Table ${entry.table} is out of order`);
      lastIndex = index;
      const have = target.get(entry.table)!;
      const strange = entry.columns.filter((c) => !have.has(c));
      if (strange.length)
        throw new BadBackupError(`Unknown columns in ${entry.table}: ${strange.join(', ')}`);
      table = entry.table;
      columns = entry.columns;
      inserted[table] = 0;
    } else if (entry.kind === 'row') {
      batch.push(entry.json);
      chars += entry.json.length;
      if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
    } else if (entry.kind === 'end') {
      await flush();
    }
  }
  return inserted;
}

/** New epoch, and the lineage: the backup's own lineage plus its epoch up to its max version. */
async function newEpoch(
  tx: Queryable,
  header: BackupHeader,
): Promise<Pick<RestoreSummary, 'syncEpoch' | 'lineage'>> {
  const { rows } = await tx.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [
    LINEAGE_KEY,
  ]);
  const lineage = [
    ...parseLineage(rows[0]?.value),
    { epoch: header.syncEpoch, upToVersion: header.maxVersion },
  ];
  const upsert = `INSERT INTO settings (key, value) VALUES ($1, $2)
                  ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`;
  const epoch = await tx.query<{ value: string }>(
    `INSERT INTO settings (key, value) VALUES ($1, gen_random_uuid()::text)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value RETURNING value`,
    [EPOCH_KEY],
  );
  await tx.query(upsert, [LINEAGE_KEY, JSON.stringify(lineage)]);
  return { syncEpoch: epoch.rows[0]!.value, lineage };
}

/** Sequences past both their value in the backup and the highest restored value. */
async function resetSequences(tx: Queryable, header: BackupHeader): Promise<void> {
  for (const seq of BACKUP_SEQUENCES) {
    const { rows } = await tx.query<{ max: number | string }>(
      `SELECT coalesce(max(${seq.column}), 0) AS max FROM ${seq.table}`,
    );
    const value = Math.max(Number(rows[0]!.max), header.sequences[seq.name] ?? 0);
    if (value > 0) await tx.query('SELECT setval($1, $2, true)', [seq.name, value]);
    else await tx.query('SELECT setval($1, 1, false)', [seq.name]);
  }
}

/**
 * Restore the gzip'd backup read from `source` into `db`. Throws RestoreRefusedError when the
 * target holds data (without `force`) or the backup is newer than this code, BadBackupError
 * for a damaged or partial file; either way the target is unchanged (it may be migrated).
 */
export async function restoreBackup(
  db: Database,
  source: Readable,
  opts: RestoreOptions = {},
): Promise<RestoreSummary> {
  const entries = readBackup(source);
  try {
    const first = await entries.next();
    if (first.done || first.value.kind !== 'header') throw new BadBackupError('No backup header');
    const header = first.value.header;
    await checkMigrations(header);
    await migrate(db);
    const summary = await db.transaction(async (tx) => {
      const present = await dataCounts(tx);
      if (!opts.force && (present.users || present.records || present.files))
        throw new RestoreRefusedError(
          `The database is not empty (${present.users} users, ${present.records} records, ` +
            `${present.files} files). Restore refuses to overwrite data; pass --force to ` +
            'replace everything in it with the backup.',
        );
      await tx.query(`TRUNCATE ${BACKUP_TABLES.map((t) => t.name).join(', ')}`);
      const rows = await insertRows(tx, entries);
      const max = await tx.query<{ max: number | string }>(
        'SELECT coalesce(max(version), 0) AS max FROM records',
      );
      if (Number(max.rows[0]!.max) !== header.maxVersion)
        throw new BadBackupError('The backup is damaged: its highest version does not match');
      await resetSequences(tx, header);
      // What later migrations did to the data, done to the backup's older rows too.
      const later = (await migrationNames()).filter((m) => !header.migrations.includes(m));
      await runDataSteps(tx, later);
      await rebuildDerived(tx);
      return { header, rows, ...(await newEpoch(tx, header)) };
    });
    // Planner statistics for the new rows (PGlite has no autovacuum).
    await db.query('ANALYZE');
    return summary;
  } finally {
    await entries.return(undefined);
  }
}
