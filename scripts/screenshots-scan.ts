// Captures Poll Day's "Scan slip" panel — the button on the screen, the camera aiming at a
// paper, a slip's voter found and marked, a code with no voter id, a refused camera with the
// typed voter id, and a voter id of nobody on this phone — at 360 px and 1280 px in English and
// Hindi, from the real server with Chromium's fake camera playing printed papers
// (devkit/fake-camera.ts). Run after `npm run build`:
//   node --import tsx scripts/screenshots-scan.ts [out-dir]   (default tests/e2e/screenshots/)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import enScan from '../src/locales/en/pollScan.json';
import hiScan from '../src/locales/hi/pollScan.json';
import { DESKTOP, PHONE, launchBrowser, newAppContext } from '../devkit/e2e-browser.ts';
import { signInViaUi } from '../devkit/e2e-pages.ts';
import { startTestServer } from '../devkit/e2e-server.ts';
import { fakeCameraFlags, writeFakeCamera } from '../devkit/fake-camera.ts';
import { createAccount, newUser } from '../devkit/e2e-users.ts';
import type { TestUser } from '../devkit/e2e-users.ts';
import { apiToken, pushVoters } from '../devkit/voter-seed.ts';
import { shoot as shootTo } from './screenshot-shoot.ts';

const OUT_DIR =
  process.argv[2] ?? fileURLToPath(new URL('../tests/e2e/screenshots/', import.meta.url));
const dir = OUT_DIR.endsWith('/') ? OUT_DIR : `${OUT_DIR}/`;
const TEXT = { en: enScan.pollScan, hi: hiScan.pollScan };

const VOTERS = [
  ['Ram', 'Sharma', 'NLD7100001', 'Shyam Sharma'],
  ['सीता', 'देवी', 'NLD7100002', 'राम प्रसाद'],
  ['Mohan', 'Yadav', 'UP/12/345/678901', 'Sohan Yadav'],
].map(([firstName, lastName, voterId, relation], i) => ({
  id: `00000000-0000-4000-8000-00000000072${i}`,
  fields: {
    firstName,
    lastName,
    voterId,
    relation,
    relationType: 'father',
    gender: i === 1 ? 'Female' : 'Male',
    age: 40 + i,
    partNumber: 12,
    serialNumber: 40 + i,
    address: `H.No. ${i + 1}, Sector Q`,
  },
}));

type Lang = 'en' | 'hi';
type View = { name: string; viewport: { width: number; height: number } };
const VIEWS: View[] = [
  { name: '360', viewport: PHONE },
  { name: '1280', viewport: DESKTOP },
];

async function pollDay(
  browser: Browser,
  base: string,
  user: TestUser,
  lang: Lang,
  view: View,
  deny = false,
): Promise<Page> {
  const context = await newAppContext(browser, base, { viewport: view.viewport });
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  if (deny)
    await context.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
  const page = await context.newPage();
  await signInViaUi(page, user, lang);
  await page.goto('/dashboard/poll-day');
  await page.getByRole('button', { name: TEXT[lang].open }).waitFor();
  await page.waitForTimeout(1500);
  return page;
}

async function openScanner(page: Page, lang: Lang) {
  await page.getByRole('button', { name: TEXT[lang].open }).click();
  return page.getByRole('dialog', { name: TEXT[lang].title });
}

async function main() {
  const cameras = await mkdtemp(join(tmpdir(), 'booth-scan-shots-'));
  const slip = await writeFakeCamera(cameras, 'slip', {
    code: 'NLD7100001',
    title: 'Ram Sharma',
    lines: ['Part 12 · Serial 40', 'Voter ID NLD7100001'],
  });
  const blank = await writeFakeCamera(cameras, 'blank', {
    code: null,
    title: 'Booth 12 · Part 12',
    lines: ['(no code on this paper)'],
  });
  const poster = await writeFakeCamera(cameras, 'poster', {
    code: 'https://example.org/rally-at-10',
    title: 'Rally at 10',
  });
  const server = await startTestServer();
  const browsers = {
    slip: await launchBrowser(fakeCameraFlags(slip)),
    blank: await launchBrowser(fakeCameraFlags(blank)),
    poster: await launchBrowser(fakeCameraFlags(poster)),
  };
  try {
    const user = newUser('Asha Verma');
    await createAccount(server.url, user);
    await pushVoters(server.url, await apiToken(server.url, user.email, user.password), VOTERS);
    for (const lang of ['en', 'hi'] as const) {
      const l = TEXT[lang];
      for (const view of VIEWS) {
        const at = `scan-${lang}-${view.name}`;

        const aiming = await pollDay(browsers.blank, server.url, user, lang, view);
        await aiming.screenshot({ path: `${dir}${at}-0-screen.png` });
        const d0 = await openScanner(aiming, lang);
        await d0.getByText(l.aim).waitFor();
        await aiming.waitForTimeout(800);
        await shootTo(aiming, dir, `${at}-1-aiming`, false);
        await aiming.context().close();

        const found = await pollDay(browsers.slip, server.url, user, lang, view);
        const d1 = await openScanner(found, lang);
        await d1.getByRole('list', { name: l.found }).waitFor({ timeout: 30_000 });
        await shootTo(found, dir, `${at}-2-found`, false);
        await d1.getByRole('list', { name: l.found }).getByRole('button').first().click();
        await found.waitForTimeout(500);
        await shootTo(found, dir, `${at}-3-marked`, false);
        // Undo, so the next language finds the voter not yet marked.
        await d1.getByRole('list', { name: l.found }).getByRole('button').last().click();
        await found.waitForTimeout(300);
        await found.context().close();

        const code = await pollDay(browsers.poster, server.url, user, lang, view);
        const d2 = await openScanner(code, lang);
        await d2.getByText(l.noEpic).waitFor({ timeout: 30_000 });
        await shootTo(code, dir, `${at}-4-no-epic`, false);
        await code.context().close();

        const denied = await pollDay(browsers.blank, server.url, user, lang, view, true);
        const d3 = await openScanner(denied, lang);
        await d3.getByText(l.errors.denied).waitFor();
        await shootTo(denied, dir, `${at}-5-denied`, false);
        await d3.getByLabel(l.typed).fill('ZZZ9999999');
        await d3.getByLabel(l.typed).press('Enter');
        await d3.getByText(l.notFound.replace('{{id}}', 'ZZZ9999999')).waitFor();
        await shootTo(denied, dir, `${at}-6-not-found`, false);
        await denied.context().close();
      }
    }
  } finally {
    for (const b of Object.values(browsers)) await b.close();
    await server.close();
    await rm(cameras, { recursive: true, force: true });
  }
}

await main();
