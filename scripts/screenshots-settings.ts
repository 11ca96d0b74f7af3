// Captures the admin's Settings screen (poll day set, a religion added) and voter slips that
// print the poll day, at 360 px and 1280 px in English and Hindi, from the real server on a
// throwaway database, into tests/e2e/screenshots/ (gitignored).
// Run after `npm run build`:  node --import tsx scripts/screenshots-settings.ts
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { DEFAULT_OPTION_LISTS } from '../src/domain/settings.ts';
import { DESKTOP, PHONE, newAppContext } from '../devkit/e2e-browser.ts';
import type { Lang } from '../devkit/e2e-labels.ts';
import { signInViaUi } from '../devkit/e2e-pages.ts';
import { apiJson, createAccount, newUser } from '../devkit/e2e-users.ts';
import type { TestUser } from '../devkit/e2e-users.ts';
import { apiToken, pushVoters, seedRoll } from '../devkit/voter-seed.ts';
import { captureWith, shoot } from './screenshot-shoot.ts';

const OUT_DIR = fileURLToPath(new URL('../tests/e2e/screenshots/', import.meta.url));
const SLIPS = { en: 'Voter slips', hi: 'मतदाता पर्ची' } as const;
const MENU = { en: 'Export / print', hi: 'निर्यात / प्रिंट' } as const;

async function capture(browser: Browser, baseUrl: string, admin: TestUser) {
  for (const lang of ['en', 'hi'] as Lang[]) {
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await newAppContext(browser, baseUrl, { viewport });
      await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
      const page = await context.newPage();
      await signInViaUi(page, admin, lang);
      const suffix = `${lang}-${viewport.width}`;
      await page.goto('/dashboard/settings');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('region').first().waitFor();
      await shoot(page, OUT_DIR, `settings-${suffix}`);

      await page.goto('/dashboard/voter-list');
      await page.getByRole('heading', { level: 1 }).waitFor();
      if (viewport === PHONE) {
        await page.getByRole('button', { name: MENU[lang] }).click();
        await page.getByRole('menuitem', { name: SLIPS[lang] }).click();
      } else await page.getByRole('button', { name: SLIPS[lang] }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('article').first().waitFor();
      await page.waitForTimeout(500);
      await shoot(page, OUT_DIR, `settings-slips-${suffix}`, false);
      await context.close();
    }
  }
}

async function captureAll(browser: Browser, baseUrl: string): Promise<void> {
  const admin = newUser('Kamla Mishra');
  await createAccount(baseUrl, admin);
  const token = await apiToken(baseUrl, admin.email, admin.password);
  await pushVoters(baseUrl, token, seedRoll(12));
  const put = (key: string, body: unknown) =>
    apiJson(baseUrl, `/admin/settings/${key}`, {
      method: 'PUT',
      token,
      body: JSON.stringify(body),
    });
  await put('election', { pollDate: '2027-02-14', pollStart: '07:00', pollEnd: '18:00' });
  await put('religion', {
    options: [...DEFAULT_OPTION_LISTS.religion, { value: 'Parsi', en: 'Parsi', hi: 'पारसी' }],
  });
  await capture(browser, baseUrl, admin);
}

await captureWith(OUT_DIR, captureAll);
