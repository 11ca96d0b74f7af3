// Shared set-up for the db-* and sync-* unit tests: a fresh database per test and a writer.
import { BoothDb } from '../../../src/db/database.ts';
import { createFlag } from '../../../src/db/reload-flag.ts';
import type { Writer } from '../../../src/db/writer.ts';
import { createBackoff } from '../../../src/sync/backoff.ts';
import { SyncEngine } from '../../../src/sync/engine.ts';
import type { SyncSession } from '../../../src/sync/sync-api.ts';
import type { FakeSyncServer } from './sync-fake-server.ts';

let counter = 0;

/** A new, empty database with its own name and its own reload flag. */
export function freshDb(): BoothDb {
  counter += 1;
  return new BoothDb(`test-${counter}-${crypto.randomUUID()}`, { reloadFlag: createFlag() });
}

export const alice: Writer = { userId: 'user-alice', scope: 'up/lucknow' };
export const bob: Writer = { userId: 'user-bob', scope: 'up/kanpur' };

/** A session the test controls: who is signed in and with which token. */
export type TestSession = SyncSession & { user: string | null; token: string | null };

export function testSession(
  user: string | null,
  token: string | null = `token-${user}`,
): TestSession {
  const session: TestSession = {
    user,
    token,
    getUser: () => (session.user ? { id: session.user } : null),
    getToken: () => session.token,
    setToken(next, sent) {
      if (sent === session.token) session.token = next;
    },
  };
  return session;
}

/** An engine against the fake server; backoff delays are tiny so retries do not linger. */
export function testEngine(
  db: BoothDb,
  server: FakeSyncServer,
  session: TestSession,
  batchSize = 500,
): SyncEngine {
  return new SyncEngine({
    db,
    session,
    baseUrl: 'http://fake/api',
    fetch: server.fetch,
    batchSize,
    pageSize: 3,
    backoff: createBackoff(60_000, 60_000, () => 0),
  });
}
