// What bench:pad measures inside the page (installed before the app's scripts): when a pad key
// is clicked, what text shows in the pad's live regions and when the frame after it came, the
// bare baseline's button, and every long task the browser reports. Each function here runs in
// the page (page.evaluate / addInitScript), so it uses nothing from outside itself.
import type { Page } from 'playwright-core';

/** A script that ran in a long animation frame: what called it, where, and for how long. */
export type FrameScript = { what: string; at: number; ms: number; layoutMs: number };

/** A long animation frame (Chromium's Long Animation Frames API): the scripts that made it long. */
export type LongFrame = {
  start: number;
  ms: number;
  /** Of it, style and layout, and rendering (from the frame's render start). */
  renderMs: number;
  scripts: FrameScript[];
};

export type PadProbe = {
  lastDigitAt: number;
  /** Each text the live regions showed: when the page changed, and the frame after it. */
  shown: { text: string; changedAt: number; at: number }[];
  longTasks: { start: number; ms: number }[];
  longFrames: LongFrame[];
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
  const probe: PadProbe = { lastDigitAt: 0, shown: [], longTasks: [], longFrames: [], bareAt: 0 };
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
    const changedAt = performance.now();
    const text = [...boxes].map((b) => b.textContent ?? '').join('|');
    requestAnimationFrame(() => probe.shown.push({ text, changedAt, at: performance.now() }));
  }).observe(document, { subtree: true, childList: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.longTasks.push({ start: e.startTime, ms: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  // What a long task was: the long animation frame holding it names the scripts that ran in it
  // (an event handler, a timer, a promise's callback, an IndexedDB request's) with their
  // function and file, at a cost the page does not feel (a tracing profile slows it).
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame'))
    new PerformanceObserver((list) => {
      type Script = {
        invoker: string;
        invokerType: string;
        sourceFunctionName: string;
        sourceURL: string;
        sourceCharPosition: number;
        startTime: number;
        duration: number;
        forcedStyleAndLayoutDuration: number;
      };
      for (const e of list.getEntries() as (PerformanceEntry & {
        renderStart: number;
        scripts: Script[];
      })[])
        probe.longFrames.push({
          start: e.startTime,
          ms: e.duration,
          renderMs: e.renderStart ? e.startTime + e.duration - e.renderStart : 0,
          scripts: e.scripts
            .filter((x) => x.duration >= 1)
            .map((x) => ({
              what: `${x.invokerType} ${x.invoker} → ${x.sourceFunctionName || '?'} ${x.sourceURL.split('/').pop()}:${x.sourceCharPosition}`,
              at: x.startTime,
              ms: x.duration,
              layoutMs: x.forcedStyleAndLayoutDuration,
            })),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
}

/**
 * From a click to the frame after `name` showed (ms), and how much of it went before the page
 * changed (the click's own work: React's render and commit); null when it never showed.
 */
export type Shown = { ms: number; changedMs: number };

/**
 * Until `name` has shown after the last digit (`since: 'digit'`) or the bare button's click,
 * and the frame after it has come: how long that took.
 */
export async function nameShown(
  page: Page,
  name: string,
  since: 'digit' | 'bare' = 'digit',
): Promise<Shown> {
  const found = await page.waitForFunction(
    ([name, since]) => {
      const p = window.padProbe!;
      const from = since === 'bare' ? p.bareAt : p.lastDigitAt;
      const hit = p.shown.find((s) => s.at >= from && s.text.includes(name!));
      return hit ? { ms: hit.at - from, changedMs: hit.changedAt - from } : null;
    },
    [name, since],
    { polling: 20, timeout: 30_000 },
  );
  return (await found.jsonValue())!;
}

export type Point = { x: number; y: number };

/**
 * Where the agent taps: the centre of each key (by its label, '0'…'9') and of the Mark slot,
 * read once. The run taps there by coordinates, as a finger does, so a key that moved would be
 * missed; and Playwright's own work (finding a button by its name, checking what is under the
 * pointer) stays out of the throttled page it measures.
 */
export function tapPoints(
  page: Page,
  keysLabel: string,
): Promise<{ keys: Record<string, Point>; mark: Point }> {
  // No named function inside: tsx would wrap it in a helper the page does not have.
  return page.evaluate((label) => {
    const pad = document.querySelector(`[role="group"][aria-label="${label}"]`)!;
    const slot = document.querySelector('[data-testid="pad-mark-slot"]')!;
    const keys: Record<string, { x: number; y: number }> = {};
    let mark = { x: 0, y: 0 };
    for (const el of [...pad.querySelectorAll('button'), slot]) {
      const r = el.getBoundingClientRect();
      const at = { x: r.x + r.width / 2, y: r.y + r.height / 2 };
      if (el === slot) mark = at;
      else keys[el.textContent ?? ''] = at;
    }
    return { keys, mark };
  }, keysLabel);
}

/** Until the element of `selector` holds `text` (checked in the page, every 20 ms). */
export async function waitForText(page: Page, selector: string, text: string): Promise<void> {
  await page.waitForFunction(
    ([selector, text]) => document.querySelector(selector!)?.textContent?.includes(text!) ?? false,
    [selector, text],
    { polling: 20, timeout: 30_000 },
  );
}

/** The page's clock now (ms since its time origin), to bound a window of long tasks. */
export const pageNow = (page: Page): Promise<number> => page.evaluate(() => performance.now());

/** The long tasks reported so far. */
export const longTasks = (page: Page): Promise<PadProbe['longTasks']> =>
  page.evaluate(() => window.padProbe!.longTasks);

/** The long animation frames reported so far (none where the browser lacks the API). */
export const longFrames = (page: Page): Promise<LongFrame[]> =>
  page.evaluate(() => window.padProbe!.longFrames);

/**
 * The bare baseline: a plain button (no React, no lookup) whose click writes a name into a
 * plain element, timed from its click to the frame after the text is in, as the pad is. `name`
 * must be new to the page (the pad's last mark names the voter just marked).
 */
export async function bareDelay(page: Page, name: string): Promise<Shown> {
  const at = await page.evaluate((name) => {
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
    const r = button.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  }, name);
  await page.mouse.click(at.x, at.y);
  const delay = await nameShown(page, name, 'bare');
  await page.evaluate(() => document.getElementById('bare-probe')?.remove());
  return delay;
}
