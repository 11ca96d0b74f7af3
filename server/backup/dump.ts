// Write a backup of the whole database: one REPEATABLE READ, READ ONLY transaction, so every
// table is read from the same snapshot while pushes go on (PostgreSQL). PGlite runs one
// transaction at a time, so there the backup is consistent by construction and other queries
// wait until it is done. Rows stream out in batches through server-side cursors, gzip'd.
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Database, Queryable } from '../db/database.ts';
import { EPOCH_KEY } from '../services/sync-epoch.ts';
import type { BackupHeader } from './format.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BACKUP_SEQUENCES,
  BACKUP_TABLES,
  NOT_BACKED_UP,
} from './format.ts';

export type BackupSummary = { header: BackupHeader; rows: Record<string, number> };

const DEFAULT_BATCH = 1000;

/** Write `chunk`, waiting for the stream to drain; throws once the stream is closed. */
async function write(out: Writable, chunk: string): Promise<void> {
  if (out.destroyed || out.writableEnded) throw new Error('The backup stream was closed');
  if (out.write(chunk)) return;
  await new Promise<void>((resolve, reject) => {
    const done = (err?: Error) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      out.off('error', done);
      if (err) reject(err);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new Error('The backup stream was closed'));
    out.on('drain', onDrain);
    out.on('close', onClose);
    out.on('error', done);
  });
}

/** Our tables and sequences as the database has them; refuses any we would not back up. */
async function checkCatalog(tx: Queryable): Promise<Map<string, string[]>> {
  const { rows } = await tx.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
     JOIN information_schema.tables t USING (table_schema, table_name)
     WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
     ORDER BY c.table_name, c.ordinal_position`,
  );
  const columns = new Map<string, string[]>();
  for (const r of rows)
    columns.set(r.table_name, [...(columns.get(r.table_name) ?? []), r.column_name]);
  const known = new Set<string>([...BACKUP_TABLES.map((t) => t.name), ...NOT_BACKED_UP]);
  const unknown = [...columns.keys()].filter((t) => !known.has(t));
  const missing = BACKUP_TABLES.filter((t) => !columns.has(t.name)).map((t) => t.name);
  if (unknown.length || missing.length)
    throw new Error(
      `The backup does not match this database (unknown tables: ${unknown.join(', ') || 'none'}; ` +
        `missing: ${missing.join(', ') || 'none'}). Add new tables to BACKUP_TABLES.`,
    );
  const seqs = await tx.query<{ sequence_name: string }>(
    'SELECT sequence_name FROM information_schema.sequences WHERE sequence_schema = current_schema()',
  );
  const knownSeqs = new Set<string>(BACKUP_SEQUENCES.map((s) => s.name));
  const strange = seqs.rows.map((r) => r.sequence_name).filter((s) => !knownSeqs.has(s));
  if (strange.length)
    throw new Error(`Unknown sequences ${strange.join(', ')}: add them to BACKUP_SEQUENCES.`);
  return columns;
}

async function readHeader(tx: Queryable, kind: Database['kind']): Promise<BackupHeader> {
  const migrations = (
    await tx.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')
  ).rows.map((r) => r.name);
  const epoch = await tx.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [
    EPOCH_KEY,
  ]);
  const max = await tx.query<{ max: number | string }>(
    'SELECT coalesce(max(version), 0) AS max FROM records',
  );
  const sequences: Record<string, number> = {};
  for (const seq of BACKUP_SEQUENCES) {
    const { rows } = await tx.query<{ last_value: number | string; is_called: boolean }>(
      `SELECT last_value, is_called FROM ${seq.name}`,
    );
    sequences[seq.name] = rows[0]!.is_called ? Number(rows[0]!.last_value) : 0;
  }
  return {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    migration: migrations[migrations.length - 1] ?? '',
    migrations,
    database: kind,
    createdAt: new Date().toISOString(),
    syncEpoch: epoch.rows[0]?.value ?? '',
    maxVersion: Number(max.rows[0]!.max),
    sequences,
    tables: BACKUP_TABLES.map((t) => t.name),
  };
}

/**
 * Write a gzip'd backup of `db` to `dest` (which is ended when done, and destroyed on
 * failure). If `dest` closes early (a client went away) the transaction ends at once.
 */
export async function writeBackup(db: Database, dest: Writable): Promise<BackupSummary> {
  const gzip = createGzip();
  const piped = pipeline(gzip, dest);
  // Reported through `piped` below; keeps an early failure from being unhandled meanwhile.
  piped.catch(() => undefined);
  try {
    const summary = await db.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      await tx.query("SET LOCAL bytea_output = 'hex'");
      const columns = await checkCatalog(tx);
      const header = await readHeader(tx, db.kind);
      await write(gzip, `${JSON.stringify(header)}\n`);
      const rows: Record<string, number> = {};
      for (const table of BACKUP_TABLES) {
        rows[table.name] = 0;
        const begin = { begin: table.name, columns: columns.get(table.name) };
        await write(gzip, `${JSON.stringify(begin)}\n`);
        await tx.query(
          `DECLARE backup_rows NO SCROLL CURSOR FOR
           SELECT row_to_json(t)::text AS j FROM ${table.name} t ORDER BY ${table.orderBy}`,
        );
        const batch = 'batch' in table ? table.batch : DEFAULT_BATCH;
        for (;;) {
          const page = await tx.query<{ j: string }>(`FETCH ${batch} FROM backup_rows`);
          if (!page.rows.length) break;
          const prefix = `{"t":${JSON.stringify(table.name)},"r":`;
          await write(gzip, page.rows.map((r) => `${prefix}${r.j}}\n`).join(''));
          rows[table.name]! += page.rows.length;
        }
        await tx.query('CLOSE backup_rows');
      }
      await write(gzip, `${JSON.stringify({ end: true, rows })}\n`);
      return { header, rows };
    });
    gzip.end();
    await piped;
    return summary;
  } catch (err) {
    gzip.destroy(err as Error);
    await piped.catch(() => undefined);
    throw err;
  }
}
