// A phone that runs out of storage in the middle of a first sync: the engine says so in words,
// keeps the pages it wrote (the checkpoint never passes them) and the next sync, once space is
// freed, goes on from the page that failed.
import { Dexie } from 'dexie';
import type { DBCore, Middleware } from 'dexie';
import { afterEach, describe, expect, test } from 'vitest';
import type { BoothDb } from '../../src/db/database.ts';
import { META, getMeta } from '../../src/db/meta.ts';
import { describeStorageError } from '../../src/db/storage-error.ts';
import type { SyncEngine } from '../../src/sync/engine.ts';
import { syncFailureKey } from '../../src/sync/sync-failure.ts';
import enErrors from '../../src/locales/en/errors.json';
import hiErrors from '../../src/locales/hi/errors.json';
import { FakeSyncServer } from '../utils/unit/sync-fake-server.ts';
import { alice, freshDb, testEngine, testSession } from '../utils/unit/sync-helpers.ts';

const engines: SyncEngine[] = [];
afterEach(() => engines.splice(0).forEach((e) => e.stop()));

/** What Dexie hands back when IndexedDB aborts a transaction for want of space. */
const quotaAbort = () =>
  new Dexie.AbortError(
    'Transaction aborted',
    new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
  );

/** Makes the n-th write into `members` (1-based, one per pull page) fail while `full()` holds. */
function fillStorageAtWrite(db: BoothDb, n: number, full: () => boolean): void {
  let writes = 0;
  const middleware: Middleware<DBCore> = {
    stack: 'dbcore',
    name: 'storage-full',
    create: (down) => ({
      ...down,
      table(name) {
        const table = down.table(name);
        if (name !== 'members') return table;
        return {
          ...table,
          mutate(req) {
            if (req.type === 'put' && full() && ++writes === n) return Promise.reject(quotaAbort());
            return table.mutate(req);
          },
        };
      },
    }),
  };
  db.use(middleware);
}

/** Ten members on the server: with the test engine's page size 3, pages end at versions 3, 6, 9, 10. */
function serverWithTenMembers(): FakeSyncServer {
  const server = new FakeSyncServer();
  for (let i = 0; i < 10; i++) {
    server.serverEdit({
      table: 'members',
      id: `m${i}`,
      scope: 'up',
      ownerId: 'someone',
      deleted: false,
      fields: { level: 'booth', status: 'active', name: `Member ${i}` },
    });
  }
  return server;
}

/** Record the cursor of every pull the engine asks for. */
function logPullCursors(server: FakeSyncServer): string[] {
  const cursors: string[] = [];
  const inner = server.fetch;
  server.fetch = (input, init) => {
    const url = new URL(String(input), 'http://fake');
    if (url.pathname.endsWith('/sync/pull')) cursors.push(url.searchParams.get('cursor') ?? '');
    return inner(input, init);
  };
  return cursors;
}

describe('phone storage full during a pull', () => {
  test('says so in words, keeps the pages written and resumes from the failed page', async () => {
    const db = freshDb();
    const server = serverWithTenMembers();
    const cursors = logPullCursors(server);
    let storageFull = true;
    fillStorageAtWrite(db, 3, () => storageFull); // page 3 of 4 cannot be written
    const engine = testEngine(db, server, testSession(alice.userId));
    engines.push(engine);

    expect(await engine.syncNow()).toBe('failed');
    expect(engine.status.get().error).toBe('errors.storageFull');
    expect(enErrors.errors.storageFull).toMatch(/storage is full.*photos or videos.*Sync now/);
    expect(hiErrors.errors.storageFull).toMatch(/भर गई/);
    // Pages 1 and 2 are kept; the checkpoint stands at the end of page 2, not past it.
    expect((await db.members.orderBy('id').primaryKeys()).sort()).toEqual(
      ['m0', 'm1', 'm2', 'm3', 'm4', 'm5'].sort(),
    );
    expect(await getMeta(db, META.cursor)).toBe('6');

    storageFull = false; // the worker deleted old videos
    cursors.length = 0;
    expect(await engine.syncNow()).toBe('synced');
    expect(cursors[0]).toBe('6'); // page 3 again, not the whole roll
    expect(cursors).not.toContain('');
    expect(await db.members.count()).toBe(10);
    expect(await getMeta(db, META.cursor)).toBe('10');
    expect(engine.status.get()).toEqual({ phase: 'idle' });
  });
});

describe('the words for a failed sync', () => {
  const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

  test('storage full, however Dexie wraps it', () => {
    expect(syncFailureKey(quotaAbort())).toBe('errors.storageFull');
    expect(syncFailureKey(quota())).toBe('errors.storageFull');
    expect(syncFailureKey(new Dexie.QuotaExceededError('Quota exceeded'))).toBe(
      'errors.storageFull',
    );
    const bulk = new Dexie.BulkError('1 of 3 operations failed', { 2: quota() });
    expect(syncFailureKey(bulk)).toBe('errors.storageFull');
  });

  test('another database failure says the phone could not save, not "something went wrong"', () => {
    const unknown = new Dexie.AbortError(
      'Transaction aborted',
      new DOMException('Internal error.', 'UnknownError'),
    );
    expect(syncFailureKey(unknown)).toBe('errors.storageFailed');
    expect(syncFailureKey(new Dexie.DatabaseClosedError('closed'))).toBe('errors.storageFailed');
    expect(syncFailureKey(new Error('bug'))).toBe('errors.unknown');
    expect(describeStorageError(unknown)).toBe(
      'AbortError: Transaction aborted UnknownError: Internal error. ← UnknownError: Internal error.',
    );
    expect(enErrors.errors.storageFailed).not.toBe(enErrors.errors.unknown);
    expect(hiErrors.errors.storageFailed).not.toBe(hiErrors.errors.unknown);
  });
});
