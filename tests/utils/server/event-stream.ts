// Reads /api/events from a listening server the way EventSource would, and records the named
// events it receives, so tests can wait for a poke or prove none came.
import type { FastifyInstance } from 'fastify';

export type EventStream = {
  status: number;
  contentType: string | null;
  /** Event names in arrival order ('ready', 'poke'). */
  events: string[];
  /**
   * Resolves when `count` events named `name` have arrived; rejects after `timeoutMs` (15 s: a
   * bound on a hang, not a speed a loaded machine must keep).
   */
  waitFor(name: string, count?: number, timeoutMs?: number): Promise<void>;
  /** How many `name` events arrived so far. */
  count(name: string): number;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

/** Listen on a random local port (idempotent) and return the base URL. */
export async function baseUrl(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  return baseUrl(app);
}

export async function openEventStream(url: string): Promise<EventStream> {
  const abort = new AbortController();
  const res = await fetch(url, { signal: abort.signal, headers: { accept: 'text/event-stream' } });
  const events: string[] = [];
  const waiters = new Set<() => void>();
  const count = (name: string) => events.filter((e) => e === name).length;
  let buffer = '';
  const decoder = new TextDecoder();
  const ended = (async () => {
    if (!res.body) return;
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const name = /^event: (.+)$/m.exec(block)?.[1];
          if (name) events.push(name);
          for (const w of waiters) w();
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    count,
    ended,
    waitFor(name, n = 1, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (count(name) >= n) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve();
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${n}× "${name}" within ${timeoutMs} ms; got ${events.join(',')}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}
