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
import type { AuthLimits, RateLimits } from './auth/rate-limits.ts';
import { authLimits, rateLimits } from './auth/rate-limits.ts';
import { handleError, notFound, sendError } from './errors.ts';
import { clientErrorHandler, frameworkErrorHandler } from './framework-errors.ts';
import { idempotency } from './hooks/idempotency.ts';
import type { LogTarget } from './logging.ts';
import { echoRequestId, loggingOptions } from './logging.ts';
import { adminRoutes } from './routes/admin.ts';
import { registerJsonParser } from './json-body.ts';
import { routeParams } from './route-params.ts';
import { boothRoutes } from './routes/booth.ts';
import { chatRoutes } from './routes/chat.ts';
import { committeeRoutes } from './routes/committees.ts';
import { demoRoutes } from './routes/demo.ts';
import { campaignRoutes } from './routes/campaigns.ts';
import { eventRoutes } from './routes/events.ts';
import { fieldWorkRoutes } from './routes/field-work.ts';
import { fileRoutes } from './routes/files.ts';
import { form20Routes } from './routes/form20.ts';
import { rollRoutes } from './routes/rolls.ts';
import { settingsRoutes } from './routes/settings.ts';
import { signInFormRoutes } from './routes/sign-in-form.ts';
import { smsGatewayRoutes } from './routes/sms-gateway.ts';
import { loadSignInShell } from './sign-in-page/shell.ts';
import type { RollReader } from './rolls/jobs/pdf-file.ts';
import { startRollWorkers } from './rolls/jobs/workers.ts';
import { socialMediaRoutes } from './routes/social-media.ts';
import { syncRoutes } from './routes/sync.ts';
import { userRoutes } from './routes/users.ts';
import type { EventBus } from './services/event-bus.ts';
import { createEventBus } from './services/event-bus.ts';
import type { RecordsAnalyzer } from './services/records-analyzer.ts';
import { createRecordsAnalyzer } from './services/records-analyzer.ts';
import type { SyncEpoch } from './services/sync-epoch.ts';
import { readSyncEpoch } from './services/sync-epoch.ts';
import { HELMET_OPTIONS, helmetHeaders } from './security-headers.ts';
import { registerStaticFiles, sendAppShell } from './static-files.ts';
import type { TrustProxy } from './trust-proxy.ts';
import { fastifyTrustProxy } from './trust-proxy.ts';

/** An API route as registered: its method, its path with `:param`s, and whether it came from
 * the contract (src/domain/api, server/routes/register.ts). */
export type ApiRoute = { method: string; url: string; fromContract?: boolean };
/** A route that refuses a request without a valid token (see `signedInRoutes`). */
export type SignedInRoute = ApiRoute;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route behind a sign-in, as registered. */
    signedInRoutes: readonly SignedInRoute[];
    /** Every API route (HEAD left out), as registered; the id fuzz suite walks it. */
    apiRoutes: readonly ApiRoute[];
  }
}

export type AppOptions = {
  db: Database;
  /** Folder of the built client (dist/); omitted in API-only tests. */
  staticDir?: string;
  /** JSON log lines to stdout (true) or a stream; see server/logging.ts. */
  logger?: LogTarget;
  /**
   * Every rate limit at once, per minute (server/auth/rate-limits.ts): tests and benchmarks
   * lift them all with one large number. Unset: the defaults there.
   */
  authRateLimit?: number;
  /** Single rate limits, over the defaults and `authRateLimit`. */
  rateLimits?: Partial<RateLimits>;
  jwtSecret?: string;
  /** Which forwarding headers to believe (TRUST_PROXY); default none. */
  trustProxy?: TrustProxy;
  /**
   * Roll import workers in this process (ROLL_WORKERS; server/index.ts starts 1). Default 0
   * here, so test apps read no roll unless they ask.
   */
  rollWorkers?: number;
  /** Tests: the PDF reader, the lease and poll interval, and the upload limit of roll jobs. */
  rollReader?: RollReader;
  rollLeaseMs?: number;
  rollPollMs?: number;
  rollUploadLimit?: number;
  /** Tests: voters "Load the demo" adds when the request names no count (default 30,000). */
  demoVoters?: number;
};

