// When a simulated phone or coordinator syncs, by the rules of the app's SyncEngine
// (src/sync/engine.ts): syncNow joins a running sync, which then runs once more; requestSync
// runs one after a delay, an earlier request winning. The sync itself (push, then pull every
// page) is the caller's.
export class SyncLoop {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private due = Infinity;
  private stopped = false;

  constructor(
    private readonly once: () => Promise<void>,
    private readonly onError: (err: unknown) => void,
  ) {}

  syncNow(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.loop().finally(() => (this.running = null));
    return this.running;
  }

  requestSync(delayMs: number): void {
    const due = Date.now() + delayMs;
    if (this.timer && this.due <= due) return;
    clearTimeout(this.timer);
    this.due = due;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.due = Infinity;
      void this.syncNow();
    }, delayMs);
  }

  /** A sync is running or asked for. */
  get busy(): boolean {
    return this.running !== null || this.timer !== undefined;
  }

  /** No more syncs; the running one finishes. */
  stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    return this.running ?? Promise.resolve();
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.once();
      } catch (err) {
        this.onError(err);
      }
    } while (this.again && !this.stopped);
  }
}
