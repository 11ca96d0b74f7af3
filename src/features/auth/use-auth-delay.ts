import { useEffect, useState } from 'react';
import { AUTH_SPINNER_MS } from '../../domain/sign-in-page.ts';

// The server's sign-in page (before the JavaScript) waits the same 1.5 s in CSS.
export { AUTH_SPINNER_MS };

// The splash in index.html is that spinner from the start of a page load: the first auth page
// only waits out what is left of the 1.5 s since navigation start, instead of adding 1.5 s to
// a phone's already slow first load. Set once an auth page of this page load has appeared.
let pageLoadSpinnerDone = false;

/** What is left of `ms` at `now` (ms since navigation start, i.e. performance.now()). */
export function remainingPageLoadDelay(now: number, ms = AUTH_SPINNER_MS): number {
  return Math.max(0, Math.round(ms - now));
}

/** For tests: whether an auth page has already appeared in this "page load". */
export function setAuthPageLoadDone(done: boolean): void {
  pageLoadSpinnerDone = done;
}

/**
 * False while the auth spinner shows, then true: `ms` on in-app navigations between auth
 * pages, only the rest of `ms` since navigation start for the first auth page of a page load.
 */
export function useAuthDelay(ms = AUTH_SPINNER_MS): boolean {
  const [delay] = useState(() =>
    pageLoadSpinnerDone ? ms : remainingPageLoadDelay(performance.now(), ms),
  );
  const [ready, setReady] = useState(delay === 0);
  useEffect(() => {
    if (ready) {
      pageLoadSpinnerDone = true;
      return;
    }
    const id = window.setTimeout(() => setReady(true), delay);
    return () => window.clearTimeout(id);
  }, [delay, ready]);
  return ready;
}
