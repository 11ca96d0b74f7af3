// The installed app keeps working with no network: the service worker serves the shell.
import { describe, expect, it } from 'vitest';
import { ShellPage, SignInPage } from '../../devkit/e2e-pages.ts';
import { newAppContext } from '../../devkit/e2e-browser.ts';
import { noBrowser, signedInInstalled, useE2eEnv } from '../utils/e2e-setup.ts';
import { waitForServiceWorkerControl } from '../utils/e2e-sw.ts';

describe.skipIf(noBrowser)('offline', () => {
  const env = useE2eEnv();

  it('after one online visit, reloads and deep-links into the shell with the network off', async () => {
    const { user, context, page } = await signedInInstalled(env, 'Sunita Yadav');

    await context.setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await page.reload();
    const shell = new ShellPage(page);
    await shell.waitUntilShown(user.firstName);

    // A route never visited before comes from the same precached shell.
    await page.goto('/dashboard/voter-list');
    await shell.waitUntilShown(user.firstName);
    expect(await shell.sidebarLink('Search Voter').count()).toBe(1);

    await context.setOffline(false);
    await context.close();
  });

  it('shows the sign-in screen offline to a signed-out visitor of a controlled origin', async () => {
    const context = await newAppContext(env.browser, env.server.url);
    const page = await context.newPage();
    await new SignInPage(page).goto('/');
    await waitForServiceWorkerControl(page);

    await context.setOffline(true);
    await new SignInPage(page).goto('/signin');
    await context.setOffline(false);
    await context.close();
  });

  it('never answers /api/ navigations with the cached shell, nor caches API answers', async () => {
    const { context, page } = await signedInInstalled(env, 'Pooja Rani');
    // API calls from a controlled page pass through the service worker.
    const status = await page.evaluate(async () => {
      const token = localStorage.getItem('token') ?? '';
      const res = await fetch('/api/booth/my-profile', {
        headers: { Authorization: `Bearer ${token}` },
      });
      return res.status;
    });
    expect(status).toBe(200);

    const online = await page.goto('/api/health');
    expect(online?.headers()['content-type']).toContain('application/json');
    expect(await online?.json()).toEqual({ status: 'ok' });

    // No cache holds an API answer: not the sign-in, the profile call or the health page.
    const cachedUrls = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(cachedUrls.length).toBeGreaterThan(0);
    expect(cachedUrls.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);

    // Offline, an API navigation fails instead of pretending with index.html.
    await context.setOffline(true);
    await expect(page.goto('/api/health')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
    await context.setOffline(false);
    await context.close();
  });
});
