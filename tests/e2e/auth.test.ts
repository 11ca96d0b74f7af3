// Sign-up, sign-in, the route guard and logout against the real server and database.
import { describe, expect, it } from 'vitest';
import { ShellPage, SignInPage, SignUpPage } from '../../devkit/e2e-pages.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';
import { newAppContext } from '../../devkit/e2e-browser.ts';
import { looksGreen } from '../utils/e2e-colors.ts';
import { createAccount, newUser } from '../../devkit/e2e-users.ts';

describe.skipIf(noBrowser)('auth', () => {
  const env = useE2eEnv();

  const openPage = async () => {
    const context = await newAppContext(env.browser, env.server.url);
    return { context, page: await context.newPage() };
  };

  it('signs up, is sent to sign-in, signs in to the shell and logs out', async () => {
    const { context, page } = await openPage();
    const user = newUser('Asha Verma');

    const signUp = new SignUpPage(page);
    await signUp.goto();
    await signUp.signUp(user);
    // Spec: a green success message and a disabled button reading "Redirecting to Sign In...".
    await signUp.redirecting().waitFor();
    expect(await signUp.redirecting().isDisabled()).toBe(true);
    await signUp.success().waitFor();
    expect(await looksGreen(signUp.success())).toBe(true);

    await page.waitForURL('**/signin', { timeout: 10_000 });
    // Sign-in opens with the new account's e-mail filled in; the password is typed again.
    const signIn = new SignInPage(page);
    await signIn.waitUntilShown();
    expect(await signIn.email().inputValue()).toBe(user.email);
    expect(await signIn.password().inputValue()).toBe('');
    await signIn.password().fill(user.password);
    await signIn.submit().click();
    await page.waitForURL('**/dashboard');
    const shell = new ShellPage(page);
    await shell.waitUntilShown(user.firstName);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(
      /^[\w-]+\.[\w-]+\.[\w-]+$/,
    );

    // "/" shows the dashboard while a token is stored (spec route table).
    await page.goto('/');
    await shell.waitUntilShown(user.firstName);

    await shell.logout();
    await new SignInPage(page).waitUntilShown();
    expect(new URL(page.url()).pathname).toMatch(/^\/(signin)?$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // Logged out means the guard applies again.
    await page.goto('/dashboard');
    await new SignInPage(page).waitUntilShown();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('redirects /dashboard to the sign-in screen at / without a token', async () => {
    const { context, page } = await openPage();
    await page.goto('/dashboard/booth-team');
    await new SignInPage(page).waitUntilShown();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('says "Invalid email or password" for a wrong password and stays signed out', async () => {
    const { context, page } = await openPage();
    const user = newUser('Ravi Kumar');
    await createAccount(env.server.url, user);

    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn({ email: user.email, password: 'not-the-password' });
    await page.getByText('Invalid email or password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/signin');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // The same form then accepts the right password.
    await signIn.password().fill(user.password);
    await signIn.submit().click();
    await new ShellPage(page).waitUntilShown(user.firstName);
    await context.close();
  });

  it('says the network is too slow after 15 s without an answer, and Retry signs in', async () => {
    const { context, page } = await openPage();
    const user = newUser('Meena Devi');
    await createAccount(env.server.url, user);
    // The login call hangs: the route is never fulfilled.
    const hang = () => {};
    await page.route('**/api/booth/login-booth-user', hang);

    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn(user);
    const sent = Date.now();
    // Not before the 15 s limit (a loaded machine only makes it later). That it comes at the
    // limit exactly is the unit test's (auth-network.test.tsx, on fake timers).
    await signIn.slowNetwork().waitFor({ timeout: 60_000 });
    expect(Date.now() - sent).toBeGreaterThanOrEqual(14_000);
    expect(await signIn.offline().count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/signin');

    // The network recovers; Retry sends the same e-mail and password again.
    await page.unroute('**/api/booth/login-booth-user', hang);
    await signIn.retry().click();
    await page.waitForURL('**/dashboard');
    await new ShellPage(page).waitUntilShown(user.firstName);
    await context.close();
  });

  it('says the phone is offline at once when there is no network', async () => {
    const { context, page } = await openPage();
    const user = newUser('Suresh Yadav');
    await createAccount(env.server.url, user);
    const signIn = new SignInPage(page);
    await signIn.goto();

    await context.setOffline(true);
    // "At once": the phone knows it is offline and asks nothing, so no time limit is waited for.
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/booth/login-booth-user')) asked.push(r.url());
    });
    await signIn.signIn(user);
    await signIn.offline().waitFor();
    expect(asked).toEqual([]);
    expect(await signIn.slowNetwork().count()).toBe(0);
    expect(await signIn.retry().count()).toBe(0);

    await context.setOffline(false);
    await signIn.submit().click();
    await new ShellPage(page).waitUntilShown(user.firstName);
    await context.close();
  });
});
