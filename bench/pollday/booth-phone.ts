// A booth worker's phone on poll day: each tap marks voters of its booth voted, and the marks
// are pushed at once (POST /api/sync/push, the app's sync: push the outbox, then pull every
// page); a push still running makes the next one wait, so marks tapped meanwhile go together.
// It holds its event stream as the app does and syncs 250 ms after a poke. A push that fails
// is counted and its marks sent again a second later, as the app's outbox keeps them.
import { randomUUID } from 'node:crypto';
import type { Mutation, PullResponse, PushResponse } from '../../src/domain/sync-protocol.ts';
import type { Booth } from './district-seed.ts';
import { JsonClient, now, openEventStream } from './http-client.ts';
import type { EventStream } from './http-client.ts';
import type { MarkLedger } from './mark-ledger.ts';
import { APP_DELAYS } from './settings.ts';
import { SyncLoop } from './sync-loop.ts';

export type RequestCounts = { pushes: number; pulls: number; summaries: number };

type Queued = { mutation: Mutation; step: number };

export class BoothPhone {
  private readonly client: JsonClient;
  private readonly clientId = `pollday-${randomUUID()}`;
  private readonly loop: SyncLoop;
  private readonly outbox: Queued[] = [];
  private nextMutation = 1;
  private nextVoter = 0;
  private cursor: string;
  private stream: EventStream | undefined;
  step = 0;
  /** The event stream said `ready`. */
  ready = false;

  constructor(
    readonly booth: Booth,
    private readonly base: string,
    private readonly ledger: MarkLedger,
    private readonly counts: RequestCounts,
    /** Coordinators who will see each mark of this booth. */
    private readonly watchers: number,
  ) {
    this.client = new JsonClient(base, booth.phone.token);
    this.cursor = booth.phone.cursor;
    this.loop = new SyncLoop(
      () => this.sync(),
      (err) => this.ledger.error(this.step, `phone sync: ${(err as Error).message}`),
    );
  }

  openStream(onLost: (why: string) => void): void {
    const url = `${this.base}/api/events?token=${encodeURIComponent(this.booth.phone.token)}`;
    this.stream = openEventStream(
      url,
      (name) => {
        if (name === 'ready') this.ready = true;
        if (name === 'poke') this.loop.requestSync(APP_DELAYS.pokeToSyncMs);
      },
      onLost,
    );
  }

  /**
   * Mark `count` voters voted. The booth's voters are marked in turn; once all are, the next
   * round marks them not voted (an undo), and so on, so a long run never runs out.
   */
  tap(count: number): string[] {
    const ids: string[] = [];
    const at = now();
    for (let i = 0; i < count; i++) {
      const voters = this.booth.voters;
      const round = Math.floor(this.nextVoter / voters.length);
      const voterId = voters[this.nextVoter++ % voters.length]!;
      const id = randomUUID();
      ids.push(id);
      this.ledger.tapped(id, this.step, this.watchers, at);
      this.outbox.push({
        step: this.step,
        mutation: {
          mutationId: this.nextMutation++,
          table: 'voteMarks',
          id,
          op: 'put',
          fields: {
            voterId,
            voted: round % 2 === 0,
            markedAt: new Date().toISOString(),
            by: this.booth.phone.name,
          },
          baseVersion: 0,
        },
      });
    }
    void this.loop.syncNow();
    return ids;
  }

  private async sync(): Promise<void> {
    if (this.outbox.length) await this.push();
    await this.pullAll();
  }

  private async push(): Promise<void> {
    const batch = this.outbox.slice(0, 500);
    const ids = batch.map((q) => q.mutation.id);
    this.ledger.sent(ids, now());
    this.counts.pushes += 1;
    const fail = (why: string) => {
      this.ledger.error(batch[0]!.step, why);
      this.loop.requestSync(1_000);
    };
    let res;
    try {
      res = await this.client.call('POST', '/api/sync/push', {
        clientId: this.clientId,
        mutations: batch.map((q) => q.mutation),
      });
    } catch (err) {
      return fail(`push: ${(err as Error).message}`);
    }
    const body = res.body as Partial<PushResponse>;
    const last = batch.at(-1)!.mutation.mutationId;
    if (res.status !== 200 || body.lastMutationId !== last)
      return fail(`push: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    this.outbox.splice(0, batch.length);
    const refused = new Set((body.errors ?? []).map((e) => e.mutationId));
    const at = now();
    this.ledger.acked(
      batch.filter((q) => !refused.has(q.mutation.mutationId)).map((q) => q.mutation.id),
      at,
    );
    const refusedIds = batch.filter((q) => refused.has(q.mutation.mutationId));
    if (refusedIds.length)
      this.ledger.failed(
        refusedIds.map((q) => q.mutation.id),
        `refused: ${JSON.stringify(body.errors?.[0]).slice(0, 200)}`,
      );
  }

  private async pullAll(): Promise<void> {
    for (;;) {
      const q = new URLSearchParams({ cursor: this.cursor, limit: String(APP_DELAYS.pullPage) });
      this.counts.pulls += 1;
      const res = await this.client.call('GET', `/api/sync/pull?${q}`);
      const body = res.body as Partial<PullResponse>;
      if (res.status !== 200 || !body.rows) throw new Error(`pull: ${res.status}`);
      this.cursor = body.cursor!;
      if (!body.hasMore) return;
    }
  }

  /** Nothing left to send and no sync running or due. */
  get idle(): boolean {
    return this.outbox.length === 0 && !this.loop.busy;
  }

  async stop(): Promise<void> {
    this.stream?.close();
    await this.loop.stop();
    this.client.close();
  }
}
