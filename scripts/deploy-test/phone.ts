// A simulated phone for the deployment test: its account, numbered mutations and pull cursor,
// retrying only what the real client retries (a 503 or a reset connection).
import { randomUUID } from 'node:crypto';
import { PASSWORD, REQUEST_TIMEOUT_MS, sleep } from './run-context.ts';

export type Answer = { status: number; body: unknown; requestId: string | null };
export const RESET_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

/** A phone: its own account, client id, numbered mutations and pull cursor. */
export class Phone {
  token = '';
  readonly clientId = `deploy-${randomUUID()}`;
  next = 1;
  cursor = '';
  readonly own = new Map<string, number>();
  readonly pulled = new Set<string>();
  pushes = 0;
  pulls = 0;
  retried503 = 0;
  retriedReset = 0;
  readonly errors: string[] = [];
  /** Request ids of the answers that reached this phone. */
  readonly requestIds: string[] = [];

  constructor(
    readonly n: number,
    private readonly base: string,
    readonly email = `phone-${randomUUID()}@deploy.test`,
  ) {}

  /** One API call; a 503 or a reset connection is retried after a short pause, as the app does. */
  async call(method: string, path: string, body?: unknown): Promise<Answer> {
    for (let attempt = 1; ; attempt += 1) {
      const headers: Record<string, string> = {};
      if (this.token) headers.authorization = `Bearer ${this.token}`;
      if (body !== undefined) headers['content-type'] = 'application/json';
      try {
        const res = await fetch(this.base + path, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const text = await res.text();
        const requestId = res.headers.get('x-request-id');
        if (res.status === 503 && attempt < 40) {
          this.retried503 += 1;
          await sleep(100 + Math.random() * 200);
          continue;
        }
        if (requestId) this.requestIds.push(requestId);
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          // not JSON (a balancer's error page): kept as text for the report
        }
        return { status: res.status, body: parsed, requestId };
      } catch (err) {
        const code = ((err as { cause?: { code?: string } }).cause?.code ?? '') as string;
        if (RESET_CODES.has(code) && attempt < 40) {
          this.retriedReset += 1;
          await sleep(100 + Math.random() * 200);
          continue;
        }
        throw new Error(`${method} ${path}: ${(err as Error).message} ${code}`.trim(), {
          cause: err,
        });
      }
    }
  }

  async signUp(): Promise<void> {
    const up = await this.call('POST', '/api/booth/create-booth-user', {
      name: `Phone ${this.n}`,
      email: this.email,
      password: PASSWORD,
    });
    if (up.status !== 201) throw new Error(`sign-up: ${up.status} ${JSON.stringify(up.body)}`);
    const inn = await this.call('POST', '/api/booth/login-booth-user', {
      email: this.email,
      password: PASSWORD,
    });
    if (inn.status !== 200) throw new Error(`sign-in: ${inn.status} ${JSON.stringify(inn.body)}`);
    this.token = (inn.body as { token: string }).token;
  }

  async push(): Promise<void> {
    const mutations = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => {
      const mutationId = this.next++;
      const id = randomUUID();
      return {
        mutationId,
        table: 'voters',
        id,
        op: 'put',
        fields: {
          firstName: `Phone ${this.n}`,
          lastName: `mutation ${mutationId}`,
          partNumber: mutationId,
        },
        baseVersion: 0,
      };
    });
    const res = await this.call('POST', '/api/sync/push', { clientId: this.clientId, mutations });
    const body = res.body as { lastMutationId?: number; errors?: unknown[]; token?: string };
    const last = mutations.at(-1)!.mutationId;
    if (res.status !== 200 || body.lastMutationId !== last || body.errors?.length)
      throw new Error(
        `push ${mutations[0]!.mutationId}..${last}: ${res.status} ${JSON.stringify(body)}`,
      );
    for (const m of mutations) this.own.set(m.id, m.mutationId);
    if (body.token) this.token = body.token;
    this.pushes += 1;
  }

  async pullAll(): Promise<void> {
    for (;;) {
      const q = new URLSearchParams({ cursor: this.cursor, limit: '500' });
      const res = await this.call('GET', `/api/sync/pull?${q}`);
      const body = res.body as {
        rows?: { id: string }[];
        cursor?: string;
        hasMore?: boolean;
        token?: string;
      };
      if (res.status !== 200 || !body.rows)
        throw new Error(`pull: ${res.status} ${JSON.stringify(body)}`);
      for (const r of body.rows) this.pulled.add(r.id);
      this.cursor = body.cursor!;
      if (body.token) this.token = body.token;
      this.pulls += 1;
      if (!body.hasMore) return;
    }
  }

  /** Push and pull in a loop until `running()` turns false; the first failure ends the loop. */
  async work(running: () => boolean): Promise<void> {
    try {
      while (running()) {
        await this.push();
        await this.pullAll();
        await sleep(40 + Math.random() * 80);
      }
    } catch (err) {
      this.errors.push((err as Error).message);
    }
  }
}

/** An event stream held through the balancer the way EventSource holds one: it reconnects. */
export function holdEventStream(base: string, phone: Phone, running: () => boolean) {
  const seen = { ready: 0, poke: 0, reconnects: 0, errors: [] as string[] };
  const done = (async () => {
    while (running()) {
      const abort = new AbortController();
      const stop = setInterval(() => running() || abort.abort(), 100);
      try {
        const res = await fetch(`${base}/api/events?token=${encodeURIComponent(phone.token)}`, {
          signal: abort.signal,
        });
        if (res.status === 503) {
          seen.reconnects += 1;
          await res.body?.cancel();
        } else if (res.status !== 200 || !res.body) {
          seen.errors.push(`event stream: ${res.status}`);
          return;
        } else {
          const decoder = new TextDecoder();
          for await (const chunk of res.body) {
            const text = decoder.decode(chunk as Uint8Array, { stream: true });
            seen.ready += text.split('event: ready').length - 1;
            seen.poke += text.split('event: poke').length - 1;
          }
          seen.reconnects += 1; // the server ended it (restart): EventSource comes back
        }
      } catch (err) {
        const code = (err as { cause?: { code?: string } }).cause?.code ?? '';
        if (!abort.signal.aborted && !RESET_CODES.has(code) && (err as Error).name !== 'AbortError')
          seen.errors.push(`event stream: ${(err as Error).message} ${code}`);
        if (!abort.signal.aborted) seen.reconnects += 1;
      } finally {
        clearInterval(stop);
      }
      await sleep(200);
    }
  })();
  return { seen, done };
}
