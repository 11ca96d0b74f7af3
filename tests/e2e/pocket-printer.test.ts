// Slips on a pocket printer, in real Chromium against the real server, with a stand-in printer:
// Web Bluetooth cannot be driven headless, so an init script puts a fake `navigator.bluetooth`
// in the page (devkit/fake-printer.ts) whose print characteristic keeps every byte written, in
// order, as a printer receives them. Those bytes are read back here as a printer would (tests/utils/escpos-decoder.ts)
// and compared dot for dot with the slip the dialog shows (its canvas, read in the page). One
// voter's slip in Hindi at 360 px, printed with the network off; a panna's three slips; and a
// browser without Web Bluetooth, where the button says what it needs.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import enList from '../../src/locales/en/list.json';
import enOutput from '../../src/locales/en/voterOutput.json';
import enVoters from '../../src/locales/en/voters.json';
import hiList from '../../src/locales/hi/list.json';
import hiOutput from '../../src/locales/hi/voterOutput.json';
import hiVoters from '../../src/locales/hi/voters.json';
import { DESKTOP, PHONE, newAppContext } from '../../devkit/e2e-browser.ts';
import type { Lang } from '../../devkit/e2e-labels.ts';
import { interpolate, signInViaUi } from '../../devkit/e2e-pages.ts';
import { fakePrinter, noBluetooth, printerReceived } from '../../devkit/fake-printer.ts';
import { hindiVoters } from '../../devkit/pocket-slips.ts';
import { createAccount, newUser } from '../../devkit/e2e-users.ts';
import type { TestUser } from '../../devkit/e2e-users.ts';
import { apiToken, pushRecords, pushVoters } from '../../devkit/voter-seed.ts';
import { POCKET_STYLE } from '../../src/features/voters/output/pocket-slip.ts';
import type { MonoImage } from '../../src/printer/mono-image.ts';
import { inkDots } from '../../src/printer/mono-image.ts';
import { decodeEscPos, firstDifference } from '../utils/escpos-decoder.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';

const TEXT = {
  en: { list: enList.list, voters: enVoters.voters.screen, pocket: enOutput.voterOutput.pocket },
  hi: { list: hiList.list, voters: hiVoters.voters.screen, pocket: hiOutput.voterOutput.pocket },
};

/** The slip the dialog shows, read from its canvas in the page. */
async function shownSlip(page: Page, lang: Lang, name: string): Promise<MonoImage> {
  const label = interpolate(TEXT[lang].pocket.previewLabel, { name });
  const shown = await page
    .getByRole('img', { name: label })
    .evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      const dots: number[] = [];
      for (let i = 0; i < data.length; i += 4) dots.push(data[i]! < 128 ? 1 : 0);
      return { width: canvas.width, height: canvas.height, dots };
    });
  return { ...shown, dots: Uint8Array.from(shown.dots) };
}

/** The name's line and every label/value line under the rule: ink in each band of text. */
function nameInk(picture: MonoImage): number {
  const top = POCKET_STYLE.pad + POCKET_STYLE.band;
  return inkDots(picture, top, top + POCKET_STYLE.name.lineHeight);
}

const VOTERS = hindiVoters(3);
const fullName = (i: number) => `${VOTERS[i]!.firstName} ${VOTERS[i]!.lastName}`;

