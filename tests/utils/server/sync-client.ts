// A minimal sync client for the server suites: numbered mutations per client id, push, and
// pull (one page or all pages), straight against the app through inject.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type {
  Mutation,
  PullResponse,
  PushResponse,
  SyncFields,
  SyncRow,
  SyncTable,
} from '../../../src/domain/sync-protocol.ts';
import type { TestApp } from './test-app.ts';

export type Op = { table?: SyncTable; id?: string; op?: Mutation['op']; fields?: SyncFields };

export class SyncClient {
  readonly clientId = `test-${randomUUID()}`;
  private next = 1;
  cursor = '';

  constructor(
    private readonly t: TestApp,
    public token: string,
  ) {}

  /** Number these operations as the next mutations of this client. */
  mutations(ops: Op[]): Mutation[] {
    return ops.map((o) => ({
      mutationId: this.next++,
      table: o.table ?? 'voters',
      id: o.id ?? randomUUID(),
      op: o.op ?? 'put',
      fields: o.fields ?? {},
      baseVersion: 0,
    }));
  }

  pushRaw(mutations: Mutation[], clientId = this.clientId) {
    return this.t.as(this.token, {
      method: 'POST',
      url: '/api/sync/push',
      payload: { clientId, mutations },
    });
  }

  async push(ops: Op[] | Mutation[]): Promise<PushResponse> {
    const list =
      ops.length && 'mutationId' in ops[0]! ? (ops as Mutation[]) : this.mutations(ops as Op[]);
    const res = await this.pushRaw(list);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json<PushResponse>();
  }

  pullRaw(cursor: string, limit?: number) {
    const q = new URLSearchParams({ cursor });
    if (limit !== undefined) q.set('limit', String(limit));
    return this.t.as(this.token, { method: 'GET', url: `/api/sync/pull?${q}` });
  }

  async pull(limit?: number): Promise<PullResponse> {
    const res = await this.pullRaw(this.cursor, limit);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const page = res.json<PullResponse>();
    this.cursor = page.cursor;
    return page;
  }

  /** Pull every page from the current cursor; returns the rows in arrival order. */
  async pullAll(limit?: number): Promise<SyncRow[]> {
    const rows: SyncRow[] = [];
    for (;;) {
      const page = await this.pull(limit);
      rows.push(...page.rows);
      if (!page.hasMore) return rows;
    }
  }
}

/** The latest state per record from a stream of pulled rows. */
export function latest(rows: SyncRow[]): Map<string, SyncRow> {
  const out = new Map<string, SyncRow>();
  for (const r of rows) out.set(`${r.table}/${r.id}`, r);
  return out;
}
