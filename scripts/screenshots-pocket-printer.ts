// Captures the pocket printer (issue 44) at 360 px and 1280 px in English and Hindi, against the
// real server with Hindi voters and a panna, with devkit/fake-printer.ts standing in for the
// Bluetooth printer: the row menu's "Print slip (pocket printer)", the dialog ready, printing
// (a slow printer) and done, the printer list closed without a choice, a browser without
// Bluetooth (the button says what it needs), and the panna card's "Print slips". Into
// SCREENS_DIR (default tests/e2e/screenshots/). Run after `npm run build`:
//   SCREENS_DIR=/tmp/shots node --import tsx scripts/screenshots-pocket-printer.ts
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import enOutput from '../src/locales/en/voterOutput.json';
import enVoters from '../src/locales/en/voters.json';
import hiOutput from '../src/locales/hi/voterOutput.json';
import hiVoters from '../src/locales/hi/voters.json';
import { DESKTOP, PHONE, newAppContext } from '../devkit/e2e-browser.ts';
import type { Lang } from '../devkit/e2e-labels.ts';
import { signInViaUi } from '../devkit/e2e-pages.ts';
import type { FakePrinterOptions } from '../devkit/fake-printer.ts';
import { fakePrinter, noBluetooth } from '../devkit/fake-printer.ts';
import { hindiVoters } from '../devkit/pocket-slips.ts';
import { createAccount, newUser } from '../devkit/e2e-users.ts';
import type { TestUser } from '../devkit/e2e-users.ts';
import { apiToken, pushRecords, pushVoters } from '../devkit/voter-seed.ts';
import { captureWith, shoot as shootTo } from './screenshot-shoot.ts';

const OUT_DIR = (
  process.env.SCREENS_DIR ?? fileURLToPath(new URL('../tests/e2e/screenshots/', import.meta.url))
).replace(/\/?$/, '/');
const TEXT = {
  en: { menu: enVoters.voters.screen.printSlip, pocket: enOutput.voterOutput.pocket },
  hi: { menu: hiVoters.voters.screen.printSlip, pocket: hiOutput.voterOutput.pocket },
};

const shoot = (page: Page, name: string) => shootTo(page, OUT_DIR, name, false);

async function seed(baseUrl: string): Promise<TestUser> {
  const user = newUser('Asha Verma');
  await createAccount(baseUrl, user);
  const token = await apiToken(baseUrl, user.email, user.password);
  const voters = hindiVoters(6);
  await pushVoters(
    baseUrl,
    token,
    voters.map(({ id, ...fields }) => ({ id, fields })),
  );
  const memberId = '00000000-0000-4000-8000-000000000920';
  await pushRecords(baseUrl, token, [
    {
      table: 'members',
      id: memberId,
      fields: { firstName: 'Bharat', lastName: 'Verma', level: 'karyakarta' },
    },
    {
      table: 'pannas',
      fields: {
        pannaId: '00000000-0000-4000-8000-000000000921',
        partNumber: 12,
        fromSerial: 1,
        toSerial: 6,
        memberId,
        memberName: 'Bharat Verma',
        assignedAt: '2026-11-01T10:00:00.000Z',
      },
    },
  ]);
  return user;
}

type Scenario = 'printer' | 'cancel' | 'none';

async function session(
  browser: Browser,
  baseUrl: string,
  user: TestUser,
  lang: Lang,
  viewport: typeof PHONE | typeof DESKTOP,
  scenario: Scenario,
): Promise<void> {
  const suffix = `${lang}-${viewport.width}`;
  const context = await newAppContext(browser, baseUrl, { viewport });
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  if (scenario === 'none') await noBluetooth(context);
  else {
    const options: FakePrinterOptions =
      scenario === 'cancel' ? { cancel: true } : { writeDelayMs: 30 };
    await fakePrinter(context, options);
  }
  const page = await context.newPage();
  await signInViaUi(page, user, lang);
  await page.goto('/dashboard/voter-list');
  await page
    .getByRole('button', { name: /^(Actions for|.*के लिए कार्रवाइयाँ)/ })
    .first()
    .click({ timeout: 30_000 });
  await page.getByRole('menuitem', { name: TEXT[lang].menu }).waitFor();
  if (scenario === 'printer') await shoot(page, `pocket-menu-${suffix}`);
  await page.getByRole('menuitem', { name: TEXT[lang].menu }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('canvas').waitFor({ timeout: 30_000 });
  const print = dialog.getByRole('button', { name: TEXT[lang].pocket.bluetooth });
  if (scenario === 'none') {
    await shoot(page, `pocket-no-bluetooth-${suffix}`);
  } else if (scenario === 'cancel') {
    await print.click();
    await dialog
      .locator('[role="status"]')
      .filter({ hasText: TEXT[lang].pocket.problem.cancelled })
      .waitFor();
    await shoot(page, `pocket-cancelled-${suffix}`);
  } else {
    await shoot(page, `pocket-ready-${suffix}`);
    await print.click();
    await dialog.getByRole('button', { name: TEXT[lang].pocket.stop }).waitFor();
    await page.waitForTimeout(500);
    await shoot(page, `pocket-printing-${suffix}`);
    await dialog.getByRole('button', { name: TEXT[lang].pocket.stop }).waitFor({
      state: 'detached',
      timeout: 60_000,
    });
    await shoot(page, `pocket-done-${suffix}`);
    await page.keyboard.press('Escape');
    await page.goto('/dashboard/panna');
    await page.getByRole('button', { name: TEXT[lang].pocket.pannaButton }).first().waitFor();
    await shoot(page, `pocket-panna-${suffix}`);
    await page.getByRole('button', { name: TEXT[lang].pocket.pannaButton }).first().click();
    await page.getByRole('dialog').locator('canvas').waitFor({ timeout: 30_000 });
    await shoot(page, `pocket-panna-dialog-${suffix}`);
  }
  await context.close();
}

await captureWith(OUT_DIR, async (browser, baseUrl) => {
  const user = await seed(baseUrl);
  for (const lang of ['en', 'hi'] as const)
    for (const viewport of [PHONE, DESKTOP])
      for (const scenario of ['printer', 'cancel', 'none'] as const)
        await session(browser, baseUrl, user, lang, viewport, scenario);
});
