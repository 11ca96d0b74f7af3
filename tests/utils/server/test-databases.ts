// The databases the server suites run against: in-memory PGlite always, and PostgreSQL when
// TEST_DATABASE_URL is set for the suites where the database matters (see below). Each PostgreSQL run gets its own throwaway database, so test files
// running in parallel never see each other's rows, advisory locks or NOTIFY channels.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../../server/db/database.ts';
import { openPglite, openPostgres } from '../../../server/db/database.ts';
import { freshCluster } from '../pglite-template.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/**
 * For suites where the database's own behaviour is what is tested — sync push and pull under
 * concurrent connections, migrations, backup and restore, LISTEN/NOTIFY between servers,
 * deadlocks and retries, job leases (SKIP LOCKED), crash safety, idempotency under concurrency,
 * planner statistics: PGlite always, and PostgreSQL too when TEST_DATABASE_URL is set. PGlite
 * is one connection in one process, so none of that can go wrong on it the way it can in a
 * district's PostgreSQL.
 */
export const DATABASE_KINDS_WHERE_IT_MATTERS: DatabaseKind[] = TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * For every other suite (routes, permissions, validation, shapes of answers): PGlite only. It is
 * the same PostgreSQL engine and SQL, so a second run on PostgreSQL would test the same code
 * twice and double the suite's time.
 */
export const PGLITE_ONLY: DatabaseKind[] = ['pglite'];

export type TestDatabase = {
  db: Database;
  /** Connection string of the throwaway PostgreSQL database; undefined for PGlite. */
  url: string | undefined;
  /** Close the connection and drop the throwaway database. */
  dispose(): Promise<void>;
};

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database of the given kind (not yet migrated). */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = await openPglite(undefined, freshCluster());
    return { db, url: undefined, dispose: () => db.close() };
  }
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `booth_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString());
  return {
    db,
    url: url.toString(),
    async dispose() {
      await db.close();
      // pool.end() resolves before every backend has gone; wait for them rather than kill them
      // (a killed connection reports an error into the test run).
      await withAdmin(async (c) => {
        for (let attempt = 0; attempt < 50; attempt += 1) {
          try {
            await c.query(`DROP DATABASE IF EXISTS ${name}`);
            return;
          } catch (err) {
            if ((err as { code?: string }).code !== '55006') throw err;
            await new Promise((r) => setTimeout(r, 100));
          }
        }
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    },
  };
}
