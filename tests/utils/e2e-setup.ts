// One server and one browser per E2E file, closed afterwards. Each server listens on a free port
// with its own PGlite folder, so files can run two at a time (vitest.config.ts).
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { chromiumPath, launchTestBrowser } from '../../devkit/e2e-browser.ts';
import { startTestServer } from '../../devkit/e2e-server.ts';
import type { TestServer, TestServerOptions } from '../../devkit/e2e-server.ts';
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
