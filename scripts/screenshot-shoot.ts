// What the screen-capture scripts share: a test server and browser to capture with, and the
// screenshot step (wait for toasts to close and fonts to load, then save `<dir>/<name>.png`).
import { join } from 'node:path';
import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../devkit/e2e-browser.ts';
import { startTestServer } from '../devkit/e2e-server.ts';

export async function shoot(page: Page, dir: string, name: string, fullPage = true): Promise<void> {
  // Success toasts close after 4 s; on a phone a stack of them hides the screen being shown.
  await page
    .locator('.mantine-Notification-root')
    .first()
    .waitFor({ state: 'detached', timeout: 8_000 })
    .catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  // SCREENS_DIR may come without its trailing slash: the file still goes inside it.
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path, fullPage });
  console.log(`saved ${path}`);
}

/** Run `capture` against a fresh test server and a Chromium, saving into `dir`; both close after. */
export async function captureWith(
  dir: string,
  capture: (browser: Browser, baseUrl: string) => Promise<void>,
  serverOptions?: Parameters<typeof startTestServer>[0],
): Promise<void> {
  await mkdir(dir, { recursive: true });
  const server = await startTestServer(serverOptions);
  const browser = await launchBrowser();
  try {
    await capture(browser, server.url);
  } finally {
    await browser.close();
    await server.close();
  }
}
