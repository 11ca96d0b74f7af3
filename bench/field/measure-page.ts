// The browser figures of the field benchmark, each in a fresh Chromium profile (no cache, no
// service worker) under the field profile.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { CPU_SLOWDOWN, VIEWPORT, applyFieldProfile } from './profile.ts';
import { logWire } from '../../devkit/wire-log.ts';
import type { WireEntry, WireLog } from '../../devkit/wire-log.ts';
import { SIGN_IN_PAGE } from '../../src/domain/sign-in-page.ts';

export type Session = { token: string; user: unknown; firstName: string };

export type PageLoad = {
  /** ms from navigation start to the awaited element. */
  readyMs: number;
  wireBytes: number;
  requests: WireEntry[];
  /** Devanagari font files the page downloaded. */
  fontRequests: string[];
};

/** A fresh context at the field profile's viewport, signed in as `session` when given. */
export async function freshContext(
  browser: Browser,
  baseURL: string,
  session?: Session,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORT, locale: 'en-US' });
  context.setDefaultTimeout(120_000);
  if (session) {
    await context.addInitScript(
      ([token, user]) => {
        if (!localStorage.getItem('token')) {
          localStorage.setItem('token', token);
          localStorage.setItem('user', user);
        }
      },
      [session.token, JSON.stringify(session.user)] as const,
    );
  }
  return context;
}

/**
 * Waits for `check` in the page and returns performance.now() there (ms since navigation).
 * "signInForm" is a form a person can use: an e-mail field, a password field and a submit
 * button, each enabled, shown (not hidden by CSS, as the server's form is under its 1.5 s
 * spinner) and the top element where it is drawn (not under a cover); and the form goes
 * somewhere: it posts to the server (the server's form, before the scripts) or it is the
 * app's own, whose script handles the submit. This holds for builds with and without the
 * server's form, so the two are measured alike.
 */
async function readyAt(page: Page, check: 'signInForm' | `greeting:${string}`): Promise<number> {
  const handle = await page.waitForFunction(
    (what) => {
      if (what === 'signInForm') {
        // No named helper inside: tsx (which runs the bench) would wrap it in a __name() call
        // that does not exist in the page.
        for (const email of document.querySelectorAll<HTMLInputElement>('input[type="email"]')) {
          const form = email.form;
          if (!form) continue;
          const posts = form.method === 'post' && new URL(form.action).pathname === '/signin';
          const app = document.getElementById('root')?.contains(form) ?? false;
          if (!posts && !app) continue;
          const controls = [
            email,
            form.querySelector('input[type="password"]'),
            form.querySelector('[type="submit"]'),
          ];
          const usable = controls.every((el) => {
            if (!(el instanceof HTMLElement) || (el as HTMLInputElement).disabled) return false;
            if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
              return false;
            const box = el.getBoundingClientRect();
            const x = box.left + box.width / 2;
            const y = box.top + box.height / 2;
            // Below the fold is still usable (a scroll away); in view it must not be covered.
            if (y < 0 || y > innerHeight || x < 0 || x > innerWidth) return true;
            const top = document.elementFromPoint(x, y);
            return top !== null && (top === el || el.contains(top) || top.contains(el));
          });
          if (usable) return performance.now();
        }
        return false;
      }
      const text = `Hello, ${what.slice('greeting:'.length)}`;
      return document.body.innerText.includes(text) ? performance.now() : false;
    },
    check,
    { polling: 'raf', timeout: 120_000 },
  );
  return (await handle.jsonValue()) as number;
}

async function loadPage(
  context: BrowserContext,
  path: string,
  check: Parameters<typeof readyAt>[1],
): Promise<{ page: Page; wire: WireLog; load: PageLoad }> {
  const page = await context.newPage();
  const cdp = await applyFieldProfile(context, page);
  const wire = logWire(cdp);
  await page.goto(path, { waitUntil: 'commit' });
  const readyMs = await readyAt(page, check);
  await wire.settle();
  const requests = [...wire.entries];
  return {
    page,
    wire,
    load: {
      readyMs,
      wireBytes: wire.total(),
      requests,
      fontRequests: requests.filter((r) => /\.woff2?$/.test(r.url)).map((r) => r.url),
    },
  };
}

