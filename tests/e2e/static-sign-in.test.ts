// The sign-in form works from the server's HTML before the JavaScript arrives (issue 26): the
// spinner first (1.5 s, CSS), then a form a phone can type into; the app takes over what was
// typed, and a form sent before the app ran signs in through the server. The app's files are
// fetched only from the first touch on. An installed app started offline never shows that form.
// The scripts are held back by route interception.
import { describe, expect, it, vi } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { ShellPage, SignInPage } from '../../devkit/e2e-pages.ts';
import { DESKTOP, PHONE, newAppContext } from '../../devkit/e2e-browser.ts';
import { createAccount, newUser } from '../../devkit/e2e-users.ts';
import type { GateRoute } from '../../devkit/gate/gate-config.ts';
import {
  inspectScreen,
  newScreenContext,
  prepareGateContext,
} from '../../devkit/gate/gate-walk.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';
import { waitForServiceWorkerControl } from '../utils/e2e-sw.ts';

const SPINNER = 'Loading... / लोड हो रहा है...';
const SERVER_FORM: GateRoute = {
  href: '/signin',
  name: '/signin (the server form)',
  isTeamList: false,
  signedIn: false,
  serverForm: true,
};

/** Holds every script of the app until `release()`: the phone's 3G link, as long as we like. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, (route) =>
    released ? route.continue() : void held.push(route),
  );
  return {
    held,
    async release() {
      released = true;
      // A request of a page left since is gone: nothing to continue.
      for (const route of held.splice(0)) await route.continue().catch(() => {});
    },
  };
}

/** The server's form, by its labels (English and Hindi in one name). */
function staticForm(page: Page) {
  return {
    email: page.getByRole('textbox', { name: 'Email · ईमेल', exact: true }),
    password: page.getByLabel('Password · पासवर्ड', { exact: true }),
    submit: page.getByRole('button', { name: 'Sign In · साइन इन', exact: true }),
  };
}

