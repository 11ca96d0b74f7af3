// Builds the Fastify app: API routes, the built client with an SPA fallback, one error shape.
// Tests call buildApp with an in-memory PGlite; server/index.ts calls it for real.
import { existsSync } from 'node:fs';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { Database } from './db/database.ts';
import { migrate, migrationNames } from './db/migrate.ts';
import { drainableDatabase, registerLifecycle } from './lifecycle.ts';
import { createTokenService } from './auth/tokens.ts';
import type { TokenService } from './auth/tokens.ts';
import { authenticator } from './auth/guard.ts';
import { handleError, notFound, sendError } from './errors.ts';
import { idempotency } from './hooks/idempotency.ts';
import type { LogTarget } from './logging.ts';
import { echoRequestId, loggingOptions } from './logging.ts';
import { adminRoutes } from './routes/admin.ts';
import { boothRoutes } from './routes/booth.ts';
import { eventRoutes } from './routes/events.ts';
import { fileRoutes } from './routes/files.ts';
import { syncRoutes } from './routes/sync.ts';
import { userRoutes } from './routes/users.ts';
import type { EventBus } from './services/event-bus.ts';
import { createEventBus } from './services/event-bus.ts';
import type { RecordsAnalyzer } from './services/records-analyzer.ts';
import { createRecordsAnalyzer } from './services/records-analyzer.ts';
import type { SyncEpoch } from './services/sync-epoch.ts';
import { readSyncEpoch } from './services/sync-epoch.ts';
import { registerStaticFiles, sendAppShell } from './static-files.ts';

export type AppOptions = {
  db: Database;
  /** Folder of the built client (dist/); omitted in API-only tests. */
  staticDir?: string;
  /** JSON log lines to stdout (true) or a stream; see server/logging.ts. */
  logger?: LogTarget;
  /** Sign-in/sign-up attempts per IP per minute. */
  authRateLimit?: number;
  jwtSecret?: string;
};

/** What route modules get: the database, tokens and the auth hook. */
export type AppContext = {
  db: Database;
  tokens: TokenService;
  authenticate: (request: FastifyRequest) => Promise<void>;
  authRateLimit: number;
  /** Pokes for /api/events, across app servers on PostgreSQL. */
  events: EventBus;
  /** Identifies this database, and those it was restored from, in pull cursors. */
  syncEpoch: SyncEpoch;
  /** Keeps planner statistics on records fresh as pushes write rows. */
  analyzer: RecordsAnalyzer;
};

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  await migrate(opts.db);
  const tokens = await createTokenService(opts.db, opts.jwtSecret);
  const app = Fastify({
    ...loggingOptions(opts.logger),
    trustProxy: true,
    // The drain hook in lifecycle.ts answers 503 itself, with Retry-After and our headers.
    return503OnClosing: false,
  });
  echoRequestId(app);
  const events = createEventBus(opts.db, (err) => app.log.error(err));
  await events.start(opts.db.connectionString);
  // Open event streams would keep close() waiting forever: end them first.
  app.addHook('preClose', async () => events.close());
  // Statistics from the start: pull pages walk records_version_idx instead of sorting.
  const analyzer = createRecordsAnalyzer(opts.db, (err) =>
    app.log.error({ err }, 'ANALYZE records failed'),
  );
  await analyzer.analyze();
  app.addHook('onClose', async () => analyzer.close());
  // Routes get the drainable view: once the server drains, transactions not yet begun get 503.
  const gate = drainableDatabase(opts.db);
  const ctx: AppContext = {
    db: gate.db,
    tokens,
    authenticate: authenticator(opts.db, tokens),
    authRateLimit: opts.authRateLimit ?? 20,
    events,
    syncEpoch: await readSyncEpoch(opts.db),
    analyzer,
  };
  app.decorateRequest('user', null);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes; no inline scripts anywhere.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, { global: false });
  registerLifecycle(app, opts.db, (await migrationNames()).length, gate);

  app.setErrorHandler(handleError);

  await app.register(
    async (api) => {
      idempotency(api, opts.db);
      await boothRoutes(api, ctx);
      await userRoutes(api, ctx);
      await syncRoutes(api, ctx);
      await fileRoutes(api, ctx);
      await eventRoutes(api, ctx);
      await adminRoutes(api, ctx);
    },
    { prefix: '/api' },
  );

  const staticDir = opts.staticDir && existsSync(opts.staticDir) ? opts.staticDir : undefined;
  if (staticDir) await registerStaticFiles(app, staticDir);

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api');
    if (staticDir && isPage) {
      return sendAppShell(reply);
    }
    return sendError(reply, notFound(`No route ${request.method} ${request.url.split('?')[0]}`));
  });

  return app;
}