/** What route modules get: the database, tokens and the auth hook. */
export type AppContext = {
  db: Database;
  tokens: TokenService;
  authenticate: (request: FastifyRequest) => Promise<void>;
  /** The same, also taking `?token=`: only for /events and GET /files/:id. */
  authenticateWithQueryToken: (request: FastifyRequest) => Promise<void>;
  /** Sign-in, sign-up and account creation, counted per account, address or creator. */
  limits: AuthLimits;
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
  const securityHeaders = await helmetHeaders(HELMET_OPTIONS);
  const app = Fastify({
    // Answers made before any hook runs get the app's error shape and helmet's headers too.
    frameworkErrors: frameworkErrorHandler(securityHeaders),
    clientErrorHandler: clientErrorHandler(securityHeaders),
    ...loggingOptions(opts.logger),
    // Believe forwarding headers only as configured: a made-up X-Forwarded-For must not
    // change who the rate limits count.
    trustProxy: fastifyTrustProxy(opts.trustProxy ?? false),
    // The drain hook in lifecycle.ts answers 503 itself, with Retry-After and our headers.
    return503OnClosing: false,
  });
  echoRequestId(app);
  const events = createEventBus(opts.db, (err) => app.log.error(err));
  await events.start(opts.db.connectionString);
  // Statistics from the start: pull pages walk records_version_idx instead of sorting.
  const analyzer = createRecordsAnalyzer(opts.db, (err) =>
    app.log.error({ err }, 'ANALYZE records failed'),
  );
  await analyzer.analyze();
  app.addHook('onClose', async () => analyzer.close());
  // Routes get the drainable view: once the server drains, transactions not yet begun get 503.
  const gate = drainableDatabase(opts.db);
  // No limit applies by itself: the routes pick theirs (ctx.limits).
  await app.register(rateLimit, { global: false });
  const ctx: AppContext = {
    db: gate.db,
    tokens,
    ...authenticator(opts.db, tokens),
    limits: authLimits(app, rateLimits(opts.authRateLimit, opts.rateLimits)),
    events,
    syncEpoch: await readSyncEpoch(opts.db),
    analyzer,
  };
  // Roll workers use the database itself: they hand their jobs back while the server drains.
  const rollWorkers = startRollWorkers(opts.rollWorkers ?? 0, {
    db: opts.db,
    events,
    ...(opts.rollReader ? { reader: opts.rollReader } : {}),
    ...(opts.rollLeaseMs ? { leaseMs: opts.rollLeaseMs } : {}),
    ...(opts.rollPollMs ? { pollMs: opts.rollPollMs } : {}),
    onWritten: (rows) => analyzer.noteWritten(rows),
    log: (err, message) => app.log.error({ err }, message),
  });
  // Roll workers first (their last publish still pokes phones), then the event streams, which
  // would keep close() waiting forever.
  app.addHook('preClose', async () => {
    await rollWorkers.stop();
    await events.close();
  });
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  await app.register(helmet, HELMET_OPTIONS);
  registerLifecycle(app, opts.db, (await migrationNames()).length, gate);

  app.setErrorHandler(handleError);
  registerJsonParser(app);

  const signedInRoutes: SignedInRoute[] = [];
  app.decorate('signedInRoutes', signedInRoutes);
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  const guards = new Set<unknown>([ctx.authenticate, ctx.authenticateWithQueryToken]);
  await app.register(
    async (api) => {
      // Which routes need a sign-in, read off the routes themselves: the suites that refuse a
      // logged-out or disabled account's token walk this list, so a new route is covered.
      api.addHook('onRoute', (route) => {
        const methods = [route.method].flat().filter((m) => m !== 'HEAD');
        const fromContract = route.config?.contract === true;
        for (const method of methods) apiRoutes.push({ method, url: route.url, fromContract });
        const hooks = [route.onRequest ?? []].flat();
        if (!hooks.some((h) => guards.has(h))) return;
        for (const method of methods) signedInRoutes.push({ method, url: route.url });
      });
      routeParams(api);
      idempotency(api, opts.db);
      await boothRoutes(api, ctx);
      await userRoutes(api, ctx);
      await syncRoutes(api, ctx);
      await fileRoutes(api, ctx);
      await socialMediaRoutes(api, ctx);
      await eventRoutes(api, ctx);
      await adminRoutes(api, ctx);
      await demoRoutes(api, ctx, opts.demoVoters);
      await chatRoutes(api, ctx);
      await campaignRoutes(api, ctx);
      await fieldWorkRoutes(api, ctx);
      await form20Routes(api, ctx);
      await settingsRoutes(api, ctx);
      await smsGatewayRoutes(api, ctx);
      await committeeRoutes(api, ctx);
      await rollRoutes(api, ctx, {
        wake: rollWorkers.wake,
        ...(opts.rollUploadLimit ? { uploadLimit: opts.rollUploadLimit } : {}),
      });
    },
    { prefix: '/api' },
  );

  const staticDir = opts.staticDir && existsSync(opts.staticDir) ? opts.staticDir : undefined;
  if (staticDir) await registerStaticFiles(app, staticDir);
  // The sign-in form before the app's JavaScript: / and /signin from the network.
  const signInShell = staticDir ? await loadSignInShell(staticDir) : null;
  if (signInShell) await signInFormRoutes(app, ctx, signInShell);

  app.setNotFoundHandler((request, reply) => {
    // A built file that is not there (an old build's chunk) is a 404, not the app shell: a
    // script import would get HTML, and the service worker's desk-tool cache would keep it.
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api') &&
      !request.url.startsWith('/assets/');
    if (staticDir && isPage) {
      return sendAppShell(reply);
    }
    return sendError(reply, notFound(`No route ${request.method} ${request.url.split('?')[0]}`));
  });

  return app;
}