describe.skipIf(noBrowser)('sign-in before the JavaScript', () => {
  const env = useE2eEnv();

  it('shows the spinner, then takes typing; the app keeps what was typed and signs in', async () => {
    const user = newUser('Kavita Rawat');
    await createAccount(env.server.url, user);
    const context = await newAppContext(env.browser, env.server.url, { viewport: PHONE });
    await prepareGateContext(context, 'en');
    const page = await context.newPage();
    const scripts = await holdScripts(page);
    await page.goto('/signin', { waitUntil: 'commit' });

    const form = staticForm(page);
    // The first frame with the form in the page: the spinner covers it, the form is hidden.
    const first = await page.waitForFunction(
      (label) => {
        const spinner = document.querySelector(`[role="status"][aria-label="${label}"]`);
        const form = document.querySelector('#signin-static form');
        if (!spinner || !form) return false;
        const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true });
        return { at: performance.now(), spinner: shown(spinner), form: shown(form) };
      },
      SPINNER,
      { polling: 'raf' },
    );
    const early = (await first.jsonValue()) as { at: number; spinner: boolean; form: boolean };
    // Only a machine too loaded to draw a frame in 1.5 s would find the spinner gone already.
    if (early.at < 1400) expect(early).toMatchObject({ spinner: true, form: false });
    await form.email.waitFor();
    // Uncovered by CSS alone after the specification's 1.5 s (counted from the first paint).
    expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(1500);
    expect(await page.getByRole('status', { name: SPINNER }).isVisible()).toBe(false);
    // Nothing of the app is asked for before the first touch: the form is the whole page.
    expect(scripts.held).toEqual([]);
    const box = (await form.submit.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    // The accessibility gate's checks (axe, targets, overflow, title, headings) on the server's
    // form: on the phone, and on a desktop with the Hindi texts expected.
    const phone = newScreenContext(page, PHONE.width, 'en');
    await inspectScreen(phone, SERVER_FORM, null);
    await page.setViewportSize(DESKTOP);
    const desktop = newScreenContext(page, DESKTOP.width, 'hi');
    await inspectScreen(desktop, SERVER_FORM, null);
    await page.setViewportSize(PHONE);
    expect([...phone.failures, ...desktop.failures]).toEqual([]);
    expect(phone.screens + desktop.screens).toBe(2);

    // The first tap starts the app (its scripts held here, as a slow link holds them).
    await form.email.click();
    await vi.waitFor(() => expect(scripts.held.length).toBeGreaterThan(0));
    await form.email.fill(user.email);
    await form.password.click();
    await form.password.pressSequentially(user.password);
    expect(await page.evaluate(() => document.getElementById('root')!.childElementCount)).toBe(0);

    await scripts.release();
    const signIn = new SignInPage(page);
    await signIn.waitUntilShown();
    expect(await signIn.email().inputValue()).toBe(user.email);
    expect(await signIn.password().inputValue()).toBe(user.password);
    // The cursor stays in the field it was in, so the phone's keyboard stays up.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe(
      'password',
    );
    expect(await form.email.count()).toBe(0);

    await signIn.submit().click();
    await page.waitForURL('**/dashboard');
    await new ShellPage(page).waitUntilShown(user.firstName);
    await context.close();
  });

  it('signs in through the server when sent before the app ran; offline later, no form', async () => {
    const user = newUser('Meena Bisht');
    await createAccount(env.server.url, user);
    const context = await newAppContext(env.browser, env.server.url, { viewport: PHONE });
    const page = await context.newPage();
    const scripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const form = staticForm(page);

    // A wrong password: the form again, at once, the e-mail kept, the message in both languages.
    await form.email.fill(user.email);
    await form.password.fill('not-my-password');
    await form.submit.click();
    // 'commit': the held scripts keep the load event from ever firing.
    await page.waitForURL('**/signin', { waitUntil: 'commit' });
    await page.getByText('Invalid email or password').waitFor();
    await page.getByText('ईमेल या पासवर्ड गलत है').waitFor();
    expect(await form.email.inputValue()).toBe(user.email);
    expect(await form.password.inputValue()).toBe('');
    expect(await form.password.getAttribute('aria-invalid')).toBe('true');

    await form.password.fill(user.password);
    await form.password.press('Enter');
    await page.getByRole('status', { name: SPINNER }).waitFor();
    await scripts.release();
    await page.waitForURL('**/dashboard');
    const shell = new ShellPage(page);
    await shell.waitUntilShown(user.firstName);
    // Stored exactly as the app's own sign-in stores it.
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      user: JSON.parse(localStorage.getItem('user') ?? 'null') as { email?: string } | null,
    }));
    expect(stored.token).toEqual(expect.any(String));
    expect(stored.user?.email).toBe(user.email);

    // A signed-in phone whose page no worker serves (a hard reload at /) gets the server's
    // form, and the app starts at once, untouched, and replaces it with the dashboard.
    const bare = await newAppContext(env.browser, env.server.url, {
      viewport: PHONE,
      serviceWorkers: 'block',
    });
    await bare.addInitScript(
      ([token, saved]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', saved);
      },
      [stored.token!, JSON.stringify(stored.user)] as const,
    );
    const reloaded = await bare.newPage();
    const served = await reloaded.goto('/', { waitUntil: 'commit' });
    expect(await served?.text()).toContain('<form method="post" action="/signin">');
    await reloaded.waitForURL('**/dashboard');
    await new ShellPage(reloaded).waitUntilShown(user.firstName);
    await bare.close();

    // The installed app started with no network: the service worker's splash, never the form.
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    const answer = await page.goto('/', { waitUntil: 'commit' });
    const html = (await answer?.text()) ?? '';
    expect(html).toContain('id="splash"');
    expect(html).not.toContain('<form');
    await shell.waitUntilShown(user.firstName);
    await context.setOffline(false);
    await context.close();
  });
});