/**
 * A tap into the sign-in form's e-mail field, as a person starts typing. The server's form
 * starts the app on it (public/sign-in-boot.js); a build whose form is the app's own is
 * touched alike.
 */
export async function touchSignInForm(page: Page): Promise<void> {
  await page.locator('input[type="email"]').first().click();
}

export type SignInLoad = PageLoad & {
  /** All the page pulled once touched, until the app's own form took over. */
  touchedBytes: number;
};

/** First visit of /signin: time to a usable form, bytes before and after the first touch. */
export async function firstVisitSignIn(browser: Browser, baseURL: string): Promise<SignInLoad> {
  const context = await freshContext(browser, baseURL);
  try {
    const { page, wire, load } = await loadPage(context, '/signin', 'signInForm');
    await touchSignInForm(page);
    await page.waitForFunction((id) => !document.getElementById(id), SIGN_IN_PAGE.block, {
      timeout: 120_000,
    });
    await wire.settle();
    return { ...load, touchedBytes: wire.total() };
  } finally {
    await context.close();
  }
}

/** First visit of /dashboard with a stored session: bytes until the shell greets and settles. */
export async function firstVisitDashboard(
  browser: Browser,
  baseURL: string,
  session: Session,
): Promise<PageLoad> {
  const context = await freshContext(browser, baseURL, session);
  try {
    return (await loadPage(context, '/dashboard', `greeting:${session.firstName}`)).load;
  } finally {
    await context.close();
  }
}

export type PrecacheFigures = {
  /** What the worker's fetches cost on this first visit (HTTP-cached files cost nothing). */
  measuredBytes: number;
  entries: { url: string; transferSize: number }[];
  /** ms from navigation start until the page is controlled by the installed worker. */
  controlledAtMs: number;
};

/** Visits /signin, waits for the service worker to install, reads its resource timings. */
export async function precacheOnFirstVisit(
  browser: Browser,
  baseURL: string,
): Promise<PrecacheFigures> {
  const context = await freshContext(browser, baseURL);
  try {
    const { page } = await loadPage(context, '/signin', 'signInForm');
    // The worker registers once the app runs: from the first touch on the server's form.
    await touchSignInForm(page);
    const controlledAtMs = await waitForControl(page);
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const entries = await worker.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => ({ url: e.name, transferSize: (e as PerformanceResourceTiming).transferSize })),
    );
    return {
      measuredBytes: entries.reduce((sum, e) => sum + e.transferSize, 0),
      entries,
      controlledAtMs,
    };
  } finally {
    await context.close();
  }
}

async function waitForControl(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
          once: true,
        }),
      );
    }
    return performance.now();
  });
}

/**
 * Offline cold start: one online visit installs the worker; then, with the network off and the
 * CPU 4× slower, each reload is timed from navigation start to the header's greeting.
 */
export async function offlineColdStarts(
  browser: Browser,
  baseURL: string,
  session: Session,
  runs: number,
): Promise<number[]> {
  const context = await freshContext(browser, baseURL, session);
  try {
    const { page } = await offlineDashboard(context, session);
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      await page.reload({ waitUntil: 'commit' });
      times.push(await greetedAt(page, session));
    }
    return times;
  } finally {
    await context.close();
  }
}

/** performance.now() in the page (ms since navigation) when the header greets `session`. */
export function greetedAt(page: Page, session: Session): Promise<number> {
  return readyAt(page, `greeting:${session.firstName}`);
}

/**
 * /dashboard in `context` (signed in as `session`), visited online until the service worker
 * controls it, then once more so lazily loaded screens are in the precache-backed state a
 * returning user has; then offline at CPU 4×. The CDP session is the page's, for more probes.
 */
export async function offlineDashboard(
  context: BrowserContext,
  session: Session,
): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  await page.goto('/dashboard');
  await greetedAt(page, session);
  await waitForControl(page);
  await page.reload();
  await greetedAt(page, session);
  await context.setOffline(true);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, cdp };
}
