// Logs (server/logging.ts): captured from pino's destination stream while a user signs up,
// signs in, makes authorised calls with ?token= and a Bearer header and opens an event stream.
// Every line is JSON, every line of a request carries its request id, the id comes back in
// x-request-id (the balancer's when it is a sane token, a fresh UUID otherwise), and no line
// holds the password, the token or the Authorization header's value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import { baseUrl } from '../utils/server/event-stream.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PASSWORD = 'log-test-password-93117';

type Line = Record<string, unknown> & { reqId?: string; msg?: string };

describe('request logs', () => {
  const raw: string[] = [];
  const stream = { write: (chunk: string) => void raw.push(...chunk.split('\n').filter(Boolean)) };
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp('pglite', { logger: stream });
  });
  afterAll(async () => {
    await t.close();
  });

  const idOf = (res: LightMyRequestResponse) => String(res.headers['x-request-id']);

  it('are JSON lines with request ids and without passwords or tokens', async () => {
    const email = uniqueEmail('logs');
    const signUp = await t.request({
      method: 'POST',
      url: '/api/booth/create-booth-user',
      headers: { 'x-request-id': 'lb-7F000001:1F90_0001' },
      payload: { name: 'Log Tester', email, password: PASSWORD },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    expect(idOf(signUp)).toBe('lb-7F000001:1F90_0001');

    const wrong = await t.request({
      method: 'POST',
      url: '/api/booth/login-booth-user',
      payload: { email, password: `${PASSWORD}-wrong` },
    });
    expect(wrong.statusCode).toBe(401);

    const signIn = await t.request({
      method: 'POST',
      url: '/api/booth/login-booth-user',
      headers: { 'x-request-id': 'not "sane"; has spaces' },
      payload: { email, password: PASSWORD },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(idOf(signIn)).toMatch(UUID);
    const token = signIn.json<{ token: string }>().token;

    const profile = await t.request({
      method: 'GET',
      url: `/api/booth/my-profile?token=${token}&x=1`,
      headers: { authorization: `Bearer ${token}`, 'x-request-id': 'a'.repeat(129) },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(idOf(profile)).toMatch(UUID);

    const pull = await t.request({
      method: 'GET',
      url: `/api/sync/pull?cursor=&token=${token}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pull.statusCode, pull.body).toBe(200);
    // Images take ?token= (no such file here: a 404 that still logs its URL).
    const image = await t.request({
      method: 'GET',
      url: `/api/files/00000000-0000-4000-8000-000000000000?token=${token}`,
    });
    expect(image.statusCode, image.body).toBe(404);
    const unknown = await t.request({ method: 'GET', url: `/api/nowhere?token=${token}` });
    expect(unknown.statusCode).toBe(404);
    // The balancer's health checks answer with an id but write no request lines.
    const probe = await t.request({ method: 'GET', url: '/api/health' });
    expect(probe.statusCode).toBe(200);
    expect(idOf(probe)).toMatch(UUID);

    // A hijacked reply (the event stream) echoes the id too, over a real socket.
    const url = await baseUrl(t.app);
    const abort = new AbortController();
    const sse = await fetch(`${url}/api/events?token=${token}`, {
      headers: { 'x-request-id': 'lb-sse-0002' },
      signal: abort.signal,
    });
    expect(sse.status).toBe(200);
    expect(sse.headers.get('x-request-id')).toBe('lb-sse-0002');
    abort.abort();

    // Code that logs headers, bodies, errors or URLs anyway is covered as well.
    t.app.log.warn(
      {
        req: { headers: { authorization: `Bearer ${token}`, cookie: `sid=${token}` } },
        body: { email, password: PASSWORD },
        token,
      },
      `quoting GET /api/events?token=${token} with Bearer ${token}`,
    );
    t.app.log.error(new Error(`upstream said: GET /api/files/1?token=${token} failed`));
    await new Promise((r) => setTimeout(r, 100));

    const lines = raw.map((text) => {
      expect(() => JSON.parse(text), text).not.toThrow();
      return JSON.parse(text) as Line;
    });
    const ids = [signUp, wrong, signIn, profile, pull, image, unknown].map(idOf);
    ids.push('lb-sse-0002');
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      const mine = lines.filter((l) => l.reqId === id);
      expect(
        mine.map((l) => l.msg),
        id,
      ).toContain('incoming request');
    }
    for (const id of ids.slice(0, -1)) {
      expect(lines.filter((l) => l.reqId === id).map((l) => l.msg)).toContain('request completed');
    }
    // Every line written for a request (incoming, completed, errors) names its request.
    const requestLines = lines.filter((l) => 'res' in l || l.msg === 'incoming request');
    expect(requestLines.length).toBeGreaterThanOrEqual(2 * ids.length - 1);
    for (const l of requestLines)
      expect(l.reqId, JSON.stringify(l)).toMatch(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/);
    expect(lines.filter((l) => l.reqId === idOf(probe))).toEqual([]);
    // The token URLs were logged, with the token replaced.
    expect(raw.join('\n')).toContain('/api/booth/my-profile?token=[redacted]&x=1');

    const signature = token.split('.')[2]!;
    for (const text of raw) {
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain(token);
      expect(text).not.toContain(signature);
      expect(text).not.toContain(`Bearer ${token}`);
    }
  });
});
