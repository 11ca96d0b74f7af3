// The start every reports benchmark shares: Chromium with a profile on disk (IndexedDB on disk,
// as on a phone), the benchmark page loaded and a generated roll made in it.
import { chromium } from 'playwright-core';
import type { BrowserContext, Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../devkit/chromium-flags.ts';

export async function openRollPage(opts: {
  profile: string;
  url: string;
  roll: { voters: number; seed: number };
  /** Attached before the page loads, so no error of the page's start is missed. */
  onPageError: (message: string) => void;
}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(opts.profile, {
    executablePath: '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (err) => opts.onPageError(err.message));
    await page.goto(`${opts.url}/index.html`);
    await page.waitForFunction(() => window.reportsBench !== undefined, null, { timeout: 30_000 });
    await page.evaluate((a) => window.reportsBench!.generate(a), {
      count: opts.roll.voters,
      seed: opts.roll.seed,
      assemblySize: 300_000,
    });
    return { context, page };
  } catch (err) {
    await context.close();
    throw err;
  }
}
