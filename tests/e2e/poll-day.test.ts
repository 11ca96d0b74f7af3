// Poll-day mode in Chromium against the real server: on a 360 px phone in Hindi a worker finds a
// voter stored in Latin letters by typing the surname in Devanagari, marks them voted with one
// tap, undoes it, marks again, then marks another voter by part/serial while offline; the
// coordinator's open turnout view (desktop, English) and the dashboard's whole-area card,
// counted on the server, show each mark within seconds of it reaching the server.
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import hiPollDay from '../../src/locales/hi/pollDay.json';
import { DESKTOP, PHONE, newAppContext } from '../../devkit/e2e-browser.ts';
import { fitsWidth, interpolate, signInViaUi } from '../../devkit/e2e-pages.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';
import { createAccount, newUser } from '../../devkit/e2e-users.ts';
import { apiToken, pushVoters, threePollDayVoters } from '../../devkit/voter-seed.ts';

const hi = hiPollDay.pollDay;

const VOTERS = threePollDayVoters(0);

describe.skipIf(noBrowser)('poll-day mode', () => {
  const env = useE2eEnv();
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
  });

  it('marks, undoes and marks offline on a Hindi phone; the coordinator sees the turnout move', async () => {
    const user = newUser('Asha Verma');
    await createAccount(env.server.url, user);
    await pushVoters(
      env.server.url,
      await apiToken(env.server.url, user.email, user.password),
      VOTERS,
    );

    const deskContext = await newAppContext(env.browser, env.server.url, { viewport: DESKTOP });
    contexts.push(deskContext);
    const desk = await deskContext.newPage();
    await signInViaUi(desk, user);
    await desk.goto('/dashboard/poll-day');
    await desk.getByText('0 of 3 voters have voted (0%)').waitFor({ timeout: 30_000 });

    const phoneContext = await newAppContext(env.browser, env.server.url, { viewport: PHONE });
    contexts.push(phoneContext);
    await phoneContext.addInitScript(() => localStorage.setItem('lang', 'hi'));
    const phone = await phoneContext.newPage();
    await signInViaUi(phone, user, 'hi');
    await phone.goto('/dashboard/poll-day');
    await phone
      .getByText(interpolate(hi.turnoutOf, { voted: 0, total: 3, percent: '0%' }))
      .waitFor({
        timeout: 30_000,
      });

    // शर्मा finds Ram Sharma, stored in Latin letters.
    await phone.getByLabel(hi.search).fill('शर्मा');
    const results = phone.getByRole('list', { name: hi.results });
    const mark = results.getByRole('button', {
      name: interpolate(hi.markVoted, { name: 'Ram Sharma' }),
    });
    await mark.click();
    await results.getByText(hi.voted).waitFor();
    const undo = results.getByRole('button', {
      name: interpolate(hi.undoLabel, { name: 'Ram Sharma' }),
    });
    const box = await undo.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(await fitsWidth(phone)).toBe(true);
    await desk.getByText('1 of 3 voters have voted (33.3%)').waitFor({ timeout: 10_000 });
    await undo.click();
    await mark.waitFor();
    await desk.getByText('0 of 3 voters have voted (0%)').waitFor({ timeout: 10_000 });
    await mark.click();
    await desk.getByText('1 of 3 voters have voted (33.3%)').waitFor({ timeout: 10_000 });

    // The dashboard's whole-area card counts on the server (the first account is the admin).
    const board = await deskContext.newPage();
    await board.goto('/dashboard');
    const byPart = board.getByRole('table', { name: 'Turnout by part' });
    await byPart.getByRole('row', { name: /^12\s*3\s*1 \(33\.3%\)/ }).waitFor({ timeout: 30_000 });
    await board.getByRole('table', { name: 'Turnout by hour' }).getByRole('row').nth(1).waitFor();

    // Offline: part 12, serial 2 on the roll is Geeta Devi.
    await phoneContext.setOffline(true);
    await phone.getByLabel(hi.search).fill('12/2');
    await results
      .getByRole('button', { name: interpolate(hi.markVoted, { name: 'Geeta Devi' }) })
      .click();
    await phone
      .getByText(interpolate(hi.turnoutOf, { voted: 2, total: 3, percent: '66.7%' }))
      .waitFor();
    await desk.waitForTimeout(1500);
    expect(await desk.getByText('2 of 3 voters have voted (66.7%)').count()).toBe(0);

    // Back online: the mark goes out and the coordinator's view moves within seconds.
    await phoneContext.setOffline(false);
    await phone.evaluate(() => window.dispatchEvent(new Event('online')));
    await desk.getByText('2 of 3 voters have voted (66.7%)').waitFor({ timeout: 15_000 });
    await byPart.getByRole('row', { name: /^12\s*3\s*2 \(66\.7%\)/ }).waitFor({ timeout: 15_000 });
  });
});
