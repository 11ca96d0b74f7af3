// Captures "Load the demo" on the empty dashboard of a new server's administrator: the card
// with the button, the load in progress, the load done, and the dashboard once the voters
// arrived, at 360 px and 1280 px in English and Hindi, into tests/e2e/screenshots/ (gitignored;
// SCREENS_DIR sets another folder). Each language and width gets a new server (the demo loads
// once per database) with the whole demo, 30,000 voters. The phone's pulls are held back
// until the last picture, so the card stays on screen while the server loads.
// Run after `npm run build`:  node --import tsx scripts/screenshots-demo.ts
import { fileURLToPath } from 'node:url';
import type { Browser, Page, ViewportSize } from 'playwright-core';
import en from '../src/locales/en/home.json';
import hi from '../src/locales/hi/home.json';
import { DESKTOP, PHONE, newAppContext } from '../devkit/e2e-browser.ts';
import type { Lang } from '../devkit/e2e-labels.ts';
import { signInViaUi } from '../devkit/e2e-pages.ts';
import { createAccount, newUser } from '../devkit/e2e-users.ts';
import { captureWith, shoot as shootTo } from './screenshot-shoot.ts';

const OUT_DIR =
  process.env.SCREENS_DIR ?? fileURLToPath(new URL('../tests/e2e/screenshots/', import.meta.url));
const shoot = (page: Page, name: string) => shootTo(page, OUT_DIR, name, true);
const TEXT = { en: en.home, hi: hi.home } as const;

async function capture(browser: Browser, baseUrl: string, lang: Lang, viewport: ViewportSize) {
  const t = TEXT[lang];
  const suffix = `${lang}-${viewport.width}`;
  const admin = newUser('Kamla Mishra');
  await createAccount(baseUrl, admin);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const context = await newAppContext(browser, baseUrl, { viewport });
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  // Voters reach the phone only once every picture of the card is taken.
  await context.route('**/api/sync/pull**', async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  const page = await context.newPage();
  await signInViaUi(page, admin, lang);
  const load = page.getByRole('button', { name: t.demo.load });
  await load.waitFor();
  await shoot(page, `demo-empty-${suffix}`);

  await load.click();
  // Attached, not visible: at 0 % the bar has no width.
  await page
    .getByRole('progressbar', { name: t.demo.progressLabel })
    .waitFor({ state: 'attached' });
  await shoot(page, `demo-loading-${suffix}`);
  await page.getByText(t.demo.done).waitFor({ timeout: 120_000 });
  await shoot(page, `demo-done-${suffix}`);

  release();
  await page
    .getByRole('heading', { name: t.empty.title })
    .waitFor({ state: 'detached', timeout: 300_000 });
  await page.getByRole('table', { name: t.parts.label }).waitFor({ timeout: 300_000 });
  await page.waitForTimeout(3000);
  await shoot(page, `demo-after-${suffix}`);
  await context.close();
}

for (const lang of ['en', 'hi'] as Lang[])
  for (const viewport of [PHONE, DESKTOP])
    await captureWith(OUT_DIR, (browser, baseUrl) => capture(browser, baseUrl, lang, viewport));
