// One small interface over PGlite (embedded, the default) and node-postgres, so every query
// and migration is the same SQL on both. Both drivers share `query(sql, params) -> {rows}`.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type Row = Record<string, unknown>;

export type Queryable = {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
};

export type Database = Queryable & {
  /** Run `fn` in one transaction; it commits when `fn` resolves and rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Run a multi-statement script (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /** PostgreSQL only: where to open extra connections (LISTEN for cross-server pokes). */
  readonly connectionString?: string;
  /** PGlite only: its data directory (undefined in memory). */
  readonly dataDir?: string;
};

/**
 * Embedded Postgres; `dataDir` undefined keeps it in memory (tests). `from` is a dump of a data
 * directory (`dumpDataDir`) to start from instead of running initdb, which costs seconds.
 */
export async function openPglite(dataDir?: string, from?: Blob): Promise<Database> {
  const options = from ? { loadDataDir: from } : {};
  const db = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  return {
    kind: 'pglite',
    dataDir,
    query: async <T extends Row>(sql: string, params: unknown[] = []) => {
      const res = await db.query<T>(sql, params);
      return { rows: res.rows };
    },
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({
          query: async <T extends Row>(sql: string, params: unknown[] = []) => ({
            rows: (await tx.query<T>(sql, params)).rows,
          }),
        }),
      ),
    exec: async (sql) => {
      await db.exec(sql);
    },
    close: () => db.close(),
  };
}

// bigint (version numbers, counts) as JS numbers: our values stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

export function openPostgres(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection that dies (database restart, admin kill) must not crash the server:
  // the pool drops it and the next query opens a fresh one.
  pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
  return {
    kind: 'postgres',
    connectionString,
    query: async <T extends Row>(sql: string, params: unknown[] = []) => {
      const res = await pool.query(sql, params);
      return { rows: res.rows as T[] };
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <T extends Row>(sql: string, params: unknown[] = []) => ({
            rows: (await client.query(sql, params)).rows as T[],
          }),
        });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}

/** PostgreSQL when `DATABASE_URL` is set, otherwise embedded PGlite in `dataDir`. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
}): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
