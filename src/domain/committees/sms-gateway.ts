// Sending verification codes through the party office's SMS gateway (issue 46): the same
// "SMS Gateway for Android" phone that passes poll day's marks on (docs/sms-marks.md), used the
// other way. The admin gives its address and the user name and password the app shows; the
// server then asks it to send each code (server/services/committees/sms-send.ts).
import { object, string } from 'yup';
import { MSG, trimmedString } from '../validation.ts';

/** What the admin reads back: never the password itself. */
export type OutboundGatewayView = {
  /** e.g. http://192.168.1.20:8080 (the app's local server) or https://api.sms-gate.app/3rdparty/v1. */
  url: string;
  username: string;
  passwordSet: boolean;
  updatedAt: string | null;
};

const URL_PATTERN = /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i;

/** PUT /admin/committees/sms-gateway; an empty password keeps the one stored. */
export const outboundGatewaySchema = object({
  url: trimmedString()
    .max(300, MSG.tooLong)
    .test('url', 'errors.committees.gatewayUrl', (v) => !v || URL_PATTERN.test(v))
    .default(''),
  username: trimmedString().max(100, MSG.tooLong).default(''),
  password: string().max(200, MSG.tooLong).default(''),
});

/** The number a code goes to: +91 and ten digits for an Indian mobile, else null. */
export function e164India(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/[\s\-().]/g, '');
  const m = /^(?:\+?91|0)?([6-9]\d{9})$/.exec(digits);
  return m ? `+91${m[1]}` : null;
}

/** "+91 98765 43210" for reading a number aloud. */
export const spacedNumber = (e164: string): string =>
  /^\+91\d{10}$/.test(e164) ? `+91 ${e164.slice(3, 8)} ${e164.slice(8)}` : e164;
