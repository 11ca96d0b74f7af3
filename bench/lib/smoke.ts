// Smoke mode: every `npm run bench:*` also runs tiny (`-- --smoke`, or BENCH_SMOKE=1 which child
// processes inherit), so CI proves each benchmark still runs end to end in seconds. A smoke run
// prints its figures but judges no target and writes into a temporary folder, never over the
// committed bench/results/.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SMOKE = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
// Sub-processes and browser legs started from here run small too.
if (SMOKE) process.env.BENCH_SMOKE = '1';

/** The full-size value, or the tiny one in a smoke run. */
export const sized = <T>(full: T, smoke: T): T => (SMOKE ? smoke : full);

/** Where reports go: bench/results/, or a temporary folder in a smoke run. */
export const RESULTS_DIR = SMOKE
  ? join(tmpdir(), 'booth-panel-bench-smoke') + '/'
  : fileURLToPath(new URL('../results/', import.meta.url));

/** A build already made (CI's E2E build) that a smoke run serves instead of building again. */
export const PREBUILT_DIST = process.env.BENCH_DIST;
