// How busy the push's one serial section is. Every push takes the version lock
// (pg_advisory_xact_lock(SYNC_LOCK), server/services/sync-store.ts lockVersions) before it
// writes, and holds it until its commit, so versions become visible in commit order: one
// database runs at most 1 / (time held per push) pushes a second, whatever the cores. Sampled
// from pg_locks (ten times a second unless told): the share of samples where some push held it is its
// utilisation; with the pushes counted, utilisation × window ÷ pushes is the hold per push.
import type pg from 'pg';
import { SYNC_LOCK } from '../../server/services/sync-store.ts';

export type LockUse = {
  samples: number;
  /** Share of samples in which a push held the lock. */
  heldShare: number;
  /** Pushes waiting for it, on average over the samples. */
  meanWaiting: number;
  maxWaiting: number;
};

export async function watchVersionLock(
  monitor: pg.Client,
  dbName: string,
  intervalMs = 100,
): Promise<{ stop(): LockUse }> {
  const { rows } = await monitor.query<{ oid: number }>(
    'SELECT oid FROM pg_database WHERE datname = $1',
    [dbName],
  );
  const oid = rows[0]!.oid;
  // A bigint advisory key: classid holds its high 32 bits, objid its low 32, objsubid 1.
  const high = Math.floor(SYNC_LOCK / 2 ** 32);
  const low = SYNC_LOCK % 2 ** 32;
  let samples = 0;
  let held = 0;
  let waiting = 0;
  let maxWaiting = 0;
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return; // the monitor is slow (a loaded machine): skip rather than queue up
    busy = true;
    monitor
      .query<{ held: number; waiting: number }>(
        `SELECT count(*) FILTER (WHERE granted)::int AS held,
                count(*) FILTER (WHERE NOT granted)::int AS waiting
         FROM pg_locks WHERE locktype = 'advisory' AND database = $1
           AND classid = $2 AND objid = $3 AND objsubid = 1`,
        [oid, high, low],
      )
      .then((r) => {
        samples += 1;
        if (r.rows[0]!.held > 0) held += 1;
        waiting += r.rows[0]!.waiting;
        maxWaiting = Math.max(maxWaiting, r.rows[0]!.waiting);
      })
      .catch(() => undefined)
      .finally(() => (busy = false));
  }, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      return {
        samples,
        heldShare: samples ? held / samples : 0,
        meanWaiting: samples ? waiting / samples : 0,
        maxWaiting,
      };
    },
  };
}
