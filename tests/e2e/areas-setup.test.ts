// Setting up in minutes: a coordinator adds a mandal's booths from one pasted list (a bad
// line is shown with its problem and left out), then makes a booth worker's account from a
// booth's own row and hands over what the form shows; the worker signs in with exactly that
// and finds their booth — and only it.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newAppContext } from '../utils/e2e-browser.ts';
import { signInViaUi } from '../utils/e2e-pages.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';
import { addArea, addBoothWorker, pasteAreaList, placeAccount } from '../utils/e2e-areas.ts';
import { createAccount, newUser } from '../utils/e2e-users.ts';

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

  it('adds a list of booths at once, then a booth worker from a booth row who signs in there', async () => {
    const base = env.server.url;
    const admin = newUser('Admin Prasad');
    const coordinator = newUser('Kamla Mishra');
    for (const u of [admin, coordinator]) await createAccount(base, u);
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
});
