// The getting-started guide with the Commission's file instead of the demo (issue 43), in
// Chromium against a fresh server: its first account — the administrator — has the demo loaded
// (assembly 173, parts 1 and 2), then imports on a 360 px phone the Commission's CSV of one part
// of another assembly (third-gender electors, gaps where the deleted were; made from a fixture
// of made-up electors). It publishes without review into a state, district, assembly and booth
// the import found or made; the guide's next step works: the booth's row gives a booth worker,
// whose phone then holds the part. Then a file of part 1 of the demo's own assembly asks before
// it touches the demo's booth — two lists of one part never side by side — and, told to
// replace, leaves the part holding the file's electors only; the other assembly's part 1 stays.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { DemoResponse } from '../../src/domain/demo.ts';
import type { PullResponse, SyncRow } from '../../src/domain/sync-protocol.ts';
import en from '../../src/locales/en/rolls.json';
import { DESKTOP, PHONE, newAppContext } from '../../devkit/e2e-browser.ts';
import { fitsWidth, interpolate, signInViaUi } from '../../devkit/e2e-pages.ts';
import { addBoothWorker } from '../../devkit/e2e-areas.ts';
import { apiJson, createAccount, newUser } from '../../devkit/e2e-users.ts';
import type { TestUser } from '../../devkit/e2e-users.ts';
import { apiToken } from '../../devkit/voter-seed.ts';
import { readRollJob, uploadRollFile } from '../../devkit/pages/roll-import.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';
import {
  DELETED_SERIALS,
  FIXTURE_ELECTORS,
  commissionCsv,
  epicOf,
} from '../utils/commission-csv.ts';

const t = en.rolls;
const STATION = 'Primary School Amausi, Room 1';
const SAROJINI = {
  ac: 171,
  acName: 'Sarojini Nagar',
  part: 1,
  partName: 'Amausi',
  pollingStation: STATION,
  state: 'Uttar Pradesh',
  district: 'Lucknow',
  epicPrefix: 'SNR',
};
/** Part 1 of the demo's own assembly, as a file that names neither state nor district. */
const CENTRAL = { ac: 173, acName: 'Lucknow Central', part: 1, epicPrefix: 'LKC' };

