// What each route's first load fetches, measured from outside as a phone would meet it (issue
// 26): a fresh Chromium profile (no HTTP cache, no service worker yet) opens the route on the
// real server serving the production build, precompressed (Brotli); every response of our own
// origin is counted with its headers until the page is ready and the network is quiet. The
// service worker's precache is counted apart: every URL of the manifest in sw.js, fetched once.
// The budget check (tests/e2e/route-budgets.test.ts) and `npm run budgets:record` use it.
import type { Browser, Page } from 'playwright-core';
import { SIGN_IN_PAGE } from '../src/domain/sign-in-page.ts';
import { PHONE } from './e2e-browser.ts';
import type { BudgetName } from './route-budgets.ts';
import { logWire } from './wire-log.ts';
import { precacheWireBytes, readPrecacheList } from './precache-size.ts';

export type Session = { token: string; user: unknown; firstName: string };
export type FileWeight = { name: string; bytes: number };
export type Weight = { bytes: number; files: FileWeight[] };

/** A built file's name without Vite's content hash: `dashboard-shell-Bx1_9aZq.js` → `dashboard-shell.js`. */
export const stableName = (url: string): string => {
  const path = new URL(url).pathname.replace(/^\//, '') || 'index.html';
  return path.replace(/-[A-Za-z0-9_-]{8}(\.[a-z0-9]+)$/, '$1');
};

/** Sums per stable name (a file fetched twice counts twice), biggest first. */
function weightOf(entries: { url: string; bytes: number }[]): Weight {
  const files = new Map<string, number>();
  for (const e of entries)
    files.set(stableName(e.url), (files.get(stableName(e.url)) ?? 0) + e.bytes);
  const list = [...files]
    .map(([name, bytes]) => ({ name, bytes }))
    .sort((a, b) => b.bytes - a.bytes);
  return { bytes: list.reduce((s, f) => s + f.bytes, 0), files: list };
}

/** A signed-up account's stored session, as the app keeps it after signing in. */
export async function seedSession(baseUrl: string, name: string): Promise<Session> {
  const email = `${name.split(' ')[0]!.toLowerCase()}.${Date.now().toString(36)}@example.test`;
  const password = 'route-weight-password';
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const created = await post('/api/booth/create-booth-user', { name, email, password });
  if (created.status !== 201) throw new Error(`sign-up failed: ${created.status}`);
  const login = await post('/api/booth/login-booth-user', { email, password });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`);
  const body = (await login.json()) as { token: string; user: unknown };
  return { ...body, firstName: name.split(' ')[0]! };
}

/** The route's first load: every response of the origin until `ready` and a quiet network. */
export async function routeWeight(
  browser: Browser,
  baseURL: string,
  path: string,
  ready: (page: Page) => Promise<unknown>,
  session?: Session,
): Promise<Weight> {
  const context = await browser.newContext({ baseURL, viewport: PHONE, locale: 'en-US' });
  try {
    if (session)
      await context.addInitScript(
        ([token, user]) => {
          localStorage.setItem('token', token);
          localStorage.setItem('user', user);
        },
        [session.token, JSON.stringify(session.user)] as const,
      );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const wire = logWire(cdp);
    await page.goto(path, { waitUntil: 'commit' });
    await ready(page);
    await wire.settle(1_500, 30_000);
    const origin = new URL(baseURL).origin;
    return weightOf(
      wire.entries.filter(
        (e) =>
          e.url.startsWith(origin) &&
          !e.fromServiceWorker &&
          !new URL(e.url).pathname.startsWith('/api/'),
      ),
    );
  } finally {
    await context.close();
  }
}

/** The service worker's precache as a fresh install downloads it. */
export async function precacheWeight(baseUrl: string, distDir: string): Promise<Weight> {
  const list = await readPrecacheList(distDir);
  const files: FileWeight[] = [];
  for (const url of new Set(list.urls))
    files.push({
      name: stableName(new URL(url, `${baseUrl}/`).href),
      bytes: await precacheWireBytes(baseUrl, { ...list, urls: [url] }),
    });
  files.sort((a, b) => b.bytes - a.bytes);
  return { bytes: files.reduce((s, f) => s + f.bytes, 0), files };
}

/** The three weights the budgets cover, on a server serving `distDir`. */
export async function measureWeights(
  browser: Browser,
  baseUrl: string,
  distDir: string,
): Promise<Record<BudgetName, Weight>> {
  const session = await seedSession(baseUrl, 'Asha Verma');
  return {
    // The server's form, untouched: the app's files wait for the first touch.
    '/signin': await routeWeight(browser, baseUrl, '/signin', (page) =>
      page.locator('input[type="email"]').waitFor(),
    ),
    // The same page after a tap into the e-mail field, until the app's own form took over.
    '/signin touched': await routeWeight(browser, baseUrl, '/signin', async (page) => {
      await page.locator(`#${SIGN_IN_PAGE.block} input[type="email"]`).click();
      await page.locator(`#${SIGN_IN_PAGE.block}`).waitFor({ state: 'detached' });
    }),
    '/dashboard': await routeWeight(
      browser,
      baseUrl,
      '/dashboard',
      (page) => page.getByText(`Hello, ${session.firstName}`).first().waitFor(),
      session,
    ),
    precache: await precacheWeight(baseUrl, distDir),
  };
}
