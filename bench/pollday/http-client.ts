// HTTP as the simulated phones and coordinators speak it: JSON calls on a keep-alive connection
// of their own (node:http, far lighter than fetch when hundreds of clients share one load
// generator), and Server-Sent Events read line by line with the time each event arrived.
import { Agent, request } from 'node:http';
import type { IncomingMessage } from 'node:http';

export type JsonAnswer = { status: number; body: unknown };

const REQUEST_TIMEOUT_MS = 30_000;

/** Milliseconds on a clock every process of the run shares (epoch-based, sub-millisecond). */
export const now = (): number => performance.timeOrigin + performance.now();

export class JsonClient {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 2 });
  /** Requests sent again after a reused connection was found closed. */
  retriedOnReuse = 0;

  constructor(
    private readonly base: string,
    public token: string,
  ) {}

  /**
   * One request. A kept-alive connection the balancer closed just as it was reused fails at
   * once; like a browser, the request is sent again once on a new connection (pushes are
   * exactly-once by mutation id, the rest are reads).
   */
  async call(method: string, path: string, body?: unknown): Promise<JsonAnswer> {
    try {
      return await this.once(method, path, body);
    } catch (err) {
      if (!(err as { reused?: boolean }).reused) throw err;
      this.retriedOnReuse += 1;
      return this.once(method, path, body);
    }
  }

  private once(method: string, path: string, body?: unknown): Promise<JsonAnswer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = request(
        this.base + path,
        {
          method,
          agent: this.agent,
          timeout: REQUEST_TIMEOUT_MS,
          headers: {
            authorization: `Bearer ${this.token}`,
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            try {
              parsed = text ? JSON.parse(text) : null;
            } catch {
              // not JSON (a balancer's error page): kept as text for the report
            }
            resolve({ status: res.statusCode ?? 0, body: parsed });
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`${method} ${path}: timed out`)));
      req.on('error', (err) => {
        const code = (err as { code?: string }).code;
        const closed = code === 'ECONNRESET' || err.message === 'socket hang up';
        reject(Object.assign(err, { reused: closed && req.reusedSocket }));
      });
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

export type EventStream = { close(): void; readonly open: boolean };

/**
 * GET /api/events?token=… on a connection of its own, as EventSource holds it; `onEvent` gets
 * each event's name and arrival time. `onEnd` is told when the stream ends or fails (it is not
 * reopened: in a benchmark a lost stream is an error to count, not to hide).
 */
export function openEventStream(
  url: string,
  onEvent: (name: string, at: number) => void,
  onEnd: (why: string) => void,
): EventStream {
  let open = true;
  let ended = false;
  const end = (why: string) => {
    open = false;
    if (!ended) onEnd(why);
    ended = true;
  };
  const req = request(url, { agent: false, headers: { accept: 'text/event-stream' } });
  req.on('response', (res: IncomingMessage) => {
    if (res.statusCode !== 200) {
      res.resume();
      end(`status ${res.statusCode}`);
      return;
    }
    let pending = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      const at = now();
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line.startsWith('event: ')) onEvent(line.slice(7).trim(), at);
    });
    res.on('end', () => end('ended by the server'));
    res.on('error', (err) => end(err.message));
  });
  req.on('error', (err) => end(err.message));
  req.end();
  return {
    close() {
      ended = true;
      open = false;
      req.destroy();
    },
    get open() {
      return open;
    },
  };
}
