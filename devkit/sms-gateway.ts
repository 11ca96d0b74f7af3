// A stand-in for the party office's SMS gateway phone (issue 44): what "SMS Gateway for Android"
// (capcom6/android-sms-gateway) POSTs to a webhook when its phone receives an SMS, built as its
// documentation gives it (docs/features/webhooks.md; the payload class SmsEventPayload.SmsReceived
// of the app), signed as its PayloadSigningPlugin signs: X-Timestamp (Unix seconds) and
// X-Signature, the hex HMAC-SHA256 of the raw body followed by the timestamp, keyed with the
// app's signing key. Like the app it sends each received SMS once under an event id and, on a
// failed delivery (no answer, or not 2xx), sends the same event again. Tests, the fault run and
// the poll-day benchmark drive the real webhook through it.
import { createHmac, randomBytes } from 'node:crypto';

/** The app's webhook body for an `sms:received` event. */
export type GatewayEvent = {
  deviceId: string;
  event: 'sms:received';
  id: string;
  payload: {
    messageId: string;
    message: string;
    sender: string;
    recipient: string | null;
    simNumber: number | null;
    /** Deprecated in the app (the sender, for received SMS), still sent. */
    phoneNumber: string;
    receivedAt: string;
  };
  webhookId: string;
};

/** How the stand-in's call is sent: inject in the server suites, fetch elsewhere. */
export type GatewayPost = (
  body: string,
  headers: Record<string, string>,
) => Promise<{ status: number; json: unknown }>;

export type GatewayOptions = {
  /** The app's signing key (set to the server's gateway secret); none: calls are not signed. */
  signingKey?: string;
  /** The party office's number, as the app reports the SIM that received it. */
  recipient?: string;
  /** Unix ms; the gateway phone's clock. */
  now?: () => number;
  /** Wait between deliveries of one event (the app waits 10 s, then 20 s, …); default none. */
  retryDelayMs?: number;
};

const nanoId = () => randomBytes(16).toString('base64url').slice(0, 21);

/** India's clock, as the app writes `receivedAt` (its device's local time zone). */
function localTime(ms: number): string {
  return new Date(ms + 330 * 60_000).toISOString().replace('Z', '+05:30');
}

export class SmsGatewayStandIn {
  readonly deviceId = randomBytes(16).toString('hex');
  readonly webhookId = nanoId();
  delivered = 0;
  retries = 0;

  constructor(
    private readonly post: GatewayPost,
    private readonly options: GatewayOptions = {},
  ) {}

  /** The event the app makes when its phone receives `message` from `sender`. */
  event(message: string, sender: string): GatewayEvent {
    const now = this.options.now?.() ?? Date.now();
    return {
      deviceId: this.deviceId,
      event: 'sms:received',
      id: nanoId(),
      payload: {
        messageId: randomBytes(4).toString('hex'),
        message,
        sender,
        recipient: this.options.recipient ?? null,
        simNumber: 1,
        phoneNumber: sender,
        receivedAt: localTime(now),
      },
      webhookId: this.webhookId,
    };
  }

  /** The headers and body of one delivery of `event`, signed at the time of sending. */
  signed(event: GatewayEvent): { body: string; headers: Record<string, string> } {
    const body = JSON.stringify(event);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const key = this.options.signingKey;
    if (key) {
      const timestamp = String(Math.floor((this.options.now?.() ?? Date.now()) / 1000));
      headers['x-timestamp'] = timestamp;
      headers['x-signature'] = createHmac('sha256', key)
        .update(body + timestamp)
        .digest('hex');
    }
    return { body, headers };
  }

  /** One delivery of `event`; what the server answered. */
  async deliver(event: GatewayEvent): Promise<{ status: number; json: unknown }> {
    const { body, headers } = this.signed(event);
    const answer = await this.post(body, headers);
    this.delivered += 1;
    return answer;
  }

  /**
   * Receive an SMS and deliver it until the server answers 2xx, as the app retries (here
   * without its waits): up to `attempts` deliveries of the same event.
   */
  async receive(
    message: string,
    sender: string,
    attempts = 15,
  ): Promise<{ status: number; json: unknown; event: GatewayEvent }> {
    const event = this.event(message, sender);
    for (let n = 1; ; n++) {
      try {
        const answer = await this.deliver(event);
        if ((answer.status >= 200 && answer.status < 300) || n >= attempts)
          return { ...answer, event };
      } catch (err) {
        if (n >= attempts) throw err;
      }
      this.retries += 1;
      const wait = this.options.retryDelayMs ?? 0;
      if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** A GatewayPost over fetch to the webhook's full address. */
export const fetchPost =
  (url: string, fetchFn: typeof fetch = fetch): GatewayPost =>
  async (body, headers) => {
    const res = await fetchFn(url, { method: 'POST', headers, body });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: res.status, json };
  };
