// Page models for the auth screens and the dashboard shell, written against the accessible
// names the UI promises (labels, button names, aria-labels), never CSS classes.
import type { Locator, Page } from 'playwright-core';
import type { TestUser } from './e2e-users.ts';

export class SignInPage {
  constructor(readonly page: Page) {}
  readonly email = () => this.page.getByLabel('Email', { exact: true });
  readonly password = () => this.page.getByLabel('Password', { exact: true });
  readonly submit = () => this.page.getByRole('button', { name: 'Sign In', exact: true });

  /** Opens /signin and waits out the auth-page spinner (spec: 1.5 s). */
  async goto(path = '/signin'): Promise<void> {
    await this.page.goto(path);
    await this.waitUntilShown();
  }

  async waitUntilShown(): Promise<void> {
    await this.email().waitFor();
  }

  async signIn(user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
    await this.email().fill(user.email);
    await this.password().fill(user.password);
    await this.submit().click();
  }
}

export class SignUpPage {
  constructor(readonly page: Page) {}
  readonly name = () => this.page.getByLabel('Name', { exact: true });
  readonly email = () => this.page.getByLabel('Email', { exact: true });
  readonly password = () => this.page.getByLabel('Password', { exact: true });
  readonly submit = () => this.page.getByRole('button', { name: 'Sign Up', exact: true });
  readonly redirecting = () => this.page.getByRole('button', { name: 'Redirecting to Sign In...' });

  async goto(): Promise<void> {
    await this.page.goto('/signup');
    await this.name().waitFor();
  }

  async signUp(user: TestUser): Promise<void> {
    await this.name().fill(user.name);
    await this.email().fill(user.email);
    await this.password().fill(user.password);
    await this.submit().click();
  }
}

export class ShellPage {
  constructor(readonly page: Page) {}
  readonly greeting = (firstName: string) => this.page.getByText(`Hello, ${firstName}`);
  readonly burger = () => this.page.getByRole('button', { name: 'Toggle navigation' });
  readonly userMenu = () => this.page.getByRole('button', { name: 'User menu' });
  readonly sidebarLink = (name: string) =>
    this.page.getByRole('navigation').getByRole('link', { name, exact: true });

  async waitUntilShown(firstName: string): Promise<void> {
    await this.greeting(firstName).waitFor();
  }

  async logout(): Promise<void> {
    await this.userMenu().click();
    await this.page.getByRole('menuitem', { name: 'Logout' }).click();
  }
}

/** Signs in through the UI and waits for the shell. */
export async function signInViaUi(page: Page, user: TestUser): Promise<ShellPage> {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(user);
  await page.waitForURL('**/dashboard');
  const shell = new ShellPage(page);
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
