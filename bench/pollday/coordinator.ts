// A coordinator watching poll day on the home screen, as the app does it: the event stream's
// poke asks for a sync 250 ms later (src/sync/triggers.ts), the sync pulls every page
// (src/sync/engine.ts), and new marks on the phone make the area summary ask the server again
// (GET /api/field-work/summary), at most once a second (src/features/home/use-area-summary.ts
// through use-throttled-live-query.ts). A mark has reached the coordinator when a summary asked
// for after its pull has been answered: that answer counts it, since the tallies move in the
// push's own transaction.
import type { PullResponse } from '../../src/domain/sync-protocol.ts';
import type { Watcher } from './district-seed.ts';
import { JsonClient, now, openEventStream } from './http-client.ts';
import type { EventStream } from './http-client.ts';
import type { MarkLedger } from './mark-ledger.ts';
import type { RequestCounts } from './booth-phone.ts';
import { APP_DELAYS } from './settings.ts';
import { SyncLoop } from './sync-loop.ts';

export class Coordinator {
  private readonly client: JsonClient;
  private readonly loop: SyncLoop;
  private cursor: string;
  private stream: EventStream | undefined;
  /** Marks pulled that no summary asked for since has counted yet. */
  private waiting: string[] = [];
  private lastSummary = 0;
  private summaryTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  pokes = 0;
  step = 0;
  /** The event stream said `ready`. */
  ready = false;

  constructor(
    readonly watcher: Watcher,
    private readonly base: string,
    private readonly ledger: MarkLedger,
    private readonly counts: RequestCounts,
  ) {
    this.client = new JsonClient(base, watcher.account.token);
    this.cursor = watcher.account.cursor;
    this.loop = new SyncLoop(
      () => this.pullAll(),
      (err) => this.ledger.error(this.step, `coordinator pull: ${(err as Error).message}`),
    );
  }

  openStream(onLost: (why: string) => void): void {
    const url = `${this.base}/api/events?token=${encodeURIComponent(this.watcher.account.token)}`;
    this.stream = openEventStream(
      url,
      (name) => {
        if (name === 'ready') this.ready = true;
        if (name !== 'poke') return;
        this.pokes += 1;
        this.loop.requestSync(APP_DELAYS.pokeToSyncMs);
      },
      onLost,
    );
  }

  private async pullAll(): Promise<void> {
    let marks = 0;
    for (;;) {
      const q = new URLSearchParams({ cursor: this.cursor, limit: String(APP_DELAYS.pullPage) });
      this.counts.pulls += 1;
      const res = await this.client.call('GET', `/api/sync/pull?${q}`);
      const body = res.body as Partial<PullResponse>;
      if (res.status !== 200 || !body.rows) throw new Error(`pull: ${res.status}`);
      const at = now();
      for (const row of body.rows) {
        if (row.table !== 'voteMarks' && row.table !== 'visits') continue;
        marks += 1;
        this.ledger.pulled(row.id, at);
        this.waiting.push(row.id);
      }
      this.cursor = body.cursor!;
      if (!body.hasMore) break;
    }
    // The field tables changed on the phone: the summary asks again when its gap allows.
    if (marks) this.scheduleSummary();
  }

  private scheduleSummary(): void {
    clearTimeout(this.summaryTimer);
    const wait = Math.max(0, this.lastSummary + APP_DELAYS.summaryGapMs - Date.now());
    this.summaryTimer = setTimeout(() => void this.summary(), wait);
  }

  private async summary(): Promise<void> {
    if (this.stopped) return;
    this.lastSummary = Date.now();
    const counted = this.waiting;
    this.waiting = [];
    this.counts.summaries += 1;
    const area = encodeURIComponent(this.watcher.account.scope);
    try {
      const res = await this.client.call('GET', `/api/field-work/summary?area=${area}`);
      if (res.status !== 200) throw new Error(`summary: ${res.status}`);
      const at = now();
      for (const id of counted) this.ledger.shown(id, at);
    } catch (err) {
      // The screen keeps the last answer; the next summary counts these marks.
      this.waiting.unshift(...counted);
      this.ledger.error(this.step, `coordinator ${(err as Error).message}`);
      this.scheduleSummary();
    }
  }

  /** No sync running or due, and no pulled mark waiting for its summary. */
  get idle(): boolean {
    return !this.loop.busy && this.waiting.length === 0;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.summaryTimer);
    this.stream?.close();
    await this.loop.stop();
    this.client.close();
  }
}
