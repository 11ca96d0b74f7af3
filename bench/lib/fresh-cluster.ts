// A fresh PGlite cluster for the smoke runs in `npm test`: the test run makes one once
// (tests/utils/pglite-template.ts) and names its dump in BENCH_PGLITE_TEMPLATE, so each
// benchmark's database starts from it in about a second instead of running initdb again
// (about four seconds of CPU each, a dozen times a run). A benchmark run proper has no such
// variable and starts its databases exactly as the server does.
import { readFileSync } from 'node:fs';

export function freshCluster(): Blob | undefined {
  const file = process.env.BENCH_PGLITE_TEMPLATE;
  return file ? new Blob([readFileSync(file)]) : undefined;
}
