// Party campaigns (spec "Party Campaigns", §3, §5, §9): the campaign a coordinator creates, the
// participation form a worker sends to accept, and the API's answer shapes. Shared by the
// server routes and the campaign screen, so both refuse the same input with the same keys.
import { array, boolean, number, object, string } from 'yup';
import type { InferType } from 'yup';
import { uuidField } from './ids.ts';
import { scopeField } from './users.ts';
import { MSG, trimmedString } from './validation.ts';

export const CAMPAIGN_CATEGORIES = ['celebration', 'meeting', 'social', 'other'] as const;
export const CAMPAIGN_PRIORITIES = ['high', 'medium', 'low'] as const;
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type CampaignCategory = (typeof CAMPAIGN_CATEGORIES)[number];
export type CampaignPriority = (typeof CAMPAIGN_PRIORITIES)[number];
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** The specification's limits. */
export const CAMPAIGN_LIMITS = {
  carouselMs: 5000,
  maxGuests: 5,
  /** Photos one participation may carry. */
  maxPhotos: 10,
  maxRequirements: 20,
} as const;

/** The specification's validation rules messages, as i18n keys (src/locales/en/errors.json "errors.participation"). */
export const PARTICIPATION_MSG = {
  fullNameRequired: 'errors.participation.fullNameRequired',
  fullNameShort: 'errors.participation.fullNameShort',
  phoneRequired: 'errors.participation.phoneRequired',
  phone: 'errors.participation.phone',
  email: 'errors.participation.email',
  guestsNegative: 'errors.participation.guestsNegative',
  guestsMax: 'errors.participation.guestsMax',
  guestsRequired: 'errors.participation.guestsRequired',
} as const;

/** The specification's validation rules: an optional +, then 2-15 digits, the first not zero. */
export const PHONE_PATTERN = /^\+?[1-9]\d{1,14}$/;

const text = (max: number) => trimmedString().max(max, MSG.tooLong).default('');
const phoneText = () =>
  trimmedString()
    // People type spaces and dashes in numbers; the pattern is about the digits.
    .transform((v: unknown) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : v))
    .max(16, PARTICIPATION_MSG.phone);
const flag = () => boolean().typeError(MSG.invalid).required(MSG.required);

/** The "Join Campaign" form (the specification's validation rules participation schema), photos aside. */
export const participationSchema = object({
  fullName: trimmedString()
    .required(PARTICIPATION_MSG.fullNameRequired)
    .min(2, PARTICIPATION_MSG.fullNameShort)
    .max(200, MSG.tooLong),
  phone: phoneText()
    .required(PARTICIPATION_MSG.phoneRequired)
    .matches(PHONE_PATTERN, PARTICIPATION_MSG.phone),
  email: trimmedString().max(200, MSG.tooLong).email(PARTICIPATION_MSG.email).default(''),
  address: text(500),
  emergencyContact: phoneText()
    .default('')
    .test('phone', PARTICIPATION_MSG.phone, (v) => !v || PHONE_PATTERN.test(v)),
  additionalGuests: number()
    .transform((v: number, orig: unknown) => (orig === '' || orig === null ? undefined : v))
    .typeError(PARTICIPATION_MSG.guestsRequired)
    .required(PARTICIPATION_MSG.guestsRequired)
    .integer(MSG.number)
    .min(0, PARTICIPATION_MSG.guestsNegative)
    .max(CAMPAIGN_LIMITS.maxGuests, PARTICIPATION_MSG.guestsMax),
  specialRequirements: text(1000),
  transportNeeded: flag(),
  accommodationNeeded: flag(),
  dietaryRestrictions: text(500),
});
export type ParticipationInput = InferType<typeof participationSchema>;

/** POST /api/campaigns/participate: the form's fields as multipart text, plus the campaign. */
export const participateFieldsSchema = participationSchema.shape({
  campaignId: uuidField().required(MSG.required),
});

/** PATCH /api/campaigns/notifications/:campaignId/status. Accepting goes through the form. */
export const invitationStatusSchema = object({
  status: string().required(MSG.required).oneOf(['accepted', 'declined'], MSG.oneOf),
});

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
};

/** POST /api/campaigns and PUT /api/campaigns/:id (admin and coordinators). */
export const campaignSchema = object({
  title: trimmedString().required(MSG.required).max(200, MSG.tooLong),
  description: text(2000),
  date: trimmedString()
    .required(MSG.required)
    .matches(DATE_PATTERN, MSG.date)
    .test('date', MSG.date, (v) => !v || isRealDate(v)),
  time: trimmedString().required(MSG.required).max(50, MSG.tooLong),
  location: trimmedString().required(MSG.required).max(300, MSG.tooLong),
  category: string().required(MSG.required).oneOf(CAMPAIGN_CATEGORIES, MSG.oneOf),
  priority: string().required(MSG.required).oneOf(CAMPAIGN_PRIORITIES, MSG.oneOf),
  maxAttendees: number()
    .transform((v: number, orig: unknown) => (orig === '' || orig === null ? undefined : v))
    .typeError(MSG.number)
    .required(MSG.required)
    .integer(MSG.number)
    .min(1, MSG.number)
    .max(1_000_000, MSG.number),
  /** '' (the screen shows its fallback picture) or a web address. */
  image: text(500).test('url', MSG.invalid, (v) => !v || /^(https:\/\/|\/)[^\s]*$/.test(v)),
  organizer: text(200),
  requirements: array(trimmedString().required(MSG.required).max(200, MSG.tooLong))
    .max(CAMPAIGN_LIMITS.maxRequirements, MSG.tooLong)
    .default([]),
  /** The invited area: everyone whose own area lies inside it. '' = everyone. */
  scope: scopeField().defined(MSG.required),
});
export type CampaignInput = InferType<typeof campaignSchema>;

/** A campaign as GET /api/campaigns/notifications answers it: with my status. */
export type CampaignNotification = {
  id: string;
  title: string;
  description: string;
  date: string;
  time: string;
  location: string;
  category: CampaignCategory;
  priority: CampaignPriority;
  /** Accepted invitations. */
  attendeeCount: number;
  maxAttendees: number;
  status: InvitationStatus;
  image: string;
  organizer: string;
  requirements: string[];
  scope: string;
  /** Participants' photos (addresses under /api/files), newest first, at most 20. */
  photos: string[];
  /** True when my own area lies inside its area: mine to answer and counted in my stats. */
  invited: boolean;
  /** True when the caller may edit and cancel it (an organiser may not be invited). */
  canManage: boolean;
  cancelled: boolean;
  createdAt: string;
  updatedAt: string;
};

export type CampaignStats = {
  total: number;
  pending: number;
  accepted: number;
  declined: number;
  /** Accepted / total as a rounded percent, 0 when there are none (the specification's limits). */
  participationRate: number;
};

/** Counts over my campaigns (server and screen use the same arithmetic). */
export function campaignStats(statuses: readonly InvitationStatus[]): CampaignStats {
  const count = (s: InvitationStatus) => statuses.filter((x) => x === s).length;
  const total = statuses.length;
  const accepted = count('accepted');
  return {
    total,
    pending: count('pending'),
    accepted,
    declined: count('declined'),
    participationRate: total === 0 ? 0 : Math.round((accepted / total) * 100),
  };
}

/** A participation as GET /api/campaigns/my-participation answers it. */
export type Participation = ParticipationInput & {
  campaignId: string;
  photos: string[];
  createdAt: string;
  updatedAt: string;
};
