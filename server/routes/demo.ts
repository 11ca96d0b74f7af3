// POST /api/admin/demo: the administrator loads the demo data (server/demo/load-demo.ts) from
// the empty dashboard; GET /api/admin/demo: how far it got, for the screen to poll. Only the
// administrator: anyone else gets 403. `count` (at most 30,000) loads fewer voters, for tests.
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '../../src/domain/api/index.ts';
import type { AppContext } from '../app.ts';
import { badRequest, forbidden } from '../errors.ts';
import type { DemoResponse } from '../../src/domain/demo.ts';
import { DEMO_VOTERS } from '../../src/domain/demo.ts';
import { createDemoLoader } from '../demo/load-demo.ts';
import { route } from './register.ts';

/** The voters asked for: `preset` unless the body names a whole number from 1 to DEMO_VOTERS. */
function requestedCount(body: unknown, preset: number): number {
  if (body === undefined || body === null) return preset;
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest({ body: 'errors.invalid' });
  const count = (body as { count?: unknown }).count;
  if (count === undefined) return preset;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > DEMO_VOTERS)
    throw badRequest({ count: 'errors.number' });
  return count;
}

export async function demoRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  /** Voters a load without a count adds (tests ask for fewer through buildApp). */
  preset = DEMO_VOTERS,
): Promise<void> {
  const loader = createDemoLoader({
    db: ctx.db,
    events: ctx.events,
    onWritten: (rows) => ctx.analyzer.noteWritten(rows),
    log: (err, message) => app.log.error({ err }, message),
  });
  app.addHook('onClose', () => loader.close());

  route(app, apiRoutes.admin.demoStatus, { onRequest: ctx.authenticate }, async ({ request }) => {
    if (request.user!.role !== 'admin') throw forbidden('Only the administrator loads the demo');
    return { demo: loader.status() } satisfies DemoResponse;
  });

  const auth = { onRequest: ctx.authenticate };
  route(app, apiRoutes.admin.loadDemo, auth, async ({ request, send }) => {
    if (request.user!.role !== 'admin') throw forbidden('Only the administrator loads the demo');
    const count = requestedCount(request.body, Math.min(preset, DEMO_VOTERS));
    return send(202, { demo: await loader.start(request.user!, count) });
  });
}
