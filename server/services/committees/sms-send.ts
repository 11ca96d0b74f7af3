// Codes go out through the party office's SMS gateway (issue 46): the "SMS Gateway for
// Android" app (capcom6/android-sms-gateway, v1.39 or later) that passes poll day's marks on.
// Its API, local server (http://<phone>:8080) or cloud (https://api.sms-gate.app/3rdparty/v1)
// alike: POST <base>/messages with HTTP Basic auth (the user name and password the app shows)
// and a JSON body {id, textMessage: {text}, phoneNumbers, ttl, priority}; 202 with the
// message's state when queued on the phone. `id` makes a repeated call one SMS (409 the
// second time); `ttl` drops an SMS the phone could not send before the code ends; priority
// 100 skips the app's random delays between messages, which would hold a code back.
// The admin keeps the address and login in `settings` (this file), never shown back.
import type { OutboundGatewayView } from '../../../src/domain/committees/sms-gateway.ts';
import type { Queryable } from '../../db/database.ts';

const KEY = 'committee_sms_gateway';

export type OutboundGateway = { url: string; username: string; password: string };

type Stored = OutboundGateway & { updatedAt: string };

async function readStored(db: Queryable): Promise<Stored | null> {
  const { rows } = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [
    KEY,
  ]);
  if (!rows[0]) return null;
  try {
    return JSON.parse(rows[0].value) as Stored;
  } catch {
    return null;
  }
}

const view = (s: Stored | null): OutboundGatewayView => ({
  url: s?.url ?? '',
  username: s?.username ?? '',
  passwordSet: !!s?.password,
  updatedAt: s?.updatedAt ?? null,
});

export async function readGatewayView(db: Queryable): Promise<OutboundGatewayView> {
  return view(await readStored(db));
}

/** The gateway to send through; null until the admin has given its address. */
export async function readGateway(db: Queryable): Promise<OutboundGateway | null> {
  const s = await readStored(db);
  return s?.url ? { url: s.url, username: s.username, password: s.password } : null;
}

/** Save the address and login; an empty password keeps the one stored. */
export async function writeGateway(
  db: Queryable,
  input: OutboundGateway,
): Promise<OutboundGatewayView> {
  const before = await readStored(db);
  const stored: Stored = {
    url: input.url.replace(/\/+$/, ''),
    username: input.username,
    password: input.password || before?.password || '',
    updatedAt: new Date().toISOString(),
  };
  await db.query(
    `INSERT INTO settings (key, value) VALUES ($1, $2)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [KEY, JSON.stringify(stored)],
  );
  return view(stored);
}

/** The request the app expects, exactly as sent (tests compare it byte for byte). */
export function gatewayRequest(
  gateway: OutboundGateway,
  message: { id: string; phone: string; text: string; ttlSeconds: number },
): { url: string; init: { method: 'POST'; headers: Record<string, string>; body: string } } {
  const auth = Buffer.from(`${gateway.username}:${gateway.password}`, 'utf8').toString('base64');
  return {
    url: `${gateway.url.replace(/\/+$/, '')}/messages`,
    init: {
      method: 'POST',
      headers: {
        authorization: `Basic ${auth}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({
        id: message.id,
        textMessage: { text: message.text },
        phoneNumbers: [message.phone],
        ttl: message.ttlSeconds,
        priority: 100,
      }),
    },
  };
}

export type SendOutcome =
  { ok: true; messageId: string | null } | { ok: false; why: string; status?: number };

/** Ask the gateway to send one SMS; never throws (a refusal or no answer is `ok: false`). */
export async function sendThroughGateway(
  gateway: OutboundGateway,
  message: { id: string; phone: string; text: string; ttlSeconds: number },
  timeoutMs = 15_000,
): Promise<SendOutcome> {
  const { url, init } = gatewayRequest(gateway, message);
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const body = await res.text();
    if (res.status !== 202 && res.status !== 200 && res.status !== 201)
      return { ok: false, status: res.status, why: `${res.status} ${body.slice(0, 200)}` };
    let messageId: string | null = null;
    try {
      const json = JSON.parse(body) as { id?: unknown };
      if (typeof json.id === 'string') messageId = json.id;
    } catch {
      // A 2xx without JSON still queued the SMS.
    }
    return { ok: true, messageId };
  } catch (err) {
    return { ok: false, why: err instanceof Error ? err.message : String(err) };
  }
}