/** Every live record the server holds, as the administrator sees them. */
async function serverRows(base: string, admin: TestUser): Promise<SyncRow[]> {
  const token = await apiToken(base, admin.email, admin.password);
  const byId = new Map<string, SyncRow>();
  let cursor = '';
  for (;;) {
    const res = await fetch(`${base}/api/sync/pull?cursor=${encodeURIComponent(cursor)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const page = (await res.json()) as PullResponse;
    for (const row of page.rows) byId.set(`${row.table}:${row.id}`, row);
    if (!page.hasMore) break;
    cursor = page.cursor;
  }
  return [...byId.values()].filter((r) => !r.deleted);
}

const votersOf = (rows: SyncRow[], ac: number, part: number) =>
  rows.filter(
    (r) => r.table === 'voters' && r.fields.assemblyNumber === ac && r.fields.partNumber === part,
  );

/** The card of part `n` on the job's screen. */
const partCard = (page: Page, n: number) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`^Part ${n}\\b`) }) });

const jobIdOf = (page: Page) => new URL(page.url()).searchParams.get('job')!;

describe.skipIf(noBrowser)("the first account imports the Commission's CSV", () => {
  const env = useE2eEnv({ rollWorkers: 1, demoVoters: 300 });

  it('publishes without review into the tree it made, and asks before it meets the demo', async () => {
    const base = env.server.url;
    const admin = newUser('Kamla Mishra');
    await createAccount(base, admin);
    const token = await apiToken(base, admin.email, admin.password);
    await apiJson(base, '/admin/demo', { method: 'POST', token, body: '{}' });
    await expect
      .poll(async () => (await apiJson<DemoResponse>(base, '/admin/demo', { token })).demo.state, {
        timeout: 60_000,
      })
      .toBe('done');
    const demoPart = votersOf(await serverRows(base, admin), 173, 1);
    expect(demoPart.length).toBeGreaterThan(200);
    const demoBooth = demoPart[0]!.scope;

    const context = await newAppContext(env.browser, base, { viewport: PHONE });
    const page = await context.newPage();
    await signInViaUi(page, admin);
    await page.goto('/dashboard/roll-import');
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();

    // The Commission's file of part 1 of Sarojini Nagar: published by itself, nothing to review.
    await uploadRollFile(page, {
      name: 'AC171-part1.csv',
      mimeType: 'text/csv',
      buffer: commissionCsv(SAROJINI),
    });
    await page.getByRole('heading', { level: 1, name: /^Import of / }).waitFor();
    const card = partCard(page, 1);
    await card
      .getByText(t.detail.partStatus.published, { exact: true })
      .waitFor({ timeout: 60_000 });
    await card
      .getByText(`${t.checks.serialsContinuous}: gaps: deleted electors not in this file`)
      .waitFor();
    await card.getByText(`Serials missing: ${DELETED_SERIALS.join(', ')}`).waitFor();
    await card.getByText(`${t.checks.totalsMatch}: not printed`).waitFor();
    expect(await card.getByText(t.detail.checkFailed).count()).toBe(0);
    expect(await card.getByRole('link', { name: /^Review/ }).count()).toBe(0);
    expect(await fitsWidth(page)).toBe(true);
    const first = await readRollJob(page, base, jobIdOf(page));
    expect(first.reviewTotal).toBe(0);
    expect(first.parts[0]).toMatchObject({
      status: 'published',
      published: { created: FIXTURE_ELECTORS.length, updated: 0 },
      counted: { thirdGender: 2, total: FIXTURE_ELECTORS.length },
    });

    // The tree: the demo's state and district found by name, the assembly and booth made.
    const booth = 'up/lucknow/sarojini-nagar/roll/parts/part-1';
    let rows = await serverRows(base, admin);
    const area = (path: string) => rows.find((r) => r.table === 'areas' && r.fields.path === path);
    expect(area('up/lucknow/sarojini-nagar')?.fields).toMatchObject({ number: 171 });
    expect(area(booth)?.fields).toMatchObject({ name: STATION, parts: [1] });
    const sarojini = votersOf(rows, 171, 1);
    expect(sarojini.map((v) => v.scope)).toEqual(Array(FIXTURE_ELECTORS.length).fill(booth));
    expect(sarojini.filter((v) => v.fields.gender === 'Other')).toHaveLength(2);
    // Another assembly's part 1: the demo's part 1 untouched.
    expect(votersOf(rows, 173, 1)).toHaveLength(demoPart.length);

    // The guide's next step: the booth's row gives a booth worker, whose phone holds the part.
    const desk = await newAppContext(env.browser, base, { viewport: DESKTOP });
    const areas = await desk.newPage();
    await signInViaUi(areas, admin);
    await areas.goto('/dashboard/areas');
    await areas.getByRole('heading', { level: 1, name: 'Areas' }).waitFor();
    // The demo's areas come first: the import's booth is found by its name.
    await areas.getByRole('searchbox').fill('Amausi');
    await areas
      .getByRole('cell', { name: STATION, exact: true })
      .first()
      .waitFor({ timeout: 30_000 });
    const worker = newUser('Ravi Kumar');
    const { dialog, password } = await addBoothWorker(areas, STATION, worker);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await desk.close();
    const phoneContext = await newAppContext(env.browser, base, { viewport: PHONE });
    const phone = await phoneContext.newPage();
    await signInViaUi(phone, { ...worker, password });
    await phone.goto('/dashboard/voter-list');
    // Ten to a page, in serial order: the deleted electors' serials 4 and 9 are not there.
    await phone
      .getByRole('listitem')
      .filter({ hasText: epicOf('SNR', 12) })
      .waitFor({ timeout: 30_000 });
    await phone.getByText(`1–10 of ${FIXTURE_ELECTORS.length}`).waitFor();
    const epics = (await phone.getByRole('listitem').allTextContents()).flatMap(
      (text) => text.match(/SNR\d{7}/g) ?? [],
    );
    expect(epics).toEqual(FIXTURE_ELECTORS.slice(0, 10).map((e) => epicOf('SNR', e.serial)));
    await phoneContext.close();

    // A file of the demo's assembly and part: it asks before it touches the demo's booth.
    await page.goto('/dashboard/roll-import');
    await uploadRollFile(page, {
      name: 'AC173-part1.csv',
      mimeType: 'text/csv',
      buffer: commissionCsv(CENTRAL),
    });
    await page.getByRole('heading', { level: 1, name: /^Import of / }).waitFor();
    const clash = partCard(page, 1);
    await clash.getByText(interpolate(t.clash.heading, { part: 1 })).waitFor({ timeout: 60_000 });
    await clash
      .getByText(new RegExp(`already holds ${demoPart.length} voters of this part`))
      .waitFor();
    await clash
      .getByText(interpolate(t.clash.paired, { paired: 0, rows: FIXTURE_ELECTORS.length }))
      .waitFor();
    expect(await clash.getByRole('button', { name: /^Accept part/ }).count()).toBe(0);
    expect(await fitsWidth(page)).toBe(true);
    rows = await serverRows(base, admin);
    expect(votersOf(rows, 173, 1)).toHaveLength(demoPart.length);

    // Told to replace (and asked again first), the part holds the file's electors only.
    await clash.getByRole('button', { name: t.clash.replace }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(interpolate(t.clash.confirmReplace, { part: 1 })).waitFor();
    await confirm.getByRole('button', { name: t.clash.replace }).click();
    await clash
      .getByText(t.detail.partStatus.published, { exact: true })
      .waitFor({ timeout: 30_000 });
    await clash
      .getByText(
        interpolate(t.detail.publishedRemoved, {
          created: FIXTURE_ELECTORS.length,
          updated: 0,
          removed: demoPart.length,
        }),
      )
      .waitFor();
    rows = await serverRows(base, admin);
    const central = votersOf(rows, 173, 1);
    expect(central.map((v) => v.fields.voterId).sort()).toEqual(
      FIXTURE_ELECTORS.map((e) => epicOf('LKC', e.serial)).sort(),
    );
    expect(new Set(central.map((v) => v.scope))).toEqual(new Set([demoBooth]));
    expect(votersOf(rows, 171, 1)).toHaveLength(FIXTURE_ELECTORS.length);
    await context.close();
  });
});
