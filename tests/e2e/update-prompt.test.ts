// A new deploy never takes over silently: the new service worker waits, the page asks, and
// only "Reload to update" (SKIP_WAITING) activates it.
import { appendFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SignInPage } from '../../devkit/e2e-pages.ts';
import { newAppContext } from '../../devkit/e2e-browser.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';
import { waitForServiceWorkerControl } from '../utils/e2e-sw.ts';

type WorkerStates = { waiting: boolean; active: boolean; controlled: boolean };

describe.skipIf(noBrowser)('service worker update prompt', () => {
  // A private copy of the build, so the test can "deploy" a changed sw.js without touching dist/.
  const env = useE2eEnv({ copyDist: true });

  it('keeps the new version waiting until the user chooses "Reload to update"', async () => {
    const context = await newAppContext(env.browser, env.server.url);
    const page = await context.newPage();
    await new SignInPage(page).goto();
    await waitForServiceWorkerControl(page);

    // Deploy: any byte change to sw.js is a new service worker version. The build's
    // precompressed copies would still be served unchanged: drop them, as a deploy replaces them.
    const sw = join(env.server.staticDir, 'sw.js');
    await appendFile(sw, `\n// deployed ${Date.now()}\n`);
    await Promise.all([rm(`${sw}.br`, { force: true }), rm(`${sw}.gz`, { force: true })]);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });

    const prompt = page.getByRole('alertdialog', { name: 'A new version is available' });
    await prompt.waitFor();
    const states = () =>
      page.evaluate(async (): Promise<WorkerStates> => {
        const r = await navigator.serviceWorker.getRegistration();
        return {
          waiting: Boolean(r?.waiting),
          active: r?.active?.state === 'activated',
          controlled: Boolean(navigator.serviceWorker.controller),
        };
      });
    expect(await states()).toEqual({ waiting: true, active: true, controlled: true });

    // "Later" hides the prompt and the new version keeps waiting.
    await prompt.getByRole('button', { name: 'Later' }).click();
    await prompt.waitFor({ state: 'detached' });
    expect((await states()).waiting).toBe(true);

    // The next check finds it waiting again and asks again; this time the user accepts.
    await page.reload();
    await prompt.waitFor();
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload to update' }).click();
    await reloaded;
    await expect.poll(states).toEqual({ waiting: false, active: true, controlled: true });
    expect(await prompt.count()).toBe(0);
    await context.close();
  });
});
