// The voter report screens against the real server on a generated roll: filter, page, add,
// edit, delete, view profile and a CSV import with a bad row, at 1280 px in English and at
// 360 px in Hindi; export, print, slips and labels of a filtered result; and offline: a voter added and edited with no network reaches the server.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PullResponse } from '../../src/domain/sync-protocol.ts';
import { familyReport } from '../../src/domain/voter-aggregates.ts';
import type { AggregateVoter } from '../../src/domain/voter-aggregates.ts';
import { PHONE, newAppContext } from '../../devkit/e2e-browser.ts';
import { signInViaUi } from '../../devkit/e2e-pages.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';
import { waitForServiceWorkerControl } from '../utils/e2e-sw.ts';
import { createAccount, newUser } from '../../devkit/e2e-users.ts';
import type { TestUser } from '../../devkit/e2e-users.ts';
import { apiToken, pushVoters, seedRoll } from '../../devkit/voter-seed.ts';
import { VoterReportPage } from '../../devkit/pages/voter-report.ts';

const ROLL = seedRoll(40);
const inPart = (n: number) => ROLL.filter((v) => v.fields.partNumber === n).length;

const RAMESH = {
  firstName: 'Ramesh',
  lastName: 'Qureshi',
  relation: 'Salim Qureshi',
  gender: 'Male',
  age: '41',
  phone: '9876500077',
  voterId: 'ZZT0000077',
  partNumber: '3',
  address: 'House 7, Aminabad',
};

