// Captures the Booth grades screen (issue 46) at 360 px and 1280 px in English and Hindi, into
// tests/e2e/screenshots/ (SCREENS_DIR sets the folder): the booths graded from a real Form 20
// (the first twelve stations of Lok Sabha 2014, segment 1-Behat; devkit/form20-seed.ts) with
// their coverage — voters visited in some booths — the counts by grade, the sheet's checks and
// the grading card; the import card as it opens; the dashboard's Booth grades card; and a booth
// row's badge on Areas; the dashboard's whole-area card (the poll-day war room) with each part's
// grade, all parts and the C and D booths alone. The admin imports and grades through the API
// first.
// Run: npm run screenshots:form20
import { AxeBuilder } from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import en from '../src/locales/en/form20.json';
import hi from '../src/locales/hi/form20.json';
import enHome from '../src/locales/en/home.json';
import hiHome from '../src/locales/hi/home.json';
import type { Form20ElectionDetail } from '../src/domain/form20/report.ts';
import { DESKTOP, PHONE, newAppContext } from '../devkit/e2e-browser.ts';
import type { Lang } from '../devkit/e2e-labels.ts';
import { signInViaUi } from '../devkit/e2e-pages.ts';
import { apiJson, createAccount, newUser } from '../devkit/e2e-users.ts';
import { FORM20_ASSEMBLY, apiToken, behatCsv, pushBehatAreas } from '../devkit/form20-seed.ts';
import { captureWith, shoot as shootTo } from './screenshot-shoot.ts';

const OUT_DIR =
  process.env.SCREENS_DIR ?? fileURLToPath(new URL('../tests/e2e/screenshots/', import.meta.url));
const shoot = (page: Page, name: string, fullPage = true) => shootTo(page, OUT_DIR, name, fullPage);
const TEXT = { en: en.form20, hi: hi.form20 } as const;
const TEXT_HOME = { en: enHome.home.area, hi: hiHome.home.area } as const;

/** The admin imports the sheet as Lok Sabha 2014 and grades it for Raghav Lakhanpal. */
async function importAndGrade(base: string, token: string): Promise<void> {
  const form = new FormData();
  form.append('assembly', FORM20_ASSEMBLY);
  form.append('kind', 'loksabha');
  form.append('year', '2014');
  form.append(
    'file',
    new Blob([new Uint8Array(behatCsv())], { type: 'text/csv' }),
    'behat-form20.csv',
  );
  const res = await fetch(`${base}/api/form20/elections`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`import: ${res.status} ${await res.text()}`);
  const election = (await res.json()) as Form20ElectionDetail;
  await apiJson(base, `/form20/elections/${election.id}/grading`, {
    method: 'PUT',
    token,
    body: JSON.stringify({ ourCandidate: 2, wonBy: 10, lostBy: 10 }),
  });
}

/**
 * A few voters in houses of parts 1–6, some visited, some supporters: coverage to show; and
 * some marked as voted on poll day, for the war room.
 */
async function pushCoverage(base: string, token: string): Promise<void> {
  const mutations: unknown[] = [];
  let n = 0;
  const add = (table: string, fields: Record<string, unknown>, id = randomUUID()) => {
    mutations.push({ mutationId: ++n, table, id, op: 'put', baseVersion: 0, fields });
    return id;
  };
  for (let part = 1; part <= 6; part++)
    for (let serial = 1; serial <= 8; serial++) {
      const voter = add('voters', {
        firstName: `Voter${serial}`,
        lastName: 'Test',
        assemblyNumber: 1,
        partNumber: part,
        serialNumber: serial,
        sectionNumber: 1,
        houseno: String(Math.ceil(serial / 2)),
      });
      if (serial <= part)
        add('visits', {
          voterId: voter,
          outcome: 'met',
          leaning: serial % 2 ? 'supporter' : 'neutral',
          visitedAt: '2026-11-20T08:00:00.000Z',
          by: 'Test',
        });
      if (serial <= 8 - part)
        add('voteMarks', {
          voterId: voter,
          voted: true,
          markedAt: `2026-11-25T0${2 + (serial % 4)}:15:00.000Z`,
          by: 'Test',
        });
    }
  const answer = await apiJson<{ errors: unknown[] }>(base, '/sync/push', {
    method: 'POST',
    token,
    body: JSON.stringify({ clientId: randomUUID(), mutations }),
  });
  if (answer.errors.length) throw new Error(`coverage refused: ${JSON.stringify(answer.errors)}`);
}

