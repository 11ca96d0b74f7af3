// Readiness and graceful shutdown. Docker stops a container after 10 s and Kubernetes after
// 30 s; a server that waits out Fastify's 72 s keep-alive gets killed, and so does its embedded
// database. So on a stop signal we shed new work with 503, close every connection as soon as
// its last answer is sent, and close the database once the in-flight requests are done.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from './db/database.ts';
import { HttpError, sendError } from './errors.ts';

export type ServerState = 'starting' | 'ready' | 'stopping' | 'stopped';

/** How a stop ended: `cut` when the deadline came first and cut connections or requests. */
export type StopOutcome = { cut: boolean };

export type Lifecycle = {
  readonly state: ServerState;
  /** First step of `stop`: from now on new requests get 503 and answers close their connection. */
  beginDrain(): void;
  /**
   * Drain and close: 503 to new requests, connections closed once idle, in-flight requests
   * finished, then the app and the database closed. After `deadlineMs` the remaining
   * connections are cut. Calling it twice returns the same promise.
   */
  stop(deadlineMs?: number): Promise<StopOutcome>;
};

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/** Default hard deadline for a drain (ms); SHUTDOWN_TIMEOUT_MS overrides it in server/index.ts. */
export const DEFAULT_SHUTDOWN_DEADLINE_MS = 5_000;
/** What a draining server tells clients to wait before trying again (s). */
const RETRY_AFTER_S = 2;
/** How long a readiness probe waits for the database before answering 503 (ms). */
const READY_DB_TIMEOUT_MS = 1_000;
/**
 * A probe that only waits (its query queued behind the server's own work) while an earlier
 * probe's query came back this recently means busy, not broken. Without it, the poll-day load
 * test saw both app servers fail their checks under a burst of pushes and HAProxy take both
 * out: everyone got 503 where they would have waited a moment (bench:pollday, docs/deploy.md).
 */
const READY_BUSY_GRACE_MS = 10_000;
const LIVENESS_PATH = '/api/health';

const counted = Symbol('counted in flight');

const shuttingDown = () =>
  new HttpError(503, 'shutting_down', 'The server is restarting; try again shortly', {
    messageKey: 'errors.server',
  });

/** A view of `db` whose transactions refuse to begin once the server drains. */
export type DrainableDatabase = { db: Database; drain(): void };

/**
 * Requests queued behind others for the database (PGlite runs one transaction at a time) would
 * hold a drain for seconds. Once draining, a transaction that has not begun answers 503 (retried
 * by the client; nothing was written); one that has begun commits as usual.
 */
export function drainableDatabase(db: Database): DrainableDatabase {
  let draining = false;
  return {
    drain: () => {
      draining = true;
    },
    db: {
      ...db,
      kind: db.kind,
      connectionString: db.connectionString,
      query: (sql, params) => db.query(sql, params),
      exec: (sql) => db.exec(sql),
      close: () => db.close(),
      transaction: (fn) =>
        db.transaction(async (tx) => {
          // PGlite runs queries on this thread and hands its lock from one waiting transaction to
          // the next in microtasks, so a signal would wait for the whole queue: yield once, so a
          // SIGTERM is handled here. Checked when the database grants the transaction.
          await new Promise<void>((r) => setImmediate(r));
          if (draining) throw shuttingDown();
          return fn(tx);
        }),
    },
  };
}

