// Playwright calls with no timeout of their own (opening and closing contexts and pages,
// going offline, popups) given one, so a stuck call fails the test within a minute naming
// itself, instead of hanging silently until the test's own timeout. With E2E_STEP_LOG=<file>
// every such step is also written there with its start and end times, for a hang that does
// finish in time but slowly.
import { appendFileSync } from 'node:fs';

const LOG = process.env.E2E_STEP_LOG;
const DEFAULT_LIMIT_MS = 60_000;

function log(line: string): void {
  if (LOG) appendFileSync(LOG, `${new Date().toISOString()} [${process.pid}] ${line}\n`);
}

/** Runs `fn`, failing with "<name> did not finish in N s" if it takes longer than `limitMs`. */
export async function step<T>(
  name: string,
  fn: () => Promise<T>,
  limitMs = DEFAULT_LIMIT_MS,
): Promise<T> {
  const started = Date.now();
  log(`start ${name}`);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stuck = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      log(`STUCK ${name} after ${limitMs} ms`);
      reject(new Error(`${name} did not finish in ${limitMs / 1000} s`));
    }, limitMs);
  });
  try {
    const result = await Promise.race([fn(), stuck]);
    log(`done ${name} in ${Date.now() - started} ms`);
    return result;
  } finally {
    clearTimeout(timer);
  }
}
