// The agent's pad never moves under the finger (issue 44), in Chromium on a 360×740 phone, in
// English and in Hindi: the place of every key and of the Mark slot (getBoundingClientRect) is
// the same before a serial and after each of its digits, after the mark, for a repeat and for
// a serial outside the part; Mark only ever shows inside its slot, clear of every key; a repeat
// says who marked the voter and when, and it and the outside message fit their space uncut;
// the digit after either starts a new serial; the whole pad fits the screen without scrolling.
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import enPollDay from '../../src/locales/en/pollDay.json';
import hiPollDay from '../../src/locales/hi/pollDay.json';
import { PHONE, newAppContext } from '../../devkit/e2e-browser.ts';
import { fitsWidth, interpolate, signInViaUi } from '../../devkit/e2e-pages.ts';
import { createAccount, newUser } from '../../devkit/e2e-users.ts';
import type { TestUser } from '../../devkit/e2e-users.ts';
import { apiToken, pushVoters, seedRoll } from '../../devkit/voter-seed.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';

const VOTERS = 150;
const TEXT = { en: enPollDay.pollDay, hi: hiPollDay.pollDay };

type Box = [x: number, y: number, width: number, height: number];
type Geometry = { keys: Box[]; slot: Box; display: Box; mark: Box | null };

/** Where the keys, the Mark slot, the display and (when shown) the Mark button are now. */
function geometry(page: Page, keysLabel: string): Promise<Geometry> {
  return page.evaluate((label) => {
    const box = (el: Element): Box => {
      const r = el.getBoundingClientRect();
      return [r.x, r.y, r.width, r.height].map((n) => Math.round(n * 10) / 10) as Box;
    };
    const pad = document.querySelector(`[role="group"][aria-label="${label}"]`)!;
    const slot = document.querySelector('[data-testid="pad-mark-slot"]')!;
    const mark = slot.querySelector('button');
    return {
      keys: [...pad.querySelectorAll('button')].map(box),
      slot: box(slot),
      display: box(document.querySelector('[data-testid="pad-display"]')!),
      mark: mark ? box(mark) : null,
    };
  }, keysLabel);
}

const overlaps = (a: Box, b: Box) =>
  a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];
const inside = (a: Box, b: Box) =>
  a[0] >= b[0] && a[1] >= b[1] && a[0] + a[2] <= b[0] + b[2] && a[1] + a[3] <= b[1] + b[3];

/** Every element of the result whose text is cut (more than its box shows). */
const cutTexts = (page: Page) =>
  page
    .getByTestId('pad-result')
    .evaluate((box) =>
      [box, ...box.querySelectorAll('*')]
        .filter(
          (el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1,
        )
        .map((el) => el.textContent),
    );

describe.skipIf(noBrowser)('the pad never moves', () => {
  const env = useE2eEnv();
  const contexts: BrowserContext[] = [];
  let user: TestUser;
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
  });

  async function openPad(lang: 'en' | 'hi'): Promise<Page> {
    if (!user) {
      user = newUser('Anita Sharma');
      await createAccount(env.server.url, user);
      const roll = seedRoll(VOTERS).map((v, i) => ({
        id: v.id,
        fields: { ...v.fields, partNumber: 12, serialNumber: i + 1 } as Record<string, unknown>,
      }));
      await pushVoters(
        env.server.url,
        await apiToken(env.server.url, user.email, user.password),
        roll,
      );
    }
    const context = await newAppContext(env.browser, env.server.url, { viewport: PHONE });
    contexts.push(context);
    await context.addInitScript((l) => {
      localStorage.setItem('lang', l);
      localStorage.setItem('pollDayMode', '"pad"');
    }, lang);
    const page = await context.newPage();
    await signInViaUi(page, user, lang);
    await page.goto('/dashboard/poll-day');
    await page.getByText(TEXT[lang].pad.typeSerial).waitFor({ timeout: 60_000 });
    return page;
  }

  // Each language marks its own serial: the second run's phone has the first run's marks.
  for (const [lang, serial] of [
    ['en', '123'],
    ['hi', '134'],
  ] as const)
    it(`keeps every key and Mark in place through a serial, a mark, a repeat and an outside serial (${lang})`, async () => {
      const text = TEXT[lang];
      const page = await openPad(lang);
      const pad = page.getByRole('group', { name: text.pad.keys });
      const digits = page.getByTestId('pad-digits');
      const result = page.getByTestId('pad-result');
      const before = await geometry(page, text.pad.keys);
      expect(before.keys).toHaveLength(12);
      expect(before.mark).toBeNull();
      // The whole pad on the screen, Mark's slot below every key.
      expect(before.slot[1] + before.slot[3]).toBeLessThanOrEqual(PHONE.height);
      for (const key of before.keys) expect(key[1] + key[3]).toBeLessThanOrEqual(before.slot[1]);
      expect(await fitsWidth(page)).toBe(true);

      const samePlaces = async (step: string) => {
        const now = await geometry(page, text.pad.keys);
        expect(now.keys, step).toEqual(before.keys);
        expect(now.slot, step).toEqual(before.slot);
        expect(now.display, step).toEqual(before.display);
        if (now.mark) {
          expect(inside(now.mark, now.slot), step).toBe(true);
          for (const key of now.keys) expect(overlaps(now.mark, key), step).toBe(false);
        }
        return now;
      };
      const type = async (serial: string, startsAt = '') => {
        for (const [i, digit] of [...serial].entries()) {
          await pad.getByRole('button', { name: digit, exact: true }).click();
          await expect.poll(() => digits.textContent()).toBe(startsAt + serial.slice(0, i + 1));
          await samePlaces(`${serial}: after digit ${i + 1}`);
        }
      };

      // A serial, digit by digit: each prefix is a voter of the part, Mark shows in its slot.
      await type(serial);
      const found = await samePlaces(`${serial} found`);
      expect(found.mark).not.toBeNull();
      const name = (await result.locator('div').first().textContent())!;
      await page.getByTestId('pad-mark-slot').getByRole('button').click();
      await page.getByText(interpolate(text.pad.lastMarked, { serial, name })).waitFor();
      expect((await samePlaces('after the mark')).mark).toBeNull();

      // The same serial again: who marked them and when, no Mark, nothing moved, nothing cut.
      await type(serial);
      const repeat = result.getByText(new RegExp(`${user.name}.*\\d{1,2}:\\d{2}`));
      await repeat.waitFor();
      expect(await repeat.textContent()).toContain(
        text.pad.alreadyVotedBy.slice(0, text.pad.alreadyVotedBy.indexOf(':')),
      );
      expect((await samePlaces('repeat')).mark).toBeNull();
      expect(await cutTexts(page)).toEqual([]);
      // No serial of 1–150 starts with it and is longer: the next digit starts the next serial.
      await type('7');
      expect((await samePlaces('7 found')).mark).not.toBeNull();

      // A serial outside the part: said, uncut; the next digit starts a new serial.
      await pad.getByRole('button', { name: text.pad.clear }).click();
      await type('999');
      await result
        .getByText(interpolate(text.pad.outside, { serial: 999, part: 12, first: 1, last: VOTERS }))
        .waitFor();
      expect(await cutTexts(page)).toEqual([]);
      await type('4');
      expect((await samePlaces('after the outside serial')).mark).not.toBeNull();
    });
});
