// What every run of the district recipe on one machine shares (`npm run test:deploy`,
// `npm run bench:pollday`): where the repository is, the clock and log lines, and the error
// that ends a run with a message of its own.
import { fileURLToPath } from 'node:url';

/** The repository's root: where the servers run and the HAProxy configuration lives. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const READY_TIMEOUT_MS = 30_000;

export const started = Date.now();
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const log = (text: string) =>
  console.log(`[${seconds(Date.now() - started).padStart(8)}] ${text}`);

export class Failure extends Error {}
