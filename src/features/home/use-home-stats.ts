// The dashboard's figures, read live from the phone's database (home-data.ts), with whether
// the voters' list order is built yet (the by-part table needs it).
import { useEffect } from 'react';
import { useThrottledLiveQuery } from '../../db/use-throttled-live-query.ts';
import { db } from '../../db/instance.ts';
import { useSessionUserId } from '../../sync/use-session-user-id.ts';
import { refreshCampaigns } from '../../sync/campaign-copy.ts';
import { useListOrder } from '../../roll/index.ts';
import type { HomeStats } from './home-data.ts';
import { loadHomeStats } from './home-data.ts';

/** What loadHomeStats reads: a write to any of them brings fresh figures. */
const HOME_TABLES = [
  db.voters,
  db.rollParts,
  db.visits,
  db.voteMarks,
  db.members,
  db.outbox,
  db.campaigns,
  db.invitations,
];

/**
 * The campaigns kept on the phone are refreshed by the Campaign screen; the dashboard counts
 * pending invitations from them, so it refreshes them too (on opening and when the network
 * comes back), or a worker who never opened Campaign would read 0.
 */
function useFreshCampaigns(userId: string | null): void {
  useEffect(() => {
    if (!userId) return undefined;
    const refresh = () =>
      void refreshCampaigns(db, userId).catch((err: unknown) =>
        console.info('Campaigns not refreshed', err),
      );
    refresh();
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [userId]);
}

export function useHomeStats(): { stats: HomeStats | undefined; ordered: boolean } {
  const userId = useSessionUserId();
  useFreshCampaigns(userId);
  const order = useListOrder(db, { onlyCurrent: true });
  const stats = useThrottledLiveQuery(
    () => (userId ? loadHomeStats(db, userId, order) : Promise.resolve(undefined)),
    [userId, order],
    HOME_TABLES,
  );
  return { stats, ordered: !!order };
}
