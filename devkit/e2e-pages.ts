// Page models for the auth screens and the dashboard shell, written against the accessible
// names the UI promises (labels, button names, aria-labels), never CSS classes.
import type { Locator, Page } from 'playwright-core';
import { SIGN_IN_PAGE } from '../src/domain/sign-in-page.ts';
import { LABELS } from './e2e-labels.ts';
import type { Lang } from './e2e-labels.ts';
import type { TestUser } from './e2e-users.ts';

/**
 * Puts the cursor in the server's sign-in form while it still holds the app's files back (a
 * touch starts the app); once the app is on its way, the cursor is left where it is.
 */
export function touchServerForm(ids: { block: string; appFiles: string }): void {
  if (!document.getElementById(ids.appFiles)) return;
  document.getElementById(ids.block)?.querySelector('input')?.focus();
}

class LocalizedPage {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'en',
  ) {}
  protected get l() {
    return LABELS[this.lang];
  }
  /** The English/हिन्दी selector (a native select), present on auth pages and in the shell. */
  readonly languageSelect = () =>
    this.page.getByRole('combobox', { name: this.l.language, exact: true });

  async chooseLanguage(lang: Lang): Promise<void> {
    await this.languageSelect().selectOption(lang);
  }
}

export class SignInPage extends LocalizedPage {
  readonly email = () => this.page.getByLabel(this.l.email, { exact: true });
  readonly password = () => this.page.getByLabel(this.l.password, { exact: true });
  readonly submit = () => this.page.getByRole('button', { name: this.l.signIn, exact: true });
  /** The failure note above the button ("Login failed", slow network, offline …). */
  readonly alert = () => this.page.getByRole('alert');
  readonly retry = () => this.alert().getByRole('button', { name: this.l.retry, exact: true });
  readonly slowNetwork = () => this.alert().getByText(this.l.slowNetwork);
  readonly offline = () => this.alert().getByText(this.l.offline);

  /** Opens /signin and waits out the auth-page spinner (spec: 1.5 s). */
  async goto(path = '/signin'): Promise<void> {
    await this.page.goto(path);
    await this.waitUntilShown();
  }

  /**
   * Waits for the app's form. A first visit of / or /signin gets the server's form, which
   * starts the app on the first touch (public/sign-in-boot.js): the cursor goes into its
   * e-mail field, as a tap puts it, and the app takes over.
   */
  async waitUntilShown(): Promise<void> {
    const serverEmail = this.page.locator(`#${SIGN_IN_PAGE.block} input[name="email"]`);
    await this.email().or(serverEmail).first().waitFor();
    await this.page.evaluate(touchServerForm, SIGN_IN_PAGE);
    await this.email().waitFor();
  }

  async signIn(user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
    await this.email().fill(user.email);
    await this.password().fill(user.password);
    await this.submit().click();
  }
}

export class SignUpPage extends LocalizedPage {
  readonly name = () => this.page.getByLabel(this.l.name, { exact: true });
  readonly email = () => this.page.getByLabel(this.l.email, { exact: true });
  readonly password = () => this.page.getByLabel(this.l.password, { exact: true });
  readonly submit = () => this.page.getByRole('button', { name: this.l.signUp, exact: true });
  readonly redirecting = () => this.page.getByRole('button', { name: this.l.redirecting });
  readonly success = () => this.page.getByRole('status').filter({ hasText: this.l.signUpSuccess });

  async goto(): Promise<void> {
    await this.page.goto('/signup');
    await this.name().waitFor();
  }

  async fill(user: TestUser): Promise<void> {
    await this.name().fill(user.name);
    await this.email().fill(user.email);
    await this.password().fill(user.password);
  }

  async signUp(user: TestUser): Promise<void> {
    await this.fill(user);
    await this.submit().click();
  }
}

export class ShellPage extends LocalizedPage {
  readonly greeting = (firstName: string) => this.page.getByText(this.l.hello(firstName));
  readonly burger = () => this.page.getByRole('button', { name: this.l.toggleNav });
  readonly userMenu = () => this.page.getByRole('button', { name: this.l.userMenu });
  readonly sidebarLink = (name: string) =>
    this.page.getByRole('navigation').getByRole('link', { name, exact: true });

  async waitUntilShown(firstName: string): Promise<void> {
    await this.greeting(firstName).waitFor();
  }

  async logout(): Promise<void> {
    await this.userMenu().click();
    await this.page.getByRole('menuitem', { name: this.l.logout }).click();
  }
}

/** Signs in through the UI and waits for the shell. */
export async function signInViaUi(
  page: Page,
  user: TestUser,
  lang: Lang = 'en',
): Promise<ShellPage> {
  const signIn = new SignInPage(page, lang);
  await signIn.goto();
  await signIn.signIn(user);
  await page.waitForURL('**/dashboard');
  const shell = new ShellPage(page, lang);
  await shell.waitUntilShown(user.firstName);
  return shell;
}

/**
 * Whether the element is on screen. Playwright's "visible" is true for a drawer translated
 * off-canvas, which is how a closed mobile sidebar is hidden, so check the box against the
 * viewport too.
 */
export async function isOnScreen(locator: Locator): Promise<boolean> {
  if (!(await locator.isVisible())) return false;
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return (
      r.right > 1 &&
      r.left < window.innerWidth - 1 &&
      r.bottom > 1 &&
      r.top < window.innerHeight - 1
    );
  });
}

/**
 * Closes the toasts on screen with their close buttons, as a worker does when one covers the
 * button they want next (on a phone a toast spans the width under the header, over the page's
 * title row). Without it a test's click waits in vain: the mouse resting on the toast pauses
 * its timer, which a finger on a phone never does.
 */
export async function closeToasts(page: Page): Promise<void> {
  const close = page.locator('.mantine-Notification-root .mantine-Notification-closeButton');
  // A toast may close by itself between the count and the click, or still be leaving after
  // its click: the next count says whether one is left. At most 20 are held on screen.
  for (let tries = 0; tries < 25 && (await close.count()) > 0; tries++) {
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
}

/** True when the page does not scroll sideways (a phone layout that fits its width). */
export const fitsWidth = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A locale text with its {{placeholders}} filled, to find the Hindi UI by its own strings. */
export const interpolate = (text: string, values: Record<string, string | number>): string =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text);
