// The desk tools (roll import, the voter file import's worker) are not in the precache
// (scripts/outside-precache.ts): a coordinator's phone fetches them in the background and opens
// them offline; a phone that never had them says, offline, that they need the internet once.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import app from '../../src/locales/en/app.json';
import rolls from '../../src/locales/en/rolls.json';
import voterImport from '../../src/locales/en/voterImport.json';
import { ShellPage } from '../../devkit/e2e-pages.ts';
import { noBrowser, signedInInstalled, useE2eEnv } from '../utils/e2e-setup.ts';

/** The built files the service worker's desk-tool cache holds. */
const deskToolCache = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('booth-desk-tools');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });

/** Chooses a two-voter CSV in the voter list's import dialog. */
async function chooseVoterFile(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Upload CSV' }).click();
  await page.getByLabel(voterImport.voterImport.file.label).setInputFiles({
    name: 'voters.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Name,Voter ID,Part\nRam Lal,ABC1234567,12\nSita Devi,ABC1234568,12\n'),
  });
}

describe.skipIf(noBrowser)('desk tools outside the precache', () => {
  const env = useE2eEnv();

  it("a coordinator's phone keeps them and opens them offline", async () => {
    // The first account of the test server's empty database is the administrator.
    const { context, page } = await signedInInstalled(env, 'Kamla Mishra');
    // Fetched in an idle moment once the service worker controls the page.
    await expect
      .poll(async () => (await deskToolCache(page)).join(' '), { timeout: 30_000 })
      .toMatch(/roll-import-screen-.*import\.worker-|import\.worker-.*roll-import-screen-/);

    await context.setOffline(true);
    await page.goto('/dashboard/roll-import');
    await page.getByRole('heading', { name: rolls.rolls.title }).waitFor();
    await page.goto('/dashboard/voter-list');
    await chooseVoterFile(page);
    // The worker read the file: the column-matching step shows the file's name.
    await page.getByText('voters.csv').waitFor();
    await context.close();
  });

  it('a phone that never opened them says they need the internet once', async () => {
    const { user: worker, context, page } = await signedInInstalled(env, 'Ramesh Kumar');
    expect(await deskToolCache(page)).toEqual([]);

    await context.setOffline(true);
    await page.goto('/dashboard/roll-import');
    await page.getByRole('heading', { name: app.app.errorPage.notOnPhoneTitle }).waitFor();
    await page.getByText(app.app.errorPage.notOnPhone).waitFor();
    // The shell stays around the message.
    await new ShellPage(page).waitUntilShown(worker.firstName);

    await page.goto('/dashboard/voter-list');
    await chooseVoterFile(page);
    await page
      .getByRole('alert')
      .filter({ hasText: voterImport.voterImport.file.notOnPhone })
      .waitFor();

    // Back online, the same file is read.
    await context.setOffline(false);
    await page.getByLabel(voterImport.voterImport.file.label).setInputFiles({
      name: 'voters.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Name,Voter ID,Part\nRam Lal,ABC1234567,12\n'),
    });
    await page.getByText('voters.csv').waitFor();
    await context.close();
  });
});
