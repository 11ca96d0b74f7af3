// Sync work waits while a serial is being typed on the poll-day pad (issue 44). A mark, its
// push, its pull and another phone's marks pulled in each change what the screen shows, and
// each such change draws part of the page again; on a slow or busy phone that lands in the
// middle of the next serial's digits. The pad says when a digit goes in and when the serial is
// done (marked or cleared); the engine asks before each step that writes to the phone (a run's
// start, settling a push, applying a pull page) and waits until no digit has come for a while.
// Nothing is held for long: a wait ends at the latest after `maxWaitMs`, so the war room still
// gets the marks of an agent who types without pause, and a mark itself is on the phone
// (IndexedDB) before any of this (poll-day-data.ts).

export type TypingGate = {
  /** A digit (or a correction) went into the pad. */
  typed(): void;
  /** The serial is done (marked or cleared): whatever waits may go now. */
  done(): void;
  /** Resolves once no digit came for `quietMs`, the serial is done, or after `maxWaitMs`. */
  quiet(): Promise<void>;
  /** True while a digit came within `quietMs` and the serial is not done. */
  typing(): boolean;
};

export type TypingGateOptions = {
  /** How long after the last digit typing counts as paused (default 800 ms). */
  quietMs?: number;
  /** The longest one wait lasts (default 3 s). */
  maxWaitMs?: number;
  now?: () => number;
};

/**
 * 800 ms: longer than the pause between two digits of one serial (100–400 ms at an officer's
 * pace), shorter than the time from reading the name to the officer's next call.
 */
export const TYPING_QUIET_MS = 800;
export const TYPING_MAX_WAIT_MS = 3_000;

export function createTypingGate(options: TypingGateOptions = {}): TypingGate {
  const quietMs = options.quietMs ?? TYPING_QUIET_MS;
  const maxWaitMs = options.maxWaitMs ?? TYPING_MAX_WAIT_MS;
  const now = options.now ?? Date.now;
  let lastKeyAt: number | null = null;
  let waiting: (() => void)[] = [];

  const typing = () => lastKeyAt !== null && now() - lastKeyAt < quietMs;
  const release = () => {
    const go = waiting;
    waiting = [];
    for (const resolve of go) resolve();
  };

  return {
    typed() {
      lastKeyAt = now();
    },
    done() {
      lastKeyAt = null;
      release();
    },
    typing,
    quiet() {
      if (!typing()) return Promise.resolve();
      const until = now() + maxWaitMs;
      return new Promise<void>((resolve) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const go = () => {
          clearTimeout(timer);
          waiting = waiting.filter((w) => w !== go);
          resolve();
        };
        const check = () => {
          if (!typing() || now() >= until) return go();
          // Again when the last digit has stood quietMs (a later digit moves that on).
          timer = setTimeout(check, Math.min(until, lastKeyAt! + quietMs) - now());
        };
        waiting.push(go);
        check();
      });
    },
  };
}

/** The app's one gate: the pad tells it, the browser's sync engine asks it (start-sync.ts). */
export const typingGate = createTypingGate();
