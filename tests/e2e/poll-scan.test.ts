// "Scan slip" on Poll Day in a real Chromium whose camera is a fake one playing a printed voter
// slip (devkit/fake-camera.ts). Chromium on Linux has no BarcodeDetector, and the test takes it
// away in any case, so this is the WebAssembly path (ZXing): its .wasm comes from the app's own
// build, is put in the service worker's scanner cache when Poll Day opens online, and the scan
// itself runs with the network off. On a 360 px phone the worker taps "Scan slip", the slip's
// voter opens, one tap marks them and the turnout rises; the typed voter id finds another. A
// second camera shows a QR code with no voter id in it (Hindi): the panel says so.
import { AxeBuilder } from '@axe-core/playwright';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import enScan from '../../src/locales/en/pollScan.json';
import hiScan from '../../src/locales/hi/pollScan.json';
import { DESKTOP, PHONE, launchTestBrowser, newAppContext } from '../../devkit/e2e-browser.ts';
import { fitsWidth, interpolate, signInViaUi } from '../../devkit/e2e-pages.ts';
import { fakeCameraFlags, writeFakeCamera } from '../../devkit/fake-camera.ts';
import { createAccount, newUser } from '../../devkit/e2e-users.ts';
import { AXE_TAGS, FAILING_IMPACTS } from '../../devkit/gate/gate-config.ts';
import { apiToken, pushVoters, threePollDayVoters } from '../../devkit/voter-seed.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';
import { waitForServiceWorkerControl } from '../utils/e2e-sw.ts';

const en = enScan.pollScan;
const hi = hiScan.pollScan;

const VOTERS = threePollDayVoters(1);

/** Ram Sharma's slip, as the app prints it: his voter id in the QR code. */
const SLIP = {
  code: 'NLD7100001',
  title: 'Ram Sharma',
  lines: ['Part 12 · Serial 1', 'Voter ID NLD7100001'],
};
/** A poster's QR code: a link, no voter id. */
const POSTER = { code: 'https://example.org/rally-at-10', title: 'Rally at 10', lines: [] };

const cameras = mkdtempSync(join(tmpdir(), 'booth-fake-camera-'));
let slipCamera = '';
let posterCamera = '';

/**
 * Take BarcodeDetector away, whatever this Chromium has: the WebAssembly path is the test. And
 * count the camera's starts (window.cameraStarts).
 */
const withoutBarcodeDetector = (context: BrowserContext) =>
  context.addInitScript(() => {
    const w = window as { BarcodeDetector?: unknown; cameraStarts?: number };
    delete w.BarcodeDetector;
    w.cameraStarts = 0;
    const media = navigator.mediaDevices;
    const start = media.getUserMedia.bind(media);
    media.getUserMedia = (constraints) => {
      w.cameraStarts! += 1;
      return start(constraints);
    };
  });

/**
 * axe's serious and critical findings in the open scan panel, as the accessibility gate counts
 * them (a moderate one, like Mantine's modal <header> read as a second banner, is not one).
 */
async function panelViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags([...AXE_TAGS])
    .analyze();
  return axe.violations
    .filter((v) => FAILING_IMPACTS.includes(v.impact ?? ''))
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
}

const cameraStarts = (page: Page) =>
  page.evaluate(() => (window as { cameraStarts?: number }).cameraStarts);

/** The scanner's .wasm in the service worker's scanner cache, as Poll Day put it there. */
const scannerCache = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('booth-scanner');
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  });

/** Waits up to 30 s for `text` in the panel; if it never comes, the error says what the panel said. */
async function saysWithin(dialog: Locator, text: string): Promise<void> {
  await dialog
    .getByText(text)
    .waitFor({ timeout: 30_000 })
    .catch(async (err: Error) => {
      const said = await dialog.innerText().catch(() => '(the panel is gone)');
      throw new Error(`${err.message}\nThe panel said: ${said}`);
    });
}

