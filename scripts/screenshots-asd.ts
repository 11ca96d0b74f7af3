// Captures the roll import screen's ASD list card (issue 25) at 360 px and 1280 px in English
// and Hindi, into tests/e2e/screenshots/ (SCREENS_DIR sets the folder): the card as it opens,
// its messages under the fields when nothing is chosen, and the result of a generated ASD list
// PDF (devkit/asd-pdf.ts) marked by the real server — marks by category, a row not matched
// and a line not read. A district coordinator imports a two-part roll as CSV through the API
// first (the real roll worker), so the card offers the booths the import made.
// Run: npm run screenshots:asd
import { AxeBuilder } from '@axe-core/playwright';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import en from '../src/locales/en/asd.json';
import hi from '../src/locales/hi/asd.json';
import { renderAsdPdf } from '../devkit/asd-pdf.ts';
import type { AsdPdfRow } from '../devkit/asd-pdf.ts';
import { DESKTOP, PHONE, newAppContext } from '../devkit/e2e-browser.ts';
import { placeAccount } from '../devkit/e2e-areas.ts';
import type { Lang } from '../devkit/e2e-labels.ts';
import { signInViaUi } from '../devkit/e2e-pages.ts';
import { apiJson, createAccount, newUser } from '../devkit/e2e-users.ts';
import type { TestUser } from '../devkit/e2e-users.ts';
import { captureWith, shoot as shootTo } from './screenshot-shoot.ts';

const OUT_DIR =
  process.env.SCREENS_DIR ?? fileURLToPath(new URL('../tests/e2e/screenshots/', import.meta.url));
const shoot = (page: Page, name: string, fullPage = true) => shootTo(page, OUT_DIR, name, fullPage);
const TEXT = { en: en.asd, hi: hi.asd } as const;

const PEOPLE = [
  ['Asha', 'Devi', 'Ram Prasad', 'F'],
  ['Ravi', 'Kumar', 'Shyam Lal', 'M'],
  ['Sita', 'Ram', 'Mohan Lal', 'F'],
  ['Mohan', 'Lal', 'Hari Prasad', 'M'],
  ['Gita', 'Bai', 'Kishan', 'F'],
  ['Sunil', 'Gupta', 'Dinesh', 'M'],
  ['Kavita', 'Gupta', 'Sunil Gupta', 'F'],
  ['Arjun', 'Yadav', 'Mahesh', 'M'],
] as const;

const epic = (part: number, serial: number) =>
  `NLD${String(part * 1000 + serial).padStart(7, '0')}`;

/** Assembly 173 "Lucknow Central", parts 12 and 13, the same people in each. */
function rollCsv(): string {
  const head =
    'AC_NO,AC_NAME,PART_NO,SLNOINPART,EPIC_NO,FM_NAME_EN,LASTNAME_EN,RLN_TYPE,RLN_FM_NM_EN,AGE,GENDER,C_HOUSE_NO';
  const rows = [12, 13].flatMap((part) =>
    PEOPLE.map(([first, last, relative, gender], i) =>
      [
        173,
        'Lucknow Central',
        part,
        i + 1,
        epic(part, i + 1),
        first,
        last,
        'F',
        relative,
        30 + i,
        gender,
        10 + i,
      ].join(','),
    ),
  );
  return [head, ...rows].join('\n') + '\n';
}

/** The part's list: three voters by EPIC, one by serial and name, a stranger, a row unread. */
function listRows(part: number): AsdPdfRow[] {
  return [
    {
      serial: 2,
      epic: epic(part, 2),
      name: 'Ravi Kumar',
      relative: 'Shyam Lal',
      category: 'Absent',
    },
    {
      serial: 3,
      epic: epic(part, 3),
      name: 'Sita Ram',
      relative: 'Mohan Lal',
      category: 'Shifted',
    },
    {
      serial: 5,
      epic: 'UP/12/345/678901',
      name: 'Gita Bai',
      relative: 'Kishan',
      category: 'Dead/Duplicate',
    },
    {
      serial: 8,
      epic: epic(part, 8),
      name: 'Arjun Yadav',
      relative: 'Mahesh',
      category: 'Duplicate',
    },
    {
      serial: 41,
      epic: 'XYZ9999999',
      name: 'Lakhan Singh',
      relative: 'Bhola',
      category: 'Shifted',
    },
    { serial: 6, epic: epic(part, 6), name: 'Sunil Gupta', relative: 'Dinesh', category: '—' },
  ];
}

