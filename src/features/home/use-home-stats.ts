// The dashboard's figures, read live from the phone's database (home-data.ts), with whether
// the voters' list order is built yet (the by-part table needs it).
import { useThrottledLiveQuery } from '../../db/use-throttled-live-query.ts';
import { db } from '../../db/instance.ts';
import { useSessionUserId } from '../../sync/use-session-user-id.ts';
import { useListOrder } from '../voters/query/index.ts';
import type { HomeStats } from './home-data.ts';
import { loadHomeStats } from './home-data.ts';

/** What loadHomeStats reads: a write to any of them brings fresh figures. */
const HOME_TABLES = [
  db.voters,
  db.visits,
  db.voteMarks,
  db.members,
  db.outbox,
  db.campaigns,
  db.invitations,
];

export function useHomeStats(): { stats: HomeStats | undefined; ordered: boolean } {
  const userId = useSessionUserId();
  const order = useListOrder(db);
  const stats = useThrottledLiveQuery(
    () => (userId ? loadHomeStats(db, userId, order) : Promise.resolve(undefined)),
    [userId, order],
    HOME_TABLES,
  );
  return { stats, ordered: !!order };
}
