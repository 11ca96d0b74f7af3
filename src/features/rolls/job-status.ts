// How a job's and a part's status look, and which jobs are still moving (polled, cancellable).
import type { RollJob, RollJobStatus, RollPartStatus } from '../../domain/roll-jobs.ts';

/** Still being read: polled every POLL_MS, and the only jobs that can be cancelled. */
export const isActive = (job: Pick<RollJob, 'status'>) =>
  job.status === 'queued' || job.status === 'running';

/** How often a job being read is asked for again. */
export const POLL_MS = 2000;

/** Filled badge colours (shade 8/9 of the theme: white text passes AA on each). */
export const JOB_STATUS_COLOR: Record<RollJobStatus, string> = {
  queued: 'gray.7',
  running: 'blue.8',
  review: 'yellow.9',
  done: 'green.9',
  failed: 'red.9',
  cancelled: 'gray.7',
};

export const PART_STATUS_COLOR: Record<RollPartStatus, string> = {
  review: 'yellow.9',
  published: 'green.9',
  refused: 'red.9',
};
