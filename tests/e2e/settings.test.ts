// Settings in Chromium against the real server: the admin sets the poll day and adds a
// religion on the Settings screen at 1280 px in English; a booth worker on a 360 px phone in
// Hindi then finds the religion in the voter form and the poll day on the voter's slip.
import { describe, expect, it } from 'vitest';
import hiSettings from '../../src/locales/hi/settings.json';
import hiOutput from '../../src/locales/hi/voterOutput.json';
import type { SettingsResponse } from '../../src/domain/settings.ts';
import { DESKTOP, PHONE, newAppContext } from '../../devkit/e2e-browser.ts';
import { placeAccount } from '../../devkit/e2e-areas.ts';
import { signInViaUi } from '../../devkit/e2e-pages.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';
import { apiJson, createAccount, newUser } from '../../devkit/e2e-users.ts';
import { apiToken } from '../../devkit/voter-seed.ts';
import { VoterReportPage } from '../../devkit/pages/voter-report.ts';

const BOOTH = 'up/lucknow/lucknow-central/aliganj/sector-q/booth-12';

describe.skipIf(noBrowser)('settings', () => {
  const env = useE2eEnv();
  const admin = newUser('Kamla Mishra');
  const worker = newUser('Ravi Kumar');

  it('the admin sets the poll day and adds a religion; a booth worker sees both', async () => {
    const base = env.server.url;
    await createAccount(base, admin);
    await createAccount(base, worker);
    await placeAccount(base, admin, worker, BOOTH);

    // The admin, at a desk.
    const desk = await newAppContext(env.browser, base, { viewport: DESKTOP });
    const page = await desk.newPage();
    await signInViaUi(page, admin);
    await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const poll = page.getByRole('region', { name: 'Poll day' });
    await poll.getByLabel('Poll date').fill('2027-02-14');
    await poll.getByLabel('Polling starts').fill('07:00');
    await poll.getByLabel('Polling ends').fill('18:00');
    await poll.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved. Phones get it when they are next online.').first().waitFor();

    const religions = page.getByRole('region', { name: 'Religions' });
    await religions.getByLabel('New option in English').fill('Parsi');
    await religions.getByLabel('New option in Hindi').fill('पारसी');
    await religions.getByRole('button', { name: 'Add' }).click();
    await religions.getByText('Changes not saved yet').waitFor();
    await religions.getByRole('button', { name: 'Save' }).click();
    await religions.getByText('Changes not saved yet').waitFor({ state: 'detached' });
    await desk.close();

    const token = await apiToken(base, worker.email, worker.password);
    const { settings } = await apiJson<SettingsResponse>(base, '/settings', { token });
    expect(settings.election).toEqual({
      pollDate: '2027-02-14',
      pollStart: '07:00',
      pollEnd: '18:00',
    });
    expect(settings.optionLists.religion.at(-1)).toEqual({
      value: 'Parsi',
      en: 'Parsi',
      hi: 'पारसी',
    });

    // The booth worker, on a phone, in Hindi.
    const phone = await newAppContext(env.browser, base, { viewport: PHONE });
    await phone.addInitScript(() => localStorage.setItem('lang', 'hi'));
    const mobile = await phone.newPage();
    await signInViaUi(mobile, worker, 'hi');
    const r = new VoterReportPage(mobile, 'hi');
    await r.goto('district/report1/caste-wise-list');
    await mobile.getByRole('button', { name: 'मतदाता जोड़ें' }).click();
    const religion = mobile.getByLabel(/^धर्म( \*)?$/);
    await religion.locator('option', { hasText: 'पारसी' }).waitFor({ state: 'attached' });
    await r.fill({
      firstName: 'Rustom',
      lastName: 'Irani',
      relation: 'Jamshed Irani',
      gender: 'Male',
      age: '52',
      phone: '9876500052',
      voterId: 'ZZS0000052',
      partNumber: '12',
      address: 'House 3, Aliganj',
      religion: 'Parsi',
    });
    await mobile
      .getByLabel(/^जाति( \*)?$/)
      .and(mobile.locator('input'))
      .fill('Irani');
    await r.submit();
    // The list shows the voter's religion by its Hindi label.
    const card = mobile.locator('article, li, tr').filter({ hasText: 'ZZS0000052' }).last();
    await card.getByText('पारसी', { exact: true }).waitFor({ timeout: 30_000 });

    // On a phone the outputs are under one menu.
    await mobile.getByRole('button', { name: hiOutput.voterOutput.actions.menu }).click();
    await mobile.getByRole('menuitem', { name: hiOutput.voterOutput.actions.slips }).click();
    const slips = mobile.getByRole('dialog', { name: /^मतदाता पर्ची: / });
    const slip = slips.getByRole('article', { name: 'Rustom Irani' });
    await slip.waitFor();
    await slip.getByText(hiOutput.voterOutput.slip.poll, { exact: true }).waitFor();
    // The date in Chromium's Hindi month name; the hours on the 24-hour clock.
    await slip.getByText(/^14 .+ 2027, 07:00–18:00$/).waitFor();
    await phone.close();
  }, 180_000);

  it('tells anyone but the admin that only the admin changes settings', async () => {
    const context = await newAppContext(env.browser, env.server.url, { viewport: PHONE });
    await context.addInitScript(() => localStorage.setItem('lang', 'hi'));
    const page = await context.newPage();
    await signInViaUi(page, worker, 'hi');
    await page.goto('/dashboard/settings');
    await page.getByText(hiSettings.settings.notAdmin).waitFor();
    await context.close();
  }, 60_000);
});
