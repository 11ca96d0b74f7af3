// The server's turnout and coverage for one area (GET /api/field-work/summary), for coordinators
// whose area is too large to fold on a phone. Live: it asks again when the field entries on this
// phone change — a pull after the server's poke (SSE) brings others' marks within seconds — at
// most once a second. Not on voter writes: a first sync writes the roll page after page, and
// asking the server to count the whole area after each made the sync itself wait behind those
// counts (the server's database is one connection); the roll is the server's already.
// Offline or refused, the last answer stays shown with its time.
import { useRef } from 'react';
import { db } from '../../db/instance.ts';
import { useThrottledLiveQuery } from '../../db/use-throttled-live-query.ts';
import type { FieldSummary } from '../../domain/field-work.ts';
import { apiRoutes } from '../../domain/api/index.ts';
import { callApi } from '../../sync/call-api.ts';

export type AreaSummaryState = {
  summary?: FieldSummary;
  /** When `summary` was answered. */
  fetchedAt?: Date;
  /** The last request failed (offline, or the server refused). */
  failed: boolean;
};

const FIELD_TABLES = [db.voteMarks, db.visits, db.officerTurnout];

export function useAreaSummary(area: string): AreaSummaryState {
  const kept = useRef<AreaSummaryState>({ failed: false });
  const state = useThrottledLiveQuery(
    async () => {
      try {
        const summary = await callApi(apiRoutes.fieldWork.summary, { query: { area } });
        kept.current = { summary, fetchedAt: new Date(), failed: false };
      } catch {
        // A summary of another area must not stand for this one.
        const same = kept.current.summary?.area === area;
        kept.current = same ? { ...kept.current, failed: true } : { failed: true };
      }
      return kept.current;
    },
    [area],
    FIELD_TABLES,
  );
  return state ?? { failed: false };
}
