// One server and one browser per E2E file, closed afterwards. Each server listens on a free port
// with its own PGlite folder, so files can run two at a time (vitest.config.ts).
import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { chromiumPath, launchTestBrowser, newAppContext } from '../../devkit/e2e-browser.ts';
import { signInViaUi } from '../../devkit/e2e-pages.ts';
import { createAccount, newUser } from '../../devkit/e2e-users.ts';
import type { TestUser } from '../../devkit/e2e-users.ts';
import { startTestServer } from '../../devkit/e2e-server.ts';
import type { TestServer, TestServerOptions } from '../../devkit/e2e-server.ts';
import { waitForServiceWorkerControl } from './e2e-sw.ts';
import { freshCluster } from './pglite-template.ts';

export type E2eEnv = { server: TestServer; browser: Browser };

export type E2eEnvOptions = TestServerOptions & {
  /** More Chromium flags, decided once the earlier beforeAll hooks have run (a fake camera). */
  browserArgs?: () => readonly string[];
};

/** Registers beforeAll/afterAll hooks; read the fields inside tests. */
export function useE2eEnv({ browserArgs, ...opts }: E2eEnvOptions = {}): E2eEnv {
  const env = {} as E2eEnv;
  beforeAll(async () => {
    if (!chromiumPath) return;
    env.server = await startTestServer({ freshCluster: freshCluster(), ...opts });
    env.browser = await launchTestBrowser(browserArgs?.() ?? []);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

/** True when the E2E suite must skip: no Chromium and not in CI (CI fails instead). */
export const noBrowser = chromiumPath === null;

/**
 * A new account (`name`) signed in on a fresh phone profile, returned once the service worker
 * controls the page: the app is installed, the state an offline test starts from.
 */
export async function signedInInstalled(
  env: E2eEnv,
  name: string,
  opts: BrowserContextOptions = {},
): Promise<{ user: TestUser; context: BrowserContext; page: Page }> {
  const user = newUser(name);
  await createAccount(env.server.url, user);
  const context = await newAppContext(env.browser, env.server.url, opts);
  const page = await context.newPage();
  await signInViaUi(page, user);
  await waitForServiceWorkerControl(page);
  return { user, context, page };
}
