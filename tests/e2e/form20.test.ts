// Booth grades (issue 46) in Chromium against the real server, on a 360 px phone: the admin
// imports a real Form 20 as a CSV (the first twelve stations of Lok Sabha 2014, segment
// 1-Behat) for an assembly whose booths list those parts, sees it add up with every station
// given a booth, picks the party's candidate, and sees every booth graded — each grade the one
// the sheet's own numbers give under the default bands — with C and D booths filtered.
import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en/form20.json';
import { PHONE, newAppContext } from '../../devkit/e2e-browser.ts';
import { fitsWidth, signInViaUi } from '../../devkit/e2e-pages.ts';
import { createAccount, newUser } from '../../devkit/e2e-users.ts';
import {
  FORM20_STATIONS,
  apiToken,
  behatCsv,
  behatRows,
  pushBehatAreas,
} from '../../devkit/form20-seed.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';

const t = en.form20;
/** Raghav Lakhanpal, third on the sheet. */
const OURS = 2;

/** Each station's grade from its own numbers: the margin in points of the votes cast. */
const expected = behatRows().map(({ part, votes, nota }) => {
  const rival = Math.max(...votes.filter((_, i) => i !== OURS));
  const cast = votes.reduce((a, b) => a + b, 0) + nota;
  const margin = ((votes[OURS]! - rival) * 100) / cast;
  const grade = margin >= 10 ? 'A' : margin > 0 ? 'B' : margin > -10 ? 'C' : 'D';
  return { part, grade };
});

describe.skipIf(noBrowser)('booth grades from a Form 20', () => {
  const env = useE2eEnv();

  it('imports a Form 20 CSV as the admin and sees every booth graded', async () => {
    const base = env.server.url;
    const admin = newUser('Kamla Mishra');
    await createAccount(base, admin);
    await pushBehatAreas(base, await apiToken(base, admin));
    const context = await newAppContext(env.browser, base, { viewport: PHONE });
    const page = await context.newPage();
    await signInViaUi(page, admin);

    await page.goto('/dashboard/booth-grades');
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    await page.getByText(t.election.none).waitFor();
    await page.getByRole('button', { name: t.import.open }).click();
    await page.getByRole('heading', { level: 2, name: t.import.heading }).waitFor();
    await page.locator('input[type=file]').setInputFiles({
      name: 'behat-form20.csv',
      mimeType: 'text/csv',
      buffer: behatCsv(),
    });
    // The assembly comes from the areas synced to this phone.
    await page.getByRole('combobox', { name: t.import.assembly }).click();
    await page.getByRole('option', { name: /Behat/ }).click();
    await page.getByRole('textbox', { name: t.import.year }).fill('2014');
    await page.getByRole('button', { name: t.import.send, exact: true }).click();

    // Read, added up, every station in its booth.
    await page.getByRole('heading', { level: 2, name: t.checks.heading }).waitFor();
    await page.getByText(t.checks.noTotalRow).waitFor();
    await page
      .getByText(
        `${FORM20_STATIONS} polling stations read · ${FORM20_STATIONS} of ${FORM20_STATIONS} booths found`,
      )
      .waitFor();

    await page.getByRole('combobox', { name: t.grading.candidate }).click();
    await page.getByRole('option', { name: /^RAGHAV LAKHANPAL/ }).click();
    await page.getByRole('button', { name: t.grading.save }).click();
    await page.getByText(t.grading.saved).first().waitFor();

    // Every booth's card shows the grade its numbers give (all on one page).
    await page.getByLabel('Show Result').selectOption('20');
    for (const { part, grade } of expected) {
      const card = page
        .getByRole('listitem')
        .filter({ hasText: `Booth ${part} Prathmik Vidyalaya` });
      await expect
        .poll(() => card.getByLabel(`Grade ${grade}`, { exact: true }).count(), {
          message: `booth ${part} graded ${grade}`,
          timeout: 10_000,
        })
        .toBe(1);
    }
    expect(await fitsWidth(page)).toBe(true);

    // Only C and D booths: as many cards as the sheet has C and D stations.
    const cd = expected.filter((e) => e.grade === 'C' || e.grade === 'D').length;
    expect(cd).toBeGreaterThan(0);
    await page.getByRole('combobox', { name: t.filter.label, exact: true }).click();
    await page.getByRole('option', { name: t.filter.CD }).click();
    await expect
      .poll(() => page.getByRole('listitem').filter({ hasText: 'Prathmik Vidyalaya' }).count())
      .toBe(cd);
    await context.close();
  }, 120_000);
});
