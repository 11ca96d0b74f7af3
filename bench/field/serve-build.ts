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

export type ServedBuild = { url: string; close(): Promise<void> };

export async function serveBuild(distDir: string, serverRoot: string): Promise<ServedBuild> {
  const load = <T>(path: string) =>
    import(pathToFileURL(join(serverRoot, path)).href) as Promise<T>;
  const { buildApp } = await load<typeof AppModule>('server/app.ts');
  const { openPglite } = await load<typeof DatabaseModule>('server/db/database.ts');
  const dataDir = await mkdtemp(join(tmpdir(), 'booth-field-db-'));
  const db = await openPglite(dataDir);
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

/** Creates a user through the API and signs in; returns what the app keeps in localStorage. */
export async function seedSession(
  baseUrl: string,
  name: string,
): Promise<{ token: string; user: unknown; firstName: string }> {
  const email = `${name.split(' ')[0]!.toLowerCase()}.${Date.now().toString(36)}@example.test`;
  const password = 'field-bench-password';
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const created = await post('/api/booth/create-booth-user', { name, email, password });
  if (created.status !== 201) throw new Error(`sign-up failed: ${created.status}`);
  const login = await post('/api/booth/login-booth-user', { email, password });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`);
  const body = (await login.json()) as { token: string; user: unknown };
  return { ...body, firstName: name.split(' ')[0]! };
}
