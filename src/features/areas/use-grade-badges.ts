// The grades of the booths on the Areas page shown (issue 46): each booth's grade under the
// latest graded election of its assembly, asked of the server for the booths of this page only
// (GET /api/booth-grades/badges). Offline, or before any Form 20 is graded, there are none and
// the rows show no badge.
import { useEffect, useState } from 'react';
import { apiRoutes } from '../../domain/api/index.ts';
import type { Grade } from '../../domain/form20/grades.ts';
import { callApi } from '../../sync/call-api.ts';
import { useOnline } from '../../components/use-online.ts';

const NONE: Record<string, Grade> = {};

export function useGradeBadges(paths: readonly string[]): Record<string, Grade> {
  const online = useOnline();
  const key = online ? paths.slice(0, 100).join(',') : '';
  const [held, setHeld] = useState<{ key: string; grades: Record<string, Grade> } | null>(null);
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    callApi(apiRoutes.form20.badges, { query: { paths: key }, signal: controller.signal }).then(
      (answer) => setHeld({ key, grades: answer.grades }),
      (err: unknown) => {
        if (!controller.signal.aborted) console.warn('Booth grade badges not loaded', err);
      },
    );
    return () => controller.abort();
  }, [key]);
  return held?.key === key ? held.grades : NONE;
}
