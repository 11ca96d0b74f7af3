// The screenshot step the screen-capture scripts share: wait for toasts to close and fonts to
// load, then save `<dir><name>.png`.
import type { Page } from 'playwright-core';

export async function shoot(page: Page, dir: string, name: string, fullPage = true): Promise<void> {
  // Success toasts close after 4 s; on a phone a stack of them hides the screen being shown.
  await page
    .locator('.mantine-Notification-root')
    .first()
    .waitFor({ state: 'detached', timeout: 8_000 })
    .catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  const path = `${dir}${name}.png`;
  await page.screenshot({ path, fullPage });
  console.log(`saved ${path}`);
}
