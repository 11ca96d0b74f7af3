// The sync engine's view of the server: push, pull, file upload and queued requests, each
// with the token read at send time and the server's fresh (sliding-expiry) token stored back.
import { apiRoutes } from '../domain/api/index.ts';
import type { AnswerOf, ApiRoute } from '../domain/api/index.ts';
import type { PushRequest, SnapshotHeld } from '../domain/sync-protocol.ts';
import type { FileRecord, RequestEntry } from '../db/types.ts';
import { apiRequest } from './api-client.ts';
import type { RequestOptions } from './api-client.ts';
import { addressOf } from './call-api.ts';

export type SyncSession = {
  /** The signed-in user, or null when nobody is. */
  getUser(): { id: string } | null;
  getToken(): string | null;
  /** Store a renewed token (sliding expiry); `sent` is the token the request carried. */
  setToken(token: string, sent: string | null): void;
};

export type SyncApiConfig = {
  session: SyncSession;
  /** Default /api; absolute in Node tests. */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/** Answers may carry a renewed token. */
type Renewing = { token?: unknown };

export type UploadedFile = { id: string; url: string };

export type SyncApi = ReturnType<typeof createSyncApi>;

export function createSyncApi(config: SyncApiConfig) {
  const call = async <T>(path: string, opts: RequestOptions = {}): Promise<T> => {
    const token = config.session.getToken();
    const answer = await apiRequest<T & Renewing>(path, {
      ...opts,
      baseUrl: config.baseUrl,
      fetch: config.fetch,
      timeoutMs: opts.timeoutMs ?? config.timeoutMs,
      token,
    });
    if (answer && typeof answer.token === 'string') config.session.setToken(answer.token, token);
    return answer;
  };
  /** A call by the contract's name; `address` adds the query where the route has one. */
  const callRoute = <R extends ApiRoute>(
    route: R,
    opts: RequestOptions = {},
    address = addressOf(route),
  ): Promise<AnswerOf<R>> => call<AnswerOf<R>>(address, { ...opts, method: route.method });
  const { sync, files } = apiRoutes;

  return {
    push: (body: PushRequest) => callRoute(sync.push, { body, timeoutMs: 60_000 }),

    /** `count`: the answer also says what is left after the cursor (a progress bar's total). */
    /** `snapshots`: the set whose files this phone holds; the pull leaves those voters out. */
    /** `signal`: a first page asked beside the list of files, dropped when files come. */
    pull: (
      cursor: string,
      limit: number,
      count = false,
      snapshots?: string,
      signal?: AbortSignal,
    ) =>
      callRoute(
        sync.pull,
        signal ? { signal } : {},
        addressOf(sync.pull, {}, { cursor, limit, count: count ? 1 : undefined, snapshots }),
      ),

    /** The parts of this phone's area as files, registered as a set (first sync). */
    snapshots: () => callRoute(sync.snapshots, { timeoutMs: 60_000 }),

    /** What changed since the files this phone holds (a new edition of the roll). */
    snapshotChanges: (parts: SnapshotHeld[]) =>
      callRoute(sync.snapshotChanges, { body: { parts }, timeoutMs: 60_000 }),

    /** Register the files this phone holds now as the set its pulls name. */
    snapshotSet: (parts: SnapshotHeld[]) =>
      callRoute(sync.snapshotSets, { body: { parts }, timeoutMs: 60_000 }),

    /** One part's file (immutable: any cache may answer it). */
    snapshot: (part: { scope: string; part: number; version: number }) =>
      callRoute(
        sync.snapshot,
        { timeoutMs: 120_000 },
        addressOf(sync.snapshot, {}, { scope: part.scope, part: part.part, version: part.version }),
      ),

    uploadFile(file: FileRecord): Promise<UploadedFile> {
      const form = new FormData();
      form.append('id', file.id);
      if (file.scope !== undefined) form.append('scope', file.scope);
      form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
      return callRoute(files.upload, { body: form, timeoutMs: 120_000 });
    },

    /**
     * Replay a queued request by the path it stored (rows queued before the contract have no
     * route name); `files` are the blobs its multipart form names.
     */
    send(entry: RequestEntry, files: FileRecord[]): Promise<unknown> {
      const headers = { 'Idempotency-Key': entry.idempotencyKey };
      if (!entry.multipart)
        return call(entry.path, { method: entry.method, body: entry.body, headers });
      const form = new FormData();
      for (const [key, value] of Object.entries(entry.multipart.fields)) form.append(key, value);
      for (const file of files)
        form.append(
          entry.multipart.fileField,
          new Blob([file.bytes], { type: file.type }),
          file.name,
        );
      return call(entry.path, { method: entry.method, body: form, headers, timeoutMs: 120_000 });
    },
  };
}
