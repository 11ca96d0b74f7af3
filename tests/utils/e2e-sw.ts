// Service-worker helpers for E2E: wait for control, and fire Background Sync through CDP.
import type { BrowserContext, Page } from 'playwright-core';

/**
 * Resolves once the page is controlled by an active service worker (precache finished). Bounded:
 * a worker whose install failed (a precache request refused on a loaded machine) never becomes
 * ready, and an unbounded wait hung a whole test; this fails within `limitMs` saying what the
 * registration holds (installing, waiting, active and their states), so the next such failure
 * names its cause.
 */
export async function waitForServiceWorkerControl(page: Page, limitMs = 45_000): Promise<void> {
  const outcome = await page.evaluate(async (limit) => {
    const controlled = (async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return 'controlled';
      // clients.claim() lands just after activation; wait for it rather than reloading.
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
          once: true,
        }),
      );
      return 'controlled';
    })();
    const late = new Promise<string>((resolve) =>
      setTimeout(async () => {
        const reg = await navigator.serviceWorker.getRegistration();
        const state = (w: ServiceWorker | null | undefined) => w?.state ?? 'none';
        resolve(
          reg
            ? `installing ${state(reg.installing)}, waiting ${state(reg.waiting)}, active ${state(reg.active)}`
            : 'no registration',
        );
      }, limit),
    );
    return Promise.race([controlled, late]);
  }, limitMs);
  if (outcome !== 'controlled')
    throw new Error(`The service worker did not take control in ${limitMs / 1000} s: ${outcome}`);
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
