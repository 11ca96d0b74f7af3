// Party Campaigns (/dashboard/campaign) in Chromium against the real server: three campaigns
// the admin sent to everyone, with stats and tabs; accepting through the Join Campaign form with a photo (the
// server gets the participation and the photo); declining; an offline acceptance shown as
// waiting and replayed exactly once when the network returns; at 360 px and 1280 px, in
// English and Hindi, with no sideways scroll.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page, ViewportSize } from 'playwright-core';
import { PNG } from 'pngjs';
import hiCampaigns from '../../src/locales/hi/campaigns.json';
import enCampaigns from '../../src/locales/en/campaigns.json';
import type { CampaignNotification, Participation } from '../../src/domain/campaigns.ts';
import { DESKTOP, PHONE, newAppContext } from '../../devkit/e2e-browser.ts';
import { DRIVE, MEETING, RALLY, sendCampaignsToEveryone } from '../../devkit/e2e-campaigns.ts';
import type { Lang } from '../../devkit/e2e-labels.ts';
import { SignInPage, signInViaUi } from '../../devkit/e2e-pages.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';
import { waitForServiceWorkerControl } from '../utils/e2e-sw.ts';
import { createAccount, newUser } from '../../devkit/e2e-users.ts';

const TEXT = { en: enCampaigns.campaigns, hi: hiCampaigns.campaigns } as const;

function photo(): Buffer {
  const png = new PNG({ width: 40, height: 30 });
  png.data.fill(180);
  return PNG.sync.write(png);
}

