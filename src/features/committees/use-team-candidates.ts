// The booth team's members to name from, read live from the phone's members and voters.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/instance.ts';
import type { Candidate } from './team-members.ts';
import { teamCandidates } from './team-members.ts';

/** undefined while read. */
export function useTeamCandidates(boothPath: string): Candidate[] | undefined {
  return useLiveQuery(() => teamCandidates(db, boothPath), [boothPath]);
}