/** The live voters on the server, by voter id (pulls every page). */
async function serverVoters(base: string, user: TestUser) {
  const token = await apiToken(base, user.email, user.password);
  const out = new Map<string, Record<string, unknown>>();
  let cursor = '';
  for (;;) {
    const res = await fetch(`${base}/api/sync/pull?cursor=${encodeURIComponent(cursor)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const page = (await res.json()) as PullResponse;
    for (const row of page.rows)
      if (row.table === 'voters' && !row.deleted) out.set(String(row.fields.voterId), row.fields);
    if (!page.hasMore) return out;
    cursor = page.cursor;
  }
}

const synced = (page: Page) =>
  page.getByRole('link', { name: /^Sync status: .*Synced$/ }).waitFor({ timeout: 30_000 });

describe.skipIf(noBrowser)('voter reports', () => {
  const env = useE2eEnv();

  /** The first account of the fresh server (admin), holding the generated roll. */
  let owner: TestUser | undefined;
  async function rollOwner(): Promise<TestUser> {
    if (owner) return owner;
    owner = newUser('Asha Verma');
    await createAccount(env.server.url, owner);
    await pushVoters(
      env.server.url,
      await apiToken(env.server.url, owner.email, owner.password),
      ROLL,
    );
    return owner;
  }

  it('filters, pages, adds, edits, views, deletes and imports at 1280 px in English', async () => {
    const user = await rollOwner();
    const context = await newAppContext(env.browser, env.server.url);
    const page = await context.newPage();
    await signInViaUi(page, user);
    const r = new VoterReportPage(page);

    await r.goto('district/report1/agewise-List');
    await r.range(1, 10, 40).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await r.range(11, 20, 40).waitFor();
    await r.filter('Part From').fill('2');
    await r.filter('Part To').fill('2');
    await r.range(1, Math.min(10, inPart(2)), inPart(2)).waitFor();
    await r.filter('Age From').fill('200');
    await r.emptyMessage().waitFor();
    for (const f of ['Part From', 'Part To', 'Age From']) await r.filter(f).fill('');
    await r.range(1, 10, 40).waitFor();

    // Add: an empty Submit shows "Required" under each of the nine fields first.
    await page.getByRole('button', { name: 'Add Voter' }).click();
    await page.getByRole('heading', { level: 1, name: 'Create New Voter' }).waitFor();
    await r.submit();
    await page.getByText('Required', { exact: true }).nth(8).waitFor();
    expect(await page.getByText('Required', { exact: true }).count()).toBe(9);
    await r.fill(RAMESH);
    await r.submit();
    await r.range(1, 10, 41).waitFor();

    await r.goto('voter-list');
    await r.search().fill('Ramesh Qureshi');
    await r.row('ZZT0000077').waitFor();
    await r.chooseAction('Ramesh Qureshi', 'edit');
    await page.getByRole('heading', { level: 1, name: 'Edit Voter' }).waitFor();
    await r.fill({ age: '42' });
    await r.submit(true);
    await r.row('ZZT0000077').getByRole('cell', { name: '42', exact: true }).waitFor();
    // The search survived the trip to the form.
    expect(await r.search().inputValue()).toBe('Ramesh Qureshi');

    await r.chooseAction('Ramesh Qureshi', 'viewProfile');
    const profile = page.getByRole('dialog', { name: 'Voter profile' });
    await profile.getByText('Salim Qureshi').waitFor();
    await profile.getByText('House 7, Aminabad').waitFor();
    await profile.getByText(/^Household: \d+ voters? in this house$/).waitFor();
    await page.keyboard.press('Escape');
    await profile.waitFor({ state: 'detached' });

    await synced(page);
    expect((await serverVoters(env.server.url, user)).get('ZZT0000077')).toMatchObject({
      firstName: 'Ramesh',
      age: 42,
      partNumber: 3,
    });

    await r.chooseAction('Ramesh Qureshi', 'delete');
    await r.confirmDelete();
    await r.emptyMessage().waitFor();
    await r.search().fill('');

    // Upload CSV: one good row, one without a voter id (reported, skipped).
    await page.getByRole('button', { name: 'Upload CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload voter list (CSV)' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'roll.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'Name,Voter ID,Age,Part No.\nMeena Kumari,ZZT0000088,33,4\nNo Id,,30,4\n',
      ),
    });
    await dialog.getByRole('button', { name: 'Import voters' }).click();
    await dialog.getByText('Rows not imported (1)').waitFor({ timeout: 30_000 });
    await dialog.getByText('Voter ID (EPIC) is empty').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await r.search().fill('Meena');
    await r.row('ZZT0000088').waitFor();

    await synced(page);
    const onServer = await serverVoters(env.server.url, user);
    expect(onServer.has('ZZT0000077')).toBe(false);
    expect(onServer.get('ZZT0000088')).toMatchObject({ firstName: 'Meena', age: 33 });
    await context.close();
  }, 180_000);

  it('works at 360 px in Hindi: filter, cards, profile, add', async () => {
    const user = await rollOwner();
    const context = await newAppContext(env.browser, env.server.url, { viewport: PHONE });
    await context.addInitScript(() => localStorage.setItem('lang', 'hi'));
    const page = await context.newPage();
    await signInViaUi(page, user, 'hi');
    const r = new VoterReportPage(page, 'hi');
    const f = r.t.voters.filters;

    await r.goto('district/report1/agewise-List');
    await page
      .getByRole('heading', { level: 1, name: r.t.voters.reports.agewiseList.title })
      .waitFor();
    // The other tests of this file may have added voters: read the total.
    expect(await r.total()).toBeGreaterThanOrEqual(ROLL.length);
    const women = ROLL.filter((v) => v.fields.gender === 'Female').length;
    await r.filter(f.gender).selectOption('Female');
    await r.range(1, Math.min(10, women), women).waitFor();
    // Cards on a phone: the list shows no table, and nothing scrolls sideways.
    expect(await page.locator('table').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    const first = ROLL.find((v) => v.fields.gender === 'Female')!;
    const name = [first.fields.firstName, first.fields.lastName].filter(Boolean).join(' ');
    await r.chooseAction(String(name), 'viewProfile');
    const profile = page.getByRole('dialog', { name: r.t.voters.profile.title });
    await profile.getByText(String(first.fields.voterId)).waitFor();
    await profile.getByText(r.t.voters.options.gender.female, { exact: true }).first().waitFor();
    await profile.getByRole('button', { name: r.t.voters.screen.edit }).click();
    await page.getByRole('heading', { level: 1, name: r.t.voters.screen.editHeading }).waitFor();
    await page.getByRole('button', { name: r.t.list.back }).click();
    // The gender filter is still set after the form.
    expect(await r.filter(f.gender).inputValue()).toBe('Female');

    await page.getByRole('button', { name: r.t.voters.reports.agewiseList.add }).click();
    await r.fill({ ...RAMESH, voterId: 'ZZT0000099', gender: 'Female', firstName: 'रीना' });
    await r.submit();
    await r.range(1, Math.min(10, women + 1), women + 1).waitFor();
    await context.close();
  }, 120_000);

  it('exports, prints and makes slips and labels of the filtered result', async () => {
    const user = await rollOwner();
    const context = await newAppContext(env.browser, env.server.url, { acceptDownloads: true });
    const page = await context.newPage();
    await signInViaUi(page, user);
    const r = new VoterReportPage(page);
    // The print dialog is the browser's; the test counts the calls instead of opening it.
    await page.addInitScript(() => {
      const w = window as unknown as { printed: number };
      w.printed = 0;
      window.print = () => {
        w.printed += 1;
      };
    });
    await r.goto('district/report1/alpha-list');
    await r.filter('Part From').fill('2');
    await r.filter('Part To').fill('2');
    const part2 = inPart(2);
    await r.range(1, Math.min(10, part2), part2).waitFor({ timeout: 30_000 });

    // Export: every row the filters select (more than one page), BOM first, English headers.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^alphaList-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^Serial No\./);
    expect(lines).toHaveLength(part2 + 1);
    for (const v of ROLL.filter((x) => x.fields.partNumber === 2))
      expect(csv).toContain(String(v.fields.voterId));

    // Print: the whole filtered result as one table; in print media only the sheet shows.
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    const view = page.getByRole('dialog', { name: /^Print: / });
    await view.getByText(`${part2} rows, ready to print`).waitFor();
    expect(await view.locator('tbody tr').count()).toBe(part2);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await view.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await view.locator('tbody tr').first().isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    await view.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await view.getByRole('button', { name: 'Close' }).click();
    await view.waitFor({ state: 'detached' });

    // Slips: one per voter, each with a QR code of its voter id.
    await page.getByRole('button', { name: 'Voter slips' }).click();
    const slips = page.getByRole('dialog', { name: /^Voter slips: / });
    await slips.getByText(`${part2} slips, ready to print`).waitFor();
    const one = ROLL.find((v) => v.fields.partNumber === 2)!;
    await slips
      .getByRole('img', { name: `QR code of voter ID ${String(one.fields.voterId)}` })
      .waitFor();
    expect(await slips.locator('article').count()).toBe(part2);
    await slips.getByRole('button', { name: 'Close' }).click();

    // Family labels on the family report: one label per household of the part.
    await r.goto('district/report1/family');
    await r.filter('Part From').fill('2');
    await r.filter('Part To').fill('2');
    // The households are counted from the roll: the range line shows the whole roll's total
    // until both part filters apply, and reading it earlier raced them (a CI failure).
    const households = familyReport(ROLL.map((v) => v.fields as AggregateVoter)).filter(
      (h) => h.partNumber === 2,
    ).length;
    await r.range(1, Math.min(10, households), households).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Family labels' }).click();
    const labels = page.getByRole('dialog', { name: /^Family labels: / });
    await labels.getByText(`${households} labels, ready to print`).waitFor();
    await context.close();
  }, 120_000);

  it('adds and edits a voter offline; both reach the server on return', async () => {
    const user = await rollOwner();
    const context = await newAppContext(env.browser, env.server.url);
    const page = await context.newPage();
    await signInViaUi(page, user);
    await waitForServiceWorkerControl(page);
    const r = new VoterReportPage(page);
    await r.goto('voter-list');
    expect(await r.total()).toBeGreaterThanOrEqual(ROLL.length);

    await context.setOffline(true);
    await page.getByRole('link', { name: /^Sync status: .*Offline/ }).waitFor();
    // A page load with no network: the service worker serves the app.
    await r.goto('nvr');
    await page.getByRole('button', { name: 'New Registration' }).click();
    // NVR lists first-time voters (18 or 19): the new registration is one.
    await r.fill({
      ...RAMESH,
      voterId: 'ZZT0000111',
      firstName: 'Offline',
      lastName: 'Voter',
      age: '18',
    });
    await r.submit();
    await page
      .getByText('Kept on this phone. It will be sent when the network returns.')
      .first()
      .waitFor();
    await r.search().fill('Offline Voter');
    await r.chooseAction('Offline Voter', 'edit');
    await r.fill({ address: 'House 9, Chowk' });
    await r.submit(true);
    await r.row('House 9, Chowk').waitFor();
    await page.getByRole('link', { name: /^Sync status: .*: Offline · 2 unsent$/ }).waitFor();
    expect((await serverVoters(env.server.url, user)).has('ZZT0000111')).toBe(false);

    await context.setOffline(false);
    await synced(page);
    expect((await serverVoters(env.server.url, user)).get('ZZT0000111')).toMatchObject({
      firstName: 'Offline',
      address: 'House 9, Chowk',
    });
    await context.close();
  }, 120_000);
});
