// Simulated phones for the life-cycle tests: each keeps one keep-alive connection (as a
// browser does), pulls and pushes numbered voter mutations in batches, and remembers which
// batches the server acknowledged. A 503 or a cut connection is retried like the real client.
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import type { LoginResponse } from '../src/domain/auth.ts';
import type { Mutation, PushResponse } from '../src/domain/sync-protocol.ts';

export type Answer = { status: number; headers: Record<string, unknown>; body: string };

/** One JSON request on `agent`; rejects only when the connection fails. */
export function httpJson(
  agent: Agent,
  url: string,
  method: string,
  body?: unknown,
  token?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      url,
      {
        method,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Create the first account (it becomes the admin, who may write anywhere) and sign in. */
export async function adminToken(base: string): Promise<string> {
  const agent = new Agent();
  const email = `admin-${randomUUID()}@example.com`;
  const password = 'life-cycle-password';
  await httpJson(agent, `${base}/api/booth/create-booth-user`, 'POST', {
    name: 'Admin',
    email,
    password,
  });
  const login = await httpJson(agent, `${base}/api/booth/login-booth-user`, 'POST', {
    email,
    password,
  });
  agent.destroy();
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${login.body}`);
  return (JSON.parse(login.body) as LoginResponse).token;
}

/** What one phone saw: every answer's status, and the batches the server acknowledged. */
export type PhoneLog = {
  clientId: string;
  statuses: number[];
  /** 503 answers that lacked a Retry-After header (the drain must always send one). */
  missingRetryAfter: number;
  connectionErrors: number;
  /** Highest mutation id the server acknowledged. */
  acked: number;
};

export class Phone {
  readonly clientId = `phone-${randomUUID()}`;
  readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });
  private next = 1;
  /** The batch being sent; kept until acknowledged so a retry replays the same mutation ids. */
  private pending: Mutation[] = [];
  readonly log: PhoneLog = {
    clientId: this.clientId,
    statuses: [],
    missingRetryAfter: 0,
    connectionErrors: 0,
    acked: 0,
  };

  constructor(
    private base: string,
    private readonly token: string,
    private readonly batchSize = 10,
  ) {}

  /** One pull then one push, as the sync engine does; false when the connection failed. */
  async round(): Promise<boolean> {
    return (await this.pull()) && this.push();
  }

  /** One page of pull; false when the connection failed. */
  async pull(): Promise<boolean> {
    return this.guard(async () => {
      const url = `${this.base}/api/sync/pull?limit=50`;
      this.note(await httpJson(this.agent, url, 'GET', undefined, this.token));
    });
  }

  /** Push the pending batch (a new one when none waits); false when the connection failed. */
  async push(): Promise<boolean> {
    return this.guard(async () => {
      if (!this.pending.length) this.pending = this.batch();
      const answer = await httpJson(
        this.agent,
        `${this.base}/api/sync/push`,
        'POST',
        { clientId: this.clientId, mutations: this.pending },
        this.token,
      );
      this.note(answer);
      if (answer.status === 200) {
        this.log.acked = (JSON.parse(answer.body) as PushResponse).lastMutationId;
        this.pending = [];
      }
    });
  }

  private async guard(fn: () => Promise<void>): Promise<boolean> {
    try {
      await fn();
      return true;
    } catch {
      this.log.connectionErrors += 1;
      return false;
    }
  }

  /** Talk to another server (a restarted one on a new address). */
  retarget(base: string): void {
    this.base = base;
  }

  close(): void {
    this.agent.destroy();
  }

  private note(answer: Answer): void {
    this.log.statuses.push(answer.status);
    if (answer.status === 503 && !answer.headers['retry-after']) this.log.missingRetryAfter += 1;
  }

  private batch(): Mutation[] {
    return Array.from({ length: this.batchSize }, () => {
      const mutationId = this.next++;
      return {
        mutationId,
        table: 'voters',
        id: randomUUID(),
        op: 'put',
        // The mutation id in the record lets a check find which mutations were applied.
        fields: { firstName: `${this.clientId}#${mutationId}` },
        baseVersion: 0,
      } satisfies Mutation;
    });
  }
}

/** Run `phones` in a loop until `stop()` is called; resolves when every loop has ended. */
export function keepPushing(phones: Phone[]): { stop(): void; done: Promise<void> } {
  let running = true;
  const loops = phones.map(async (phone) => {
    let failures = 0;
    while (running) {
      failures = (await phone.round()) ? 0 : failures + 1;
      // A kept-alive socket the server closed fails once; refused three times, the server is gone.
      if (failures >= 3) return;
      if (failures) await new Promise((r) => setTimeout(r, 20));
    }
  });
  return {
    stop: () => (running = false),
    done: Promise.all(loops).then(() => undefined),
  };
}
