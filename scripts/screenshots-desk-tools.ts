// Captures what a phone that never opened the desk tools shows offline: the roll import's
// "open this screen once with the internet" page and the voter import's file-reader message,
// at 360 px and 1280 px in English and Hindi, from the real server on a throwaway database,
// into tests/e2e/screenshots/ (gitignored).
// Run after `npm run build`:  node --import tsx scripts/screenshots-desk-tools.ts
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, newAppContext } from '../devkit/e2e-browser.ts';
import type { Lang } from '../devkit/e2e-labels.ts';
import { signInViaUi } from '../devkit/e2e-pages.ts';
import { createAccount, newUser } from '../devkit/e2e-users.ts';
import type { TestUser } from '../devkit/e2e-users.ts';
import { captureWith, shoot } from './screenshot-shoot.ts';

const OUT_DIR = fileURLToPath(new URL('../tests/e2e/screenshots/', import.meta.url));
const UPLOAD = { en: 'Upload CSV', hi: 'CSV अपलोड करें' } as const;

async function capture(browser: Browser, baseUrl: string, worker: TestUser) {
  for (const lang of ['en', 'hi'] as Lang[]) {
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await newAppContext(browser, baseUrl, { viewport });
      await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
      const page = await context.newPage();
      await signInViaUi(page, worker, lang);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await context.setOffline(true);
      const suffix = `${lang}-${viewport.width}`;
      await page.goto('/dashboard/roll-import');
      await page.getByRole('heading', { level: 1 }).last().waitFor();
      await page.waitForTimeout(500);
      await shoot(page, OUT_DIR, `desk-tools-not-on-phone-${suffix}`, false);

      await page.goto('/dashboard/voter-list');
      await page.getByRole('button', { name: UPLOAD[lang] }).click();
      await page.locator('input[type=file]').setInputFiles({
        name: 'voters.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('Name,Voter ID,Part\nRam Lal,ABC1234567,12\n'),
      });
      await page.getByRole('alert').waitFor();
      await page.waitForTimeout(300);
      await shoot(page, OUT_DIR, `desk-tools-import-offline-${suffix}`, false);
      await context.close();
    }
  }
}

async function captureAll(browser: Browser, baseUrl: string): Promise<void> {
  // The first account is the administrator, whose phone fetches the desk tools; the second,
  // placed nowhere, is a booth worker's.
  await createAccount(baseUrl, newUser('Kamla Mishra'));
  const worker = newUser('Ramesh Kumar');
  await createAccount(baseUrl, worker);
  await capture(browser, baseUrl, worker);
}

await captureWith(OUT_DIR, captureAll);
