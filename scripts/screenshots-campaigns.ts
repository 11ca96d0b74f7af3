// Captures Party Campaigns (three the admin sends to everyone first): the screen with one campaign accepted (with a photo) and one
// declined, the detail modal, the Join Campaign form with its errors, and the new campaign
// form, at 360 px and 1280 px in English and Hindi, from the real server on a throwaway
// database, into tests/e2e/screenshots/ (gitignored; SCREENS_DIR sets another folder).
// Run after `npm run build`:  node --import tsx scripts/screenshots-campaigns.ts
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import en from '../src/locales/en/campaigns.json';
import hi from '../src/locales/hi/campaigns.json';
import { DESKTOP, PHONE, newAppContext } from '../devkit/e2e-browser.ts';
import type { Lang } from '../devkit/e2e-labels.ts';
import { signInViaUi } from '../devkit/e2e-pages.ts';
import { MEETING, RALLY, sendCampaignsToEveryone } from '../devkit/e2e-campaigns.ts';
import { newUser } from '../devkit/e2e-users.ts';
import { captureWith, shoot as shootTo } from './screenshot-shoot.ts';

const OUT_DIR =
  process.env.SCREENS_DIR ?? fileURLToPath(new URL('../tests/e2e/screenshots/', import.meta.url));
const shoot = (page: Page, name: string, fullPage = true) => shootTo(page, OUT_DIR, name, fullPage);
const TEXT = { en: en.campaigns, hi: hi.campaigns } as const;

function photo(): Buffer {
  const png = new PNG({ width: 60, height: 40 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([240, 138, 36, 255], i);
  return PNG.sync.write(png);
}

/** Answers as a person would: the rally accepted with the form and a photo, the meeting declined. */
async function answer(page: Page): Promise<void> {
  const t = TEXT.en;
  const list = page.getByRole('region', { name: t.list.heading });
  await list.getByRole('button', { name: `View details of ${RALLY}` }).click();
  await page.getByRole('button', { name: t.detail.accept }).click();
  const form = page.getByRole('dialog', { name: t.join.title });
  await form.getByLabel(t.join.fullName).fill('Kamla Mishra');
  await form.getByLabel(t.join.phone).fill('+91 98765 43210');
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: t.join.photos, exact: true }).click();
  await (await chooser).setFiles({ name: 'rally.png', mimeType: 'image/png', buffer: photo() });
  await form.getByRole('button', { name: t.join.submit, exact: true }).click();
  await page.getByRole('dialog', { name: RALLY }).getByText(t.detail.accepted).waitFor();
  await page.keyboard.press('Escape');
  await list.getByRole('button', { name: `View details of ${MEETING}` }).click();
  await page.getByRole('button', { name: t.detail.decline, exact: true }).click();
  await page.getByText(t.detail.declined).waitFor();
  await page.keyboard.press('Escape');
}

async function captureAll(browser: Browser, baseUrl: string): Promise<void> {
  const admin = newUser('Kamla Mishra');
  await sendCampaignsToEveryone(baseUrl, admin);
  let answered = false;
  for (const lang of ['en', 'hi'] as Lang[]) {
    for (const viewport of [PHONE, DESKTOP]) {
      const t = TEXT[lang];
      const context = await newAppContext(browser, baseUrl, { viewport });
      await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
      const page = await context.newPage();
      const suffix = `${lang}-${viewport.width}`;
      await signInViaUi(page, admin, lang);
      await page.goto('/dashboard/campaign');
      await page.getByTestId('pending-count').waitFor();
      if (!answered) {
        await answer(page);
        answered = true;
        await page.reload();
        await page.getByTestId('pending-count').waitFor();
      }
      await page.waitForTimeout(800);
      await shoot(page, `campaigns-screen-${suffix}`);

      const list = page.getByRole('region', { name: t.list.heading });
      await list.getByRole('button').first().click();
      await page.getByTestId('campaign-detail').waitFor();
      await page.waitForTimeout(500);
      await shoot(page, `campaigns-detail-${suffix}`, false);
      // The detail's foot: answers, and Edit / Cancel campaign for the area's holder.
      await page.getByTestId('campaign-detail').getByRole('button').last().scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await shoot(page, `campaigns-detail-foot-${suffix}`, false);
      await page.keyboard.press('Escape');
      await list.getByRole('button').nth(2).click();
      await page.getByRole('button', { name: t.detail.accept }).click();
      const form = page.getByRole('dialog', { name: t.join.title });
      await form.getByLabel(t.join.additionalGuests).fill('7');
      await form.getByLabel(t.join.email).fill('kamla@');
      await form.getByRole('button', { name: t.join.submit, exact: true }).click();
      await page.waitForTimeout(500);
      await shoot(page, `campaigns-join-errors-${suffix}`, false);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: t.form.new }).click();
      await page.getByRole('dialog', { name: t.form.create }).waitFor();
      await page.waitForTimeout(500);
      await shoot(page, `campaigns-create-form-${suffix}`, false);
      await context.close();
    }
  }
}

await captureWith(OUT_DIR, captureAll);
