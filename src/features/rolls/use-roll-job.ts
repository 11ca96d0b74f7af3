// One roll import job with its first page of rows to review (GET /api/rolls/:id), asked for
// again every two seconds while it is being read; `reload` after a change made on it.
import { useCallback, useEffect, useState } from 'react';
import type { RollJobResponse } from '../../domain/roll-jobs.ts';
import { REVIEW_PAGE, fetchRollJob } from './roll-api.ts';
import { POLL_MS, isActive } from './job-status.ts';
import { usePoll } from '../../components/use-poll.ts';

export type RollJobState =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'ready'; job: RollJobResponse };

const FIRST_PAGE = { offset: 0, limit: REVIEW_PAGE };

export function useRollJob(id: string): RollJobState & { reload: () => Promise<void> } {
  const [state, setState] = useState<RollJobState>({ kind: 'loading' });

  const load = useCallback(async () => {
    try {
      const job = await fetchRollJob(id, FIRST_PAGE);
      setState({ kind: 'ready', job });
    } catch (error) {
      console.warn('Roll job load failed', error);
      // A job already shown stays on screen; a failed poll is tried again.
      setState((s) => (s.kind === 'ready' ? s : { kind: 'failed', error }));
    }
  }, [id]);

  useEffect(() => {
    setState({ kind: 'loading' });
    void load();
  }, [load]);

  usePoll(load, POLL_MS, state.kind === 'ready' && isActive(state.job));

  const reload = useCallback(async () => {
    setState((s) => (s.kind === 'failed' ? { kind: 'loading' } : s));
    await load();
  }, [load]);
  return { ...state, reload };
}
