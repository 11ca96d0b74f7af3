// The filter tabs (spec: All/Pending/Accepted/Declined with counts) and the stats, from the
// campaigns as shown (my answers on this phone included).
import type { CampaignStats, InvitationStatus } from '../../domain/campaigns.ts';
import { campaignStats } from '../../domain/campaigns.ts';

export const CAMPAIGN_TABS = ['all', 'pending', 'accepted', 'declined'] as const;
export type CampaignTab = (typeof CAMPAIGN_TABS)[number];

export function tabCounts(statuses: readonly InvitationStatus[]): Record<CampaignTab, number> {
  const stats: CampaignStats = campaignStats(statuses);
  return {
    all: stats.total,
    pending: stats.pending,
    accepted: stats.accepted,
    declined: stats.declined,
  };
}

export function inTab<T extends { status: InvitationStatus }>(
  items: readonly T[],
  tab: CampaignTab,
): T[] {
  return tab === 'all' ? [...items] : items.filter((c) => c.status === tab);
}
