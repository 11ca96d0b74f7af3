// Captures the sidebar menu of a booth worker (field menu, then "More" open) and of a
// coordinator at 360 px (drawer open) and 1280 px, then the header's user menu open, in English
// and Hindi, from the real server
// on a throwaway database, into tests/e2e/screenshots/ (gitignored).
// Run after `npm run build`:  node --import tsx scripts/screenshots-menu.ts
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, newAppContext } from '../devkit/e2e-browser.ts';
import type { Lang } from '../devkit/e2e-labels.ts';
import { placeAccount } from '../devkit/e2e-areas.ts';
import { signInViaUi } from '../devkit/e2e-pages.ts';
import { createAccount, newUser } from '../devkit/e2e-users.ts';
import type { TestUser } from '../devkit/e2e-users.ts';
import { captureWith, shoot as shootTo } from './screenshot-shoot.ts';
import en from '../src/locales/en/shell.json' with { type: 'json' };
import hi from '../src/locales/hi/shell.json' with { type: 'json' };

const OUT_DIR = fileURLToPath(new URL('../tests/e2e/screenshots/', import.meta.url));
/** The drawer is the picture: the viewport, not the full page. */
const shoot = (page: Page, name: string) => shootTo(page, OUT_DIR, name, false);

const BOOTH = 'up/lucknow/lucknow-central/aliganj/sector-q/booth-12';
const MORE = { en: 'More', hi: 'और' } as const;
const USER_MENU = { en: en.shell.userMenu, hi: hi.shell.userMenu } as const;

async function captureMenu(browser: Browser, baseUrl: string, who: TestUser, name: string) {
  for (const lang of ['en', 'hi'] as Lang[]) {
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await newAppContext(browser, baseUrl, { viewport });
      await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
      const page = await context.newPage();
      const shell = await signInViaUi(page, who, lang);
      const suffix = `${lang}-${viewport.width}`;
      if (viewport === PHONE) await shell.burger().click();
      const nav = page.getByRole('navigation');
      await nav.getByRole('link').first().waitFor();
      await page.waitForTimeout(500);
      await shoot(page, `menu-${name}-${suffix}`);
      const more = nav.getByRole('button', { name: MORE[lang], exact: true });
      if (await more.count()) {
        await more.click();
        await page.waitForTimeout(500);
        // Scroll the drawer so the opened group is in the picture.
        await more.scrollIntoViewIfNeeded();
        await shoot(page, `menu-${name}-more-${suffix}`);
      }
      // The header's user menu, whose code loads on this first tap.
      if (viewport === PHONE) await page.keyboard.press('Escape');
      await page.getByRole('button', { name: USER_MENU[lang] }).click();
      await page.getByRole('menu').waitFor();
      await shoot(page, `user-menu-${name}-${suffix}`);
      await context.close();
    }
  }
}

async function captureAll(browser: Browser, baseUrl: string): Promise<void> {
  const admin = newUser('Kamla Mishra');
  const coordinator = newUser('Suresh Yadav');
  const worker = newUser('Ravi Kumar');
  for (const u of [admin, coordinator, worker]) await createAccount(baseUrl, u);
  await placeAccount(baseUrl, admin, coordinator, 'up/lucknow');
  await placeAccount(baseUrl, admin, worker, BOOTH);
  await captureMenu(browser, baseUrl, worker, 'booth-worker');
  await captureMenu(browser, baseUrl, coordinator, 'coordinator');
}

await captureWith(OUT_DIR, captureAll);
