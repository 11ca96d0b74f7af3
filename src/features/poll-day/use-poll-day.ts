// Poll-day mode's reads, live from the phone's database (poll-day-data.ts): the turnout, and
// the voters matching a search, so a mark made here or synced in shows at once.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/instance.ts';
import type { FoundVoter, Turnout } from './poll-day-data.ts';
import { findVoters, loadTurnout } from './poll-day-data.ts';

/** undefined while it is read. */
export function useTurnout(): Turnout | undefined {
  return useLiveQuery(() => loadTurnout(db), []);
}

/** The voters matching `query`: null when nothing is typed, undefined while they are read. */
export function useFoundVoters(query: string): FoundVoter[] | null | undefined {
  return useLiveQuery(
    () => (query.trim() ? findVoters(db, query) : Promise.resolve(null)),
    [query],
  );
}
