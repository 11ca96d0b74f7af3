// The webhook's two payload shapes, read into one received SMS (issue 44).
// - SMS Gateway for Android (capcom6/android-sms-gateway, docs/features/webhooks.md): `{deviceId,
//   event, id, payload, webhookId}`; for `event: "sms:received"` the payload is `{messageId,
//   message, sender, recipient, simNumber, receivedAt}` (`phoneNumber`, the sender, in older
//   versions and still sent). `id` names the delivery: the app's retries of it repeat it. Other
//   events (`sms:sent`, `system:ping`, …) are not SMS for us: ignored.
// - A provider, or a relay in front of one: `{from, text, id?, receivedAt?}`.
import { object } from 'yup';
import { MSG, trimmedString, validate } from '../../src/domain/validation.ts';
import type { FieldErrors } from '../../src/domain/validation.ts';

export type ReceivedSms = {
  /** The gateway's id of this delivery; null when it gives none. */
  eventId: string | null;
  sender: string;
  text: string;
};

export type ReadPayload =
  | { kind: 'sms'; sms: ReceivedSms }
  | { kind: 'ignored'; event: string }
  | { kind: 'invalid'; fields: FieldErrors };

/** Longest text taken: a long multipart SMS; ours are one part of 160. */
const MAX_TEXT = 2_000;

const sender = () => trimmedString().max(64, MSG.tooLong);
const eventId = () => trimmedString().max(200, MSG.tooLong).nullable().optional();

const envelope = object({
  event: trimmedString().required(MSG.required).max(64, MSG.tooLong),
  id: eventId(),
  payload: object().required(MSG.required).typeError(MSG.invalid),
});

const received = object({
  // An empty SMS is still an SMS (logged as not marks), not a bad call.
  message: trimmedString().defined(MSG.required).max(MAX_TEXT, MSG.tooLong),
  sender: sender().nullable().optional(),
  phoneNumber: sender().nullable().optional(),
}).test('sender', MSG.required, function hasSender(p) {
  return p.sender || p.phoneNumber
    ? true
    : this.createError({ path: 'sender', message: MSG.required });
});

const provider = object({
  from: sender().required(MSG.required),
  text: trimmedString().defined(MSG.required).max(MAX_TEXT, MSG.tooLong),
  id: eventId(),
});

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export async function readPayload(body: unknown): Promise<ReadPayload> {
  if (!isObject(body)) return { kind: 'invalid', fields: { _: MSG.invalidBody } };
  if ('event' in body) {
    const outer = await validate(envelope, body);
    if (!outer.ok) return { kind: 'invalid', fields: outer.fields };
    if (outer.value.event !== 'sms:received') return { kind: 'ignored', event: outer.value.event };
    const inner = await validate(received, body.payload);
    if (!inner.ok)
      return {
        kind: 'invalid',
        fields: Object.fromEntries(
          Object.entries(inner.fields).map(([path, key]) => [`payload.${path}`, key]),
        ),
      };
    const p = inner.value;
    return {
      kind: 'sms',
      sms: {
        eventId: outer.value.id ?? null,
        sender: (p.sender || p.phoneNumber)!,
        text: p.message,
      },
    };
  }
  const plain = await validate(provider, body);
  if (!plain.ok) return { kind: 'invalid', fields: plain.fields };
  return {
    kind: 'sms',
    sms: { eventId: plain.value.id ?? null, sender: plain.value.from, text: plain.value.text },
  };
}
