// Captures the voter screens (six reports — Married Women and NVR with their subsets — the
// voter form with its "Required" errors, the profile card, All Voters Summary, the import
// dialog) at 360 px and 1280 px in English and Hindi, from the real server with a generated
// roll, into SCREENS_DIR (default tests/e2e/screenshots/, gitignored). Run after `npm run build`
// (REPORTS_ONLY=1: the reports only):
//   SCREENS_DIR=/tmp/shots node --import tsx scripts/screenshots-voters.ts
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newAppContext } from '../devkit/e2e-browser.ts';
import type { Lang } from '../devkit/e2e-labels.ts';
import { signInViaUi } from '../devkit/e2e-pages.ts';
import { startTestServer } from '../devkit/e2e-server.ts';
import { createAccount, newUser } from '../devkit/e2e-users.ts';
import { apiToken, pushVoters, seedRoll } from '../devkit/voter-seed.ts';
import { shoot as shootTo } from './screenshot-shoot.ts';

const OUT_DIR = (
  process.env.SCREENS_DIR ?? fileURLToPath(new URL('../tests/e2e/screenshots/', import.meta.url))
).replace(/\/?$/, '/');
const LANGS: Lang[] = ['en', 'hi'];
const ROLL_CSV = [
  'AC_NO,PART_NO,SLNOINPART,FM_NAME_EN,LASTNAME_EN,RLN_TYPE,RLN_FM_NM_EN,IDCARD_NO,SEX,AGE',
  '173,121,1,Ram,Prasad,F,Shiv Prasad,SHT1210001,M,67',
  '173,121,2,Kamla,Devi,H,Ram Prasad,SHT1210002,F,63',
  '173,121,4,Kavita,Gupta,H,Sunil Gupta,SHT1210004,F,41',
  '173,122,1,Imran,Khan,F,Salim Khan,SHT1220001,M,29',
  '173,122,1,Salma,Khan,H,Imran Khan,SHT1220002,F,27',
].join('\n');
const REPORTS = [
  ...['agewise-List', 'address-wise', 'family', 'birthday-list', 'married-women'].map(
    (path) => `district/report1/${path}`,
  ),
  'nvr',
];
const REPORTS_ONLY = process.env.REPORTS_ONLY === '1';

const shoot = (page: Page, name: string, fullPage = true) => shootTo(page, OUT_DIR, name, fullPage);

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
  for (const lang of LANGS) {
    for (const viewport of [PHONE, DESKTOP]) {
      const suffix = `${lang}-${viewport.width}`;
      const context = await newAppContext(browser, server.url, { viewport });
      await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
      const page = await context.newPage();
      await signInViaUi(page, user, lang);
      for (const path of REPORTS) {
        await page.goto(`/dashboard/${path}`);
        await page
          .locator('table tbody tr, [data-card-list] > *, [role="list"] > *')
          .first()
          .waitFor({ timeout: 30_000 })
          .catch(() => {});
        const name = path.split('/').pop()!;
        await shoot(page, `report-${name}-${suffix}`, viewport === PHONE ? false : true);
      }
      if (REPORTS_ONLY) {
        await context.close();
        continue;
      }
      await page.goto('/dashboard/district/report1/agewise-List');
      await page
        .getByRole('button', { name: /^(Actions for|.*के लिए कार्रवाइयाँ)/ })
        .first()
        .click();
      // The row menu: View profile, Edit, Send slip (WhatsApp), Delete.
      await page.getByRole('menuitem').first().waitFor();
      await shoot(page, `row-menu-${suffix}`, false);
      await page.getByRole('menuitem').first().click();
      await page.getByRole('dialog').waitFor();
      await shoot(page, `profile-${suffix}`, false);
      await page
        .getByRole('dialog')
        .getByRole('button')
        .filter({ hasText: /Edit|संपादित/ })
        .click();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shoot(page, `form-edit-${suffix}`);
      await page.getByRole('button', { name: /^(Back|वापस)$/ }).click();
      await page
        .getByRole('button', { name: /Add Voter|मतदाता जोड़ें/ })
        .first()
        .click();
      await page.getByRole('button', { name: /^(Submit|जमा करें)$/ }).click();
      await shoot(page, `form-required-${suffix}`);
      await page.goto('/dashboard/voter-summary');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForTimeout(800);
      await shoot(page, `summary-${suffix}`);
      await page.goto('/dashboard/voter-list');
      await page.getByRole('button', { name: /Upload CSV|CSV अपलोड/ }).click();
      await page.getByRole('dialog').waitFor();
      await shoot(page, `import-dialog-${suffix}`, false);
      // A roll in the Commission's columns: part 121 goes in, part 122 (a serial twice) does not.
      await page
        .getByRole('dialog')
        .locator('input[type=file]')
        .setInputFiles({ name: 'roll.csv', mimeType: 'text/csv', buffer: Buffer.from(ROLL_CSV) });
      await page.getByRole('button', { name: /^(Import voters|मतदाता आयात करें)$/ }).click();
      await page
        .getByRole('dialog')
        .getByRole('table')
        .or(page.getByRole('dialog').getByRole('list'))
        .first()
        .waitFor({ timeout: 30_000 });
      await shoot(page, `import-summary-${suffix}`, false);
      await page.keyboard.press('Escape');
      // A slip sheet: phones reach it through the "Export / print" menu.
      await page.goto('/dashboard/district/report1/agewise-List');
      const slips = /^(Voter slips|मतदाता पर्ची)$/;
      if (viewport === PHONE) {
        await page.getByRole('button', { name: /Export \/ print|निर्यात \/ प्रिंट/ }).click();
        await page.getByRole('menuitem', { name: slips }).click();
      } else await page.getByRole('button', { name: slips }).click();
      await page
        .getByRole('dialog')
        .getByText(/ready to print|प्रिंट के लिए तैयार/)
        .waitFor();
      await shoot(page, `slips-${suffix}`, false);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
