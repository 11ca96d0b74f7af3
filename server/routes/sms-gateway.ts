// Marks by SMS when data fails (issue 44, docs/sms-marks.md):
// - POST /sms-gateway/webhook: the party office's SMS gateway hands over each SMS it receives.
//   Proven by the shared secret (sms-gateway-auth.ts) over the raw body, so this scope reads
//   JSON itself. A well-formed SMS is always taken (200, with what became of it), refused ones
//   too: the gateway retries anything else for days. Bad calls are 4xx JSON.
// - POST /sms-marks/key: the signed-in phone's SMS key (sms-keys.ts).
// - The admin's: the gateway secret (read, replace) and the log of SMS received.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiRoutes } from '../../src/domain/api/index.ts';
import type { AppContext } from '../app.ts';
import { HttpError, badRequest, forbidden } from '../errors.ts';
import { MAX_JSON_DEPTH, jsonDepthExceeds, tooDeep } from '../json-body.ts';
import { checkGatewayCall } from '../services/sms-gateway-auth.ts';
import { readPayload } from '../services/sms-gateway-payload.ts';
import { replaceSmsGatewaySecret, smsGatewaySecret } from '../services/sms-gateway-secret.ts';
import { listSmsInbox } from '../services/sms-inbox.ts';
import { currentSmsKey } from '../services/sms-keys.ts';
import { receiveSms } from '../services/sms-marks-apply.ts';
import { route, routeCheckingFirst } from './register.ts';

/** A gateway's call is one SMS: a few kB at most. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

const rawBodies = new WeakMap<FastifyRequest, string>();

const invalidJson = () =>
  new HttpError(400, 'bad_request', 'The body is not JSON', { messageKey: 'errors.invalidBody' });

/** JSON read here, keeping the text the gateway signed. */
async function webhookRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    rawBodies.set(request, text);
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) return done(tooDeep(), undefined);
    try {
      done(null, text === '' ? undefined : (JSON.parse(text) as unknown));
    } catch {
      done(invalidJson(), undefined);
    }
  });

  route(
    app,
    apiRoutes.smsMarks.webhook,
    { bodyLimit: WEBHOOK_BODY_LIMIT, config: { idempotency: false } },
    async ({ request }) => {
      const secret = await smsGatewaySecret(ctx.db);
      const auth = checkGatewayCall(
        { rawBody: rawBodies.get(request) ?? '', headers: request.headers, query: request.query },
        secret,
      );
      if (!auth.ok)
        throw new HttpError(401, 'unauthorized', auth.why, {
          messageKey: 'errors.smsGatewaySecret',
        });
      const read = await readPayload(request.body);
      if (read.kind === 'invalid') throw badRequest(read.fields);
      if (read.kind === 'ignored')
        return { outcome: 'ignored' as const, applied: 0, duplicate: 0, refused: 0 };
      return receiveSms(ctx.db, ctx.events, read.sms);
    },
  );
}

export async function smsGatewayRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => webhookRoute(scope, ctx));

  route(
    app,
    apiRoutes.smsMarks.key,
    { onRequest: ctx.authenticate },
    async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      return currentSmsKey(ctx.db, request.user!.id);
    },
  );

  const adminOnly = (request: FastifyRequest) => {
    if (request.user!.role !== 'admin') throw forbidden('Only the administrator sees this');
  };
  const setup = (secret: string) => ({
    secret,
    webhookPath: `/api${apiRoutes.smsMarks.webhook.path}`,
  });

  route(
    app,
    apiRoutes.smsMarks.setup,
    { onRequest: ctx.authenticate },
    async ({ request, reply }) => {
      adminOnly(request);
      reply.header('cache-control', 'no-store');
      return setup(await smsGatewaySecret(ctx.db));
    },
  );

  route(
    app,
    apiRoutes.smsMarks.newSecret,
    { onRequest: ctx.authenticate },
    async ({ request, reply }) => {
      adminOnly(request);
      reply.header('cache-control', 'no-store');
      return setup(await replaceSmsGatewaySecret(ctx.db));
    },
  );

  routeCheckingFirst(
    app,
    apiRoutes.smsMarks.inbox,
    { onRequest: ctx.authenticate },
    async ({ request, checkInput }) => {
      adminOnly(request);
      const { query } = await checkInput();
      return listSmsInbox(ctx.db, query);
    },
  );
}
