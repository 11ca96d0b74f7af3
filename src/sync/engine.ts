// The sync engine: push the outbox, then pull pages, under a cross-tab lock; coalesces
// triggers, retries temporary faults with backoff, pauses (never drops) on 401 until the
// token changes. Environment-free: the browser wiring lives in triggers.ts / start-sync.ts.
import type { BoothDb } from '../db/database.ts';
import { META, setMeta } from '../db/meta.ts';
import { onLocalWrite } from '../db/write-events.ts';
import { describeStorageError } from '../db/storage-error.ts';
import { ApiError } from './api-client.ts';
import { createBackoff } from './backoff.ts';
import type { Backoff } from './backoff.ts';
import { DataOwnerChangedError, ensureDataOwner } from './local-reset.ts';
import { withLock } from './lock.ts';
import { pullAll } from './pull.ts';
import type { PullProgress } from './pull-progress.ts';
import { SyncStalledError, pushOutbox } from './push.ts';
import { createStore } from './store.ts';
import { syncFailureKey } from './sync-failure.ts';
import { createSyncApi } from './sync-api.ts';
import type { SyncApi, SyncSession } from './sync-api.ts';

export type SyncPhase = 'idle' | 'syncing' | 'offline' | 'signedOut' | 'authPaused' | 'error';
export type SyncStatus = {
  phase: SyncPhase;
  /** i18n key of the last problem, when phase is offline or error. */
  error?: string;
  /** When the next automatic retry is due (epoch ms). */
  retryAt?: number;
  /**
   * Voters on this phone of the total, while a pull of more than one page runs; kept when it
   * stops short (offline, error), so the screen can say how far a first sync got.
   */
  progress?: PullProgress;
};
export type SyncOutcome = 'synced' | 'offline' | 'authPaused' | 'signedOut' | 'failed';

export type SyncEngineOptions = {
  db: BoothDb;
  session: SyncSession;
  /** API base; default /api. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Mutations per push (default 500) and rows per pull page (default 1000, the server's). */
  batchSize?: number;
  pageSize?: number;
  lockName?: string;
  backoff?: Backoff;
  /** Regular sync interval (default 60 s); 0 = none. */
  intervalMs?: number;
  /** Quiet time after a local write before pushing (default 2 s). */
  writeDebounceMs?: number;
  timeoutMs?: number;
  /** Called after a temporary failure (the browser registers Background Sync here). */
  onTemporaryFailure?: () => void;
  /**
   * Awaited before each step that writes to the phone (a run's start, settling a push, applying
   * a pull page): the browser's engine waits while a serial is typed on the pad (typing-gate.ts).
   */
  whenQuiet?: () => Promise<void>;
};

const networkKinds = new Set(['network', 'timeout']);

/**
 * A run that starts with everything synced (by an earlier run of this engine) says "syncing"
 * only once it has lasted this long. A poll-day mark is pushed at once and the server's poke
 * brings a second run: each said "syncing" and then "synced" within a few hundred ms, and every
 * change of status redraws the header's badge and lays the page out again while the agent types
 * the next serial. A run from any other state (offline, an error, a first sync's progress, the
 * app's first run) says so at once.
 */
export const QUIET_RUN_MS = 1_000;

/**
 * The API whose pull pages are handed over only after `whenQuiet`: the pull applies each page as
 * it gets it, and applying one writes to the phone. The next page is still fetched meanwhile.
 */
function quietPulls(api: SyncApi, whenQuiet: () => Promise<void>): SyncApi {
  return {
    ...api,
    pull: async (...args) => {
      const page = await api.pull(...args);
      await whenQuiet();
      return page;
    },
  };
}

export class SyncEngine {
  readonly status = createStore<SyncStatus>({ phase: 'idle' });
  readonly api: SyncApi;
  private running: Promise<SyncOutcome> | null = null;
  private again = false;
  private pausedToken: string | null | undefined;
  private readonly backoff: Backoff;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retryDue = Infinity;
  private writeTimer: ReturnType<typeof setTimeout> | undefined;
  private cleanups: (() => void)[] = [];
  private started = false;
  /** A run has ended synced since this engine was made (the app's first run always says so). */
  private synced = false;

  constructor(private readonly opts: SyncEngineOptions) {
    this.api = createSyncApi({
      session: opts.session,
      baseUrl: opts.baseUrl,
      fetch: opts.fetch,
      timeoutMs: opts.timeoutMs,
    });
    this.backoff = opts.backoff ?? createBackoff();
  }

