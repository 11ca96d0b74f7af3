// A stand-in for the party office's SMS gateway phone, the sending side (issue 46): an HTTP
// server that answers as "SMS Gateway for Android" (capcom6/android-sms-gateway) answers on its
// local server, per its API (app/src/main/assets/api/swagger.json) and code (localserver/
// WebService.kt, routes/MessagesRoutes.kt, domain/messages/PostMessageRequest.kt):
// - POST /messages (and the older /message), HTTP Basic auth with the app's user name and
//   password: 401 without them;
// - a JSON body (Content-Type application/json, else 415) with `phoneNumbers` (1 or more) and
//   exactly one of `textMessage: {text}`, `dataMessage` or the deprecated `message`; `ttl` and
//   `validUntil` not both; anything else 400 `{"message": …}`;
// - an `id` already used: 409; otherwise 202 with the message's state (Pending).
// It keeps every request as it came (method, path, headers, raw body), so tests compare what
// the server sent byte for byte, and the SMS it would have sent, so a test reads the code as
// the member's phone would. `failWith` makes it refuse, `delayMs` answer late.
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

export type GatewayRequestSeen = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
};

export type SentSms = { id: string; phone: string; text: string; at: number };

export type SmsSendStandIn = {
  /** Base address to give the server, e.g. http://127.0.0.1:41234 (the app's local server). */
  url: string;
  username: string;
  password: string;
  requests: GatewayRequestSeen[];
  sent: SentSms[];
  /** Answer every request with this status (and a JSON message) until set back to null. */
  failWith: number | null;
  /** Wait this long before answering. */
  delayMs: number;
  /** The newest SMS to `phone` (+91…), waiting up to `timeoutMs` for it to arrive. */
  nextSms(phone: string, after?: number, timeoutMs?: number): Promise<SentSms>;
  close(): Promise<void>;
};

const nanoId = () => randomBytes(16).toString('base64url').slice(0, 21);

type Body = Record<string, unknown>;

/** Why PostMessageRequest.validate() would refuse `body`, or null. */
function refusalOf(body: Body): string | null {
  const kinds = ['textMessage', 'dataMessage', 'message'].filter((k) => body[k] != null);
  if (kinds.length === 0)
    return 'Must specify exactly one of: textMessage, dataMessage, or message';
  if (kinds.length > 1) return 'Cannot specify multiple message types simultaneously';
  const text = body.textMessage as { text?: unknown } | undefined;
  if (text && (typeof text.text !== 'string' || text.text === '')) return 'Text message is empty';
  if (body.message === '') return 'Text message is empty';
  const phones = body.phoneNumbers;
  if (!Array.isArray(phones) || phones.length === 0 || !phones.every((p) => typeof p === 'string'))
    return 'Empty phone numbers list';
  if (body.ttl != null && body.validUntil != null) return 'fields conflict: ttl and validUntil';
  if (body.ttl != null && (typeof body.ttl !== 'number' || body.ttl < 0)) return 'Invalid ttl';
  return null;
}

export async function startSmsSendStandIn(
  opts: { username?: string; password?: string } = {},
): Promise<SmsSendStandIn> {
  const username = opts.username ?? 'sms';
  const password = opts.password ?? nanoId().slice(0, 12);
  const deviceId = nanoId();
  const ids = new Set<string>();
  const waiters: (() => void)[] = [];
  const state = { failWith: null as number | null, delayMs: 0 };
  const requests: GatewayRequestSeen[] = [];
  const sent: SentSms[] = [];

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const seen: GatewayRequestSeen = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
        status: 0,
      };
      requests.push(seen);
      const answer = (status: number, json?: unknown) => {
        seen.status = status;
        const send = () => {
          if (json === undefined) {
            res.writeHead(
              status,
              status === 401
                ? { 'WWW-Authenticate': 'Basic realm="Access to SMS Gateway", charset=UTF-8' }
                : {},
            );
            res.end();
            return;
          }
          res.writeHead(status, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify(json));
        };
        if (state.delayMs) setTimeout(send, state.delayMs);
        else send();
      };
      const expected = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
      if (req.headers.authorization !== expected) return answer(401);
      if (req.method !== 'POST' || !/^\/messages?(\?.*)?$/.test(req.url ?? ''))
        return answer(404, { message: 'Not Found' });
      if (state.failWith !== null)
        return answer(state.failWith, { message: 'Gateway stand-in refusing' });
      if (!/^application\/json\b/i.test(req.headers['content-type'] ?? ''))
        return answer(415, { message: 'Unsupported Media Type' });
      let parsed: Body;
      try {
        parsed = JSON.parse(body) as Body;
      } catch {
        return answer(400, { message: 'Failed to convert request body' });
      }
      const why = refusalOf(parsed);
      if (why) return answer(400, { message: why });
      const id = typeof parsed.id === 'string' ? parsed.id : nanoId();
      if (ids.has(id)) return answer(409, { message: `Message with id ${id} already exists` });
      ids.add(id);
      const phones = parsed.phoneNumbers as string[];
      const text =
        (parsed.textMessage as { text: string } | undefined)?.text ?? String(parsed.message ?? '');
      for (const phone of phones) sent.push({ id, phone, text, at: Date.now() });
      for (const wake of waiters.splice(0)) wake();
      answer(202, {
        id,
        deviceId,
        state: 'Pending',
        isHashed: false,
        isEncrypted: false,
        recipients: phones.map((phoneNumber) => ({ phoneNumber, state: 'Pending' })),
        states: { Pending: new Date().toISOString() },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const find = (phone: string, after: number) =>
    sent.filter((s) => s.phone === phone && s.at >= after).at(-1);

  return {
    url: `http://127.0.0.1:${port}`,
    username,
    password,
    requests,
    sent,
    get failWith() {
      return state.failWith;
    },
    set failWith(v) {
      state.failWith = v;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(v) {
      state.delayMs = v;
    },
    async nextSms(phone, after = 0, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = find(phone, after);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No SMS to ${phone} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** The six-digit code in an SMS the server sent. */
export const codeInSms = (text: string): string => {
  const m = /\b(\d{6})\b/.exec(text);
  if (!m) throw new Error(`No code in "${text}"`);
  return m[1]!;
};
