// The filter tabs (spec: All/Pending/Accepted/Declined with counts) and the stats, from the
// campaigns as shown (my answers on this phone included). "All" also lists the campaigns I
// only organise; the status tabs and the stats count only those I am invited to.
import type { CampaignStats, InvitationStatus } from '../../domain/campaigns.ts';
import { campaignStats } from '../../domain/campaigns.ts';

export const CAMPAIGN_TABS = ['all', 'pending', 'accepted', 'declined'] as const;
export type CampaignTab = (typeof CAMPAIGN_TABS)[number];

type Listed = { status: InvitationStatus; invited: boolean };

export const invitedStats = (items: readonly Listed[]): CampaignStats =>
  campaignStats(items.filter((c) => c.invited).map((c) => c.status));

export function tabCounts(items: readonly Listed[]): Record<CampaignTab, number> {
  const stats = invitedStats(items);
  return {
    all: items.length,
    pending: stats.pending,
    accepted: stats.accepted,
    declined: stats.declined,
  };
}

export function inTab<T extends Listed>(items: readonly T[], tab: CampaignTab): T[] {
  return tab === 'all' ? [...items] : items.filter((c) => c.invited && c.status === tab);
}