async function token(base: string, user: TestUser): Promise<string> {
  const { token } = await apiJson<{ token: string }>(base, '/booth/login-booth-user', {
    method: 'POST',
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  return token;
}

/** The coordinator imports the roll CSV as a job and waits until its parts are published. */
async function importRoll(base: string, bearer: string): Promise<void> {
  const form = new FormData();
  form.append('files', new Blob([rollCsv()], { type: 'text/csv' }), 'roll-173.csv');
  const res = await fetch(`${base}/api/rolls`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${bearer}` },
    body: form,
  });
  if (res.status !== 202) throw new Error(`roll upload: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  for (let tries = 0; tries < 300; tries++) {
    const job = await apiJson<{ status: string }>(base, `/rolls/${id}`, { token: bearer });
    if (job.status === 'done') return;
    if (!['queued', 'running'].includes(job.status)) throw new Error(`roll job ${job.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the roll job did not finish');
}

async function captureAll(browser: Browser, baseUrl: string): Promise<void> {
  // The first account of the empty database is the administrator; the coordinator holds a
  // district and imports the roll, which makes the assembly and a booth per part.
  const admin = newUser('Admin Singh');
  await createAccount(baseUrl, admin);
  const coordinator = newUser('Kamla Mishra');
  await createAccount(baseUrl, coordinator);
  await placeAccount(baseUrl, admin, coordinator, 'up/lucknow');
  await importRoll(baseUrl, await token(baseUrl, coordinator));
  const pdfs = new Map<number, Buffer>();
  for (const part of [12, 13])
    pdfs.set(
      part,
      Buffer.from(
        await renderAsdPdf(browser, {
          edition: 'en',
          variant: 'text',
          assembly: { number: 173, name: 'Lucknow Central' },
          part,
          rows: listRows(part),
        }),
      ),
    );

  for (const lang of ['en', 'hi'] as Lang[]) {
    const t = TEXT[lang];
    for (const [viewport, part] of [
      [PHONE, 12],
      [DESKTOP, 13],
    ] as const) {
      const context = await newAppContext(browser, baseUrl, { viewport });
      await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
      const page = await context.newPage();
      const suffix = `${lang}-${viewport.width}`;
      await signInViaUi(page, coordinator, lang);
      await page.goto('/dashboard/roll-import');
      const card = page.getByRole('region', { name: t.heading, exact: true });
      await card.waitFor();
      // The phone has synced the booths when the part is offered (until then the card asks
      // for a part number instead of offering a list).
      const picker = card.getByRole('combobox', { name: t.part });
      const option = page.getByRole('option', {
        name: t.partOptionAssembly
          .replace('{{part}}', String(part))
          .replace('{{assembly}}', '173 Lucknow Central'),
      });
      for (let tries = 0; ; tries++) {
        await picker.click();
        if (
          await option.waitFor({ timeout: 2_000 }).then(
            () => true,
            () => false,
          )
        )
          break;
        if (tries > 20) throw new Error(`part ${part} is not offered`);
        await page.keyboard.press('Escape');
      }
      await page.keyboard.press('Escape');
      // A full-page shot from the top: scrolled, the sticky header would sit mid-page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, `asd-card-${suffix}`);

      await card.getByRole('button', { name: t.submit }).click();
      await card.getByText(t.errors.part).waitFor();
      await card.scrollIntoViewIfNeeded();
      await shoot(page, `asd-errors-${suffix}`, false);

      await picker.click();
      await option.click();
      await card.locator('input[type=file]').setInputFiles({
        name: 'ASD_list_2026.pdf',
        mimeType: 'application/pdf',
        buffer: pdfs.get(part)!,
      });
      // Hindi runs mark the same parts under the Hindi list name: marked again, not "already".
      if (lang === 'hi') await card.getByRole('textbox', { name: t.listName }).fill('ASD सूची 2026');
      await card.getByRole('button', { name: t.submit }).click();
      await card.getByRole('heading', { level: 3 }).waitFor({ timeout: 60_000 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, `asd-result-${suffix}`);
      // WCAG 2.1 AA over the card as it shows its result: any violation is printed.
      const axe = await new AxeBuilder({ page })
        .include('section:has(> div > h2)')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      for (const v of axe.violations)
        console.log(`axe ${suffix}: ${v.id} ${v.nodes.map((n) => n.target).join(', ')}`);
      await context.close();
    }
  }
}

await captureWith(OUT_DIR, captureAll, { rollWorkers: 1 });
