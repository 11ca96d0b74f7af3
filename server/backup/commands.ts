// What `npm run backup` and `npm run restore` do, callable from tests: pick the database the
// way the server does (DATABASE_URL, else PGlite in DATA_DIR or ./data), find out whether a
// server holds a PGlite directory (control file), and write or read the backup file.
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, unlink } from 'node:fs/promises';
import http from 'node:http';
import { dirname, join } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from '../db/database.ts';
import { openPglite, openPostgres } from '../db/database.ts';
import type { ControlInfo } from './control-file.ts';
import {
  CONTROL_HEADER,
  controlPath,
  loopbackHost,
  processAlive,
  readControlFile,
} from './control-file.ts';
import { writeBackup } from './dump.ts';
import type { BackupHeader } from './format.ts';
import { checkBackup } from './format.ts';
import type { RestoreSummary } from './restore.ts';
import { RestoreRefusedError, restoreBackup } from './restore.ts';

/** A refusal or failure to report to the operator as is (exit code 1, no stack trace). */
export class CommandError extends Error {}

export type Target = { databaseUrl?: string; dataDir: string };

/** Same defaults as server/index.ts. */
export function targetFromEnv(env: NodeJS.ProcessEnv = process.env): Target {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? fileURLToPath(new URL('../../data/', import.meta.url)),
  };
}

export type BackupResult = {
  header: BackupHeader;
  rows: Record<string, number>;
  /** How the backup was read: from PostgreSQL, through the running server, or the directory. */
  via: 'postgres' | 'server' | 'data-dir';
};

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/** Ask the running server for the backup; 'refused' when nothing listens on its port. */
function downloadFromServer(info: ControlInfo, out: Writable): Promise<'done' | 'refused'> {
  if (info.port === 0) return Promise.resolve('refused'); // still starting (or died starting)
  const host = loopbackHost(info);
  if (!host)
    throw new CommandError(
      `The server (pid ${info.pid}) listens only on ${info.addresses.join(', ')}, not on this ` +
        "machine's loopback address, so the backup cannot be fetched from it. Start it with " +
        'HOST=0.0.0.0 or 127.0.0.1, or stop it and back up again.',
    );
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host,
        port: info.port,
        path: '/api/admin/backup',
        headers: { [CONTROL_HEADER]: info.secret },
      },
      (res) => {
        if (res.statusCode !== 200) {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () =>
            reject(new CommandError(`The server refused the backup: ${res.statusCode} ${body}`)),
          );
          return;
        }
        pipeline(res, out).then(() => resolve('done'), reject);
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNREFUSED') resolve('refused');
      else reject(err);
    });
  });
}

/** Open a PGlite directory that no server holds; refuses to create one for a backup. */
async function openStoppedPglite(dataDir: string): Promise<Database> {
  if (!(await exists(join(dataDir, 'PG_VERSION'))))
    throw new CommandError(`No database in ${dataDir} (set DATA_DIR or DATABASE_URL)`);
  return openPglite(dataDir);
}

async function withDb<T>(db: Database, fn: (db: Database) => Promise<T>): Promise<T> {
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

/**
 * Write a backup of the target to `file`: first to a `.partial` file beside it (0600: it holds
 * password hashes and the token key), read back whole to check it, then renamed into place.
 */
export async function backupCommand(target: Target, file: string): Promise<BackupResult> {
  const partial = `${file}.partial`;
  let via: BackupResult['via'] = 'postgres';
  const produce = async (out: Writable) => {
    if (target.databaseUrl) {
      await withDb(openPostgres(target.databaseUrl, 1), (db) => writeBackup(db, out));
      return;
    }
    const info = await readControlFile(target.dataDir);
    if (info) {
      via = 'server';
      if ((await downloadFromServer(info, out)) === 'done') return;
      if (processAlive(info.pid))
        throw new CommandError(
          `A server (pid ${info.pid}) holds ${target.dataDir} but does not answer on port ` +
            `${info.port}. Try again once it is up, or stop it first.`,
        );
      // The file is left from a server that died: nobody holds the directory.
    }
    via = 'data-dir';
    await withDb(await openStoppedPglite(target.dataDir), (db) => writeBackup(db, out));
  };
  try {
    await mkdir(dirname(file), { recursive: true });
    const out = createWriteStream(partial, { mode: 0o600 });
    await new Promise<void>((resolve, reject) => {
      out.once('open', () => resolve());
      out.once('error', reject);
    });
    try {
      await produce(out);
    } finally {
      out.destroy();
    }
    const { header, rows } = await checkBackup(createReadStream(partial));
    await rename(partial, file);
    return { header, rows, via };
  } catch (err) {
    await unlink(partial).catch(() => undefined);
    throw err;
  }
}

/** Other sessions on this PostgreSQL database: app servers would keep stale state. */
async function otherSessions(db: Database): Promise<string[]> {
  const { rows } = await db.query<{ app: string }>(
    `SELECT coalesce(nullif(application_name, ''), client_addr::text, 'local') AS app
     FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
  );
  return rows.map((r) => r.app);
}

/** Wait up to `ms` for other sessions to leave (a pool that just closed lingers a moment). */
async function requireAlone(db: Database, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const others = await otherSessions(db);
    if (!others.length) return;
    if (Date.now() >= until)
      throw new CommandError(
        `${others.length} other session(s) are connected to this database (${[...new Set(others)].join(', ')}). ` +
          'Stop the app servers before restoring: they keep the old sync epoch and token key in memory.',
      );
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Restore `file` into the target; refuses a running PGlite server or a non-empty database. */
export async function restoreCommand(
  target: Target,
  file: string,
  opts: {
    force?: boolean;
    /** PostgreSQL: how long to wait for other sessions to leave before refusing. */
    aloneWithinMs?: number;
  } = {},
): Promise<RestoreSummary> {
  if (!(await exists(file))) throw new CommandError(`No such backup file: ${file}`);
  const run = async (db: Database) => {
    try {
      return await restoreBackup(db, createReadStream(file), { force: opts.force });
    } catch (err) {
      if (err instanceof RestoreRefusedError) throw new CommandError(err.message);
      throw err;
    }
  };
  if (target.databaseUrl) {
    return withDb(openPostgres(target.databaseUrl, 1), async (db) => {
      await requireAlone(db, opts.aloneWithinMs);
      return run(db);
    });
  }
  const info = await readControlFile(target.dataDir);
  if (info && processAlive(info.pid))
    throw new CommandError(
      `The server is running on ${target.dataDir} (pid ${info.pid}, port ${info.port}). ` +
        `Stop it, then restore. (If no server runs, remove ${controlPath(target.dataDir)}.)`,
    );
  return withDb(await openPglite(target.dataDir), run);
}
