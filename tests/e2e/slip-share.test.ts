// One voter's slip sent from the row menu, in real Chromium against the real server, with a
// stand-in for the phone's share sheet (navigator.share/canShare, set before the app loads):
// where the sheet takes files, a PNG of the slip arrives with the slip's text, big enough and
// with ink on it (in English at 1280 px and in Hindi at 360 px); where it does not, the text
// alone. SLIP_SHOT_DIR, when set, keeps the pictures to look at.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import enList from '../../src/locales/en/list.json';
import enVoters from '../../src/locales/en/voters.json';
import hiList from '../../src/locales/hi/list.json';
import hiVoters from '../../src/locales/hi/voters.json';
import { DESKTOP, PHONE, newAppContext } from '../../devkit/e2e-browser.ts';
import type { Lang } from '../../devkit/e2e-labels.ts';
import { signInViaUi } from '../../devkit/e2e-pages.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';
import { createAccount, newUser } from '../../devkit/e2e-users.ts';
import type { TestUser } from '../../devkit/e2e-users.ts';
import { apiToken, pushVoters, seedRoll } from '../../devkit/voter-seed.ts';

const TEXT = {
  en: { rowActions: enList.list.rowActions, share: enVoters.voters.screen.shareSlip },
  hi: { rowActions: hiList.list.rowActions, share: hiVoters.voters.screen.shareSlip },
};

/** What the stand-in share sheet received: the text, and per file what its pixels show. */
type Shared = {
  text: string;
  files: { name: string; type: string; size: number; width: number; height: number }[];
  /** Share of the picture's pixels that are not near-white, 0-1. */
  inked: number[];
  /** The files as data: URLs, to keep and look at. */
  urls: string[];
};

declare global {
  interface Window {
    __shared?: Shared[];
  }
}

/** Replaces the share sheet before the app loads; `files` is what canShare answers for files. */
async function fakeShareSheet(context: BrowserContext, files: boolean): Promise<void> {
  await context.addInitScript((takesFiles: boolean) => {
    window.__shared = [];
    const inkOf = async (file: File) => {
      const bitmap = await createImageBitmap(file);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      const { data } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
      let dark = 0;
      for (let i = 0; i < data.length; i += 4)
        if (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200) dark += 1;
      return { width: bitmap.width, height: bitmap.height, inked: dark / (data.length / 4) };
    };
    const dataUrl = (file: File) =>
      new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsDataURL(file);
      });
    Object.defineProperty(navigator, 'canShare', {
      configurable: true,
      value: (data: ShareData) => (data.files?.length ? takesFiles : true),
    });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        const shared: Shared = { text: data.text ?? '', files: [], inked: [], urls: [] };
        for (const file of data.files ?? []) {
          const { width, height, inked } = await inkOf(file);
          shared.files.push({ name: file.name, type: file.type, size: file.size, width, height });
          shared.inked.push(inked);
          shared.urls.push(await dataUrl(file));
        }
        window.__shared!.push(shared);
      },
    });
  }, files);
}

async function shareFirstSlip(page: Page, lang: Lang): Promise<Shared> {
  await page.goto('/dashboard/voter-list');
  const actions = new RegExp(`^${TEXT[lang].rowActions.replace('{{name}}', '.+')}$`);
  await page.getByRole('button', { name: actions }).first().click({ timeout: 30_000 });
  await page.getByRole('menuitem', { name: TEXT[lang].share, exact: true }).click();
  await page.waitForFunction(() => (window.__shared?.length ?? 0) > 0, null, { timeout: 15_000 });
  return page.evaluate(() => window.__shared![0]!);
}

function keep(shared: Shared, name: string): void {
  const dir = process.env.SLIP_SHOT_DIR;
  const url = shared.urls[0];
  if (!dir || !url) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, name), Buffer.from(url.split(',')[1] ?? '', 'base64'));
}

describe.skipIf(noBrowser)('send a slip', () => {
  const env = useE2eEnv();
  const roll = seedRoll(6);
  let owner: TestUser | undefined;
  async function rollOwner(): Promise<TestUser> {
    if (owner) return owner;
    owner = newUser('Asha Verma');
    await createAccount(env.server.url, owner);
    const token = await apiToken(env.server.url, owner.email, owner.password);
    await pushVoters(env.server.url, token, roll);
    return owner;
  }

  it.each([
    ['en', DESKTOP],
    ['hi', PHONE],
  ] as const)('shares the slip as a PNG with its text (%s)', async (lang, viewport) => {
    const user = await rollOwner();
    const context = await newAppContext(env.browser, env.server.url, { viewport });
    if (lang === 'hi') await context.addInitScript(() => localStorage.setItem('lang', 'hi'));
    await fakeShareSheet(context, true);
    const page = await context.newPage();
    await signInViaUi(page, user, lang);
    const shared = await shareFirstSlip(page, lang);
    keep(shared, `slip-${lang}.png`);

    expect(shared.files).toHaveLength(1);
    const [png] = shared.files;
    expect(png).toMatchObject({ type: 'image/png', width: 720 });
    expect(png!.name).toMatch(/^slip-[\w-]+\.png$/);
    expect(png!.height).toBeGreaterThan(300);
    expect(png!.size).toBeGreaterThan(5_000);
    // Text and a QR code: a good share of dark pixels, yet mostly white paper.
    expect(shared.inked[0]).toBeGreaterThan(0.04);
    expect(shared.inked[0]).toBeLessThan(0.6);
    const voterIds = roll.map((v) => String(v.fields.voterId));
    expect(voterIds.some((id) => shared.text.includes(id))).toBe(true);
    await context.close();
  });

  it('shares the text alone where the share sheet takes no files', async () => {
    const user = await rollOwner();
    const context = await newAppContext(env.browser, env.server.url);
    await fakeShareSheet(context, false);
    const page = await context.newPage();
    await signInViaUi(page, user);
    const shared = await shareFirstSlip(page, 'en');
    expect(shared.files).toEqual([]);
    expect(shared.text).toMatch(/Voter ID: \S+/);
    await context.close();
  });
});
