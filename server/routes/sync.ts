// Sync (the sync protocol, src/domain/sync-protocol.ts): push mutations, pull pages. Both answers carry a renewed token, so a
// user who syncs now and then stays signed in however long they were offline (sliding expiry).
import type { FastifyInstance } from 'fastify';
import type {
  PullResponse,
  PushResponse,
  SnapshotChanges,
  SnapshotManifest,
  SnapshotSetResponse,
} from '../../src/domain/sync-protocol.ts';
import { SYNC_LIMITS } from '../../src/domain/sync-protocol.ts';
import { apiRoutes } from '../../src/domain/api/index.ts';
import type { AppContext } from '../app.ts';
import { gunzipSync } from 'node:zlib';
import { forbidden } from '../errors.ts';
import {
  registerSnapshotSet,
  snapshotChanges,
  snapshotFile,
  snapshotManifest,
} from '../services/roll-snapshots.ts';
import { pullPage } from '../services/sync-pull.ts';
import { chooseEncoding } from './compressed-json.ts';
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

  // A first sync's parts as files (roll-snapshots.ts): the list, registered as a set the pull
  // can name, then each part's file, the same bytes for every phone of its area.
  route(app, apiRoutes.sync.snapshots, { onRequest: ctx.authenticate }, async ({ request }) => {
    const manifest = await snapshotManifest(ctx.db, request.user!);
    const { token } = await ctx.tokens.issue(request.user!.id, request.sessionId ?? undefined);
    return { ...manifest, token } satisfies SnapshotManifest;
  });

  // A new edition of the roll (step 3): what changed since the files a phone holds, and the set
  // of the files it holds once it has taken the new ones. A state's admin may hold thousands.
  const heldLimit = { onRequest: ctx.authenticate, bodyLimit: 4 * 1024 * 1024 };
  route(app, apiRoutes.sync.snapshotChanges, heldLimit, async ({ request, body }) => {
    const parts = await snapshotChanges(ctx.db, request.user!, body.parts);
    const { token } = await ctx.tokens.issue(request.user!.id, request.sessionId ?? undefined);
    return { parts, token } satisfies SnapshotChanges;
  });
  route(app, apiRoutes.sync.snapshotSets, heldLimit, async ({ request, body }) => {
    const set = await registerSnapshotSet(ctx.db, request.user!, body.parts);
    if (!set) throw forbidden('Only a user with an area keeps part files');
    const { token } = await ctx.tokens.issue(request.user!.id, request.sessionId ?? undefined);
    return { set, token } satisfies SnapshotSetResponse;
  });

  route(
    app,
    apiRoutes.sync.snapshot,
    { onRequest: ctx.authenticate },
    async ({ request, reply, query }) => {
      const file = snapshotFile(ctx.db, request.user!, query);
      if (!file) throw forbidden('This area is not yours');
      const gzipped = await file;
      // Addressed by area, part and version: these bytes answer this address for good.
      reply.header('cache-control', 'private, max-age=31536000, immutable');
      reply.header('content-type', 'application/json; charset=utf-8');
      reply.header('vary', 'accept-encoding');
      if (chooseEncoding(request.headers['accept-encoding']) === null)
        return reply.send(gunzipSync(gzipped));
      reply.header('content-encoding', 'gzip');
      return reply.send(gzipped);
    },
  );
}