  /** Run a sync now (or join the running one, which then runs once more). */
  syncNow(): Promise<SyncOutcome> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.loop().finally(() => (this.running = null));
    return this.running;
  }

  /** Sync after `delayMs`; an earlier request wins. */
  requestSync(delayMs = 0): void {
    const due = Date.now() + delayMs;
    if (this.retryTimer && this.retryDue <= due) return;
    clearTimeout(this.retryTimer);
    this.retryDue = due;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.retryDue = Infinity;
      void this.syncNow();
    }, delayMs);
  }

  /** Start the timer and write-triggered syncs, and sync once now. */
  start(): void {
    if (this.started) return;
    this.started = true;
    const interval = this.opts.intervalMs ?? 60_000;
    if (interval > 0) {
      const id = setInterval(() => void this.syncNow(), interval);
      this.cleanups.push(() => clearInterval(id));
    }
    const debounce = this.opts.writeDebounceMs ?? 2_000;
    this.cleanups.push(
      onLocalWrite((urgent) => {
        clearTimeout(this.writeTimer);
        this.writeTimer = setTimeout(() => void this.syncNow(), urgent ? 0 : debounce);
      }),
    );
    void this.syncNow();
  }

  /** Stop timers and triggers; a running sync finishes. */
  stop(): void {
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.started = false;
    clearTimeout(this.retryTimer);
    clearTimeout(this.writeTimer);
    this.retryTimer = undefined;
    this.retryDue = Infinity;
  }

  /** Add a cleanup run by stop() (browser triggers register theirs here). */
  onStop(cleanup: () => void): void {
    this.cleanups.push(cleanup);
  }

  private async loop(): Promise<SyncOutcome> {
    for (;;) {
      this.again = false;
      const outcome = await this.runOnce();
      if (!this.again) return outcome;
    }
  }

  private async runOnce(): Promise<SyncOutcome> {
    const { db, session } = this.opts;
    const user = session.getUser();
    if (!user) {
      this.status.set({ phase: 'signedOut' });
      return 'signedOut';
    }
    const token = session.getToken();
    if (this.pausedToken !== undefined && token === this.pausedToken) return 'authPaused';
    this.pausedToken = undefined;
    const was = this.status.get();
    const announce = () => this.status.set({ phase: 'syncing', ...this.unfinishedProgress() });
    const quiet = this.synced && was.phase === 'idle' && !was.progress;
    const announcing = quiet ? setTimeout(announce, QUIET_RUN_MS) : undefined;
    if (!quiet) announce();
    const { whenQuiet } = this.opts;
    const ctx = {
      db,
      api: whenQuiet ? quietPulls(this.api, whenQuiet) : this.api,
      userId: user.id,
      batchSize: this.opts.batchSize ?? 500,
      pageSize: this.opts.pageSize ?? 1000,
      onProgress: (progress: PullProgress) => this.status.set({ phase: 'syncing', progress }),
      whenQuiet,
    };
    try {
      await whenQuiet?.();
      await withLock(this.opts.lockName ?? 'booth-sync', async () => {
        await ensureDataOwner(db, user.id);
        await pushOutbox(ctx);
        await pullAll(ctx);
        await setMeta(db, META.lastSyncAt, new Date().toISOString());
      });
      this.backoff.reset();
      this.synced = true;
      clearTimeout(announcing);
      // A quiet run left the status as it was: nothing to redraw.
      if (this.status.get() !== was) this.status.set({ phase: 'idle' });
      return 'synced';
    } catch (err) {
      clearTimeout(announcing);
      return this.fail(err, token);
    }
  }

  /** A long pull that stopped short resumes from its cursor; until it does, keep how far it got. */
  private unfinishedProgress(): { progress?: PullProgress } {
    const last = this.status.get().progress;
    return last && last.synced < last.total ? { progress: last } : {};
  }

  private fail(err: unknown, token: string | null): SyncOutcome {
    if (err instanceof DataOwnerChangedError) {
      this.again = true;
      return 'failed';
    }
    if (err instanceof ApiError && err.status === 401) {
      // Keep everything; wait for a new sign-in (a different token) before trying again.
      this.pausedToken = token;
      this.status.set({ phase: 'authPaused', error: 'errors.signInAgain' });
      return 'authPaused';
    }
    const temporary = err instanceof ApiError ? err.temporary : true;
    const offline = err instanceof ApiError && networkKinds.has(err.kind);
    const error = syncFailureKey(err);
    const progress = this.unfinishedProgress();
    // Dexie wraps the browser's error: the log names every level (e.g. AbortError ← QuotaExceededError).
    if (!(err instanceof ApiError) && !(err instanceof SyncStalledError))
      console.error(`Sync failed: ${describeStorageError(err)}`, err);
    if (!temporary) {
      this.status.set({ phase: 'error', error, ...progress });
      return 'failed';
    }
    const delay = this.backoff.next();
    const phase = offline ? 'offline' : 'error';
    this.status.set({ phase, error, retryAt: Date.now() + delay, ...progress });
    this.requestSync(delay);
    this.opts.onTemporaryFailure?.();
    return offline ? 'offline' : 'failed';
  }
}