describe.skipIf(noBrowser)('slips on a pocket printer', () => {
  const env = useE2eEnv();
  let owner: TestUser | undefined;
  async function rollOwner(): Promise<TestUser> {
    if (owner) return owner;
    owner = newUser('Asha Verma');
    await createAccount(env.server.url, owner);
    const token = await apiToken(env.server.url, owner.email, owner.password);
    await pushVoters(
      env.server.url,
      token,
      VOTERS.map(({ id, ...fields }) => ({ id, fields })),
    );
    const memberId = '00000000-0000-4000-8000-000000000910';
    await pushRecords(env.server.url, token, [
      {
        table: 'members',
        id: memberId,
        fields: { firstName: 'Bharat', lastName: 'Verma', level: 'karyakarta' },
      },
      {
        table: 'pannas',
        fields: {
          pannaId: '00000000-0000-4000-8000-000000000911',
          partNumber: 12,
          fromSerial: 1,
          toSerial: 3,
          memberId,
          memberName: 'Bharat Verma',
          assignedAt: '2026-11-01T10:00:00.000Z',
        },
      },
    ]);
    return owner;
  }

  async function openVoterSlip(page: Page, lang: Lang): Promise<void> {
    await page.goto('/dashboard/voter-list');
    const actions = new RegExp(`^${TEXT[lang].list.rowActions.replace('{{name}}', '.+')}$`);
    await page.getByRole('button', { name: actions }).first().click({ timeout: 30_000 });
    await page.getByRole('menuitem', { name: TEXT[lang].voters.printSlip, exact: true }).click();
  }

  it('prints one voter’s Hindi slip offline, the bytes reading back as the slip on screen (360 px)', async () => {
    const user = await rollOwner();
    const context = await newAppContext(env.browser, env.server.url, { viewport: PHONE });
    await context.addInitScript(() => localStorage.setItem('lang', 'hi'));
    await fakePrinter(context);
    const page = await context.newPage();
    await signInViaUi(page, user, 'hi');
    await openVoterSlip(page, 'hi');
    const shown = await shownSlip(page, 'hi', fullName(0));

    // With the network off, printing asks nothing of it: no code, no font, no call.
    await context.setOffline(true);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.getByRole('button', { name: TEXT.hi.pocket.bluetooth }).click();
    await page
      .getByRole('status')
      .filter({ hasText: interpolate(TEXT.hi.pocket.status.done_one, { count: 1 }) })
      .waitFor({ timeout: 30_000 });
    // The sync engine may knock on the API while offline; nothing else may be asked for.
    expect(requests.filter((url) => !new URL(url).pathname.startsWith('/api/'))).toEqual([]);

    const printer = await printerReceived(page);
    expect(printer.requests).toHaveLength(1);
    expect(printer.requests[0]!.tapActive).toBe(true);
    expect(printer.requests[0]!.optionalServices).toContain('000018f0-0000-1000-8000-00805f9b34fb');
    expect(Math.max(...printer.writes)).toBeLessThanOrEqual(180);
    const job = decodeEscPos(Uint8Array.from(printer.bytes));
    expect(job.pictures).toHaveLength(1);
    expect(firstDifference(job.pictures[0]!, shown)).toBeNull();
    expect(job.pictures[0]!.width).toBe(384);
    // The Hindi name is on paper as letters' ink, not a blank line.
    expect(nameInk(job.pictures[0]!)).toBeGreaterThan(300);
    await context.close();
  });

  it('prints a panna’s slips one after another, the first as shown', async () => {
    const user = await rollOwner();
    const context = await newAppContext(env.browser, env.server.url, { viewport: DESKTOP });
    await fakePrinter(context);
    const page = await context.newPage();
    await signInViaUi(page, user);
    await page.goto('/dashboard/panna');
    const range = { part: 12, from: 1, to: 3 };
    await page
      .getByRole('button', { name: interpolate(TEXT.en.pocket.pannaButtonLabel, range) })
      .click({ timeout: 30_000 });
    const shown = await shownSlip(page, 'en', fullName(0));
    await page
      .getByRole('status')
      .filter({ hasText: interpolate(TEXT.en.pocket.status.many, { count: 3 }) })
      .waitFor();
    await page.getByRole('button', { name: TEXT.en.pocket.bluetooth }).click();
    await page
      .getByRole('status')
      .filter({ hasText: interpolate(TEXT.en.pocket.status.done_other, { count: 3 }) })
      .waitFor({ timeout: 60_000 });

    const job = decodeEscPos(Uint8Array.from((await printerReceived(page)).bytes));
    expect(job.resets).toBe(1);
    expect(job.pictures).toHaveLength(3);
    expect(firstDifference(job.pictures[0]!, shown)).toBeNull();
    // Three voters, three different slips, each with its name in ink.
    expect(firstDifference(job.pictures[1]!, job.pictures[0]!)).not.toBeNull();
    expect(firstDifference(job.pictures[2]!, job.pictures[1]!)).not.toBeNull();
    for (const picture of job.pictures) expect(nameInk(picture)).toBeGreaterThan(300);
    await context.close();
  });

  it.each([
    ['en', DESKTOP],
    ['hi', PHONE],
  ] as const)(
    'says what it needs where the browser has no Bluetooth (%s)',
    async (lang, viewport) => {
      const user = await rollOwner();
      const context = await newAppContext(env.browser, env.server.url, { viewport });
      if (lang === 'hi') await context.addInitScript(() => localStorage.setItem('lang', 'hi'));
      await noBluetooth(context);
      const page = await context.newPage();
      await signInViaUi(page, user, lang);
      await openVoterSlip(page, lang);
      const button = page.getByRole('button', { name: TEXT[lang].pocket.bluetooth });
      await page.getByText(TEXT[lang].pocket.needs.bluetooth).waitFor({ timeout: 15_000 });
      expect(await button.isDisabled()).toBe(true);
      // The words are tied to the button, so a screen reader reads them with it.
      const described = await button.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${described}"]`).textContent()).toBe(
        TEXT[lang].pocket.needs.bluetooth,
      );
      await context.close();
    },
  );
});
