// Idempotency-Key on mutating API calls: the phone queues calls made offline and sends them
// again when an answer is lost (the sync protocol, src/domain/sync-protocol.ts), so each (user, key) must run at most once and
// a repeat must get the first answer back. Sync push opts out: its mutation ids do this job.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { HttpError, badRequest, sendError } from '../errors.ts';
import type { IdempotencyKey } from '../services/idempotency-store.ts';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  pruneIdempotencyKeys,
  releaseIdempotencyKey,
} from '../services/idempotency-store.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route has its own exactly-once rule and ignores Idempotency-Key. */
    idempotency?: boolean;
  }
  interface FastifyRequest {
    /** The key this request holds; its answer is stored when it is sent. */
    idempotencyKey: IdempotencyKey | null;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
const KEY_PATTERN = /^[A-Za-z0-9_\-:.]{1,100}$/;
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** The key to honour, null when this request has none or the route ignores it; throws 400 when malformed. */
function requestedKey(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined || !MUTATING.has(request.method)) return null;
  // Open routes (sign-up, sign-in) have no user to keep keys for.
  if (!request.user || request.routeOptions.config.idempotency === false) return null;
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw)) {
    throw badRequest(
      { 'Idempotency-Key': 'errors.invalid' },
      'Idempotency-Key must be 1-100 characters of A-Z a-z 0-9 _ - : .',
    );
  }
  return raw;
}

/** Answers the client treats as final; 5xx and 429 are retried, so they must run again. */
const isFinal = (status: number) => status < 500 && status !== 429;

/** Add the Idempotency-Key hooks to `app`'s routes (register before them). */
export function idempotency(app: FastifyInstance, db: Database): void {
  app.decorateRequest('idempotencyKey', null);
  let prunedAt = 0;

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const key = requestedKey(request);
    if (key === null) return;
    if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      await pruneIdempotencyKeys(db);
    }
    const held = { userId: request.user!.id, key };
    const method = request.method;
    const path = request.url.split('?')[0]!;
    const outcome = await claimIdempotencyKey(db, { ...held, method, path });
    switch (outcome.kind) {
      case 'claimed':
        request.idempotencyKey = held;
        return;
      case 'running':
        reply.header('Retry-After', '2');
        return sendError(
          reply,
          new HttpError(
            409,
            'idempotency_in_progress',
            'The same request is still being processed; try again shortly',
          ),
        );
      case 'mismatch':
        return sendError(
          reply,
          new HttpError(
            422,
            'idempotency_key_reused',
            `This Idempotency-Key was used for ${outcome.method} ${outcome.path}`,
          ),
        );
      case 'done':
        reply.status(outcome.status).header(REPLAYED_HEADER, 'true');
        if (outcome.contentType) reply.type(outcome.contentType);
        return reply.send(outcome.body ?? undefined);
      default:
        return outcome satisfies never;
    }
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const held = request.idempotencyKey;
    if (!held) return payload;
    request.idempotencyKey = null;
    const empty = payload === undefined || payload === null;
    const storable = empty || typeof payload === 'string';
    try {
      if (isFinal(reply.statusCode) && storable) {
        const type = reply.getHeader('content-type');
        await completeIdempotencyKey(db, held, {
          status: reply.statusCode,
          contentType: typeof type === 'string' ? type : null,
          body: empty ? null : (payload as string),
        });
      } else {
        // A server fault (or a streamed answer we cannot keep): let the retry run again.
        await releaseIdempotencyKey(db, held);
      }
    } catch (err) {
      // The request has run; failing its answer now would make the client retry it. The row
      // stays "running", so a retry waits (409) until it counts as abandoned.
      request.log.error({ err }, 'could not store the Idempotency-Key answer');
    }
    return payload;
  });
}
