// Poll-day mode's reads, live from the phone's database (poll-day-data.ts): the turnout, and
// the voters matching a search, so a mark made here or synced in shows at once (use-live-read.ts:
// without holding up the pad's keys).
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { db } from '../../db/instance.ts';
import type { FoundVoter, Turnout } from './poll-day-data.ts';
import { countVoters, findVoters, loadVoted } from './poll-day-data.ts';
import { useLiveRead } from './use-live-read.ts';

/** The same voters voted by the same marks: a pull writing back a mark changes nothing shown. */
export function sameVoted(a: Pick<Turnout, 'marks'>, b: Pick<Turnout, 'marks'>): boolean {
  if (a.marks.size !== b.marks.size) return false;
  for (const [voterId, mark] of a.marks) {
    const other = b.marks.get(voterId);
    if (!other || other.by !== mark.by || other.markedAt !== mark.markedAt) return false;
  }
  return true;
}

/**
 * undefined while it is read. Two reads: a mark re-reads the marks, not the count of voters,
 * and a synced voter the count, not the marks; a read that finds the same marks (the pull
 * writing back a mark made here) draws nothing again.
 */
export function useTurnout(): Turnout | undefined {
  const voted = useLiveRead(() => loadVoted(db), [], sameVoted);
  const total = useLiveRead(() => countVoters(db), []);
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
