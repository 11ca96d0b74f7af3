// Door to door in Chromium against the real server: the coordinator (desktop, English) assigns
// a panna to the karyakarta; the karyakarta's phone (360 px, Hindi) opens on that panna ("My
// voters"): the roll's houses (no addresses, as the Commission's files have none) headed by
// their house numbers, each voter with the roll serial and a call button; it records visits
// offline — a whole house in three taps, then one voter — sees the houses-visited progress at
// once, and once back online the coordinator's dashboard shows the coverage and the leaning,
// on the phone's data and counted on the server.
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import hiWalk from '../../src/locales/hi/walk.json';
import { DESKTOP, PHONE, newAppContext } from '../../devkit/e2e-browser.ts';
import { fitsWidth, interpolate, signInViaUi } from '../../devkit/e2e-pages.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';
import { createAccount, newUser } from '../../devkit/e2e-users.ts';
import { apiToken, pushRecords, pushVoters } from '../../devkit/voter-seed.ts';

const hi = hiWalk.walk;

// As a roll gives them, without addresses. Part 12: house 3 with two voters (its number
// printed in Devanagari for one), house 7 with one (serials 1–3); part 13: one voter.
const VOTERS = [
  ['Ram', 'Sharma', 12, 1, '3', '9876500001'],
  ['Sita', 'Sharma', 12, 2, '३', ''],
  ['Mohan', 'Yadav', 12, 3, '7', ''],
  ['Ravi', 'Kumar', 13, 1, '1', ''],
].map(([firstName, lastName, partNumber, serialNumber, houseno, phone], i) => ({
  id: `00000000-0000-4000-8000-00000000080${i}`,
  fields: {
    firstName,
    lastName,
    partNumber,
    serialNumber,
    sectionNumber: 1,
    sectionName: 'Sector Q',
    houseno,
    ...(phone ? { phone } : {}),
    age: 40 + i,
    gender: 'Male',
  },
}));

describe.skipIf(noBrowser)('door to door', () => {
  const env = useE2eEnv();
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
  });

  it('records visits offline on a Hindi phone; the coordinator dashboard shows the coverage', async () => {
    const user = newUser('Asha Verma');
    await createAccount(env.server.url, user);
    await pushVoters(
      env.server.url,
      await apiToken(env.server.url, user.email, user.password),
      VOTERS,
    );

    // The karyakarta's team record carries the account's e-mail: their panna is "My voters".
    await pushRecords(env.server.url, await apiToken(env.server.url, user.email, user.password), [
      {
        table: 'members',
        fields: {
          level: 'karyakarta',
          status: 'active',
          firstName: 'Asha',
          lastName: 'Verma',
          email: user.email,
        },
      },
    ]);
    const deskContext = await newAppContext(env.browser, env.server.url, { viewport: DESKTOP });
    contexts.push(deskContext);
    const desk = await deskContext.newPage();
    await signInViaUi(desk, user);
    await desk.goto('/dashboard/panna');
    await desk.getByRole('button', { name: 'Assign panna' }).click();
    const form = desk.getByRole('form', { name: 'Assign panna' });
    await form.getByLabel(/^Part/).selectOption('12');
    await form.getByLabel(/^Karyakarta/).selectOption({ label: 'Asha Verma' });
    await form.getByLabel(/^From serial/).fill('1');
    await form.getByLabel(/^To serial/).fill('3');
    await form.getByRole('button', { name: 'Assign', exact: true }).click();
    await desk.getByText('Part 12 · serials 1–3').waitFor({ timeout: 10_000 });

    const phoneContext = await newAppContext(env.browser, env.server.url, { viewport: PHONE });
    contexts.push(phoneContext);
    await phoneContext.addInitScript(() => localStorage.setItem('lang', 'hi'));
    const phone = await phoneContext.newPage();
    await signInViaUi(phone, user, 'hi');
    await phone.goto('/dashboard/door-to-door');
    await phone
      .getByText(interpolate(hi.progress, { visited: 0, total: 2 }))
      .waitFor({ timeout: 30_000 });
    // It opens on the panna just assigned (part 12, serials 1–3: its two houses).
    const mine = interpolate(hi.myPanna, { part: 12, from: 1, to: 3 });
    const walkOf = phone
      .locator('select')
      .filter({ has: phone.locator('option', { hasText: mine }) });
    await expect
      .poll(() => walkOf.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent))
      .toBe(mine);

    // The houses in serial order, headed by their numbers; each voter with the roll serial.
    const houses = phone.getByRole('list', { name: hi.households }).locator(':scope > li');
    await expect.poll(() => houses.count()).toBe(2);
    const house3 = houses.nth(0);
    await house3.getByText(interpolate(hi.house, { number: 3 }), { exact: true }).waitFor();
    await houses
      .nth(1)
      .getByText(interpolate(hi.house, { number: 7 }), { exact: true })
      .waitFor();
    for (const [serial, name] of [
      [1, 'Ram Sharma'],
      [2, 'Sita Sharma'],
    ] as const)
      await house3.getByText(`${interpolate(hi.serial, { serial })} ${name}`).waitFor();
    await houses
      .nth(1)
      .getByText(`${interpolate(hi.serial, { serial: 3 })} Mohan Yadav`)
      .waitFor();
    const call = house3.getByRole('link', { name: interpolate(hi.call, { name: 'Ram Sharma' }) });
    expect(await call.getAttribute('href')).toBe('tel:9876500001');
    expect(await house3.getByRole('link').count()).toBe(1);

    await phoneContext.setOffline(true);
    await phone
      .getByRole('button', {
        name: interpolate(hi.visitHouseLabel, { address: interpolate(hi.house, { number: 3 }) }),
      })
      .click();
    const sheet = phone.getByRole('dialog');
    await sheet.getByRole('radio', { name: hi.outcomes.met }).check();
    await sheet.getByRole('radio', { name: hi.leanings.supporter }).check();
    await sheet.getByRole('button', { name: hi.sheet.save }).click();
    await sheet.waitFor({ state: 'detached' });
    await phone.getByText(interpolate(hi.progress, { visited: 1, total: 2 })).waitFor();
    await phone
      .getByRole('button', { name: interpolate(hi.visitLabel, { name: 'Mohan Yadav' }) })
      .click();
    await sheet.getByRole('radio', { name: hi.outcomes.notHome }).check();
    await sheet.getByRole('button', { name: hi.sheet.save }).click();
    await phone.getByText(interpolate(hi.progress, { visited: 2, total: 2 })).waitFor();
    expect(await fitsWidth(phone)).toBe(true);

    // The coordinator's dashboard has nothing yet: the visits are still on the phone.
    await desk.goto('/dashboard');
    await desk.getByText('No visits recorded yet.').waitFor({ timeout: 30_000 });

    await phoneContext.setOffline(false);
    await phone.evaluate(() => window.dispatchEvent(new Event('online')));
    // 3 of 4 voters contacted (the whole of house 3 and Mohan), 2 of them supporters.
    await desk.getByText('75% of voters').waitFor({ timeout: 20_000 });
    await desk.getByText('Supporter: 2').waitFor();
    const parts = desk.getByRole('table', { name: 'Voters, contacted and voted per part' });
    await parts.getByRole('row', { name: /^12\s*3\s*3\s*0$/ }).waitFor();
    // The server counts the same (the first account is the admin: the whole area card shows).
    await desk
      .getByRole('table', { name: 'Turnout by part' })
      .getByRole('row', { name: /^12\s*3\s*0 \(0%\)\s*100%\s*2$/ })
      .waitFor({ timeout: 20_000 });
  });
});
