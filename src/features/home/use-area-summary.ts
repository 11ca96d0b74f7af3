// The server's turnout and coverage for one area (GET /api/field-work/summary), for coordinators
// whose area is too large to fold on a phone. Live: it asks again whenever the field entries on
// this phone change — a pull after the server's poke (SSE) brings others' marks within seconds.
// Offline or refused, the last answer stays shown with its time.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { db } from '../../db/instance.ts';
import type { FieldSummary } from '../../domain/field-work.ts';
import { apiRequest } from '../../sync/api-client.ts';

const MIN_GAP_MS = 1_000;

export type AreaSummaryState = {
  summary?: FieldSummary;
  /** When `summary` was answered. */
  fetchedAt?: Date;
  /** The last request failed (offline, or the server refused). */
  failed: boolean;
};

export function useAreaSummary(area: string): AreaSummaryState {
  const [state, setState] = useState<AreaSummaryState>({ failed: false });
  // Counts change with every local write and every pull of marks, visits or voters.
  const version = useLiveQuery(() =>
    Promise.all([db.voteMarks.count(), db.visits.count(), db.voters.count()]).then((n) =>
      n.join('/'),
    ),
  );
  const latest = useRef(0);
  const asked = useRef({ area: '', at: 0 });
  useEffect(() => {
    if (version === undefined) return; // the counts are being read: ask once they are
    // A first sync changes the counts with every page it pulls: ask at most once a second
    // (the last change always gets its answer); a new area at once.
    const sameArea = asked.current.area === area;
    const wait = sameArea ? Math.max(0, asked.current.at + MIN_GAP_MS - Date.now()) : 0;
    const timer = setTimeout(() => {
      asked.current = { area, at: Date.now() };
      const ask = ++latest.current;
      apiRequest<FieldSummary>(`/field-work/summary?area=${encodeURIComponent(area)}`).then(
        (summary) => {
          if (ask === latest.current) setState({ summary, fetchedAt: new Date(), failed: false });
        },
        () => {
          if (ask === latest.current)
            // A summary of another area must not stand for this one.
            setState((s) => (s.summary?.area === area ? { ...s, failed: true } : { failed: true }));
        },
      );
    }, wait);
    return () => clearTimeout(timer);
  }, [area, version]);
  return state;
}
