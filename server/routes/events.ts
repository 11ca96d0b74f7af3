// GET /api/events: a Server-Sent Events stream that says 'poke' when something the caller
// can see changed, so clients pull within seconds. EventSource cannot send headers, so the
// token comes as ?token=. The stream carries no data: whoever listens learns only "pull now".
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '../../src/domain/api/index.ts';
import type { AppContext } from '../app.ts';
import { route } from './register.ts';

/** Comment lines keep proxies and phones from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

export async function eventRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const auth = { onRequest: ctx.authenticateWithQueryToken };
  route(app, apiRoutes.sync.events, auth, async ({ request, reply }) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 10000\n\nevent: ready\ndata: {}\n\n');

    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    const stop = () => {
      clearInterval(heartbeat);
      unsubscribe();
    };
    const unsubscribe = ctx.events.subscribe(
      request.user!,
      () => res.write('event: poke\ndata: {}\n\n'),
      () => {
        stop();
        res.end();
      },
      request.sessionId,
    );
    request.raw.on('close', stop);
    return reply;
  });
}
