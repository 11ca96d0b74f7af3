// What the browser benches share: a production build of this checkout to serve (in a temporary
// folder, so dist/ stays untouched, or a given folder to skip the build), and a JSON POST to the
// served API.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PREBUILT_DIST } from './smoke.ts';

/**
 * A build to serve: `given` (a folder, relative or absolute), else BENCH_DIST (CI's E2E build),
 * else a fresh one named `prefix`.
 */
export function buildApp(prefix: string, given = PREBUILT_DIST): { dir: string; dispose(): void } {
  if (given) return { dir: resolve(given), dispose: () => undefined };
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-dist-`));
  execFileSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir'], {
    cwd: fileURLToPath(new URL('../../', import.meta.url)),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** POST `body` to `/api<path>` as `token`; the answer's JSON, or a thrown status and text. */
export async function postApi(
  base: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<unknown> {
  const res = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}
