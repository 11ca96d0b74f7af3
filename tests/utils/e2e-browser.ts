// Launches the system Chromium (never a downloaded one) through playwright-core.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';

const INSTALL_HINT =
  'E2E tests need Chromium. Install it with: apt-get install -y chromium fonts-noto-core ' +
  '(or point CHROMIUM_PATH at a Chromium binary).';

// Without the background-networking flags Chromium's own connections are refused by the
// closed network and slow every launch.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function findChromium(): string | null {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : null;
}

/**
 * The Chromium binary, or null when it is missing outside CI (tests then skip with a hint).
 * In CI a missing browser is a failure, never a silent skip.
 */
export function requireChromium(): string | null {
  const path = findChromium();
  if (path) return path;
  if (process.env.CI && process.env.CI !== 'false') throw new Error(INSTALL_HINT);
  console.warn(`\n[e2e] SKIPPED: ${INSTALL_HINT}\n`);
  return null;
}

export const chromiumPath = requireChromium();

export async function launchBrowser(): Promise<Browser> {
  if (!chromiumPath) throw new Error(INSTALL_HINT);
  return chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** A fresh profile (empty storage, no service worker) pointed at the test server. */
export async function newAppContext(
  browser: Browser,
  baseURL: string,
  opts: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: DESKTOP,
    locale: 'en-US',
    ...opts,
  });
  context.setDefaultTimeout(15_000);
  return context;
}
