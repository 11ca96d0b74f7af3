// Service-worker helpers for E2E: wait for control, and fire Background Sync through CDP.
import type { BrowserContext, Page } from 'playwright-core';

/** Resolves once the page is controlled by an active service worker (precache finished). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    // clients.claim() lands just after activation; wait for it rather than reloading.
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
        once: true,
      }),
    );
  });
}

/** Dispatches a Background Sync event with `tag` to the page's service worker registration. */
export async function dispatchSyncEvent(
  context: BrowserContext,
  page: Page,
  tag: string,
): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registrationId = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no service worker registration')), 10_000);
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (mine) {
        clearTimeout(timer);
        resolve(mine.registrationId);
      }
    });
    void cdp.send('ServiceWorker.enable');
  });
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId,
    tag,
    lastChance: false,
  });
  await cdp.detach();
}
