// A token in the address ends up in logs, histories and Referer headers, so only the two
// routes a browser cannot send headers to take ?token=: the event stream (EventSource) and
// file downloads (<img src>). Every other route wants `Authorization: Bearer`.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { SignedIn, TestApp } from '../utils/server/test-app.ts';
import { startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import { expectErrorBody } from '../utils/server/expect-error.ts';
import { IMAGES, imageUpload } from '../../devkit/images.ts';
import { baseUrl, openEventStream } from '../utils/server/event-stream.ts';

describe.each(PGLITE_ONLY)('query tokens (%s)', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let fileUrl: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.newUser(uniqueEmail('admin'));
    const upload = await t.as(admin.token, {
      method: 'POST',
      url: '/api/files',
      ...imageUpload(IMAGES.png),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    fileUrl = upload.json<{ url: string }>().url;
  });
  afterAll(() => t.close());

  const withQueryToken = (url: string) =>
    `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(admin.token)}`;

  it('refuses ?token= with 401 on every route but events and file downloads', async () => {
    const routes: [string, string, object?][] = [
      ['GET', '/api/booth/my-profile'],
      ['PUT', `/api/booth/edit-booth-user/${randomUUID()}`, { firstName: 'A' }],
      ['GET', '/api/users'],
      ['POST', '/api/users', { name: 'Q', email: uniqueEmail('q'), password: 'secret-pw' }],
      ['PUT', `/api/users/${randomUUID()}/scope`, { scope: 'a' }],
      ['GET', '/api/sync/pull'],
      ['POST', '/api/sync/push', { clientId: 'c1', mutations: [] }],
      ['POST', '/api/files', {}],
    ];
    for (const [method, url, payload] of routes) {
      const res = await t.request({
        method: method as 'GET',
        url: withQueryToken(url),
        ...(payload ? { payload } : {}),
      });
      expectErrorBody(res, `${method} ${url}`);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    // The same calls with the header still work (sanity: the token is good).
    const ok = await t.as(admin.token, { method: 'GET', url: '/api/booth/my-profile' });
    expect(ok.statusCode).toBe(200);
  });

  it('takes ?token= for a file download', async () => {
    const res = await t.request({ method: 'GET', url: withQueryToken(fileUrl) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('takes ?token= for the event stream', async () => {
    const base = await baseUrl(t.app);
    const stream = await openEventStream(withQueryToken(`${base}/api/events`));
    try {
      expect(stream.status).toBe(200);
      await stream.waitFor('ready');
    } finally {
      stream.close();
    }
  });
});
