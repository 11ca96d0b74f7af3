// What every part of the deployment test shares: the clock and log lines (devkit/deploy, shared
// with the poll-day benchmark), the list of problems found, and the settings a phone needs.
import { randomBytes } from 'node:crypto';

export {
  Failure,
  READY_TIMEOUT_MS,
  ROOT,
  log,
  seconds,
  sleep,
  started,
} from '../../devkit/deploy/context.ts';

export const PASSWORD = `deploy-test-${randomBytes(6).toString('hex')}`;
/** What a phone waits for an answer, as the real client does. */
export const REQUEST_TIMEOUT_MS = 20_000;

export const problems: string[] = [];
export const check = (ok: boolean, what: string) => {
  if (!ok) problems.push(what);
};
