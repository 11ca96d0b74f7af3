// The sign-in form that works before the app's JavaScript (issue 26): GET / and /signin carry a
// real form; POST /signin (urlencoded, as a browser sends it) runs the JSON route's sign-in,
// limits included, and answers HTML that is never stored — the session in a data block on
// success, the form again with the e-mail kept and the message in both languages on a refusal.
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { SignInHandOver } from '../../src/domain/sign-in-page.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { PASSWORD, startTestApp, uniqueEmail } from '../utils/server/test-app.ts';

/** The data block the app reads at start, parsed. */
function handOver(html: string): SignInHandOver | null {
  const json = /<script type="application\/json" id="signin-result">(.*?)<\/script>/.exec(html);
  return json ? (JSON.parse(json[1]!) as SignInHandOver) : null;
}

/** The static form block of a page. */
const formOf = (html: string) => /<div id="signin-static"[\s\S]*?<\/main><\/div>/.exec(html)?.[0];

describe('sign-in form before the JavaScript', () => {
  let dir: string;
  let t: TestApp;
  let address = 0;

  beforeAll(async () => {
    // The real index.html (its splash and the marker the form replaces); the build only moves
    // its script and stylesheet tags.
    dir = await mkdtemp(join(tmpdir(), 'booth-signin-'));
    await copyFile(new URL('../../index.html', import.meta.url), join(dir, 'index.html'));
    t = await startTestApp('pglite', {
      staticDir: dir,
      authRateLimit: undefined,
      rateLimits: { signInPerAccountAddress: 4 },
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** Each test from its own address, so their attempts do not add up. */
  const post = (body: Record<string, string>, headers: Record<string, string> = {}) =>
    t.request({
      method: 'POST',
      url: '/signin',
      remoteAddress: `100.64.1.${++address}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
      payload: new URLSearchParams(body).toString(),
    });

  const expectHtmlNotStored = (res: LightMyRequestResponse) => {
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
  };

  it('sends / and /signin with a form that posts, compressed and revalidated', async () => {
    for (const url of ['/', '/signin']) {
      const res = await t.request({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      const html = brotliDecompressSync(res.rawPayload).toString();
      const form = formOf(html)!;
      expect(form).toContain('<form method="post" action="/signin">');
      expect(form).toContain('name="email"');
      expect(form).toContain('name="password" type="password"');
      for (const text of ['Email', 'ईमेल', 'Password', 'पासवर्ड', 'Sign In', 'साइन इन']) {
        expect(form).toContain(text);
      }
      // The splash became the spinner over the form; no script runs inline (the CSP).
      expect(html).not.toContain('id="splash"');
      expect([...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)]).toEqual([]);
      // The app waits in an inert template for the first touch (public/sign-in-boot.js).
      const held = /<template id="signin-app-files">([\s\S]*?)<\/template>/.exec(html)?.[1];
      expect(held).toBe('<script type="module" src="/src/main.tsx"></script>');
      const live = html.replace(/<template[\s\S]*?<\/template>/, '');
      expect(live).not.toMatch(/type="module"|rel="(?:modulepreload|preload|stylesheet)"/);
      expect(live).toContain(
        '<script src="/sign-in-boot.js" data-template="signin-app-files" data-session-key="token" defer></script>',
      );
      const again = await t.request({ url, headers: { 'if-none-match': res.headers.etag! } });
      expect(again.statusCode).toBe(304);
    }
    // The service worker's shell stays the splash.
    const shell = await t.request({ url: '/index.html' });
    expect(shell.body).toContain('id="splash"');
    expect(shell.body).not.toContain('<form');
  });

  it('signs in: the splash page hands over the session the JSON route would give', async () => {
    const email = uniqueEmail('form');
    await t.signUp(email, 'Asha Devi');
    const res = await post({ email: ` ${email.toUpperCase()} `, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expectHtmlNotStored(res);
    expect(res.body).toContain('id="splash"');
    expect(formOf(res.body)).toBeUndefined();
    // The app starts at once to read the session: nothing is held back.
    expect(res.body).toContain('<script type="module" src="/src/main.tsx"></script>');
    expect(res.body).not.toContain('<template');
    expect(res.body).not.toContain(PASSWORD);
    const result = handOver(res.body);
    if (!result || !('signIn' in result)) throw new Error(`no session in ${res.body}`);
    expect(result.signIn.user).toMatchObject({
      email,
      firstName: 'Asha',
      role: expect.any(String),
    });
    expect(Date.parse(result.signIn.expiresAt)).toBeGreaterThan(Date.now());
    const profile = await t.as(result.signIn.token, { url: '/api/booth/my-profile' });
    expect(profile.statusCode).toBe(200);
  });

  it('refuses a wrong password: the e-mail kept, the message beside the field, no password', async () => {
    const email = uniqueEmail('wrong');
    await t.signUp(email);
    const typed = 'not-the-password-<b>';
    const res = await post({ email, password: typed });
    expect(res.statusCode).toBe(401);
    expectHtmlNotStored(res);
    const form = formOf(res.body)!;
    expect(form).toContain(`value="${email}"`);
    expect(form).toMatch(/name="password"[^>]*aria-describedby="signin-static-password-error"/);
    expect(form).toContain('Invalid email or password');
    expect(form).toContain('ईमेल या पासवर्ड गलत है');
    expect(res.body).not.toContain('not-the-password');
    // The answer is the form at once: no spinner again.
    expect(formOf(res.body)).not.toContain('role="status"');
    expect(handOver(res.body)).toEqual({
      failure: expect.objectContaining({
        status: 401,
        error: 'invalid_credentials',
        messageKey: 'errors.invalidCredentials',
      }),
    });
  });

  it('names a missing or malformed field beside it, in both languages', async () => {
    const res = await post({ email: 'not-an-address<script>', password: '' });
    expect(res.statusCode).toBe(400);
    const form = formOf(res.body)!;
    expect(form).toContain('value="not-an-address&lt;script&gt;"');
    expect(form).toContain('Enter a valid e-mail address');
    expect(form).toContain('मान्य ईमेल पता लिखें');
    expect(form).toContain('Required');
    expect(form).toContain('आवश्यक');
  });

  it("counts against the JSON route's lockout, and the JSON route against it", async () => {
    const email = uniqueEmail('locked');
    await t.signUp(email);
    const from = '100.64.9.9';
    const viaForm = () =>
      t.request({
        method: 'POST',
        url: '/signin',
        remoteAddress: from,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email, password: 'guess' }).toString(),
      });
    const viaJson = (password: string) =>
      t.request({
        method: 'POST',
        url: '/api/booth/login-booth-user',
        remoteAddress: from,
        payload: { email, password },
      });
    // Four attempts a minute on one account from one address (this suite's limit).
    expect((await viaJson('guess')).statusCode).toBe(401);
    expect((await viaForm()).statusCode).toBe(401);
    expect((await viaJson('guess')).statusCode).toBe(401);
    expect((await viaForm()).statusCode).toBe(401);
    const locked = await viaForm();
    expect(locked.statusCode).toBe(429);
    expectHtmlNotStored(locked);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(formOf(locked.body)).toContain('बहुत अधिक प्रयास');
    expect(formOf(locked.body)).toContain(`value="${email}"`);
    // The right password waits too, on either route.
    expect((await viaJson(PASSWORD)).statusCode).toBe(429);
  });

  it('refuses a form posted from another site, and answers bad bodies with the page', async () => {
    const email = uniqueEmail('csrf');
    await t.signUp(email);
    const cross = await post({ email, password: PASSWORD }, { 'sec-fetch-site': 'cross-site' });
    expect(cross.statusCode).toBe(403);
    expect(handOver(cross.body)).toMatchObject({ failure: { status: 403 } });
    const origin = await t.request({
      method: 'POST',
      url: '/signin',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://elsewhere.example',
        host: 'booth.example',
      },
      payload: new URLSearchParams({ email, password: PASSWORD }).toString(),
    });
    expect(origin.statusCode).toBe(403);

    const xml = await post({}, { 'content-type': 'application/xml' });
    expect(xml.statusCode).toBe(415);
    expectHtmlNotStored(xml);
    expect(formOf(xml.body)).toContain('The request could not be read');
    const text = await post({}, { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(400);
    expect(formOf(text.body)).toContain('अनुरोध पढ़ा नहीं जा सका');
    const huge = await post({ email, password: 'x'.repeat(9000) });
    expect(huge.statusCode).toBe(413);
    expect(formOf(huge.body)).toContain(`This is too large`);
  });
});
