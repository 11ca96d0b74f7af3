// Errors Fastify or Node raise before our hooks run (a malformed address, an over-long route
// parameter, an HTTP request Node cannot parse) answer like every other error: the app's JSON
// shape and the security headers helmet puts on normal answers.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { SignedIn, TestApp } from '../utils/server/test-app.ts';
import { startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import { expectErrorBody } from '../utils/server/expect-error.ts';
import { baseUrl } from '../utils/server/event-stream.ts';

/** Headers a normal answer carries that every error answer must carry too. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'strict-transport-security',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
];

/** Send raw bytes to the server; the status line, headers and body of its answer. */
function rawRequest(url: string, request: string) {
  const { hostname, port } = new URL(url);
  return new Promise<{ status: number; headers: Record<string, string>; body: string }>(
    (resolve, reject) => {
      const socket = connect(Number(port), hostname, () => socket.end(request));
      let data = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (data += chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', body = ''] = data.split('\r\n\r\n');
        const [statusLine = '', ...lines] = head.split('\r\n');
        const headers: Record<string, string> = {};
        for (const line of lines) {
          const at = line.indexOf(':');
          headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
        }
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
      });
    },
  );
}

describe.each(PGLITE_ONLY)('framework errors (%s)', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let normal: Record<string, unknown>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.newUser(uniqueEmail('admin'));
    normal = (await t.as(admin.token, { method: 'GET', url: '/api/users' })).headers;
    for (const name of SECURITY_HEADERS) expect(normal[name], name).toMatch(/\S/);
  });
  afterAll(() => t.close());

  const expectSecured = (headers: Record<string, unknown>, label: string) => {
    for (const name of SECURITY_HEADERS)
      expect(headers[name], `${label}: ${name}`).toBe(normal[name]);
    expect(headers['x-content-type-options'], label).toBe('nosniff');
  };

  it.each([
    ['a malformed escape in the path', 'GET', '/api/users/%E0%A4%A', 400],
    ['a malformed escape in a route parameter', 'PUT', '/api/users/%E0%A4%A/scope', 400],
    ['an over-long route parameter', 'GET', `/api/files/${'a'.repeat(500)}`, 414],
  ] as const)(
    'answers %s in the app shape with security headers',
    async (label, method, url, status) => {
      const res = await t.as(admin.token, { method, url });
      expectErrorBody(res, label);
      expect(res.statusCode, label).toBe(status);
      expect(res.headers['content-type'], label).toMatch(/^application\/json; charset=utf-8/);
      expect(res.json(), label).toMatchObject({ messageKey: expect.stringMatching(/^errors\./) });
      expect(Object.keys(res.json()), label).not.toContain('statusCode');
      expectSecured(res.headers, label);
    },
  );

  it.each([
    ['an unsupported media type', 'application/xml', '<a/>', 415],
    ['a body over the limit', 'application/json', `{"a":"${'x'.repeat(1_100_000)}"}`, 413],
    ['a body shorter than its Content-Length', 'application/json', '{"a":1}', 400],
  ] as const)(
    'answers %s in the app shape with security headers',
    async (label, type, payload, status) => {
      const headers: Record<string, string> = { 'content-type': type };
      if (status === 400) headers['content-length'] = '100';
      const res = await t.as(admin.token, { method: 'POST', url: '/api/users', headers, payload });
      expectErrorBody(res, label);
      expect(res.statusCode, label).toBe(status);
      expectSecured(res.headers, label);
    },
  );

  it.each([
    ['a malformed Content-Length', 'Content-Length: abc\r\n', 400],
    ['two different Content-Lengths', 'Content-Length: 1\r\nContent-Length: 2\r\n', 400],
    ['headers over the size limit', `X-Big: ${'a'.repeat(20_000)}\r\n`, 431],
  ] as const)(
    'answers %s (refused by Node itself) in the app shape',
    async (label, extra, status) => {
      const url = await baseUrl(t.app);
      const res = await rawRequest(
        url,
        `POST /api/users HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${extra}\r\n{}`,
      );
      expect(res.status, label).toBe(status);
      expect(res.headers['content-type'], label).toMatch(/^application\/json/);
      const body = JSON.parse(res.body) as Record<string, unknown>;
      expect(body, label).toMatchObject({
        error: expect.any(String),
        message: expect.any(String),
        messageKey: expect.stringMatching(/^errors\./),
      });
      expectSecured(res.headers, label);
    },
  );
});
