// Captures Follow-ups (issue 25) as a booth worker and a coordinator see it: the supporters cut
// or on the ASD list with the worker's own panna first, the step sheet (its errors, then
// filled in), the names back (closed), the names to object to with the Form 7 sheet, the
// per-booth counts with each agent's forms today, and the sheet refusing a 51st form — at
// 360 px and 1280 px in English and Hindi, from the real server on a throwaway database, into
// tests/e2e/screenshots/ (gitignored).
// Run after `npm run build`:  node --import tsx scripts/screenshots-follow-ups.ts
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { areaId } from '../src/domain/areas.ts';
import { DAILY_FORM_LIMIT, indiaDay } from '../src/domain/follow-ups.ts';
import hiFollowUps from '../src/locales/hi/followUps.json';
import { DESKTOP, PHONE, newAppContext } from '../devkit/e2e-browser.ts';
import { placeAccount } from '../devkit/e2e-areas.ts';
import { signInViaUi } from '../devkit/e2e-pages.ts';
import { createAccount, newUser } from '../devkit/e2e-users.ts';
import type { TestUser } from '../devkit/e2e-users.ts';
import { apiToken, pushRecords, pushVoters, seedRoll } from '../devkit/voter-seed.ts';
import type { SeededVoter } from '../devkit/voter-seed.ts';
import { captureWith, shoot as shootTo } from './screenshot-shoot.ts';

const OUT_DIR = fileURLToPath(new URL('../tests/e2e/screenshots/', import.meta.url));
/** Sheets as the phone shows them (the viewport); lists as whole pages. */
const shoot = (page: Page, name: string, fullPage = true) => shootTo(page, OUT_DIR, name, fullPage);

const hi = hiFollowUps.followUps;
const TEXT = {
  en: {
    open: /^Still to bring back/,
    record: /^Record a follow-up step for /,
    save: 'Save step',
    cancel: 'Cancel',
    yes: 'Yes',
    shifted: 'Shifted',
    livesHere: 'Lives here',
    shiftedTo: 'Where do they live now?',
    form8: 'Form 8 (correction or shifting)',
    form6: 'Form 6 (add the name)',
    ref: /^Reference number/,
    closed: 'Closed',
    objections: 'Names to object to',
    file: /^File Form 7 for /,
    booths: 'By booth',
    limit: /^You have already filed/,
  },
  hi: {
    open: new RegExp(`^${hi.sections.open.split(' (')[0]}`),
    record: /का फ़ॉलो-अप दर्ज करें$/,
    save: hi.sheet.save,
    cancel: hi.sheet.cancel,
    yes: hi.sheet.yes,
    shifted: hi.outcomes.shifted,
    livesHere: hi.outcomes.livesHere,
    shiftedTo: hi.sheet.shiftedTo,
    form8: hi.sheet.forms['8'],
    form6: hi.sheet.forms['6'],
    ref: new RegExp(`^${hi.sheet.formRef}`),
    closed: hi.filter.closed,
    objections: hi.tabs.objections,
    file: /के लिए फ़ॉर्म 7 भरें$/,
    booths: hi.tabs.booths,
    limit: /^आज आप 50 फ़ॉर्म भर चुके हैं —/,
  },
};

const MANDAL = 'up/lucknow/lucknow-central/aliganj/sector-q';
const BOOTH_A = `${MANDAL}/booth-12`;
const AREAS = [
  ['up', 'Uttar Pradesh', 'उत्तर प्रदेश'],
  ['up/lucknow', 'Lucknow', 'लखनऊ'],
  ['up/lucknow/lucknow-central', 'Lucknow Central', 'लखनऊ मध्य'],
  ['up/lucknow/lucknow-central/aliganj', 'Aliganj', 'अलीगंज'],
  [MANDAL, 'Sector Q', 'सेक्टर क्यू'],
  [BOOTH_A, 'Booth 12, Primary School Aliganj', 'बूथ 12, प्राथमिक विद्यालय अलीगंज', [1]],
  [`${MANDAL}/booth-13`, 'Booth 13, Panchayat Bhawan', 'बूथ 13, पंचायत भवन', [2]],
] as const;

/** Where each voter stands after the revision, by its index in the roll. */
function rollStatus(i: number): Record<string, string> {
  if ([2, 7, 13, 21, 64, 70].includes(i)) return { rollDeleted: 'Draft roll, SIR 2026' };
  if ([30, 45, 80].includes(i)) return { asd: 'shifted', asdList: 'ASD list, October 2026' };
  if ([10, 90].includes(i)) return { asd: 'dead', asdList: 'ASD list, October 2026' };
  if ([5, 66].includes(i)) return { rollBack: 'Final roll, January 2027' };
  return {};
}

