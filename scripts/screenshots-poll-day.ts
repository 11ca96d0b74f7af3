// Captures Poll Day — the turnout, a search with a voter just marked (Undo showing) and one
// not yet — at 360 px and 1280 px in English and Hindi, from the real server on a throwaway
// database with a generated roll, into tests/e2e/screenshots/ (gitignored).
// Run after `npm run build`:  node --import tsx scripts/screenshots-poll-day.ts
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import hiPollDay from '../src/locales/hi/pollDay.json';
import { DESKTOP, PHONE, launchBrowser, newAppContext } from '../tests/utils/e2e-browser.ts';
import { signInViaUi } from '../tests/utils/e2e-pages.ts';
import { startTestServer } from '../tests/utils/e2e-server.ts';
import { createAccount, newUser } from '../tests/utils/e2e-users.ts';
import { apiToken, pushVoters, seedRoll } from '../tests/utils/voter-seed.ts';
import { shoot as shootTo } from './screenshot-shoot.ts';

const OUT_DIR = fileURLToPath(new URL('../tests/e2e/screenshots/', import.meta.url));
const shoot = (page: Page, name: string, fullPage = true) => shootTo(page, OUT_DIR, name, fullPage);
const SEARCH = { en: 'Find a voter', hi: hiPollDay.pollDay.search };
const MARK = { en: /^Mark .* as voted$/, hi: /का मतदान दर्ज करें$/ };

await mkdir(OUT_DIR, { recursive: true });
const server = await startTestServer();
const browser = await launchBrowser();
try {
  const user = newUser('Asha Verma');
  await createAccount(server.url, user);
  await pushVoters(
    server.url,
    await apiToken(server.url, user.email, user.password),
    seedRoll(300),
  );
  for (const lang of ['en', 'hi'] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await newAppContext(browser, server.url, { viewport });
      await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
      const page = await context.newPage();
      await signInViaUi(page, user, lang);
      await page.goto('/dashboard/poll-day');
      await page
        .getByRole('progressbar')
        .or(page.locator('.mantine-Progress-root'))
        .first()
        .waitFor();
      await page.getByLabel(SEARCH[lang]).fill(lang === 'en' ? 'Sharma' : 'शर्मा');
      await page.getByRole('button', { name: MARK[lang] }).first().click();
      await page.waitForTimeout(400);
      await shoot(page, `poll-day-${lang}-${viewport.width}`, viewport === DESKTOP);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
