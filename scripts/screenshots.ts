// Captures the auth pages (sign-up also before any account exists) and the dashboard shell at phone (360 px) and desktop (1280 px)
// widths in English and Hindi, from the real server on a throwaway database, into
// tests/e2e/screenshots/ (gitignored). `npm run screenshots` builds first.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newAppContext } from '../devkit/e2e-browser.ts';
import type { Lang } from '../devkit/e2e-labels.ts';
import { SignInPage, SignUpPage, signInViaUi } from '../devkit/e2e-pages.ts';
import { startTestServer } from '../devkit/e2e-server.ts';
import { createAccount, newUser } from '../devkit/e2e-users.ts';
import type { TestUser } from '../devkit/e2e-users.ts';

const OUT_DIR = fileURLToPath(new URL('../tests/e2e/screenshots/', import.meta.url));
const VIEWPORTS = { phone: PHONE, desktop: DESKTOP } as const;
const LANGS: Lang[] = ['en', 'hi'];

async function shoot(page: Page, name: string): Promise<void> {
  // Wait for web fonts (Devanagari) and the layout to settle before capturing.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  const path = `${OUT_DIR}${name}.png`;
  await page.screenshot({ path, fullPage: true });
  console.log(`saved ${path}`);
}

/** Sign-up on a server with no account yet: it says this one will be the administrator. */
async function captureFirstSignUp(browser: Browser, baseUrl: string): Promise<void> {
  for (const lang of LANGS)
    for (const viewport of Object.values(VIEWPORTS)) {
      const context = await newAppContext(browser, baseUrl, { viewport });
      await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
      const page = await context.newPage();
      await new SignUpPage(page, lang).goto();
      await page.locator('.mantine-Alert-root').waitFor();
      await shoot(page, `sign-up-first-${lang}-${viewport.width}`);
      await context.close();
    }
}

async function captureAll(browser: Browser, baseUrl: string, user: TestUser): Promise<void> {
  for (const lang of LANGS) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const context = await newAppContext(browser, baseUrl, { viewport });
      // The app reads the remembered language at start, exactly as after a user's switch.
      await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
      const page = await context.newPage();
      const suffix = `${lang}-${viewport.width}`;

      await new SignInPage(page, lang).goto();
      await shoot(page, `sign-in-${suffix}`);

      const signUp = new SignUpPage(page, lang);
      await signUp.goto();
      await signUp.submit().click(); // empty submit shows the "Required" messages
      await shoot(page, `sign-up-errors-${suffix}`);

      const shell = await signInViaUi(page, user, lang);
      await shoot(page, `shell-${suffix}`);
      if (size === 'phone') {
        await shell.burger().click();
        await page.waitForTimeout(400); // drawer transition
        await shoot(page, `shell-drawer-${suffix}`);
      }
      await context.close();
    }
  }
}

const server = await startTestServer();
const browser = await launchBrowser();
try {
  await mkdir(OUT_DIR, { recursive: true });
  await captureFirstSignUp(browser, server.url);
  const user = newUser('Asha Verma');
  await createAccount(server.url, user);
  await captureAll(browser, server.url, user);
} finally {
  await browser.close();
  await server.close();
}