/** A GET of the campaign API with the page's own sign-in token. */
async function serverGet<T>(base: string, page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await fetch(`${base}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/** Every participation POST the context sends (page or service worker). */
function recordJoins(context: BrowserContext): string[] {
  const joins: string[] = [];
  context.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/campaigns/participate'))
      joins.push(r.headers()['idempotency-key'] ?? '');
  });
  return joins;
}

describe.skipIf(noBrowser)('party campaigns', () => {
  const env = useE2eEnv();
  beforeAll(() => sendCampaignsToEveryone(env.server.url));

  async function openAs(name: string, lang: Lang = 'en', viewport: ViewportSize = DESKTOP) {
    const user = newUser(name);
    await createAccount(env.server.url, user);
    const context = await newAppContext(env.browser, env.server.url, { viewport });
    const page = await context.newPage();
    if (lang !== 'en') {
      const signIn = new SignInPage(page);
      await signIn.goto();
      await signIn.chooseLanguage(lang);
    }
    await signInViaUi(page, user, lang);
    await page.goto('/dashboard/campaign');
    await page.getByRole('heading', { level: 1, name: TEXT[lang].title }).waitFor();
    await page.getByTestId('pending-count').waitFor();
    return { user, context, page };
  }

  const noOverflow = async (page: Page, width: number) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );

  const openDetail = async (page: Page, title: string, lang: Lang = 'en') => {
    const list = page.getByRole('region', { name: TEXT[lang].list.heading });
    await list
      .getByRole('button', { name: TEXT[lang].list.view.replace('{{title}}', title) })
      .click();
    return page.getByRole('dialog', { name: title });
  };

  async function fillJoinForm(page: Page, lang: Lang) {
    const t = TEXT[lang].join;
    const form = page.getByRole('dialog', { name: t.title });
    await form.getByLabel(t.fullName).fill('Asha Devi');
    await form.getByLabel(t.phone).fill('+91 98765 43210');
    await form.getByLabel(t.additionalGuests).fill('2');
    await form.getByLabel(t.transportNeeded).check();
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: t.photos, exact: true }).click();
    await (await chooser).setFiles({ name: 'crowd.png', mimeType: 'image/png', buffer: photo() });
    await form.getByText('crowd.png').waitFor();
    return form;
  }

  it.each([
    ['en', DESKTOP],
    ['hi', PHONE],
  ] as const)('accepts with the Join Campaign form (%s, %o)', async (lang, viewport) => {
    const t = TEXT[lang];
    const { context, page } = await openAs(`Join ${lang}`, lang, viewport);
    const joins = recordJoins(context);
    await expect.poll(() => page.getByTestId('stat-total').textContent()).toContain('3');
    await noOverflow(page, viewport.width);

    const detail = await openDetail(page, RALLY, lang);
    await detail.getByRole('button', { name: t.detail.accept }).click();
    const form = page.getByRole('dialog', { name: t.join.title });
    // Empty (the name starts as the signed-in person's): the spec's messages, nothing sent.
    await form.getByLabel(t.join.fullName).fill('');
    await form.getByRole('button', { name: t.join.submit, exact: true }).click();
    const messages = lang === 'en' ? ['Full name is required', 'Phone number is required'] : [];
    for (const m of messages) await form.getByText(m).waitFor();
    await fillJoinForm(page, lang);
    await noOverflow(page, viewport.width);
    await form.getByRole('button', { name: t.join.submit, exact: true }).click();
    await page.getByText(t.toast.joined).first().waitFor();
    const after = page.getByRole('dialog', { name: RALLY });
    await after.getByText(t.detail.accepted).waitFor();
    await after.getByText(t.detail.reminder).waitFor();
    expect(await after.getByRole('button', { name: t.detail.accept }).count()).toBe(0);
    expect(joins).toHaveLength(1);

    const { participations } = await serverGet<{ participations: Participation[] }>(
      env.server.url,
      page,
      '/campaigns/my-participation',
    );
    expect(participations).toHaveLength(1);
    expect(participations[0]).toMatchObject({
      fullName: 'Asha Devi',
      phone: '+919876543210',
      additionalGuests: 2,
      transportNeeded: true,
    });
    expect(participations[0]!.photos).toHaveLength(1);
    await context.close();
  });

  it.each([
    ['en', PHONE],
    ['hi', DESKTOP],
  ] as const)('declines (%s, %o)', async (lang, viewport) => {
    const t = TEXT[lang];
    const { context, page } = await openAs(`Decline ${lang}`, lang, viewport);
    const detail = await openDetail(page, MEETING, lang);
    await detail.getByRole('button', { name: t.detail.decline, exact: true }).click();
    await page.getByText(t.toast.declined).first().waitFor();
    await detail.getByText(t.detail.declined).waitFor();
    expect(await detail.getByRole('button', { name: t.detail.decline, exact: true }).count()).toBe(
      0,
    );
    await noOverflow(page, viewport.width);
    const { campaigns } = await serverGet<{ campaigns: CampaignNotification[] }>(
      env.server.url,
      page,
      '/campaigns/notifications',
    );
    expect(campaigns.find((c) => c.title === MEETING)?.status).toBe('declined');
    await context.close();
  });

  it('accepts offline: shown as waiting, sent exactly once when the network returns', async () => {
    const t = TEXT.en;
    const { context, page } = await openAs('Offline Joiner', 'en', PHONE);
    await waitForServiceWorkerControl(page);
    const joins = recordJoins(context);
    await context.setOffline(true);
    const detail = await openDetail(page, DRIVE);
    await detail.getByRole('button', { name: t.detail.accept }).click();
    const form = await fillJoinForm(page, 'en');
    await form.getByRole('button', { name: t.join.submit, exact: true }).click();
    await page.getByText(t.toast.joined).first().waitFor();
    const after = page.getByRole('dialog', { name: DRIVE });
    await after.getByText(t.detail.accepted).waitFor();
    await after.getByText(t.status.waiting, { exact: true }).waitFor();
    expect(joins).toEqual([]);

    await context.setOffline(false);
    await expect.poll(() => joins.length, { timeout: 30_000 }).toBe(1);
    await expect
      .poll(
        async () =>
          (
            await serverGet<{ campaigns: CampaignNotification[] }>(
              env.server.url,
              page,
              '/campaigns/notifications',
            )
          ).campaigns.find((c) => c.title === DRIVE)?.status,
        { timeout: 30_000 },
      )
      .toBe('accepted');
    await expect
      .poll(() => after.getByText(t.status.waiting, { exact: true }).count(), { timeout: 30_000 })
      .toBe(0);
    // Give a second replay every chance to happen: none may.
    await page.waitForTimeout(3000);
    expect(joins).toHaveLength(1);
    const { participations } = await serverGet<{ participations: Participation[] }>(
      env.server.url,
      page,
      '/campaigns/my-participation',
    );
    expect(participations).toHaveLength(1);
    expect(participations[0]!.photos).toHaveLength(1);
    await context.close();
  });
});