/** Registers /api/health, /api/ready and the drain hooks; call right after the security headers plugin. */
export function registerLifecycle(
  app: FastifyInstance,
  db: Database,
  migrationsExpected: number,
  gate?: DrainableDatabase,
): Lifecycle {
  let state: ServerState = 'starting';
  let inFlight = 0;
  let idle: (() => void) | undefined;
  let stopping: Promise<StopOutcome> | undefined;

  const done = (request: FastifyRequest) => {
    const r = request as FastifyRequest & { [counted]?: boolean };
    if (!r[counted]) return;
    r[counted] = false;
    inFlight -= 1;
    if (inFlight === 0) idle?.();
  };

  app.addHook('onReady', async () => {
    state = 'ready';
  });
  const shed = (reply: FastifyReply) => {
    reply.header('retry-after', String(RETRY_AFTER_S)).header('connection', 'close');
    return sendError(reply, shuttingDown());
  };
  app.addHook('onRequest', async (request, reply) => {
    if (state === 'stopping' && request.url !== LIVENESS_PATH) return shed(reply);
    (request as FastifyRequest & { [counted]?: boolean })[counted] = true;
    inFlight += 1;
  });
  // A request that arrived before the drain but has not reached its handler (its body was
  // still arriving or being parsed) is shed too: its work has not begun.
  app.addHook('preHandler', async (request, reply) => {
    if (state === 'stopping' && request.url !== LIVENESS_PATH) return shed(reply);
  });
  // While draining, every answer closes its connection, so no keep-alive socket lingers, and
  // a 503 from a transaction refused by the gate says when to come back.
  app.addHook('onSend', async (_request, reply) => {
    if (state !== 'stopping') return;
    reply.header('connection', 'close');
    if (reply.statusCode === 503 && !reply.hasHeader('retry-after'))
      reply.header('retry-after', String(RETRY_AFTER_S));
  });
  app.addHook('onResponse', async (request) => done(request));
  app.addHook('onRequestAbort', async (request) => done(request));

  app.get(LIVENESS_PATH, async () => ({ status: 'ok' }));
  const databaseReady = readinessProbe(db, migrationsExpected);
  app.get('/api/ready', async (_request, reply) => {
    const ok = state === 'ready' && (await databaseReady());
    reply.header('cache-control', 'no-store');
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ready' : 'unavailable' });
  });

  const lifecycle: Lifecycle = {
    get state() {
      return state;
    },
    beginDrain() {
      state = 'stopping';
      gate?.drain();
    },
    stop(deadlineMs = DEFAULT_SHUTDOWN_DEADLINE_MS) {
      stopping ??= (async () => {
        lifecycle.beginDrain();
        const server = app.server;
        // Sockets that go idle between our hooks and server.close() are reaped here too.
        const reaper = setInterval(() => server.closeIdleConnections?.(), 50);
        let cut = false;
        const deadline = setTimeout(() => {
          cut = true;
          server.closeAllConnections?.();
        }, deadlineMs);
        try {
          const drained = inFlight === 0 ? Promise.resolve() : new Promise<void>((r) => (idle = r));
          await app.close();
          // A cut connection does not stop its handler: let it finish its transaction first.
          const finished = await Promise.race([
            drained.then(() => true),
            sleep(deadlineMs).then(() => false),
          ]);
          if (!finished) cut = true;
        } finally {
          clearInterval(reaper);
          clearTimeout(deadline);
        }
        await db.close();
        state = 'stopped';
        return { cut };
      })();
      return stopping;
    },
  };
  app.decorate('lifecycle', lifecycle);
  return lifecycle;
}

/**
 * Whether the database answers with every migration applied. A failing query is not ready at
 * once; a slow one is not ready unless an earlier probe found it ready within the grace (then
 * the server is busy). A slow query still counts when it comes back.
 */
function readinessProbe(db: Database, migrationsExpected: number): () => Promise<boolean> {
  let answeredAt = -Infinity;
  return async () => {
    const query = db
      .query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations')
      .then(({ rows }) => {
        const ready = (rows[0]?.n ?? 0) >= migrationsExpected;
        if (ready) answeredAt = Date.now();
        return ready;
      })
      .catch(() => false);
    const answer = await Promise.race([query, sleep(READY_DB_TIMEOUT_MS).then(() => 'slow')]);
    if (answer !== 'slow') return answer as boolean;
    return Date.now() - answeredAt <= READY_BUSY_GRACE_MS;
  };
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms).unref());
