// API calls that must survive being offline (profile save, campaign status, participation,
// share tracking): sent at once when possible, otherwise queued in the outbox and replayed in
// order. Earlier queued calls go first, so a direct send never overtakes them. Each call is
// named by its route in the contract (src/domain/api); the outbox keeps its path to replay.
import type {
  AnswerOf,
  ApiMethod,
  ApiRoute,
  ParamsOf,
  PathOf,
  SentOf,
} from '../domain/api/index.ts';
import { pathOf, routeName } from '../domain/api/index.ts';
import { db } from '../db/instance.ts';
import { queueRequest, requestFileIds } from '../db/queue-commands.ts';
import type { FileRecord, QueuedRequest, RequestEntry } from '../db/types.ts';
import { ApiError } from './api-client.ts';
import { browserSession } from './browser-session.ts';
import { withUploadedFiles } from './files.ts';
import { createSyncApi } from './sync-api.ts';

export type SendResult<T> = { status: 'sent'; data: T } | { status: 'queued' };

/** A route the outbox may hold: one that changes something. */
export type QueueableRoute = ApiRoute<Exclude<ApiMethod, 'GET'>>;

/** What a queued call names besides its route. */
export type QueueInput<R> = ([keyof ParamsOf<PathOf<R>>] extends [never]
  ? { params?: never }
  : { params: ParamsOf<PathOf<R>> }) &
  ([SentOf<R>] extends [undefined] ? { body?: never } : { body?: SentOf<R> }) &
  Pick<QueuedRequest, 'multipart' | 'fileIds' | 'label'>;

/** The outbox row's request for `route`: its method, its filled-in path and its name. */
export function queuedRequest<R extends QueueableRoute>(
  route: R,
  input: QueueInput<R>,
): QueuedRequest {
  const { params, ...rest } = input as QueueInput<QueueableRoute> & {
    params?: Record<string, string>;
  };
  const name = routeName(route);
  return {
    ...rest,
    method: route.method,
    path: pathOf(route.path, params),
    ...(name ? { route: name } : {}),
  };
}

async function hasQueuedRequests(userId: string): Promise<boolean> {
  const pending = await db.outbox.where('[userId+status]').equals([userId, 'pending']).toArray();
  return pending.some((e) => e.kind === 'request');
}

/** Send now, or queue when offline / the server is unreachable. Final refusals throw ApiError. */
export async function sendOrQueue<R extends QueueableRoute>(
  route: R,
  input: QueueInput<R>,
): Promise<SendResult<AnswerOf<R>>> {
  const request = queuedRequest(route, input);
  const user = browserSession.getUser();
  if (!user) throw new ApiError('http', 'Please sign in again', 401);
  const online = typeof navigator === 'undefined' || navigator.onLine;
  if (online && !(await hasQueuedRequests(user.id))) {
    const entry: RequestEntry = {
      ...request,
      kind: 'request',
      status: 'pending',
      userId: user.id,
      createdAt: new Date().toISOString(),
      idempotencyKey: crypto.randomUUID(),
    };
    const ids = requestFileIds(request);
    const files = (await db.files.bulkGet(request.multipart?.fileIds ?? [])).filter(
      (f): f is FileRecord => !!f,
    );
    const api = createSyncApi({ session: browserSession });
    try {
      const data = (await api.send(await withUploadedFiles(db, api, entry), files)) as AnswerOf<R>;
      if (ids.length) await db.files.bulkDelete(ids);
      return { status: 'sent', data };
    } catch (err) {
      if (!(err instanceof ApiError) || !err.temporary) throw err;
    }
  }
  await queueRequest(db, user.id, request);
  return { status: 'queued' };
}
