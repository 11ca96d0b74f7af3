// The server's pokes a page's event stream receives, counted from Chromium's own network log.
// A list that changes after a poke followed it live; one that changed without a poke waited for
// the app's regular sync. How soon a poke is followed is bench:pollday's figure, not a test's.
import type { Page } from 'playwright-core';

/**
 * How long a change may take to show on another phone in a test: half the app's regular 60 s
 * sync, so a change that showed had a poke to follow (pair it with `pokesHeard`).
 */
export const FOLLOW_MS = 30_000;

/** Counts the pokes `page` hears from now on; call it before the page opens its event stream. */
export async function pokesHeard(page: Page): Promise<() => number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  let pokes = 0;
  cdp.on('Network.eventSourceMessageReceived', (message) => {
    if (message.eventName === 'poke') pokes += 1;
  });
  return () => pokes;
}
