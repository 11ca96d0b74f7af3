// Push and pull (server/routes/sync.ts, the protocol in sync-protocol.ts) and the event stream
// that tells a phone to pull (server/routes/events.ts).
import type {
  PullResponse,
  PushRequest,
  PushResponse,
  SnapshotChanges,
  SnapshotFile,
  SnapshotManifest,
  SnapshotSetResponse,
} from '../sync-protocol.ts';
import { pullQuerySchema, snapshotHeldSchema, snapshotQuerySchema } from '../sync-requests.ts';
import { apiRoute } from './route.ts';

export const syncRoutes = {
  push: apiRoute<PushResponse, PushRequest>()({
    method: 'POST',
    path: '/sync/push',
    checkedByHandler:
      'parsePush (server/services/sync-push.ts) checks pushes with its fast path: 2000 mutations through yup would cost seconds',
  }),
  pull: apiRoute<PullResponse>()({ method: 'GET', path: '/sync/pull', query: pullQuerySchema }),
  snapshots: apiRoute<SnapshotManifest>()({ method: 'GET', path: '/sync/snapshots' }),
  snapshot: apiRoute<SnapshotFile>()({
    method: 'GET',
    path: '/sync/snapshot',
    query: snapshotQuerySchema,
  }),
  /** What changed in the area since the part files a phone holds (a new edition of the roll). */
  snapshotChanges: apiRoute<SnapshotChanges>()({
    method: 'POST',
    path: '/sync/snapshots/changes',
    body: snapshotHeldSchema,
  }),
  /** The part files a phone holds now, registered as the set its pulls name. */
  snapshotSets: apiRoute<SnapshotSetResponse>()({
    method: 'POST',
    path: '/sync/snapshot-sets',
    body: snapshotHeldSchema,
  }),
  events: apiRoute<never>()({
    method: 'GET',
    path: '/events',
    checkedByHandler: 'a server-sent event stream, not a JSON answer',
  }),
};
