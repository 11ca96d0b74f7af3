// The field profile: a ₹6,000 Android phone on a 3G-like link. Applied through CDP to one page.
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { sized } from '../lib/smoke.ts';

export const VIEWPORT = { width: 360, height: 740 } as const;
// A smoke run judges no figure: it applies the same emulation on a fast link and CPU, so CI
// proves the benchmark runs without waiting a minute on a 3G-like link with the cores idle.
export const CPU_SLOWDOWN = sized(4, 1);
export const LINK_KBIT = sized(400, 40_000);
export const LATENCY_MS = sized(400, 20);

const bytesPerSecond = (LINK_KBIT * 1000) / 8;

/** CPU 4× slower, 400 kbit/s both ways, 400 ms round-trip (full run); returns the session (Network on). */
export async function applyFieldProfile(
  context: BrowserContext,
  page: Page,
  opts: { offline?: boolean } = {},
): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: opts.offline ?? false,
    latency: LATENCY_MS,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

export const PROFILE_TEXT =
  `viewport ${VIEWPORT.width}×${VIEWPORT.height}, CPU ${CPU_SLOWDOWN}× slower (CDP), ` +
  `${LINK_KBIT} kbit/s down and up, ${LATENCY_MS} ms latency (CDP network emulation)`;