async function captureAll(browser: Browser, baseUrl: string): Promise<void> {
  const admin = newUser('Kamla Mishra');
  await createAccount(baseUrl, admin);
  const token = await apiToken(baseUrl, admin);
  await pushBehatAreas(baseUrl, token);
  await pushCoverage(baseUrl, token);
  await importAndGrade(baseUrl, token);
  // The houses are counted after the import, in the background: give it a moment.
  await new Promise((r) => setTimeout(r, 1500));
  for (const lang of ['en', 'hi'] as Lang[]) {
    const t = TEXT[lang];
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await newAppContext(browser, baseUrl, { viewport });
      await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
      const page = await context.newPage();
      const suffix = `${lang}-${viewport.width}`;
      await signInViaUi(page, admin, lang);

      await page.goto('/dashboard/booth-grades');
      await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
      await page.getByRole('heading', { level: 2, name: t.checks.heading }).waitFor();
      await page
        .getByText(/Prathmik Vidyalaya|प्राथमिक विद्यालय/)
        .first()
        .waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, `form20-grades-${suffix}`);
      const axe = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      for (const v of axe.violations)
        console.log(`axe ${suffix}: ${v.id} ${v.nodes.map((x) => x.target).join(', ')}`);

      await page.getByRole('button', { name: t.import.open }).click();
      await page.getByRole('heading', { level: 2, name: t.import.heading }).waitFor();
      await page.getByRole('button', { name: t.import.send, exact: true }).click();
      await page.getByText(t.errors.noFile).waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, `form20-import-${suffix}`, false);

      await page.goto('/dashboard');
      await page.getByRole('heading', { level: 2, name: new RegExp(t.home.heading) }).waitFor();
      await page.getByRole('region', { name: new RegExp(t.home.heading) }).scrollIntoViewIfNeeded();
      await shoot(page, `form20-dashboard-${suffix}`, false);

      const home = TEXT_HOME[lang];
      const warRoom = page.locator('.mantine-Card-root', {
        has: page.getByRole('heading', { level: 2, name: home.title }),
      });
      await warRoom.getByRole('heading', { level: 3, name: home.byPart }).waitFor();
      await warRoom.getByText(home.cdParts).waitFor();
      await warRoom.screenshot({ path: join(OUT_DIR, `war-room-${suffix}.png`) });
      await warRoom.getByText(home.cdParts).click();
      await warRoom.getByText(t.columns.turnout).first().waitFor();
      await page.waitForTimeout(400); // the chosen segment's highlight slides over
      await warRoom.screenshot({ path: join(OUT_DIR, `war-room-cd-${suffix}.png`) });
      const warAxe = await new AxeBuilder({ page })
        .include('.mantine-Card-root')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      for (const v of warAxe.violations)
        console.log(`axe war room ${suffix}: ${v.id} ${v.nodes.map((x) => x.target).join(', ')}`);

      await page.goto('/dashboard/areas');
      await page
        .getByText(/Booth 1 Prathmik|बूथ 1 प्राथमिक/)
        .first()
        .waitFor();
      const badge = page.getByLabel(/Grade [ABCD]|ग्रेड [ABCD]/).first();
      await badge.waitFor();
      await badge.scrollIntoViewIfNeeded();
      await shoot(page, `form20-areas-${suffix}`, false);
      await context.close();
    }
  }
}

await captureWith(OUT_DIR, captureAll);
