// Sync (the sync protocol, src/domain/sync-protocol.ts): push mutations, pull pages. Both answers carry a renewed token, so a
// user who syncs now and then stays signed in however long they were offline (sliding expiry).
import type { FastifyInstance } from 'fastify';
import type { PullResponse, PushResponse } from '../../src/domain/sync-protocol.ts';
import { SYNC_LIMITS } from '../../src/domain/sync-protocol.ts';
import { apiRoutes } from '../../src/domain/api/index.ts';
import type { AppContext } from '../app.ts';
import { pullPage } from '../services/sync-pull.ts';
import { parsePush, pushMutations } from '../services/sync-push.ts';
import { sendJson } from './compressed-json.ts';
import { route } from './register.ts';

export async function syncRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(
    app,
    apiRoutes.sync.push,
    {
      onRequest: ctx.authenticate,
      bodyLimit: SYNC_LIMITS.maxPushBytes,
      // Mutation ids per client already make pushes exactly-once.
      config: { idempotency: false },
    },
    async ({ request }) => {
      const push = await parsePush(request.body);
      const result = await pushMutations(ctx.db, ctx.events, request.user!, push, (rows) =>
        ctx.analyzer.noteWritten(rows),
      );
      const { token } = await ctx.tokens.issue(request.user!.id, request.sessionId ?? undefined);
      return { ...result, token } satisfies PushResponse;
    },
  );

  route(
    app,
    apiRoutes.sync.pull,
    { onRequest: ctx.authenticate },
    async ({ request, reply, query }) => {
      const page = await pullPage(ctx.db, request.user!, ctx.syncEpoch, query);
      const { token } = await ctx.tokens.issue(request.user!.id, request.sessionId ?? undefined);
      // A page is hundreds of KB of JSON: compressed, a phone on 3G gets it seven times sooner.
      return sendJson(request, reply, { ...page, token } satisfies PullResponse);
    },
  );
}
