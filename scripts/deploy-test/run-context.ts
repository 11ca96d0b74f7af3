// What every part of the deployment test shares: the clock and log lines, the list of
// problems found, and the settings a phone needs.
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

/** The repository's root: where the servers run and the HAProxy configuration lives. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const PASSWORD = `deploy-test-${randomBytes(6).toString('hex')}`;
/** What a phone waits for an answer, as the real client does. */
export const REQUEST_TIMEOUT_MS = 20_000;
export const READY_TIMEOUT_MS = 30_000;

export const started = Date.now();
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const log = (text: string) =>
  console.log(`[${seconds(Date.now() - started).padStart(8)}] ${text}`);

export class Failure extends Error {}
export const problems: string[] = [];
export const check = (ok: boolean, what: string) => {
  if (!ok) problems.push(what);
};
