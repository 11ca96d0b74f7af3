// Captures a booth worker's first sync in progress (the progress bar over the home screen, the
// second page of the pull held back) and paused (the second page fails), in English and Hindi
// at 360 and 1280 px, from the real server on a throwaway database, into /tmp/shots-sync/.
// Run: npm run screenshots:first-sync (or, after `npm run build`, node --import tsx scripts/screenshots-first-sync.ts)
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, newAppContext } from '../devkit/e2e-browser.ts';
import type { Lang } from '../devkit/e2e-labels.ts';
import { placeAccount } from '../devkit/e2e-areas.ts';
import { signInViaUi } from '../devkit/e2e-pages.ts';
import { createAccount, newUser } from '../devkit/e2e-users.ts';
import { apiToken, pushVoters, seedRoll } from '../devkit/voter-seed.ts';
import { captureWith, shoot as shootTo } from './screenshot-shoot.ts';

const OUT_DIR = process.env.SHOTS_DIR ?? '/tmp/shots-sync/';
const shoot = (page: Page, name: string) => shootTo(page, OUT_DIR, name, false);
const BOOTH = 'up/lucknow/lucknow-central/aliganj/sector-q/booth-12';
const BAR = { en: 'Voters on this phone', hi: 'इस फ़ोन पर मतदाता' } as const;

/** Every pull after the first page: held until the page closes, or failed at once. */
async function holdLaterPages(page: Page, mode: 'hold' | 'fail'): Promise<void> {
  await page.route('**/api/sync/pull*', async (route) => {
    const cursor = new URL(route.request().url()).searchParams.get('cursor');
    if (!cursor) return route.continue();
    if (mode === 'fail') return route.abort('internetdisconnected');
    // Never answered: the sync stays on its second page while the picture is taken.
    await new Promise(() => undefined);
  });
}

async function capture(browser: Browser, baseUrl: string) {
  const admin = newUser('Kamla Mishra');
  const worker = newUser('Ravi Kumar');
  for (const u of [admin, worker]) await createAccount(baseUrl, u);
  await placeAccount(baseUrl, admin, worker, BOOTH);
  const roll = seedRoll(1_200).map((v, i) => ({
    id: v.id,
    fields: { ...v.fields, partNumber: 1, serialNumber: i + 1 },
  }));
  await pushVoters(baseUrl, await apiToken(baseUrl, worker.email, worker.password), roll);
  for (const mode of ['hold', 'fail'] as const) {
    for (const lang of ['en', 'hi'] as Lang[]) {
      for (const viewport of [PHONE, DESKTOP]) {
        if (mode === 'fail' && viewport === DESKTOP) continue;
        const context = await newAppContext(browser, baseUrl, { viewport });
        await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
        const page = await context.newPage();
        await holdLaterPages(page, mode);
        await signInViaUi(page, worker, lang);
        await page.getByRole('progressbar', { name: BAR[lang] }).waitFor({ timeout: 60_000 });
        if (mode === 'fail') await page.waitForTimeout(1_500);
        await shoot(
          page,
          `first-sync-${mode === 'hold' ? 'running' : 'paused'}-${lang}-${viewport.width}`,
        );
        await context.close();
      }
    }
  }
}

await captureWith(OUT_DIR, capture);