/** Two booths of 60 voters (parts 1 and 2), some cut, on the ASD list or back. */
function theRoll(): SeededVoter[] {
  return seedRoll(120).map((v, i) => ({
    id: v.id,
    fields: {
      ...v.fields,
      partNumber: i < 60 ? 1 : 2,
      serialNumber: (i % 60) + 1,
      ...rollStatus(i),
    } as Record<string, unknown>,
  }));
}

async function seed(base: string, admin: TestUser, worker: TestUser): Promise<SeededVoter[]> {
  const token = await apiToken(base, admin.email, admin.password);
  await pushRecords(
    base,
    token,
    AREAS.map(([path, name, nameHi, parts]) => ({
      table: 'areas' as const,
      id: areaId(path),
      fields: { path, name, nameHi, scope: path, ...(parts ? { parts: [...parts] } : {}) },
    })),
  );
  const roll = theRoll();
  await pushVoters(base, token, roll);
  const at = '2026-11-20T05:30:00.000Z';
  const asha = randomUUID();
  const workerToken = await apiToken(base, worker.email, worker.password);
  // Asha's own karyakarta record, in her booth (the admin's records sit above it).
  await pushRecords(base, workerToken, [
    {
      table: 'members',
      id: asha,
      fields: {
        firstName: 'Asha',
        lastName: 'Verma',
        email: worker.email,
        level: 'karyakarta',
        status: 'active',
      },
    },
  ]);
  await pushRecords(base, token, [
    {
      table: 'pannas',
      fields: {
        pannaId: randomUUID(),
        partNumber: 1,
        fromSerial: 1,
        toSerial: 15,
        memberId: asha,
        memberName: 'Asha Verma',
        assignedAt: at,
      },
    },
    // Everyone the revision touched was a supporter at the door; voters 40–42 and 100 were
    // found dead or moved away, and one of them has a note.
    ...roll.flatMap((v, i) => {
      const touched = Object.keys(rollStatus(i)).length > 0;
      const outcome = [40, 100].includes(i) ? 'deceased' : [41, 42].includes(i) ? 'moved' : null;
      if (!touched && !outcome) return [];
      return [
        {
          table: 'visits' as const,
          fields: {
            voterId: v.id,
            outcome: outcome ?? 'met',
            ...(outcome ? {} : { leaning: 'supporter' }),
            ...(i === 40 ? { note: 'Died in March; the family has the death certificate' } : {}),
            visitedAt: at,
          },
        },
      ];
    }),
  ]);
  // The worker's own steps, so the day's count and the stages show.
  const step = (i: number, fields: Record<string, unknown>) => ({
    table: 'followUps' as const,
    fields: {
      voterId: roll[i]!.id,
      partNumber: roll[i]!.fields.partNumber,
      at: new Date().toISOString(),
      ...fields,
    },
  });
  await pushRecords(base, workerToken, [
    step(7, { reached: true, outcome: 'livesHere', note: 'Will bring Aadhaar on Sunday' }),
    step(13, {
      reached: true,
      outcome: 'livesHere',
      form: '6',
      formRef: 'S24-0012-2026-000123',
      formDate: indiaDay(),
    }),
    step(30, { reached: true, outcome: 'shifted', shiftedTo: 'Kanpur, Kidwai Nagar' }),
    step(5, {
      reached: true,
      outcome: 'livesHere',
      form: '6',
      formRef: 'S24-0012-2026-000045',
      formDate: '2026-10-02',
    }),
  ]);
  return roll;
}

async function openAs(
  browser: Browser,
  base: string,
  who: TestUser,
  lang: 'en' | 'hi',
  viewport: typeof PHONE | typeof DESKTOP,
) {
  const context = await newAppContext(browser, base, { viewport });
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  const page = await context.newPage();
  await signInViaUi(page, who, lang);
  await page.goto('/dashboard/follow-ups');
  return { context, page };
}

