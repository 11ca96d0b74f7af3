// Poll-day mode in Chromium against the real server: on a 360 px phone in Hindi a worker finds a
// voter stored in Latin letters by typing the surname in Devanagari, marks them voted with one
// tap, undoes it, marks again, then marks another voter by part/serial while offline; the
// coordinator's open turnout view (desktop, English) and the dashboard's whole-area card,
// counted on the server, show each mark within seconds of it reaching the server. Then a booth
// of 240 with 10 marked: every one of the 230 not yet voted is reached by scrolling the list.
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import hiPollDay from '../../src/locales/hi/pollDay.json';
import { DESKTOP, PHONE, newAppContext } from '../../devkit/e2e-browser.ts';
import { fitsWidth, interpolate, signInViaUi } from '../../devkit/e2e-pages.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';
import { createAccount, newUser } from '../../devkit/e2e-users.ts';
import {
  apiToken,
  pushRecords,
  pushVoters,
  seedRoll,
  threePollDayVoters,
} from '../../devkit/voter-seed.ts';
import type { TestUser } from '../../devkit/e2e-users.ts';

const hi = hiPollDay.pollDay;

const VOTERS = threePollDayVoters(0);

describe.skipIf(noBrowser)('poll-day mode', () => {
  const env = useE2eEnv();
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
  });

  let user: TestUser;

  it('marks, undoes and marks offline on a Hindi phone; the coordinator sees the turnout move', async () => {
    user = newUser('Asha Verma');
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

  it('reaches every voter not yet voted, 230 of a booth of 240, by scrolling the list (360 px)', async () => {
    const base = env.server.url;
    const token = await apiToken(base, user.email, user.password);
    const booth = seedRoll(240, 44).map((v, i) => ({
      id: v.id,
      fields: { ...v.fields, partNumber: 14, serialNumber: i + 1 } as Record<string, unknown>,
    }));
    await pushVoters(base, token, booth);
    await pushRecords(
      base,
      token,
      booth.slice(0, 10).map((v) => ({
        table: 'voteMarks' as const,
        fields: { voterId: v.id, voted: true, markedAt: '2026-11-25T04:30:00.000Z' },
      })),
    );
    const context = await newAppContext(env.browser, base, { viewport: PHONE });
    contexts.push(context);
    await context.addInitScript(() => localStorage.setItem('pollDayPart', '14'));
    const page = await context.newPage();
    await signInViaUi(page, user);
    await page.goto('/dashboard/poll-day');
    await page
      .getByRole('heading', { name: 'Not yet voted · Part 14: 230' })
      .waitFor({ timeout: 60_000 });

    // Down the page a screen at a time, noting the serial of every row drawn.
    const list = page.getByRole('list', { name: 'Voters not yet voted' });
    const seen = new Set<number>();
    for (let screens = 0; screens < 200; screens++) {
      const rows = await list.evaluate((ul) =>
        [...ul.querySelectorAll('li')].map((li) => li.textContent ?? ''),
      );
      for (const row of rows) {
        const serial = /No\. (\d+)/.exec(row);
        if (serial) seen.add(Number(serial[1]));
      }
      const atEnd = await page.evaluate(
        () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      );
      if (atEnd) break;
      await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.8));
      await page.waitForTimeout(50);
    }
    const expected = Array.from({ length: 230 }, (_, i) => i + 11);
    expect([...seen].sort((a, b) => a - b)).toEqual(expected);
    // The last voter of the roll is on the screen at the end, with a number to call.
    const last = list.getByRole('listitem').filter({ hasText: 'No. 240' });
    const box = (await last.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    expect(await last.getByRole('link').count()).toBeGreaterThan(0);
    expect(await fitsWidth(page)).toBe(true);
  });
});
