// Vite config of the browser benchmark page: a bare page (no React, no service worker) whose
// entry imports the real src/db and src/sync modules. Built by the benchmark, served by the
// real server so that the page's fetches are same-origin, as in the app.
import { fileURLToPath } from 'node:url';
import type { InlineConfig } from 'vite';

const ROOT = fileURLToPath(new URL('./page/', import.meta.url));

export function benchPageConfig(outDir: string): InlineConfig {
  return {
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    // Unminified: a CPU profile of the page then names the engine's own functions.
    build: { outDir, emptyOutDir: true, target: 'es2022', sourcemap: false, minify: false },
  };
}
