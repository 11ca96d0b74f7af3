// A throwaway PostgreSQL database per run (bench_<timestamp>), dropped afterwards, so the
// benchmark never touches anyone else's data on the shared server.
import pg from 'pg';

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';

export type TempDatabase = { url: string; name: string; drop(): Promise<void> };

export async function createTempDatabase(adminUrl = DEFAULT_ADMIN_URL): Promise<TempDatabase> {
  const name = `bench_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** Server version string, for the results' environment block. */
export async function postgresVersion(url: string): Promise<string> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ v: string }>("SELECT current_setting('server_version') AS v");
    return rows[0]?.v ?? 'unknown';
  } finally {
    await c.end();
  }
}

/** True when PostgreSQL answers; the benchmark skips the PostgreSQL legs when it does not. */
export async function postgresReachable(adminUrl = DEFAULT_ADMIN_URL): Promise<boolean> {
  const c = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}
