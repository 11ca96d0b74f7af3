// Captures the Areas tree and form (its Inside picker searching), the Accounts list, its form
// with "Required" errors, its area picker searching and a queued account, and My Profile (view
// and edit) at 360 px and 1280 px in English and Hindi, from the real server on a throwaway
// database, into tests/e2e/screenshots/ (gitignored).
// Run after `npm run build`:  node --import tsx scripts/screenshots-accounts.ts
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, newAppContext } from '../devkit/e2e-browser.ts';
import type { Lang } from '../devkit/e2e-labels.ts';
import { signInViaUi } from '../devkit/e2e-pages.ts';
import { createAccount, newUser } from '../devkit/e2e-users.ts';
import { captureWith, shoot as shootTo } from './screenshot-shoot.ts';
import { addArea } from '../devkit/e2e-areas.ts';
import type { AreaFormFields } from '../devkit/e2e-areas.ts';

const OUT_DIR = fileURLToPath(new URL('../tests/e2e/screenshots/', import.meta.url));
const shoot = (page: Page, name: string, fullPage = true) => shootTo(page, OUT_DIR, name, fullPage);

/** The tree the admin builds once, top down: [parent name or null, fields]. */
const TREE: [string | null, AreaFormFields][] = [
  [null, { 'Name (English)': 'Uttar Pradesh', 'Name (Hindi)': 'उत्तर प्रदेश' }],
  ['Uttar Pradesh', { 'Name (English)': 'Lucknow', 'Name (Hindi)': 'लखनऊ' }],
  ['Lucknow', { 'Name (English)': 'Lucknow Central', 'Name (Hindi)': 'लखनऊ मध्य' }],
  ['Lucknow Central', { 'Name (English)': 'Aliganj Block', 'Name (Hindi)': 'अलीगंज ब्लॉक' }],
  ['Aliganj Block', { 'Name (English)': 'Sector Q Mandal', 'Name (Hindi)': 'सेक्टर क्यू मंडल' }],
  [
    'Sector Q Mandal',
    {
      'Name (English)': 'Booth 12',
      'Name (Hindi)': 'बूथ 12',
      'Part numbers': '12, 13',
      'Polling station': 'Primary School, Sector Q',
    },
  ],
];

async function buildTree(page: Page): Promise<void> {
  await page.goto('/dashboard/areas');
  await page.getByRole('heading', { level: 1, name: 'Areas' }).waitFor();
  for (const [below, fields] of TREE) await addArea(page, below, fields);
  // The tree is written locally first: wait until the server has it before the page closes.
  await page.getByRole('link', { name: /^Sync status: .*: Synced$/ }).waitFor();
}

/** Put `count` booths under Sector Q Mandal in this page's database only (never synced). */
async function addLocalBooths(page: Page, count: number): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('booth-panel');
        open.onerror = () => reject(new Error('no database'));
        open.onsuccess = () => {
          const tx = open.result.transaction('areas', 'readwrite');
          const store = tx.objectStore('areas');
          const all = store.getAll();
          all.onsuccess = () => {
            const rows = all.result as { name: string; path: string }[];
            const mandal = rows.find((a) => a.name === 'Sector Q Mandal')!;
            for (let i = 1; i <= n; i++) {
              const path = `${mandal.path}/extra-${i}`;
              store.put({
                ...mandal,
                id: `screenshot-${i}`,
                path,
                scope: path,
                name: `Booth ${100 + i}`,
                nameHi: `बूथ ${100 + i}`,
                parts: [100 + i],
              });
            }
          };
          tx.oncomplete = () => resolve();
        };
      }),
    count,
  );
}

