// Captures the team screens (Booth Team list empty and with data, the form with its
// "Required" errors, the row menu, the Party Team Db overview) at 360 px and 1280 px in
// English and Hindi, from the real server on a throwaway database, into
// tests/e2e/screenshots/ (gitignored). Run after `npm run build`:
//   node --import tsx scripts/screenshots-teams.ts
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, newAppContext } from '../devkit/e2e-browser.ts';
import type { Lang } from '../devkit/e2e-labels.ts';
import { signInViaUi } from '../devkit/e2e-pages.ts';
import { createAccount, newUser } from '../devkit/e2e-users.ts';
import type { TestUser } from '../devkit/e2e-users.ts';
import { BoothTeamPage } from '../devkit/pages/booth-team.ts';
import { captureWith, shoot as shootTo } from './screenshot-shoot.ts';

const OUT_DIR = fileURLToPath(new URL('../tests/e2e/screenshots/', import.meta.url));
const VIEWPORTS = [PHONE, DESKTOP];
const LANGS: Lang[] = ['en', 'hi'];

const PEOPLE = [
  ['Ramesh Kumar', 'Booth Adhyaksh', 'Aminabad'],
  ['Geeta Rawat', 'Booth Sachiv', 'Lucknow'],
  ['Mohan Lal', 'Panna Pramukh', 'Hazratganj'],
] as const;

const shoot = (page: Page, name: string, fullPage = true) => shootTo(page, OUT_DIR, name, fullPage);

async function captureAll(browser: Browser, baseUrl: string): Promise<void> {
  for (const lang of LANGS) {
    for (const viewport of VIEWPORTS) {
      // A new user per run: the empty list is really empty.
      const user: TestUser = newUser('Asha Verma');
      await createAccount(baseUrl, user);
      const context = await newAppContext(browser, baseUrl, { viewport });
      await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
      const page = await context.newPage();
      const suffix = `${lang}-${viewport.width}`;
      await signInViaUi(page, user, lang);

      const booth = new BoothTeamPage(page, lang);
      await booth.goto();
      await booth.emptyMessage().waitFor();
      await shoot(page, `booth-team-empty-${suffix}`);

      await booth.addButton().click();
      await booth.createHeading().waitFor();
      await booth.submit().click();
      await shoot(page, `booth-team-form-errors-${suffix}`);
      await page.reload();
      await booth.heading().waitFor();

      for (const [name, designation, city] of PEOPLE) {
        await booth.add({
          name,
          designation,
          city,
          assembly: 'Lucknow Central',
          district: 'Lucknow',
          phone: '98765' + String(name.length).padStart(5, '0'),
        });
      }
      await booth.chooseAction('Geeta Rawat', 'disable');
      await page.waitForTimeout(500);
      await shoot(page, `booth-team-list-${suffix}`);

      await booth.menuButton('Mohan Lal').click();
      await booth.menuItem('edit').waitFor();
      await shoot(page, `booth-team-menu-${suffix}`, false);
      await page.keyboard.press('Escape');

      await page.goto('/dashboard/party');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForTimeout(500);
      await shoot(page, `party-overview-${suffix}`);

      // The booth members seen from the party Booth List: the same fields as the booth team.
      await page.getByRole('link', { name: /^(Booth|बूथ):/ }).click();
      await page.getByText('Mohan Lal').first().waitFor();
      await shoot(page, `party-booth-list-${suffix}`);

      // Offline: a save says it is kept on the phone; the header counts what is unsent.
      await booth.goto();
      await context.setOffline(true);
      await booth.add({
        name: 'Sunita Yadav',
        designation: 'Panna Pramukh',
        city: 'Lucknow',
        assembly: 'Lucknow Central',
        district: 'Lucknow',
        phone: '9876500099', // not a phone already in the list (a second one is refused)
      });
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${OUT_DIR}header-offline-pending-${suffix}.png` });
      // The header's status opens the Sync Center: offline at once, "Sync now" disabled.
      await page.getByRole('link', { name: /^(Sync status|सिंक स्थिति)/ }).click();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shoot(page, `sync-center-offline-${suffix}`);
      await context.setOffline(false);

      // The team member form of the KaryaKarta Team, submitted empty.
      await page.goto('/dashboard/karya-karta-team');
      await page.getByRole('button', { name: /Add karyakarta|कार्यकर्ता जोड़ें/ }).click();
      await page.getByRole('button', { name: /^(Submit|जमा करें)$/ }).click();
      await shoot(page, `karyakarta-form-errors-${suffix}`);
      await context.close();
    }
  }
}

await captureWith(OUT_DIR, captureAll);
