// Live hooks over the voter queries; components never open the database themselves.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/instance.ts';
import type { VoterRecord } from '../db/types.ts';
import type { GenderCounts, ReportPage, ReportQuery } from './report-query.ts';
import { loadGenderCounts, loadHousehold, loadReportPage, loadVoter } from './report-query.ts';

/**
 * Subscribes the live query that calls it to every voter write. Dexie tracks a count on a
 * secondary index as "any deletion or update may change it", so this one empty count re-runs
 * the screen after any put or delete, whichever index ranges the engine's own (cached or
 * background) reads were tracked under. It matches no record, so it costs one index seek.
 */
const watchVoters = () =>
  Promise.all([
    db.voters.where('voterId').equals('\uffff\uffff').count(),
    // And to the part files (src/db/roll-files.ts): a file that comes is voters too.
    db.rollParts.count(),
  ]);

/**
 * The engine's own time for a screen's query, as a user-timing entry (`report-query:<id>`,
 * the latest run only), so the screen benchmark (bench/screens) puts it beside what the user
 * waited for in the same page.
 */
function markQuery(id: string, started: number, detail: string): void {
  if (typeof performance.measure !== 'function') return;
  const name = `report-query:${id}`;
  performance.clearMeasures(name);
  performance.measure(name, { start: started, detail });
}

/** One page of a report; undefined while loading. Re-runs when voters change. */
export function useReportPage(q: ReportQuery): ReportPage | undefined {
  const { def, values, page, pageSize, locale } = q;
  const valuesKey = JSON.stringify(values);
  return useLiveQuery(
    async () => {
      await watchVoters();
      const started = performance.now();
      const result = await loadReportPage(db, { def, values, page, pageSize, locale });
      markQuery(def.id, started, valuesKey);
      return result;
    },
    // valuesKey stands for values: a new object with the same inputs does not re-query.
    [def.id, valuesKey, page, pageSize, locale],
  );
}

/**
 * One voter and its household; undefined while loading, null when the voter is gone. Re-runs
 * on any voter write: a member added to the house is read by id (from the keys in memory).
 */
export function useVoterWithHousehold(
  id: string | null,
): { voter: VoterRecord; household: VoterRecord[] } | null | undefined {
  return useLiveQuery(async () => {
    if (!id) return null;
    await watchVoters();
    const voter = await loadVoter(db, id);
    if (!voter) return null;
    return { voter, household: await loadHousehold(db, voter) };
  }, [id]);
}

/** Gender counts of the live voters; undefined while loading. */
export function useGenderCounts(): GenderCounts | undefined {
  return useLiveQuery(() => loadGenderCounts(db), []);
}
