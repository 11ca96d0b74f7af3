// The job queue, in the database so it works the same on PGlite and PostgreSQL and across app
// servers and worker processes: a worker claims the oldest job nobody holds (FOR UPDATE SKIP
// LOCKED, so two workers never take one job) with a lease, extends the lease while it works
// (heartbeat), and lets go when done or stopping. A job whose lease ran out — its worker was
// killed — is claimable again and resumes from what was stored. See docs/roll-import.md for
// why this is not pg-boss or graphile-worker.
import type { Queryable } from '../../db/database.ts';
import type { StopReason } from './runner.ts';

/** Claim the next job for `workerId` for `leaseMs`; its id, or undefined when none waits. */
export async function claimJob(
  db: Queryable,
  workerId: string,
  leaseMs: number,
): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE roll_jobs SET status = 'running', locked_by = $1,
       locked_until = now() + $2 * interval '1 millisecond', attempts = attempts + 1,
       updated_at = now()
     WHERE id = (SELECT id FROM roll_jobs
                 WHERE status IN ('queued', 'running')
                   AND (locked_until IS NULL OR locked_until < now())
                 ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
     RETURNING id`,
    [workerId, leaseMs],
  );
  return rows[0]?.id;
}

/** Extend the lease; false when the worker no longer holds the job. */
export async function heartbeat(
  db: Queryable,
  jobId: string,
  workerId: string,
  leaseMs: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE roll_jobs SET locked_until = now() + $3 * interval '1 millisecond'
     WHERE id = $1 AND locked_by = $2 RETURNING id`,
    [jobId, workerId, leaseMs],
  );
  return rows.length > 0;
}

/** Let go of a job still running (server stopping): another worker may take it at once. */
export async function releaseJob(db: Queryable, jobId: string, workerId: string): Promise<void> {
  await db.query(
    `UPDATE roll_jobs SET locked_by = NULL, locked_until = NULL
     WHERE id = $1 AND locked_by = $2 AND status = 'running'`,
    [jobId, workerId],
  );
}

/** Whether the job's worker should stop now, and why. */
export async function stopReason(
  db: Queryable,
  jobId: string,
  workerId: string,
): Promise<StopReason> {
  const { rows } = await db.query<{ cancel_requested: boolean; locked_by: string | null }>(
    'SELECT cancel_requested, locked_by FROM roll_jobs WHERE id = $1',
    [jobId],
  );
  const job = rows[0];
  if (!job || job.locked_by !== workerId) return 'lost';
  return job.cancel_requested ? 'cancel' : null;
}
