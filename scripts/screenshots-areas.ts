// Captures the Areas screen's "Add many" dialog (a pasted list whose preview shows a problem)
// and the "Add booth worker" dialog (the form, then what to hand over) at 360 px and 1280 px,
// in English and Hindi, from the real server on a throwaway database, into
// tests/e2e/screenshots/ (gitignored).
// Run after `npm run build`:  node --import tsx scripts/screenshots-areas.ts
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, newAppContext } from '../devkit/e2e-browser.ts';
import type { Lang } from '../devkit/e2e-labels.ts';
import { addArea, pasteAreaList, placeAccount } from '../devkit/e2e-areas.ts';
import { signInViaUi } from '../devkit/e2e-pages.ts';
import { createAccount, newUser } from '../devkit/e2e-users.ts';
import { captureWith, shoot as shootTo } from './screenshot-shoot.ts';

const OUT_DIR = fileURLToPath(new URL('../tests/e2e/screenshots/', import.meta.url));
const shoot = (page: Page, name: string) => shootTo(page, OUT_DIR, name, false);

/** axe on the open dialog: its serious and critical findings are printed (and counted). */
let findings = 0;
async function axeDialog(page: Page, name: string) {
  const { violations } = await new AxeBuilder({ page }).include('.mantine-Modal-content').analyze();
  for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
    findings += 1;
    console.log(`axe ${name}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target).join(' | ')}`);
  }
}

const ASSEMBLY = 'up/lucknow/lucknow-central';
const MANDAL = 'Sector Q Mandal';

const SET_UP = [
  'Booth name,Part no.,Polling station,Address,Hindi name',
  'Booth 31,31,Primary School,Sector Q,बूथ 31',
  'Booth 32,"32, 33",Inter College,Sector R,बूथ 32',
].join('\n');

/** A list with a problem on each of two lines, and good ones. */
const PREVIEW = [
  'Booth 40\t40\tPanchayat Bhawan\tSector Q, Aliganj\tबूथ 40',
  'Booth 41\t31\tCommunity Hall\tSector S',
  '\t42\tLibrary\tSector T',
  'Booth 43\t43, 44\tGirls Inter College\tSector U\tबूथ 43',
].join('\n');

const L = {
  en: {
    actions: (name: string) => `Actions for ${name}`,
    many: 'Add many below',
    list: 'One per line',
    worker: 'Add booth worker',
    booth: 'Booth 31',
    name: 'Full name',
    email: 'E-mail (to sign in)',
    save: 'Create account',
  },
  hi: {
    actions: (name: string) => `${name} के लिए क्रियाएँ`,
    many: 'नीचे एक साथ कई जोड़ें',
    list: 'हर लाइन में एक',
    worker: 'बूथ कार्यकर्ता जोड़ें',
    booth: 'बूथ 31',
    name: 'पूरा नाम',
    email: 'ई-मेल (साइन इन के लिए)',
    save: 'खाता बनाएँ',
  },
} as const;

async function captureAll(browser: Browser, baseUrl: string): Promise<void> {
  const admin = newUser('Admin Prasad');
  const coordinator = newUser('Kamla Mishra');
  for (const u of [admin, coordinator]) await createAccount(baseUrl, u);
  await placeAccount(baseUrl, admin, coordinator, ASSEMBLY);

  const setUp = await newAppContext(browser, baseUrl, { viewport: DESKTOP });
  const page = await setUp.newPage();
  await signInViaUi(page, coordinator);
  await page.goto('/dashboard/areas');
  await addArea(page, null, { 'Name (English)': 'Aliganj Block' });
  await addArea(page, 'Aliganj Block', { 'Name (English)': MANDAL });
  const dialog = await pasteAreaList(page, MANDAL, SET_UP);
  await dialog.getByRole('button', { name: 'Add 2 booths' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('link', { name: /^Sync status: .*: Synced$/ }).waitFor({ timeout: 30_000 });
  await setUp.close();

  let n = 0;
  for (const lang of ['en', 'hi'] as Lang[]) {
    const l = L[lang];
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await newAppContext(browser, baseUrl, { viewport });
      await context.addInitScript((v) => localStorage.setItem('lang', v), lang);
      const page = await context.newPage();
      await signInViaUi(page, coordinator, lang);
      await page.goto('/dashboard/areas');
      const suffix = `${lang}-${viewport.width}`;
      await page.getByRole('button', { name: l.actions(MANDAL) }).waitFor();
      await shoot(page, `areas-list-${suffix}`);

      await page.getByRole('button', { name: l.actions(MANDAL) }).click();
      await page.getByRole('menuitem', { name: l.many }).click();
      const many = page.getByRole('dialog');
      await many.getByRole('textbox', { name: l.list }).fill(PREVIEW);
      await many.getByRole('table').or(many.getByRole('list')).first().waitFor();
      await shoot(page, `areas-many-${suffix}`);
      await axeDialog(page, `areas-many-${suffix}`);
      // The preview below the list, as the coordinator scrolls to it.
      await many.getByText('Girls Inter College, Sector U').scrollIntoViewIfNeeded();
      await shoot(page, `areas-many-preview-${suffix}`);
      await page.keyboard.press('Escape');
      await many.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: l.actions(l.booth) }).click();
      await page.getByRole('menuitem', { name: l.worker }).click();
      const worker = page.getByRole('dialog');
      await worker.getByLabel(l.name).fill(lang === 'hi' ? 'रवि कुमार' : 'Ravi Kumar');
      await worker.getByLabel(l.email).fill(`ravi.${++n}.${Date.now()}@example.test`);
      await shoot(page, `areas-worker-form-${suffix}`);
      await axeDialog(page, `areas-worker-form-${suffix}`);
      await worker.getByRole('button', { name: l.save }).click();
      await worker.locator('dl').waitFor();
      await shoot(page, `areas-worker-handover-${suffix}`);
      await axeDialog(page, `areas-worker-handover-${suffix}`);
      await context.close();
    }
  }
}

await captureWith(OUT_DIR, captureAll);
console.log(`axe: ${findings} serious or critical findings in the dialogs`);
