// Booth Team Members against the real server: add, edit, disable/enable and delete through the
// UI, with the spec's texts, and every change reaching the server.
import { describe, expect, it } from 'vitest';
import { newAppContext } from '../../devkit/e2e-browser.ts';
import { looksGreen } from '../utils/e2e-colors.ts';
import { signInViaUi } from '../../devkit/e2e-pages.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';
import { createAccount, newUser } from '../../devkit/e2e-users.ts';
import { BoothTeamPage } from '../../devkit/pages/booth-team.ts';

const RAMESH = {
  name: 'Ramesh Kumar',
  assembly: 'Lucknow Central',
  designation: 'Booth Adhyaksh',
  phone: '9876543210',
  district: 'Lucknow',
  city: 'Lucknow',
};

describe.skipIf(noBrowser)('booth team', () => {
  const env = useE2eEnv();

  it('adds, edits, disables, enables and deletes a booth member', async () => {
    const user = newUser('Kavita Singh');
    await createAccount(env.server.url, user);
    const context = await newAppContext(env.browser, env.server.url);
    const page = await context.newPage();
    await signInViaUi(page, user);
    const booth = new BoothTeamPage(page);
    await booth.goto();
    await booth.emptyMessage().waitFor();
    expect(await booth.showResult().inputValue()).toBe('10');

    // Empty Submit: "Required" in red under the name and the phone, the only required fields.
    await booth.addButton().click();
    await booth.createHeading().waitFor();
    await booth.submit().click();
    const required = page.getByText('Required', { exact: true });
    await required.first().waitFor();
    expect(await required.count()).toBe(2);
    const color = await required.first().evaluate((el) => getComputedStyle(el).color);
    expect(color).toMatch(/^rgb\((2[0-5]\d|1[5-9]\d), \d{1,2}, \d{1,2}\)$/);
    await page.getByRole('button', { name: 'Back' }).click();

    await booth.add(RAMESH);
    const row = booth.row(RAMESH.name);
    for (const text of ['1', RAMESH.designation, RAMESH.phone, RAMESH.assembly, 'Active'])
      await row.getByText(text, { exact: true }).first().waitFor();
    expect(await looksGreen(row.getByText('Active', { exact: true }))).toBe(true);

    await booth.edit(RAMESH.name, { designation: 'Booth Sachiv', city: 'Kanpur' });
    await row.getByText('Booth Sachiv', { exact: true }).waitFor();
    await row.getByText('Kanpur', { exact: true }).waitFor();

    await booth.chooseAction(RAMESH.name, 'disable');
    await row.getByText('Inactive', { exact: true }).waitFor();
    await booth.chooseAction(RAMESH.name, 'enable');
    await row.getByText('Active', { exact: true }).waitFor();

    // Search by phone, then by a name that matches nobody.
    await booth.search().fill('43210');
    await row.waitFor();
    await booth.search().fill('nobody');
    await booth.emptyMessage().waitFor();
    await booth.search().fill('');

    await booth.delete(RAMESH.name);
    await booth.emptyMessage().waitFor();

    // Everything reached the server: the header badge settles on "Synced".
    await page.getByRole('link', { name: /Sync status: .*Synced/ }).waitFor({ timeout: 30_000 });
    await context.close();
  });

  it('shows a member added in one session in a second session of the same user', async () => {
    const user = newUser('Farida Khan');
    await createAccount(env.server.url, user);
    const first = await newAppContext(env.browser, env.server.url);
    const pageA = await first.newPage();
    await signInViaUi(pageA, user);
    const boothA = new BoothTeamPage(pageA);
    await boothA.goto();
    await boothA.add({ ...RAMESH, name: 'Sunil Yadav' });

    const second = await newAppContext(env.browser, env.server.url);
    const pageB = await second.newPage();
    await signInViaUi(pageB, user);
    const boothB = new BoothTeamPage(pageB);
    await boothB.goto();
    await boothB.row('Sunil Yadav').waitFor({ timeout: 30_000 });
    await first.close();
    await second.close();
  });
});
