// Writes foo.br and foo.gz next to every text file of a build, so the server sends them with
// @fastify/static's preCompressed instead of compressing on each request (or not at all).
// Runs as the last step of `vite build` (precompressPlugin below).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Formats worth compressing: text, and WebAssembly (the scanner's .wasm goes from 950 KB to
 * 320 KB with Brotli); images and woff2 are compressed already.
 */
export const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.webmanifest',
  '.json',
  '.txt',
  '.xml',
  '.ico',
  '.map',
  '.wasm',
]);

/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 256;

export type CompressedFile = { path: string; raw: number; br: number; gzip: number };

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

export async function precompressDir(dir: string): Promise<CompressedFile[]> {
  const done: CompressedFile[] = [];
  for await (const path of walk(dir)) {
    if (!COMPRESSIBLE.has(extname(path).toLowerCase())) continue;
    if ((await stat(path)).size < MIN_BYTES) continue;
    const data = await readFile(path);
    const [br, gzipped] = await Promise.all([
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
      gz(data, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
    done.push({ path, raw: data.length, br: br.length, gzip: gzipped.length });
  }
  return done;
}

/**
 * Vite plugin: compresses the finished build. It must run after vite-plugin-pwa has written
 * sw.js in its own closeBundle, so it is listed after VitePWA and ordered 'post'.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'booth:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = await precompressDir(outDir);
        const raw = files.reduce((sum, f) => sum + f.raw, 0);
        const br = files.reduce((sum, f) => sum + f.br, 0);
        this.info(
          `precompressed ${files.length} files: ${(raw / 1024).toFixed(0)} KiB → ` +
            `${(br / 1024).toFixed(0)} KiB brotli`,
        );
      },
    },
  };
}
