// How a campaign looks: badge colours, the date range (spec: from the date to the next day), its
// time on the reader's clock, the attendance bar (capped at 100 %) and the picture shown when a campaign has none.
import type { CampaignPriority, InvitationStatus } from '../../domain/campaigns.ts';
import { dateFormats } from '../../domain/date-format.ts';

export const PRIORITY_COLOR = {
  high: 'red',
  medium: 'yellow',
  low: 'green',
} as const satisfies Record<CampaignPriority, string>;

export const STATUS_COLOR = {
  pending: 'blue',
  accepted: 'green',
  declined: 'gray',
} as const satisfies Record<InvitationStatus, string>;

/** A campaign's day (`YYYY-MM-DD`) as the reader's language writes dates: one day, not two. */
export function campaignDay(date: string, lang: string): string {
  return dateFormats(lang).day(date);
}

/** A campaign's typed time ("5 PM") on the reader's clock (24-hour in Hindi); odd text as typed. */
export function campaignTime(time: string, lang: string): string {
  return dateFormats(lang).clockText(time);
}

/** Percent of places taken, for the bar: never past 100 (a campaign may be over-full). */
export function attendancePercent(count: number, max: number): number {
  if (max <= 0) return 0;
  return Math.min(100, Math.round((count / max) * 100));
}

/** Thumbnails shown on a card: at most 4, and how many more there are ("+N"). */
export function thumbnails<T>(photos: readonly T[], max = 4): { shown: T[]; more: number } {
  return { shown: photos.slice(0, max), more: Math.max(0, photos.length - max) };
}

/**
 * A calendar page on a soft saffron background: needs no download, so it shows offline too.
 * Deliberately no flag or party symbol: the picture stands for any campaign.
 */
export const FALLBACK_IMAGE = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180">' +
    '<rect width="320" height="180" fill="#fde9d4"/>' +
    '<rect x="115" y="40" width="90" height="100" rx="10" fill="#ffffff" stroke="#c2410c" stroke-width="4"/>' +
    '<rect x="115" y="40" width="90" height="26" rx="10" fill="#c2410c"/>' +
    '<rect x="135" y="30" width="8" height="20" rx="3" fill="#7c2d12"/>' +
    '<rect x="177" y="30" width="8" height="20" rx="3" fill="#7c2d12"/>' +
    '<g fill="#f59e0b"><circle cx="137" cy="86" r="6"/><circle cx="160" cy="86" r="6"/>' +
    '<circle cx="183" cy="86" r="6"/><circle cx="137" cy="112" r="6"/>' +
    '<circle cx="160" cy="112" r="6"/></g><circle cx="183" cy="112" r="8" fill="#c2410c"/>' +
    '</svg>',
)}`;
