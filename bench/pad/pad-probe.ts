// What bench:pad measures inside the page (installed before the app's scripts): when a pad key
// is clicked, what text shows in the pad's live regions and when the frame after it came, the
// bare baseline's button, and every long task the browser reports. Each function here runs in
// the page (page.evaluate / addInitScript), so it uses nothing from outside itself.
import type { Page } from 'playwright-core';

export type PadProbe = {
  lastDigitAt: number;
  shown: { text: string; at: number }[];
  longTasks: { start: number; ms: number }[];
  bareAt: number;
};

declare global {
  interface Window {
    padProbe?: PadProbe;
  }
}

/**
 * In the page: the time of the last click on a pad key, each text that appears in the pad's
 * live regions with the time of the frame after it (what the agent sees), and the long tasks.
 */
export function installProbe(): void {
  const probe: PadProbe = { lastDigitAt: 0, shown: [], longTasks: [], bareAt: 0 };
  window.padProbe = probe;
  document.addEventListener(
    'click',
    (e) => {
      const key = (e.target as HTMLElement).closest('[role="group"] button');
      if (key) probe.lastDigitAt = performance.now();
    },
    true,
  );
  // Only the live regions (the pad's result card) and the bare probe are read: reading the whole
  // page's text on every change would load the throttled CPU it measures.
  new MutationObserver((records) => {
    const boxes = new Set<Element>();
    for (const r of records) {
      const el = r.target instanceof Element ? r.target : r.target.parentElement;
      const box = el?.closest('[aria-live], #bare-probe');
      if (box) boxes.add(box);
    }
    if (!boxes.size) return;
    const text = [...boxes].map((b) => b.textContent ?? '').join('|');
    requestAnimationFrame(() => probe.shown.push({ text, at: performance.now() }));
  }).observe(document, { subtree: true, childList: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.longTasks.push({ start: e.startTime, ms: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** When `name` first showed after the last digit, in ms (null: it never did). */
export function nameDelay(page: Page, name: string): Promise<number | null> {
  return page.evaluate((name) => {
    const p = window.padProbe!;
    const hit = p.shown.find((s) => s.at >= p.lastDigitAt && s.text.includes(name));
    return hit ? hit.at - p.lastDigitAt : null;
  }, name);
}

/** The page's clock now (ms since its time origin), to bound a window of long tasks. */
export const pageNow = (page: Page): Promise<number> => page.evaluate(() => performance.now());

/** The long tasks reported so far. */
export const longTasks = (page: Page): Promise<PadProbe['longTasks']> =>
  page.evaluate(() => window.padProbe!.longTasks);

/**
 * The bare baseline: a plain button (no React, no lookup) whose click writes a name into a
 * plain element, timed from its click to the frame after the text is in, as the pad is.
 */
export async function bareDelay(page: Page, name: string): Promise<number> {
  await page.evaluate((name) => {
    document.getElementById('bare-probe')?.remove();
    const box = document.createElement('div');
    box.id = 'bare-probe';
    box.style.cssText = 'position:fixed;bottom:0;left:0;z-index:9999;background:#fff';
    const button = document.createElement('button');
    button.textContent = '7';
    button.style.cssText = 'width:60px;height:48px';
    const out = document.createElement('span');
    button.onclick = () => {
      window.padProbe!.bareAt = performance.now();
      out.textContent = name;
    };
    box.append(button, out);
    document.body.append(box);
  }, name);
  await page.locator('#bare-probe button').click();
  await page.locator('#bare-probe span', { hasText: name }).waitFor();
  const delay = await page.evaluate((name) => {
    const p = window.padProbe!;
    const hit = p.shown.find((s) => s.at >= p.bareAt && s.text.includes(name));
    return hit ? hit.at - p.bareAt : -1;
  }, name);
  await page.evaluate(() => document.getElementById('bare-probe')?.remove());
  return delay;
}
