// The English/हिन्दी selector translates the UI (docs/spec-differences.md) and the choice survives reloads;
// the first visit follows the browser's language.
import { describe, expect, it } from 'vitest';
import hiNav from '../../src/locales/hi/nav.json';
import { ShellPage, SignInPage } from '../../devkit/e2e-pages.ts';
import { newAppContext } from '../../devkit/e2e-browser.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';
import { createAccount, newUser } from '../../devkit/e2e-users.ts';

describe.skipIf(noBrowser)('language', () => {
  const env = useE2eEnv();

  it('switches sign-in to Hindi, keeps Hindi after reload and in the shell, and back', async () => {
    const user = newUser('Kavita Singh');
    await createAccount(env.server.url, user);
    const context = await newAppContext(env.browser, env.server.url);
    const page = await context.newPage();

    const english = new SignInPage(page, 'en');
    await english.goto();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await english.chooseLanguage('hi');

    const hindi = new SignInPage(page, 'hi');
    await hindi.submit().waitFor();
    await hindi.email().waitFor();
    expect(await english.submit().count()).toBe(0);
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');

    await page.reload();
    await hindi.waitUntilShown();
    expect(await hindi.languageSelect().inputValue()).toBe('hi');

    await hindi.signIn(user);
    const shell = new ShellPage(page, 'hi');
    await shell.waitUntilShown(user.firstName);
    await shell.sidebarLink(hiNav.nav.pages.boothTeam).waitFor();

    await shell.chooseLanguage('en');
    await new ShellPage(page, 'en').waitUntilShown(user.firstName);
    await shell.sidebarLink('Booth Team').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await context.close();
  });

  it('opens in Hindi for a Hindi browser, until English is chosen and remembered', async () => {
    const context = await newAppContext(env.browser, env.server.url, { locale: 'hi-IN' });
    const page = await context.newPage();

    const hindi = new SignInPage(page, 'hi');
    await hindi.goto();
    await hindi.submit().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    expect(await hindi.languageSelect().inputValue()).toBe('hi');
    // Following the browser is not a choice: nothing is remembered yet.
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBeNull();

    await hindi.chooseLanguage('en');
    const english = new SignInPage(page, 'en');
    await english.submit().waitFor();
    await page.reload();
    await english.waitUntilShown();
    expect(await english.submit().count()).toBe(1);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    await context.close();
  });

  it('a remembered English wins over a Hindi browser on the first load', async () => {
    const context = await newAppContext(env.browser, env.server.url, { locale: 'hi-IN' });
    await context.addInitScript(() => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en');
    });
    const page = await context.newPage();
    const english = new SignInPage(page, 'en');
    await english.goto();
    await english.submit().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await context.close();
  });
});
