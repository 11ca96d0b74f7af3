// Setting up in minutes: a coordinator adds a mandal's booths from one pasted list (a bad
// line is shown with its problem and left out), then makes a booth worker's account from a
// booth's own row and hands over what the form shows; the worker signs in with exactly that
// and finds their booth — and only it.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newAppContext } from '../../devkit/e2e-browser.ts';
import { signInViaUi } from '../../devkit/e2e-pages.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';
import { addArea, addBoothWorker, pasteAreaList, placeAccount } from '../../devkit/e2e-areas.ts';
import { createAccount, newUser } from '../../devkit/e2e-users.ts';
import type { TestUser } from '../../devkit/e2e-users.ts';

const ASSEMBLY = 'up/lucknow/lucknow-central';

const badge = (page: Page, text: string) =>
  page.getByRole('link', { name: new RegExp(`^Sync status: .*: ${text}$`) });

const LIST = [
  'Name\tPart\tPolling station\tAddress\tHindi name',
  'Booth 31\t31\tPrimary School\tSector Q\tबूथ 31',
  'Booth 32\t"32, 33"\tInter College\tSector R',
  'Booth 34\tthirty-four\tLibrary',
].join('\n');

describe.skipIf(noBrowser)('setting up booths in minutes', () => {
  const env = useE2eEnv();
  let admin: TestUser | undefined;
  /** The server's first account is its admin: made once, for both tests. */
  async function theAdmin(): Promise<TestUser> {
    if (!admin) {
      admin = newUser('Admin Prasad');
      await createAccount(env.server.url, admin);
    }
    return admin;
  }

  it('adds a list of booths at once, then a booth worker from a booth row who signs in there', async () => {
    const base = env.server.url;
    const coordinator = newUser('Kamla Mishra');
    const admin = await theAdmin();
    await createAccount(base, coordinator);
    await placeAccount(base, admin, coordinator, ASSEMBLY);

    const coordContext = await newAppContext(env.browser, base);
    const coord = await coordContext.newPage();
    await signInViaUi(coord, coordinator);
    await coord.goto('/dashboard/areas');
    await coord.getByRole('heading', { level: 1, name: 'Areas' }).waitFor();
    await addArea(coord, null, { 'Name (English)': 'Aliganj Block' });
    await addArea(coord, 'Aliganj Block', { 'Name (English)': 'Sector Q Mandal' });

    // The list: the bad line is named, nothing can be added until it is left out.
    const many = await pasteAreaList(coord, 'Sector Q Mandal', LIST);
    await many.getByText('3 lines: 2 ready, 1 with problems').waitFor();
    await many.getByText('“thirty-four” is not a part number').waitFor();
    expect(await many.getByRole('button', { name: 'Add 2 booths' }).isDisabled()).toBe(true);
    await many.getByRole('button', { name: 'Leave out 1 line with problems' }).click();
    await many.getByText('2 lines: 2 ready, 0 with problems').waitFor();
    await many.getByRole('button', { name: 'Add 2 booths' }).click();
    await many.waitFor({ state: 'detached' });
    await coord.getByRole('cell', { name: 'Booth 31', exact: true }).waitFor();
    await coord.getByRole('cell', { name: '32, 33', exact: true }).waitFor();
    expect(await coord.getByRole('cell', { name: 'Booth 34', exact: true }).count()).toBe(0);
    await badge(coord, 'Synced').waitFor({ timeout: 30_000 });

    // The booth worker: open the row menu, fill and save, hand over.
    const worker = newUser('Ravi Kumar');
    const { dialog, password } = await addBoothWorker(coord, 'Booth 31', worker);
    expect(password.length).toBeGreaterThanOrEqual(6);
    for (const shown of [worker.email, password, 'Booth 31'])
      await dialog.getByText(shown, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Copy' }).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The worker signs in with what was handed over and finds that booth, only it.
    const phoneContext = await newAppContext(env.browser, base);
    const phone = await phoneContext.newPage();
    await signInViaUi(phone, { ...worker, password });
    await phone.goto('/dashboard/areas');
    await phone.getByRole('cell', { name: 'Booth 31', exact: true }).waitFor({ timeout: 30_000 });
    await phone.getByRole('cell', { name: 'Primary School, Sector Q', exact: true }).waitFor();
    expect(await phone.getByRole('cell', { name: 'Booth 32', exact: true }).count()).toBe(0);

    for (const context of [coordContext, phoneContext]) await context.close();
  });

  it('adds 300 booths from one list; the server gets them all', async () => {
    const base = env.server.url;
    const coordinator = newUser('Suresh Yadav');
    const admin = await theAdmin();
    await createAccount(base, coordinator);
    await placeAccount(base, admin, coordinator, 'up/kanpur/kanpur-cantt');

    const context = await newAppContext(env.browser, base);
    const page = await context.newPage();
    await signInViaUi(page, coordinator);
    await page.goto('/dashboard/areas');
    await addArea(page, null, { 'Name (English)': 'Cantt Block' });
    await addArea(page, 'Cantt Block', { 'Name (English)': 'Sadar Mandal' });
    const list = Array.from(
      { length: 300 },
      (_, i) => `Booth ${i + 1},${i + 1},School ${i + 1},Ward ${(i % 12) + 1}`,
    ).join('\n');
    const many = await pasteAreaList(page, 'Sadar Mandal', list);
    await many.getByText('300 lines: 300 ready, 0 with problems').waitFor();
    // Written in one transaction (tests/unit/area-list.test.ts counts them); not timed here.
    await many.getByRole('button', { name: 'Add 300 booths' }).click();
    await many.waitFor({ state: 'detached' });
    await badge(page, 'Synced').waitFor({ timeout: 60_000 });
    await context.close();

    // A fresh browser of the same coordinator gets every one of them from the server.
    const fresh = await newAppContext(env.browser, base);
    const again = await fresh.newPage();
    await signInViaUi(again, coordinator);
    await again.goto('/dashboard/areas');
    await again.getByText(/of 302$/).waitFor({ timeout: 30_000 });
    await again.getByRole('searchbox').fill('Booth 300');
    await again.getByRole('cell', { name: 'Booth 300', exact: true }).waitFor();
    await fresh.close();
  });
});
