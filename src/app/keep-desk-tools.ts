// A coordinator's desk tools offline (issue 26). The roll import and the voter file import are
// left out of the precache (scripts/outside-precache.ts), so a booth worker's install does not
// download them. A coordinator's or the admin's phone fetches them once the service worker
// controls the page, in an idle moment; the worker's desk-tool cache keeps them
// (sw/runtime-cache.ts), and once cached a fetch here costs no network. The shell decides who
// gets it (dashboard-shell.tsx).

/** Resolves once a service worker controls the page (at once if one does); never without one. */
function controlled(): Promise<void> {
  const sw = navigator.serviceWorker;
  if (sw.controller) return Promise.resolve();
  return new Promise((resolve) =>
    sw.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
}

/** An idle moment (the first screen comes first), or 5 s on a phone too busy to report one. */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: 5000 });
    else setTimeout(resolve, 1000);
  });
}

async function keepDeskToolsOffline(): Promise<void> {
  await controlled();
  await idle();
  if (!navigator.onLine) return;
  // The module the route loads (route-screens.ts): the same chunk and stylesheet.
  await import('../features/rolls/roll-import-screen.tsx');
  const { keepImporterOffline } = await import('../features/voters/import/import-worker-url.ts');
  await keepImporterOffline();
}

let started = false;

/** Called when a coordinator's or the admin's dashboard opens; the first call of the page's life starts the warm-up. */
export function keepDeskToolsOnce(): void {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  keepDeskToolsOffline().catch((err: unknown) =>
    console.warn('The desk tools could not be kept for offline use', err),
  );
}
