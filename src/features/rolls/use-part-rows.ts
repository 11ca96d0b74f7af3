// One page of a part's rows in serial order (GET /api/rolls/:id with rowsPart), every row read
// and not only those in review; the page follows `offset`, and the job comes with it so the
// view can name the part.
import { useCallback, useEffect, useState } from 'react';
import type { RollJobResponse } from '../../domain/roll-jobs.ts';
import { ROWS_PAGE, fetchRollJob } from './roll-api.ts';

export type PartRowsState =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown }
  /** `offset`: the row the page shown starts at (the next page may still be loading). */
  | { kind: 'ready'; job: RollJobResponse; offset: number };

/** The review queue is not shown here: ask for one row of it, the least the API sends. */
const NO_REVIEW = { offset: 0, limit: 1 };

export function usePartRows(
  jobId: string,
  partId: string,
  offset: number,
): PartRowsState & { reload: () => void } {
  const [state, setState] = useState<PartRowsState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    fetchRollJob(jobId, NO_REVIEW, abort.signal, { partId, offset, limit: ROWS_PAGE }).then(
      (job) => setState({ kind: 'ready', job, offset }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.warn('Roll rows load failed', error);
        setState({ kind: 'failed', error });
      },
    );
    return () => abort.abort();
  }, [jobId, partId, offset, attempt]);

  const reload = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, reload };
}