describe.skipIf(noBrowser)('scan a slip on poll day (fake camera, WebAssembly decoder)', () => {
  beforeAll(async () => {
    slipCamera = await writeFakeCamera(cameras, 'slip', SLIP);
    posterCamera = await writeFakeCamera(cameras, 'poster', POSTER);
  });
  const env = useE2eEnv({ browserArgs: () => fakeCameraFlags(slipCamera) });
  const contexts: BrowserContext[] = [];
  const browsers: Browser[] = [];
  const user = newUser('Asha Verma');
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    for (const b of browsers) await b.close().catch(() => undefined);
    await rm(cameras, { recursive: true, force: true });
  });

  it('offline: the slip’s voter opens, one tap marks them; the typed voter id finds another', async () => {
    await createAccount(env.server.url, user);
    await pushVoters(
      env.server.url,
      await apiToken(env.server.url, user.email, user.password),
      VOTERS,
    );
    const context = await newAppContext(env.browser, env.server.url, { viewport: PHONE });
    contexts.push(context);
    await withoutBarcodeDetector(context);
    // Everything the page asks for is the app's own: never ZXing's CDN.
    const asked: string[] = [];
    context.on('request', (r) => asked.push(r.url()));
    const page = await context.newPage();
    await signInViaUi(page, user);
    await waitForServiceWorkerControl(page);
    await page.goto('/dashboard/poll-day');
    await page.getByText('0 of 3 voters have voted (0%)').waitFor({ timeout: 30_000 });
    // Opening Poll Day online kept the scanner for offline use.
    await expect
      .poll(() => scannerCache(page), { timeout: 20_000 })
      .toEqual([expect.stringMatching(/^\/assets\/zxing_reader-[\w-]+\.wasm$/)]);
    const wasm = await page.request.get((await scannerCache(page))[0]!, {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(wasm.headers()['content-type']).toBe('application/wasm');
    expect(wasm.headers()['content-encoding']).toBe('br');

    // Only the service worker's copy may serve it now: not the browser's HTTP cache, not the net.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await context.setOffline(true);
    const open = page.getByRole('button', { name: en.open });
    expect((await open.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await open.click();
    const dialog = page.getByRole('dialog', { name: en.title });
    const found = dialog.getByRole('list', { name: en.found });
    await found.getByText('Ram Sharma').waitFor({ timeout: 30_000 });
    await found.getByText('Part 12 · No. 1').waitFor();
    // The code was read: the camera is let go.
    expect(
      await dialog
        .locator('video')
        .evaluate((v: HTMLVideoElement) => v.srcObject === null && v.offsetParent === null),
    ).toBe(true);
    expect(await fitsWidth(page)).toBe(true);
    expect(await panelViolations(page)).toEqual([]);

    const mark = found.getByRole('button', { name: 'Mark Ram Sharma as voted' });
    expect((await mark.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await mark.click();
    await found.getByText('Has voted').waitFor();
    await dialog.getByText(interpolate(en.turnout, { voted: 1, total: 3 })).waitFor();

    // The typed voter id, as on a card the camera cannot read.
    await dialog.getByLabel(en.typed).fill('nld 7100002');
    await dialog.getByRole('button', { name: en.findLabel }).click();
    await found.getByRole('button', { name: 'Mark Geeta Devi as voted' }).click();
    await dialog.getByText(interpolate(en.turnout, { voted: 2, total: 3 })).waitFor();

    await dialog.getByRole('button', { name: en.close }).click();
    await page.getByText('2 of 3 voters have voted (66.7%)').waitFor();
    // ZXing's .wasm was asked for (the WebAssembly path ran), and nothing off this origin was.
    expect(asked.some((url) => /\/assets\/zxing_reader-[\w-]+\.wasm$/.test(url))).toBe(true);
    const origin = new URL(env.server.url).origin;
    expect(asked.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
  });

  it('a code with no voter id says so, in Hindi, and scans again', async () => {
    const browser = await launchTestBrowser(fakeCameraFlags(posterCamera));
    browsers.push(browser);
    const context = await newAppContext(browser, env.server.url, { viewport: DESKTOP });
    contexts.push(context);
    await withoutBarcodeDetector(context);
    await context.addInitScript(() => localStorage.setItem('lang', 'hi'));
    const page = await context.newPage();
    await signInViaUi(page, user, 'hi');
    await page.goto('/dashboard/poll-day');
    await page.getByRole('button', { name: hi.open }).click();
    const dialog = page.getByRole('dialog', { name: hi.title });
    await saysWithin(dialog, hi.noEpic);
    await dialog
      .getByText(interpolate(hi.codeSaid, { text: 'https://example.org/rally-at-10' }))
      .waitFor();
    expect(await panelViolations(page)).toEqual([]);
    expect(await cameraStarts(page)).toBe(1);
    await dialog.getByRole('button', { name: hi.scanAgain }).click();
    await expect.poll(() => cameraStarts(page)).toBe(2);
    await saysWithin(dialog, hi.noEpic);

    // A voter id of nobody on this phone says that too.
    await dialog.getByLabel(hi.typed).fill('ZZZ9999999');
    await dialog.getByRole('button', { name: hi.findLabel }).click();
    await dialog.getByText(interpolate(hi.notFound, { id: 'ZZZ9999999' })).waitFor();
  });
});