async function captureAll(browser: Browser, baseUrl: string): Promise<void> {
  const admin = newUser('Kamla Mishra');
  await createAccount(baseUrl, admin);
  let built = false;
  for (const lang of ['en', 'hi'] as Lang[]) {
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await newAppContext(browser, baseUrl, { viewport });
      await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
      const page = await context.newPage();
      const suffix = `${lang}-${viewport.width}`;
      if (!built) {
        const setup = await newAppContext(browser, baseUrl, { viewport: DESKTOP });
        const setupPage = await setup.newPage();
        await signInViaUi(setupPage, admin);
        await buildTree(setupPage);
        await setup.close();
        built = true;
      }
      await signInViaUi(page, admin, lang);

      await page.goto('/dashboard/areas');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByText('12, 13').filter({ visible: true }).first().waitFor();
      await shoot(page, `areas-tree-${suffix}`);
      const edit = lang === 'en' ? 'Actions for Booth 12' : 'बूथ 12 के लिए क्रियाएँ';
      await page.getByRole('button', { name: edit }).click();
      await page.getByRole('menuitem').last().click();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shoot(page, `areas-booth-form-${suffix}`);
      // Add area: the Inside picker open with a search typed.
      await page.goto('/dashboard/areas');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('button', { name: /^(Add area|क्षेत्र जोड़ें)$/ }).click();
      const inside = page.getByRole('combobox', { name: lang === 'en' ? 'Inside' : 'किसके अंदर' });
      await inside.fill(lang === 'en' ? 'luck' : 'लखनऊ');
      await page.getByRole('listbox').getByRole('option').first().waitFor();
      await shoot(page, `areas-inside-picker-${suffix}`);

      await page.goto('/dashboard/users');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('button', { name: /^(Add Account|खाता जोड़ें)$/ }).click();
      await page.getByRole('button', { name: /^(Submit|जमा करें)$/ }).click();
      await shoot(page, `account-form-errors-${suffix}`);
      await addLocalBooths(page, 60);
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      // Offline: the new account waits in the queue, shown as waiting for the network.
      await page.getByRole('button', { name: /^(Add Account|खाता जोड़ें)$/ }).click();
      const label = (en: string, hi: string) =>
        page.getByLabel(lang === 'en' ? en : hi, { exact: false }).first();
      await label('First Name', 'पहला नाम').fill('Ravi');
      await label('Last Name', 'उपनाम').fill(`Kumar ${suffix}`);
      await label('Email', 'ई-मेल').fill(`ravi.${suffix}.${Date.now()}@example.test`);
      await label('Phone', 'फ़ोन').fill('9811100003');
      // The area picker open with a search typed (with 60 more booths on this phone only, so
      // it says to type more), then Booth 12 taken.
      const area = page.getByRole('combobox', {
        name: lang === 'en' ? 'Area' : 'क्षेत्र',
        exact: false,
      });
      await area.fill(lang === 'en' ? 'booth' : 'बूथ');
      await page.getByRole('listbox').getByRole('option').first().waitFor();
      await shoot(page, `account-area-picker-${suffix}`);
      await area.fill(lang === 'en' ? 'booth 12' : 'बूथ 12');
      await page.getByRole('listbox').getByRole('option').first().click();
      await label('Password', 'पासवर्ड').fill('pass-word-123');
      await shoot(page, `account-form-filled-${suffix}`);
      await context.setOffline(true);
      await page.getByRole('button', { name: /^(Submit|जमा करें)$/ }).click();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForTimeout(800);
      await shoot(page, `accounts-list-queued-${suffix}`);
      await context.setOffline(false);

      await page.goto('/dashboard/profile');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForTimeout(800);
      await shoot(page, `profile-view-${suffix}`);
      const editButton = page.getByRole('button', { name: /^(Edit|संपादित करें)$/ }).first();
      if (await editButton.count()) {
        await editButton.click();
        // One list row, so its Remove button is in the picture.
        await page.getByRole('button', { name: /^(Add education|शिक्षा जोड़ें)$/ }).click();
        await page.waitForTimeout(500);
        await shoot(page, `profile-edit-${suffix}`);
      }
      await context.close();
    }
  }
}

await captureWith(OUT_DIR, captureAll);
