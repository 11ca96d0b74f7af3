// What the phone, the admin and the SMS gateway exchange with the server about marks by SMS
// (issue 44; server/routes/sms-gateway.ts, docs/sms-marks.md).
import { boolean, object } from 'yup';
import { MSG, queryInteger } from '../validation.ts';

/**
 * An account's SMS key (POST /sms-marks/key). Good for SMS_KEY_DAYS from issue; the phone asks
 * again once fewer than SMS_KEY_RENEW_DAYS are left (and gets a new key then), so a phone that
 * opened Poll Day online in the fortnight before the poll holds a key that lasts the day.
 */
export type SmsKey = { keyId: number; key: string; issuedAt: string; expiresAt: string };

export const SMS_KEY_DAYS = 30;
export const SMS_KEY_RENEW_DAYS = 15;

/** What became of one SMS the gateway handed over. */
export const SMS_OUTCOMES = ['applied', 'duplicate', 'partial', 'refused'] as const;
export type SmsOutcome = (typeof SMS_OUTCOMES)[number];

/**
 * Why an SMS (or some of its marks) was refused: not a marks SMS, damaged in transit, a key
 * the server never gave, a code that does not match, a key past its end, a disabled account,
 * serials outside the account's area, serials of no voter, a serial held by two voters.
 */
export const SMS_REFUSALS = [
  'notMarks',
  'garbled',
  'unknownKey',
  'badCode',
  'expiredKey',
  'badTime',
  'accountDisabled',
  'otherArea',
  'noVoters',
  'ambiguous',
] as const;
export type SmsRefusal = (typeof SMS_REFUSALS)[number];

/** The webhook's answer for an SMS it took (a refused SMS is still taken: 200). */
export type SmsReceipt = {
  /** 'ignored': an event that is not a received SMS (the gateway's pings, sent reports). */
  outcome: SmsOutcome | 'ignored';
  reason?: SmsRefusal;
  applied: number;
  duplicate: number;
  refused: number;
};

/** One logged SMS, for the admin (GET /admin/sms-marks/inbox). */
export type SmsInboxEntry = {
  id: string;
  receivedAt: string;
  sender: string;
  text: string;
  outcome: SmsOutcome;
  reason: SmsRefusal | null;
  accountId: string | null;
  accountName: string | null;
  assembly: number | null;
  part: number | null;
  applied: number;
  duplicate: number;
  refused: number;
  /** The serials refused, when the SMS was read. */
  refusedSerials: number[];
};

export type SmsInboxPage = { total: number; entries: SmsInboxEntry[] };

export const smsInboxQuerySchema = object({
  limit: queryInteger(1, 500, 50),
  offset: queryInteger(0, 1_000_000_000, 0),
  /** Only refused and partly refused SMS. */
  refused: boolean().typeError(MSG.invalid).default(false),
});

/** The gateway's settings for the admin: the secret to give the gateway app, and its path. */
export type SmsGatewaySetup = { secret: string; webhookPath: string };
