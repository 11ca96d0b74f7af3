// The start-up's heavy code (Dexie, the sync engine, the home's figures) waits for the first
// frame to be painted (issue 45). React runs effects in a task of their own after a commit, but
// Chromium often runs that task before the next frame: an import started there evaluated its
// modules, and the phone showed the greeting only after them.
import { useEffect, useState } from 'react';

/** How long a page that paints no frame waits before running what waits for one. */
const HIDDEN_PAGE_WAIT_MS = 1000;

let painted = false;
const waiting: (() => void)[] = [];

/** Runs `then` once a frame has been painted since the page started (at once after that). */
export function afterFirstPaint(then: () => void): void {
  if (painted) {
    then();
    return;
  }
  waiting.push(then);
  if (waiting.length > 1) return;
  const run = () => {
    if (painted) return;
    painted = true;
    for (const next of waiting.splice(0)) next();
  };
  // A frame's callbacks run before its paint; a task queued from them runs after it.
  requestAnimationFrame(() => setTimeout(run, 0));
  // A page opened hidden (a background tab) paints no frame: its sync must start all the same.
  setTimeout(run, HIDDEN_PAGE_WAIT_MS);
}

/** False until the page's first frame has been painted, then true. */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    afterFirstPaint(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

/** How long what waits for an idle moment, once its delay is over, waits at most. */
const IDLE_WAIT_MS = 2000;

/**
 * False until the first frame has been painted, `delayMs` more have passed and the page has
 * then had an idle moment (or waited IDLE_WAIT_MS), then true: for what nobody sees at first (a
 * phone's closed drawer). Drawn at the first idle moment, it took a slow phone's main thread
 * for 0.4 s just when a first sync was about to ask for its first page (issue 45).
 */
export function useIdleAfterFirstPaint(delayMs: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      if (live) setReady(true);
    };
    afterFirstPaint(() => {
      timer = setTimeout(() => {
        // Safari has no requestIdleCallback: a short timeout stands in for the idle moment.
        if (typeof window.requestIdleCallback === 'function')
          window.requestIdleCallback(done, { timeout: IDLE_WAIT_MS });
        else setTimeout(done, 50);
      }, delayMs);
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [ready, delayMs]);
  return ready;
}
