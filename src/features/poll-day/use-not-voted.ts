// The booth's voters for the not-yet-voted list (not-voted-data.ts), live: read again when the
// part's voters, the visits, the pannas or the team change, never on a vote mark (the screen's
// own set of who has voted filters them: not-voted-items.ts).
import { db } from '../../db/instance.ts';
import { myPannaIds } from '../../roll/index.ts';
import { getSessionUser } from '../../sync/session.ts';
import type { BoothVoters } from './not-voted-data.ts';
import { loadBoothVoters } from './not-voted-data.ts';
import { useLiveRead } from './use-live-read.ts';

/** undefined while read (or with no part); a previous part's until the new one is in. */
export function useBoothVoters(part: number | null): BoothVoters | undefined {
  return useLiveRead(async () => {
    if (part === null) return undefined;
    const mine = await myPannaIds(db, getSessionUser()?.email ?? '');
    return loadBoothVoters(db, part, mine);
  }, [part]);
}
