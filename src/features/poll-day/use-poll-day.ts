// Poll-day mode's reads, live from the phone's database (poll-day-data.ts): the turnout, and
// the voters matching a search, so a mark made here or synced in shows at once.
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { db } from '../../db/instance.ts';
import type { FoundVoter, Turnout } from './poll-day-data.ts';
import { countVoters, findVoters, loadVoted } from './poll-day-data.ts';

/**
 * undefined while it is read. Two reads: a mark re-reads the marks, not the count of voters,
 * and a synced voter the count, not the marks.
 */
export function useTurnout(): Turnout | undefined {
  const voted = useLiveQuery(() => loadVoted(db), []);
  const total = useLiveQuery(() => countVoters(db), []);
  return useMemo(
    () => (voted && total !== undefined ? { ...voted, total } : undefined),
    [voted, total],
  );
}

/** The voters matching `query`: null when nothing is typed, undefined while they are read. */
export function useFoundVoters(query: string): FoundVoter[] | null | undefined {
  return useLiveQuery(
    () => (query.trim() ? findVoters(db, query) : Promise.resolve(null)),
    [query],
  );
}
