// Is this webhook call from our SMS gateway? It must know the shared secret (sms-gateway-secret.ts):
// - SMS Gateway for Android signs each call: X-Signature is the hex HMAC-SHA256, keyed with the
//   app's signing key, of the raw body followed by X-Timestamp (Unix seconds); set that key to
//   the secret. A signature present must match, and its time be within 5 minutes of ours (the
//   app signs each retry afresh), so a recorded call cannot be played again later;
// - a provider that cannot sign names the secret: `?key=<secret>` in the webhook address, or
//   `Authorization: Bearer <secret>`.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_WINDOW_S = 300;

export type GatewayCall = {
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
  query: unknown;
};

export type GatewayAuth = { ok: true } | { ok: false; why: string };

const header = (call: GatewayCall, name: string): string | undefined => {
  const v = call.headers[name];
  return typeof v === 'string' ? v : undefined;
};

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function checkGatewayCall(call: GatewayCall, secret: string, now = Date.now()): GatewayAuth {
  const signature = header(call, 'x-signature');
  if (signature !== undefined) {
    const timestamp = header(call, 'x-timestamp') ?? '';
    if (!/^\d{1,12}$/.test(timestamp)) return { ok: false, why: 'X-Timestamp missing' };
    if (Math.abs(now / 1000 - Number(timestamp)) > SIGNATURE_WINDOW_S)
      return { ok: false, why: 'X-Timestamp more than 5 minutes from the server clock' };
    const expected = createHmac('sha256', secret)
      .update(call.rawBody + timestamp)
      .digest('hex');
    return same(expected, signature.toLowerCase())
      ? { ok: true }
      : { ok: false, why: 'X-Signature does not match: is the signing key the secret?' };
  }
  const query = call.query as Record<string, unknown> | undefined;
  const named =
    (typeof query?.key === 'string' ? query.key : undefined) ??
    /^Bearer (.+)$/.exec(header(call, 'authorization') ?? '')?.[1];
  if (named === undefined) return { ok: false, why: 'no secret and no signature' };
  return same(named, secret) ? { ok: true } : { ok: false, why: 'wrong secret' };
}
