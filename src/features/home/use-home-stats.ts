// The dashboard's figures, read live from the phone's database (home-data.ts), with whether
// the voters' list order is built yet (the by-part table needs it). The order comes from
// ListOrderReader, which the home renders only when the phone holds voters.
import { useEffect, useState } from 'react';
import { useThrottledLiveQuery } from '../../db/use-throttled-live-query.ts';
import { db } from '../../db/instance.ts';
import { useSessionUserId } from '../../sync/use-session-user-id.ts';
import { refreshCampaigns } from '../../sync/campaign-copy.ts';
import type { HomeStats, RollCounts } from './home-data.ts';
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

export type HomeStatsRead = {
  stats: HomeStats | undefined;
  ordered: boolean;
  /** Where ListOrderReader hands the list order in. */
  setOrder: (order: RollCounts | null) => void;
};

export function useHomeStats(): HomeStatsRead {
  const userId = useSessionUserId();
  useFreshCampaigns(userId);
  const [order, setOrder] = useState<RollCounts | null>(null);
  // Ordered once figures counted with an order are in, not as soon as the order is.
  const read = useThrottledLiveQuery(
    async () =>
      userId ? { stats: await loadHomeStats(db, userId, order), ordered: !!order } : undefined,
    [userId, order],
    HOME_TABLES,
  );
  return { stats: read?.stats, ordered: read?.ordered ?? false, setOrder };
}
