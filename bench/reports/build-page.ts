// Builds the benchmark page (page/: the real src/db, roll import and report engine, no React)
// with Vite into a temporary folder; the caller serves it and removes it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const ROOT = fileURLToPath(new URL('./page/', import.meta.url));

export async function buildPage(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'reports-bench-'));
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    build: { outDir: dir, emptyOutDir: true, target: 'es2022', minify: false },
  });
  return dir;
}
