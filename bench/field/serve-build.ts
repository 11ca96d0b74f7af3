// Serves one build with the real server (buildApp + PGlite in a temp folder). `serverRoot` is
// the checkout whose server/ code serves it, so the "before" build goes out exactly as the old
// server sent it (no precompressed files, old cache headers).
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as AppModule from '../../server/app.ts';
import type * as DatabaseModule from '../../server/db/database.ts';
import { freshCluster } from '../lib/fresh-cluster.ts';

export type ServedBuild = { url: string; close(): Promise<void> };

export async function serveBuild(distDir: string, serverRoot: string): Promise<ServedBuild> {
  const load = <T>(path: string) =>
    import(pathToFileURL(join(serverRoot, path)).href) as Promise<T>;
  const { buildApp } = await load<typeof AppModule>('server/app.ts');
  const { openPglite } = await load<typeof DatabaseModule>('server/db/database.ts');
  const dataDir = await mkdtemp(join(tmpdir(), 'booth-field-db-'));
  const db = await openPglite(dataDir, freshCluster());
  const app = await buildApp({ db, staticDir: distDir, authRateLimit: 10_000 });
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
