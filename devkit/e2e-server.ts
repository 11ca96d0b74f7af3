// Starts the real Booth Panel server (API + built client from dist/) on a free port with a
// fresh embedded PGlite in a temp folder, so every E2E file gets an empty database.
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app.ts';
import { openPglite } from '../server/db/database.ts';

/** The built client; E2E_DIST_DIR points the suite at another build (e.g. a stub while debugging). */
export const DIST_DIR =
  process.env.E2E_DIST_DIR ?? fileURLToPath(new URL('../dist/', import.meta.url));

export type TestServer = {
  /** http://localhost:<port> — localhost, not 127.0.0.1, because service workers need a secure context. */
  url: string;
  /** The folder the client is served from (a private copy when `copyDist` was set). */
  staticDir: string;
  close(): Promise<void>;
};

export type TestServerOptions = {
  /** Serve a private copy of dist/ that the test may change (e.g. "deploy" a new sw.js). */
  copyDist?: boolean;
  /**
   * Roll import workers in the server (issue 21's jobs; buildApp's `rollWorkers`): 0 unless a
   * suite reads roll files. Passed by spread, so a build without the option ignores it.
   */
  rollWorkers?: number;
  /** Voters "Load the demo" adds (buildApp's `demoVoters`): a suite loads a small demo. */
  demoVoters?: number;
  /** A fresh cluster's dump to start the database from instead of running initdb (seconds). */
  freshCluster?: Blob;
};

export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  for (const file of ['index.html', 'sw.js']) {
    if (!existsSync(join(DIST_DIR, file))) {
      throw new Error(`${join(DIST_DIR, file)} is missing: run "npm run build" first`);
    }
  }
  const temps: string[] = [];
  const tempDir = async (prefix: string) => {
    const dir = await mkdtemp(join(tmpdir(), prefix));
    temps.push(dir);
    return dir;
  };
  let staticDir = DIST_DIR;
  if (opts.copyDist) {
    staticDir = await tempDir('booth-e2e-dist-');
    await cp(DIST_DIR, staticDir, { recursive: true });
  }
  const db = await openPglite(await tempDir('booth-e2e-db-'), opts.freshCluster);
  // Tests sign in far more often than a person; the default per-minute limit would trip.
  const workers = opts.rollWorkers ? { rollWorkers: opts.rollWorkers } : {};
  const demo = opts.demoVoters ? { demoVoters: opts.demoVoters } : {};
  const app = await buildApp({ db, staticDir, authRateLimit: 10_000, ...workers, ...demo });
  await app.listen({ port: 0, host: 'localhost' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    staticDir,
    async close() {
      await app.close();
      await db.close();
      await Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
}
