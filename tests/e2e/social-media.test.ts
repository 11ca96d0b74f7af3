// Social Media Feed in Chromium against the real server: a coordinator posts from the form, a
// booth worker inside the area sees it and shares it on WhatsApp (the share count reaches the
// server), then the network goes away and a reload shows the kept posts under the yellow
// notice — at 360 px and 1280 px, in English and Hindi, with no sideways scroll on the phone.
import { describe, expect, it } from 'vitest';
import type { Page, ViewportSize } from 'playwright-core';
import hiNav from '../../src/locales/hi/nav.json';
import hiSocial from '../../src/locales/hi/social.json';
import { DESKTOP, PHONE, newAppContext } from '../../devkit/e2e-browser.ts';
import type { Lang } from '../../devkit/e2e-labels.ts';
import { SignInPage, signInViaUi } from '../../devkit/e2e-pages.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';
import { step } from '../../devkit/e2e-steps.ts';
import { waitForServiceWorkerControl } from '../utils/e2e-sw.ts';
import type { TestUser } from '../../devkit/e2e-users.ts';
import { apiJson, createAccount, newUser } from '../../devkit/e2e-users.ts';

const hi = hiSocial.social;
const TEXT = {
  en: {
    title: 'Social Media',
    subtitle: 'Share latest updates on your social platforms',
    notice: 'Unable to fetch latest posts from server. Showing cached content.',
    whatsapp: 'WhatsApp',
    menu: (title: string) => `Share ${title}`,
  },
  hi: {
    title: hiNav.nav.pages.socialMedia,
    subtitle: hi.subtitle,
    notice: hi.cachedNotice,
    whatsapp: hi.share.whatsapp,
    menu: (title: string) => hi.share.menu.replace('{{title}}', title),
  },
} as const;

type Post = { id: string; title: string; shares?: Record<string, number> };

const signInApi = (base: string, user: TestUser) =>
  apiJson<{ token: string; user: { booth_id: string } }>(base, '/booth/login-booth-user', {
    method: 'POST',
    body: JSON.stringify({ email: user.email, password: user.password }),
  });

// One variant of this suite was once seen to hang for its whole 120 s without a Playwright
// timeout, inside opening the next variant's context and page right after the previous one
// closed its context offline; the variants now go back online before closing. It has not
// come back since (issue 23: many runs with protocol logs, alone and beside other files), so
// there is no retry. The calls that have no timeout of their own go through step(): if one
// sticks again the test fails within a minute naming it (and E2E_STEP_LOG=<file> logs them).
describe.skipIf(noBrowser)('social media feed', () => {
  const env = useE2eEnv();
  const admin = newUser('Admin Prasad');
  const coordinator = newUser('Kiran Coordinator');
  let coordinatorToken = '';

  /** Accounts, the first being the admin, who places each one in an area. */
  async function placed(user: TestUser, scope: string) {
    const base = env.server.url;
    await createAccount(base, user);
    const { token } = await signInApi(base, admin);
    const { user: session } = await signInApi(base, user);
    await apiJson(base, `/users/${session.booth_id}/scope`, {
      method: 'PUT',
      token,
      body: JSON.stringify({ scope }),
    });
  }

  async function openAs(user: TestUser, lang: Lang, viewport: ViewportSize) {
    const context = await newAppContext(env.browser, env.server.url, { viewport });
    const page = await step('context.newPage', () => context.newPage());
    if (lang !== 'en') {
      const signIn = new SignInPage(page);
      await signIn.goto();
      await signIn.chooseLanguage(lang);
    }
    await signInViaUi(page, user, lang);
    return { context, page };
  }

  const heading = (page: Page, lang: Lang) =>
    page.getByRole('heading', { level: 1, name: TEXT[lang].title, exact: true });

  it('a coordinator posts from the form', async () => {
    await createAccount(env.server.url, admin);
    await placed(coordinator, 'up/lucknow');
    coordinatorToken = (await signInApi(env.server.url, coordinator)).token;
    const { context, page } = await openAs(coordinator, 'en', DESKTOP);
    await page.goto('/dashboard/social-media');
    await heading(page, 'en').waitFor();
    await page.getByText(TEXT.en.subtitle, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add Post', exact: true }).click();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('Required', { exact: true }).first().waitFor();
    await page.getByLabel(/^Title/).fill('Booth meeting on Sunday');
    await page.getByLabel('Description', { exact: true }).fill('All booth workers at 10 am.');
    await page.getByLabel('Link', { exact: true }).fill('https://example.org/meeting');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('cell', { name: 'Booth meeting on Sunday', exact: true }).waitFor();
    const { posts } = await apiJson<{ posts: Post[] }>(env.server.url, '/social-media', {
      token: coordinatorToken,
    });
    expect(posts.map((p) => p.title)).toEqual(['Booth meeting on Sunday']);
    await step('context.close', () => context.close());
  });

  it.each([
    ['en', DESKTOP],
    ['hi', PHONE],
    ['en', PHONE],
    ['hi', DESKTOP],
  ] as const)(
    'a worker in the area (%s, %o) sees it, shares it, and offline sees the kept copy',
    async (lang, viewport) => {
      const worker = newUser('Sunita Yadav');
      await placed(worker, 'up/lucknow/booth-1');
      const { context, page } = await openAs(worker, lang, viewport);
      await waitForServiceWorkerControl(page);
      // The share page itself stays out of the test: only the address it was opened with counts.
      const opened: string[] = [];
      await context.route('https://wa.me/**', (route) => {
        opened.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>ok</p>' });
      });
      await page.goto('/dashboard/social-media');
      await heading(page, lang).waitFor();
      const title = 'Booth meeting on Sunday';
      await page.getByText(title, { exact: true }).first().waitFor();

      const before = await sharesOnServer();
      const popup = context.waitForEvent('page');
      await page.getByRole('button', { name: TEXT[lang].menu(title), exact: true }).click();
      await page.getByRole('menuitem', { name: TEXT[lang].whatsapp, exact: true }).click();
      await step('popup.close', async () => (await popup).close());
      expect(opened[0]).toMatch(/^https:\/\/wa\.me\/\?text=Booth%20meeting%20on%20Sunday/);
      await expect.poll(sharesOnServer, { timeout: 20_000 }).toBe(before + 1);

      if (viewport.width === PHONE.width) {
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      }

      await step('context.setOffline(true)', () => context.setOffline(true));
      await page.reload();
      await heading(page, lang).waitFor();
      await page.getByText(TEXT[lang].notice, { exact: true }).waitFor();
      await page.getByText(title, { exact: true }).first().waitFor();
      const retry = lang === 'en' ? 'Retry' : hi.retry;
      await page.getByRole('button', { name: retry, exact: true }).waitFor();
      // Back online before closing: the one hang seen with step logs was in the next variant's
      // new context and page, right after a context was closed offline with its service worker.
      await step('context.setOffline(false)', () => context.setOffline(false));
      await step('context.close', () => context.close());
    },
  );

  async function sharesOnServer(): Promise<number> {
    const { posts } = await apiJson<{ posts: Post[] }>(env.server.url, '/social-media', {
      token: coordinatorToken,
    });
    return posts[0]?.shares?.whatsapp ?? 0;
  }
});
