// The signed-in user's roll import jobs, newest first (GET /api/rolls), with the jobs still
// being read asked for again every two seconds (GET /api/rolls/:id) so their progress moves.
import { useCallback, useEffect, useState } from 'react';
import type { RollJob } from '../../domain/roll-jobs.ts';
import { fetchRollJob, fetchRollJobs } from './roll-api.ts';
import { POLL_MS, isActive } from './job-status.ts';
import { usePoll } from '../../components/use-poll.ts';

export type RollJobsState =
  { kind: 'loading' } | { kind: 'failed'; error: unknown } | { kind: 'ready'; jobs: RollJob[] };

const newestFirst = (a: RollJob, b: RollJob) => b.createdAt.localeCompare(a.createdAt);

/** The job's fields only: the list holds no review rows. */
function asJob(
  job: RollJob & { review?: unknown; reviewTotal?: unknown; rows?: unknown; rowsTotal?: unknown },
): RollJob {
  const { review: _review, reviewTotal: _total, rows: _rows, rowsTotal: _rowsTotal, ...rest } = job;
  return rest;
}

export function useRollJobs(enabled: boolean): RollJobsState & { reload: () => void } {
  const [state, setState] = useState<RollJobsState>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((r) => r + 1), []);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchRollJobs(controller.signal).then(
      (jobs) => setState({ kind: 'ready', jobs: [...jobs].sort(newestFirst) }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Roll jobs load failed', error);
        setState((s) => (s.kind === 'ready' ? s : { kind: 'failed', error }));
      },
    );
    return () => controller.abort();
  }, [enabled, round]);

  const active = state.kind === 'ready' ? state.jobs.filter(isActive).map((j) => j.id) : [];
  const activeIds = active.join(',');
  const poll = useCallback(async () => {
    if (!activeIds) return;
    const fresh = await Promise.all(
      activeIds.split(',').map((id) => fetchRollJob(id, { offset: 0, limit: 0 }).catch(() => null)),
    );
    const byId = new Map(fresh.filter((j) => j !== null).map((j) => [j.id, asJob(j)]));
    if (!byId.size) return;
    setState((s) =>
      s.kind === 'ready' ? { kind: 'ready', jobs: s.jobs.map((j) => byId.get(j.id) ?? j) } : s,
    );
  }, [activeIds]);
  usePoll(poll, POLL_MS, enabled && active.length > 0);

  return { ...state, reload };
}
