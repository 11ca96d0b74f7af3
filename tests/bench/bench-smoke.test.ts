// Every `npm run bench:*` script run in its smoke mode (tiny sizes, seconds, no targets), so a
// benchmark that breaks fails the build instead of rotting until the next session measures.
// The list comes from package.json: a new bench script is covered the day it is added.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it, inject } from 'vitest';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RESULTS = join(ROOT, 'bench/results');
const scripts = Object.keys(
  (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: object }).scripts,
).filter((name) => name.startsWith('bench:'));
// `npm test` builds the app for the E2E tests just before: the browser benches serve that build.
const dist = join(ROOT, 'dist');
const prebuilt = existsSync(join(dist, 'sw.js')) ? { BENCH_DIST: dist } : {};

/** Each committed result file's modification time: a smoke run must leave them alone. */
const resultsStamp = (): string =>
  existsSync(RESULTS)
    ? readdirSync(RESULTS)
        .map((f) => `${f}@${statSync(join(RESULTS, f)).mtimeMs}`)
        .join(',')
    : '';

describe('every benchmark runs in its smoke mode', () => {
  it('finds the bench scripts', () => {
    expect(scripts).toEqual(expect.arrayContaining(['bench:sync', 'bench:roll', 'bench:screens']));
  });

  // One at a time: run two at once, each took twice as long (the smoke runs are CPU-bound).
  it.each(scripts)('npm run %s -- --smoke', async (script) => {
    const before = resultsStamp();
    const started = performance.now();
    const out = await run('npm', ['run', '-s', script, '--', '--smoke'], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...prebuilt,
        BENCH_SMOKE: '1',
        // The run's fresh PGlite cluster: no benchmark runs initdb of its own.
        BENCH_PGLITE_TEMPLATE: inject('pgliteTemplate'),
      },
      maxBuffer: 64 * 1024 * 1024,
    }).catch((err: { code?: number; stdout?: string; stderr?: string }) => {
      const tail = `${err.stdout ?? ''}\n${err.stderr ?? ''}`.split('\n').slice(-40).join('\n');
      throw new Error(`${script} --smoke exited with ${err.code}:\n${tail}`);
    });
    console.log(`${script} --smoke: ${Math.round((performance.now() - started) / 1000)} s`);
    expect(out.stdout.trim().length).toBeGreaterThan(0);
    expect(resultsStamp()).toBe(before);
  });
});
