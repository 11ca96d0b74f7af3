// A small in-memory implementation of the sync protocol (the sync protocol, src/domain/sync-protocol.ts) behind a fetch
// function, so unit tests can drive the engine and inject rejections, resets and faults.
// The real server is exercised by tests/server/sync-fault-injection.test.ts.
import type {
  Mutation,
  MutationError,
  PullResponse,
  PushRequest,
  PushResponse,
  SyncRow,
} from '../../../src/domain/sync-protocol.ts';

type Handler = (req: {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}) => Response | undefined;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export class FakeSyncServer {
  rows = new Map<string, SyncRow>();
  version = 0;
  lastMutation = new Map<string, number>();
  /** Every request, in order: "POST /sync/push" etc. */
  log: string[] = [];
  /** Mutations as received, per push. */
  pushes: Mutation[][] = [];
  /** Return an i18n reason to refuse a mutation for good. */
  reject: (m: Mutation) => string | null = () => null;
  /** Answer the next pull with reset: true. */
  resetNext = false;
  /** Extra route handlers (requests, files, faults); first defined answer wins. */
  handlers: Handler[] = [];
  /** Renewed token to hand back in push/pull answers. */
  freshToken: string | undefined;

  key = (table: string, id: string) => `${table}|${id}`;

  /** Change a row as if another phone did (bumps the version). */
  serverEdit(row: Omit<SyncRow, 'version' | 'updatedAt'>): SyncRow {
    const full = { ...row, version: ++this.version, updatedAt: new Date().toISOString() };
    this.rows.set(this.key(row.table, row.id), full);
    return full;
  }

  private apply(m: Mutation): void {
    const existing = this.rows.get(this.key(m.table, m.id));
    if (existing?.deleted) return; // deletes win
    const fields = m.op === 'put' ? m.fields : { ...existing?.fields, ...m.fields };
    if (m.op === 'patch' && !existing) return;
    this.serverEdit({
      table: m.table,
      id: m.id,
      scope: '',
      ownerId: 'owner',
      deleted: m.op === 'delete',
      fields: m.op === 'delete' ? (existing?.fields ?? {}) : fields,
    });
  }

  /** The server's gap rule: new ids must run on from lastMutationId (409 otherwise). */
  gapError(body: PushRequest): Response | undefined {
    const last = this.lastMutation.get(body.clientId) ?? 0;
    const firstNew = body.mutations.find((m) => m.mutationId > last);
    if (!firstNew || firstNew.mutationId === last + 1) return undefined;
    return json(409, {
      error: 'mutation_gap',
      message: 'gap',
      messageKey: 'errors.mutationGap',
      expectedMutationId: last + 1,
      lastMutationId: last,
    });
  }

  push(body: PushRequest): PushResponse {
    this.pushes.push(body.mutations);
    let last = this.lastMutation.get(body.clientId) ?? 0;
    const errors: MutationError[] = [];
    for (const m of body.mutations) {
      if (m.mutationId <= last) continue;
      const reason = this.reject(m);
      if (reason)
        errors.push({
          mutationId: m.mutationId,
          table: m.table,
          id: m.id,
          reason,
          current: this.rows.get(this.key(m.table, m.id)) ?? null,
        });
      else this.apply(m);
      last = m.mutationId;
    }
    this.lastMutation.set(body.clientId, last);
    return { lastMutationId: last, errors, ...(this.freshToken ? { token: this.freshToken } : {}) };
  }

  pull(cursor: string, limit: number, count = false): PullResponse {
    const reset = this.resetNext;
    this.resetNext = false;
    const from = reset ? 0 : Number(cursor || 0);
    const all = [...this.rows.values()]
      .filter((r) => r.version > from)
      .sort((a, b) => a.version - b.version);
    const rows = all.slice(0, limit);
    const next = rows.length ? rows[rows.length - 1]!.version : from;
    return {
      rows,
      cursor: String(next),
      hasMore: all.length > limit,
      reset,
      ...(count
        ? {
            remaining: {
              rows: all.length,
              voters: all.filter((r) => r.table === 'voters').length,
            },
          }
        : {}),
      ...(this.freshToken ? { token: this.freshToken } : {}),
    };
  }

  fetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://fake');
    const path = url.pathname.replace(/^\/api/, '');
    const method = init?.method ?? 'GET';
    this.log.push(`${method} ${path}`);
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    for (const handler of this.handlers) {
      const res = handler({ method, path, body, headers });
      if (res) return res;
    }
    if (path === '/sync/push')
      return this.gapError(body as PushRequest) ?? json(200, this.push(body as PushRequest));
    // No part here is worth a snapshot file (the real server's are in sync-snapshots tests).
    if (path === '/sync/snapshots') return json(200, { set: null, parts: [] });
    if (path === '/sync/pull')
      return json(
        200,
        this.pull(
          url.searchParams.get('cursor') ?? '',
          Number(url.searchParams.get('limit')),
          url.searchParams.get('count') === '1',
        ),
      );
    return json(404, { error: 'not_found', message: 'Not found' });
  };
}

export { json };
