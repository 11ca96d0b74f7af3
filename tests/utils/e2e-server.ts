// Starts the real Booth Panel server (API + built client from dist/) on a free port with a
// fresh embedded PGlite in a temp folder, so every E2E file gets an empty database.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app.ts';
import { openPglite } from '../../server/db/database.ts';

/** The built client; E2E_DIST_DIR points the suite at another build (e.g. a stub while debugging). */
export const DIST_DIR =
  process.env.E2E_DIST_DIR ?? fileURLToPath(new URL('../../dist/', import.meta.url));

export type TestServer = {
  /** http://localhost:<port> — localhost, not 127.0.0.1, because service workers need a secure context. */
  url: string;
  close(): Promise<void>;
};

export type TestServerOptions = {
  /** Folder of the built client; defaults to dist/. */
  staticDir?: string;
};

export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const staticDir = opts.staticDir ?? DIST_DIR;
  for (const file of ['index.html', 'sw.js']) {
    if (!existsSync(join(staticDir, file))) {
      throw new Error(`${join(staticDir, file)} is missing: run "npm run build" first`);
    }
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'booth-e2e-db-'));
  const db = await openPglite(dataDir);
  // Tests sign in far more often than a person; the default per-minute limit would trip.
  const app = await buildApp({ db, staticDir, authRateLimit: 10_000 });
  await app.listen({ port: 0, host: 'localhost' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    async close() {
      await app.close();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
