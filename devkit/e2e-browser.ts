// Launches the system Chromium (never a downloaded one) through playwright-core.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { CHROMIUM_FLAGS } from './chromium-flags.ts';
import { step } from './e2e-steps.ts';

const INSTALL_HINT =
  'E2E tests need Chromium. Install it with: apt-get install -y chromium fonts-noto-core ' +
  '(or point CHROMIUM_PATH at a Chromium binary).';

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

/**
 * Debian's `chromium-headless-shell`, when installed: the same Blink, V8, service workers and
 * IndexedDB as the browser, without the browser's own windows and their processes. Six E2E files
 * took 0.66 of the time and 0.62 of the CPU on it (docs/architecture.md, "Where the time goes").
 * Tests use it; screenshots and benchmarks keep the browser a phone runs.
 */
const HEADLESS_SHELL =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const headlessShellPath = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : null;

/** `executablePath` with the common flags, plus `extraArgs` (e.g. a fake camera: fake-camera.ts). */
function launchChromium(executablePath: string, extraArgs: readonly string[]): Promise<Browser> {
  return chromium.launch({ executablePath, args: [...CHROMIUM_FLAGS, ...extraArgs] });
}

/** The browser a phone runs: screenshots and benchmarks. */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  if (!chromiumPath) throw new Error(INSTALL_HINT);
  return launchChromium(chromiumPath, extraArgs);
}

/** The browser tests drive: the headless shell when installed, else the browser. */
export async function launchTestBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return headlessShellPath
    ? launchChromium(headlessShellPath, extraArgs)
    : launchBrowser(extraArgs);
}

/** The field profile of a cheap Android phone. */
export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** A fresh profile (empty storage, no service worker) pointed at the test server. */
export async function newAppContext(
  browser: Browser,
  baseURL: string,
  opts: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await step('browser.newContext', () =>
    browser.newContext({ baseURL, viewport: DESKTOP, locale: 'en-US', ...opts }),
  );
  context.setDefaultTimeout(15_000);
  return context;
}