async function captureWorker(browser: Browser, base: string, worker: TestUser) {
  for (const lang of ['en', 'hi'] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      const t = TEXT[lang];
      const suffix = `${lang}-${viewport.width}`;
      const { context, page } = await openAs(browser, base, worker, lang, viewport);
      await page.getByRole('heading', { name: t.open }).waitFor({ timeout: 60_000 });
      await shoot(page, `follow-ups-${suffix}`);

      // The sheet of a supporter not reached yet: Save at once shows the errors, then filled.
      await page.getByRole('button', { name: t.record }).first().click();
      const sheet = page.getByRole('dialog');
      await sheet.getByRole('button', { name: t.save }).click();
      await page.waitForTimeout(300);
      await shoot(page, `follow-ups-sheet-errors-${suffix}`, false);
      await sheet.getByRole('radio', { name: t.yes, exact: true }).check();
      await sheet.getByRole('radio', { name: t.shifted, exact: true }).check();
      await sheet.getByLabel(t.shiftedTo).fill('Kanpur, Kidwai Nagar');
      await sheet.getByRole('radio', { name: t.form8 }).check();
      await sheet.getByLabel(t.ref).fill('S24-0012-2026-000456');
      await page.waitForTimeout(300);
      await shoot(page, `follow-ups-sheet-${suffix}`, false);
      await sheet.getByRole('button', { name: t.cancel, exact: true }).first().click();
      await sheet.waitFor({ state: 'detached' });

      await page.locator('.mantine-SegmentedControl-label', { hasText: t.closed }).click();
      await page.waitForTimeout(400);
      await shoot(page, `follow-ups-closed-${suffix}`);

      await page.getByRole('tab', { name: t.objections }).click();
      const file = page.getByRole('button', { name: t.file }).first();
      await file.waitFor();
      await shoot(page, `follow-ups-objections-${suffix}`);
      await file.click();
      await page.waitForTimeout(400);
      await shoot(page, `follow-ups-form7-sheet-${suffix}`, false);
      await context.close();
    }
  }
}

async function captureCoordinator(browser: Browser, base: string, admin: TestUser) {
  for (const lang of ['en', 'hi'] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await openAs(browser, base, admin, lang, viewport);
      await page.getByRole('tab', { name: TEXT[lang].booths }).click();
      await page
        .getByText(/Booth 12|बूथ 12/)
        .first()
        .waitFor({ timeout: 60_000 });
      await page.waitForTimeout(400);
      await shoot(page, `follow-ups-booths-${lang}-${viewport.width}`);
      await context.close();
    }
  }
}

/** Brings the worker to the day's limit, then tries a 51st form. */
async function captureLimit(browser: Browser, base: string, worker: TestUser, roll: SeededVoter[]) {
  const token = await apiToken(base, worker.email, worker.password);
  // One form is already filed today (voter 13); 49 more for voters of part 1 the revision left
  // alone, so every supporter on the list is still without today's form.
  const others = roll
    .slice(0, 60)
    .filter((_, i) => i !== 13 && Object.keys(rollStatus(i)).length === 0);
  await pushRecords(
    base,
    token,
    others.slice(0, DAILY_FORM_LIMIT - 1).map((v, i) => ({
      table: 'followUps' as const,
      fields: {
        voterId: v.id,
        partNumber: v.fields.partNumber,
        reached: true,
        form: '6',
        formRef: `S24-0012-2026-${String(900 + i).padStart(6, '0')}`,
        formDate: indiaDay(),
        at: new Date(Date.now() - 60_000).toISOString(),
      },
    })),
  );
  for (const lang of ['en', 'hi'] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      const t = TEXT[lang];
      const { context, page } = await openAs(browser, base, worker, lang, viewport);
      await page.getByRole('heading', { name: t.open }).waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: t.record }).last().click();
      const sheet = page.getByRole('dialog');
      await sheet.getByRole('radio', { name: t.yes, exact: true }).check();
      await sheet.getByRole('radio', { name: t.livesHere, exact: true }).check();
      await sheet.getByRole('radio', { name: t.form6 }).check();
      await sheet.getByLabel(t.ref).fill('S24-0012-2026-000999');
      await sheet.getByRole('button', { name: t.save }).click();
      await sheet.getByText(t.limit).waitFor();
      await shoot(page, `follow-ups-limit-${lang}-${viewport.width}`, false);
      await context.close();
    }
  }
}

await captureWith(OUT_DIR, async (browser, base) => {
  const admin = newUser('Kamla Mishra');
  const worker = newUser('Asha Verma');
  for (const u of [admin, worker]) await createAccount(base, u);
  await placeAccount(base, admin, worker, BOOTH_A);
  const roll = await seed(base, admin, worker);
  await captureWorker(browser, base, worker);
  await captureCoordinator(browser, base, admin);
  await captureLimit(browser, base, worker, roll);
});
