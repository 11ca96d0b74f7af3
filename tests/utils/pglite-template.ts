// Vitest global set-up for the server and E2E projects: runs PGlite's initdb once for the whole
// run and keeps the fresh cluster as a file, so each test database (server/test-databases.ts)
// and each E2E server starts from that dump in about a second instead of running initdb again
// (about four seconds of CPU each, well over a hundred times a run). The dump is of an empty,
// unmigrated cluster: every database still starts exactly as a fresh PGlite would.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the fresh PGlite cluster's dump (tests/utils/pglite-template.ts). */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'booth-pglite-template-'));
  const file = join(dir, 'fresh-cluster.tar');
  const pglite = await PGlite.create();
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

let freshClusterDump: Blob | undefined;
/** In a test file: the fresh cluster's dump, read once per test process. */
export function freshCluster(): Blob {
  freshClusterDump ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
  return freshClusterDump;
}
