import { describe, expect, test } from 'vitest';
import type { PullResponse, SyncRow } from '../../src/domain/sync-protocol.ts';
import type { BoothDb } from '../../src/db/database.ts';
import { patchRecord } from '../../src/db/commands.ts';
import { META, getMeta, setMeta } from '../../src/db/meta.ts';
import { DataOwnerChangedError, ensureDataOwner } from '../../src/sync/local-reset.ts';
import { FIRST_PAGE, applyPage, pullAll } from '../../src/sync/pull.ts';
import { createSyncApi } from '../../src/sync/sync-api.ts';
import type { SyncApi } from '../../src/sync/sync-api.ts';
import { FakeSyncServer } from '../utils/unit/sync-fake-server.ts';
import { alice, freshDb, testSession } from '../utils/unit/sync-helpers.ts';

const memberRow = (id: string, version: number, fields: Record<string, unknown> = {}): SyncRow => ({
  table: 'members',
  id,
  version,
  updatedAt: new Date(1_700_000_000_000 + version).toISOString(),
  scope: 'up',
  ownerId: 'someone',
  deleted: false,
  fields: { level: 'booth', status: 'active', name: `Member ${id}`, ...fields },
});

/** Pages of two members each, cursors '1', '2', … */
function pagesOf(count: number): PullResponse[] {
  return Array.from({ length: count }, (_, p) => ({
    rows: [memberRow(`m${p * 2}`, p * 2 + 1), memberRow(`m${p * 2 + 1}`, p * 2 + 2)],
    cursor: String(p + 1),
    hasMore: p < count - 1,
    reset: false,
  }));
}

type Call = { cursor: string; resolve: (page: PullResponse) => void; reject: (e: Error) => void };

/** An api whose pull answers the test hands out; every call is logged in `events`. */
function scriptedApi(events: string[]) {
  const calls: Call[] = [];
  const waiters: (() => void)[] = [];
  const api = {
    // A server with no part worth a file: the pull brings everything.
    snapshots: () => Promise.resolve({ set: null, parts: [] }),
    pull: (cursor: string) =>
      new Promise<PullResponse>((resolve, reject) => {
        events.push(`fetch ${cursor || '-'}`);
        calls.push({ cursor, resolve, reject });
        waiters.splice(0).forEach((w) => w());
      }),
  } as unknown as SyncApi;
  /** The n-th pull call (0-based), once it has been made. */
  const call = async (n: number): Promise<Call> => {
    while (calls.length <= n) await new Promise<void>((r) => waiters.push(r));
    return calls[n]!;
  };
  return { api, calls, call };
}

/** Log each cursor write (inside the page transaction) into `events`. */
function logCursorWrites(db: BoothDb, events: string[]) {
  const log = (key: string, value: unknown) => {
    if (key === META.cursor) events.push(`write ${String(value)}`);
  };
  db.meta.hook('creating', (_k, obj) => log(obj.key, obj.value));
  db.meta.hook('updating', (mods, _k, obj) => {
    const value = (mods as { value?: unknown }).value ?? obj.value;
    log(obj.key, value);
  });
}

/** Poll (1 ms) until `check` holds. */
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((r) => setTimeout(r, 1));
}

async function ownedDb(): Promise<BoothDb> {
  const db = freshDb();
  await ensureDataOwner(db, alice.userId);
  return db;
}

/** Alice's sync calls over `fetch` (a fake server's, or a spy around it). */
const aliceApi = (fetch: typeof globalThis.fetch) =>
  createSyncApi({ session: testSession(alice.userId), baseUrl: 'http://fake/api', fetch });

/** `server`'s fetch, noting each call's `param` ('-' when absent) in `into`. */
function noting(server: FakeSyncServer, param: string, into: string[]): typeof fetch {
  return (input, init) => {
    const url = new URL(String(input));
    if (url.pathname.endsWith('/sync/pull')) into.push(url.searchParams.get(param) ?? '-');
    return server.fetch(input, init);
  };
}

describe('pull pipelining', () => {
  test('fetches the next page while writing the current one, applying pages in order', async () => {
    const db = await ownedDb();
    const events: string[] = [];
    logCursorWrites(db, events);
    const pages = pagesOf(4);
    const { api, call } = scriptedApi(events);
    const done = pullAll({ db, api, userId: alice.userId, pageSize: 2 });
    for (let i = 0; i < pages.length; i++) (await call(i)).resolve(pages[i]!);
    expect(await done).toBe(8);

    expect(events).toEqual([
      'fetch -',
      'fetch 1', // requested before page 1 is written
      'write 1',
      'fetch 2',
      'write 2',
      'fetch 3',
      'write 3',
      'write 4', // last page: nothing more to ask for
    ]);
    expect(await getMeta(db, META.cursor)).toBe('4');
    expect((await db.members.orderBy('id').primaryKeys()).length).toBe(8);
  });

  test('the cursor moves only when its page has committed, even if the next answer comes first', async () => {
    const db = await ownedDb();
    const pages = pagesOf(3);
    const { api, call } = scriptedApi([]);
    const done = pullAll({ db, api, userId: alice.userId, pageSize: 2 });
    (await call(0)).resolve(pages[0]!);
    (await call(1)).resolve(pages[1]!); // answered while page 1 may still be writing
    (await call(2)).resolve(pages[2]!);
    await done;
    // A later page's rows win over nothing earlier: version order is kept.
    expect(await getMeta(db, META.cursor)).toBe('3');
    expect((await db.members.get('m5'))?.version).toBe(6);
  });

  test('a page that fails to write leaves the cursor at the last committed page', async () => {
    const db = await ownedDb();
    const pages = pagesOf(3);
    const { api, call } = scriptedApi([]);
    const done = pullAll({ db, api, userId: alice.userId, pageSize: 2 });
    (await call(0)).resolve(pages[0]!);
    const second = await call(1);
    await until(async () => (await getMeta(db, META.cursor)) === '1');
    // Another user signs in on this phone: page 2's transaction must abort.
    await setMeta(db, META.dataUserId, 'user-bob');
    second.resolve(pages[1]!);
    // The prefetch of page 3 (already asked for) fails after page 2 failed: nothing unhandled.
    const third = await call(2);
    await expect(done).rejects.toThrow(DataOwnerChangedError);
    third.reject(new Error('network'));
    await new Promise((r) => setTimeout(r, 0));

    expect(await getMeta(db, META.cursor)).toBe('1');
    expect((await db.members.orderBy('id').primaryKeys()).sort()).toEqual(['m0', 'm1']);
  });

  test('a failed fetch of the next page keeps the page written meanwhile', async () => {
    const db = await ownedDb();
    const pages = pagesOf(3);
    const { api, call } = scriptedApi([]);
    const done = pullAll({ db, api, userId: alice.userId, pageSize: 2 });
    (await call(0)).resolve(pages[0]!);
    (await call(1)).resolve(pages[1]!);
    (await call(2)).reject(new Error('offline'));
    await expect(done).rejects.toThrow('offline');
    expect(await getMeta(db, META.cursor)).toBe('2');
    expect(await db.members.count()).toBe(4);

    // The next pull resumes from the committed cursor.
    const again = scriptedApi([]);
    const resumed = pullAll({ db, api: again.api, userId: alice.userId, pageSize: 2 });
    const first = await again.call(0);
    expect(first.cursor).toBe('2');
    first.resolve(pages[2]!);
    expect(await resumed).toBe(2);
    expect(await db.members.count()).toBe(6);
  });
});

describe('first-sync fast path', () => {
  function serverWithHistory(): FakeSyncServer {
    const server = new FakeSyncServer();
    for (let i = 0; i < 12; i++)
      server.serverEdit({ ...memberRow(`m${i}`, 0), deleted: false } as SyncRow);
    server.serverEdit({ ...memberRow('m3', 0, { name: 'Renamed' }) });
    server.serverEdit({ ...memberRow('m5', 0), deleted: true });
    server.serverEdit({
      table: 'voters',
      id: 'v1',
      scope: 'up',
      ownerId: 'someone',
      deleted: false,
      fields: { firstName: 'Ravi', partNumber: 3 },
    });
    return server;
  }

  test('a first sync into empty tables stores the same records as the merge-reading path', async () => {
    const server = serverWithHistory();
    const fast = await ownedDb();
    await pullAll({ db: fast, api: aliceApi(server.fetch), userId: alice.userId, pageSize: 4 });

    // The slow path: every page through applyPage with all merge reads.
    const slow = await ownedDb();
    let cursor = '';
    for (;;) {
      const page = server.pull(cursor, 4);
      await applyPage(slow, alice.userId, page);
      if (!page.hasMore) break;
      cursor = page.cursor;
    }
    for (const table of ['members', 'voters'] as const)
      expect(await fast.syncTable(table).toArray()).toEqual(await slow.syncTable(table).toArray());
    expect(await fast.members.count()).toBe(11);
    expect(await getMeta(fast, META.cursor)).toBe(await getMeta(slow, META.cursor));
  });

  test('a newer local row survives a first pull into a table that was not empty', async () => {
    const server = new FakeSyncServer();
    server.serverEdit({ ...memberRow('m1', 0, { name: 'Server' }) });
    const db = await ownedDb();
    // A row already stored locally at a version above the server's answer.
    await applyPage(db, alice.userId, {
      rows: [memberRow('m1', 5, { name: 'Newer' })],
      cursor: '',
      hasMore: false,
      reset: false,
    });
    await pullAll({ db, api: aliceApi(server.fetch), userId: alice.userId, pageSize: 4 });
    expect(await db.members.get('m1')).toMatchObject({ name: 'Newer', version: 5 });
  });

  test('a local edit made during the pull stays on top of a later page', async () => {
    const db = await ownedDb();
    const events: string[] = [];
    const { api, call } = scriptedApi(events);
    const done = pullAll({ db, api, userId: alice.userId, pageSize: 2 });
    (await call(0)).resolve({
      rows: [memberRow('m1', 1, { phone: '111' })],
      cursor: '1',
      hasMore: true,
      reset: false,
    });
    const second = await call(1);
    await until(async () => (await getMeta(db, META.cursor)) === '1');
    await patchRecord(db, alice, 'members', 'm1', { phone: '222' });
    second.resolve({
      rows: [memberRow('m1', 2, { phone: '999', city: 'Kanpur' })],
      cursor: '2',
      hasMore: false,
      reset: false,
    });
    await done;
    expect(await db.members.get('m1')).toMatchObject({ phone: '222', city: 'Kanpur', version: 2 });
  });
});

describe('records that left my area', () => {
  const page = (rows: SyncRow[], cursor: string): PullResponse => ({
    rows,
    cursor,
    hasMore: false,
    reset: false,
  });
  const left = (id: string, version: number): SyncRow => ({
    ...memberRow(id, version),
    deleted: true,
    fields: {},
    leftArea: true,
  });

  test('drop the copy and settle my waiting changes as failed, never to be sent', async () => {
    const db = await ownedDb();
    await applyPage(db, alice.userId, page([memberRow('m1', 1), memberRow('m2', 2)], '1'));
    await patchRecord(db, alice, 'members', 'm1', { phone: '111' });
    await patchRecord(db, alice, 'members', 'm2', { phone: '222' });
    await applyPage(
      db,
      alice.userId,
      page([left('m1', 3), { ...left('m2', 4), leftArea: undefined }], '2'),
    );
    expect(await db.members.get('m1')).toBeUndefined();
    expect(await db.members.get('m2')).toBeUndefined();
    const outbox = await db.outbox.toArray();
    const m1 = outbox.find((e) => e.kind === 'mutation' && e.recordId === 'm1');
    expect(m1).toMatchObject({ status: 'failed', failure: { reason: 'errors.recordMoved' } });
    expect(m1).toMatchObject({ fields: { phone: '111' } });
    // A plain delete keeps the change waiting: the server answers for it (recordDeleted).
    const m2 = outbox.find((e) => e.kind === 'mutation' && e.recordId === 'm2');
    expect(m2).toMatchObject({ status: 'pending' });
  });

  test('an older exit does not remove a newer copy (the record came back)', async () => {
    const db = await ownedDb();
    await applyPage(db, alice.userId, page([memberRow('m1', 5)], '1'));
    await applyPage(db, alice.userId, page([left('m1', 3)], '2'));
    expect(await db.members.get('m1')).toMatchObject({ version: 5 });
  });

  test('an exit and the record coming back, in one page: the copy stays', async () => {
    const db = await ownedDb();
    await applyPage(db, alice.userId, page([memberRow('m1', 1), memberRow('m2', 2)], '1'));
    await patchRecord(db, alice, 'members', 'm2', { phone: '222' });
    // Both left the area and came back before this pull: each page row in (version, id) order.
    await applyPage(
      db,
      alice.userId,
      page([left('m1', 3), left('m2', 4), memberRow('m1', 5), memberRow('m2', 6)], '2'),
    );
    expect(await db.members.get('m1')).toMatchObject({ version: 5, deleted: 0 });
    // Back in the area, my waiting change is still mine to send: on top, and pending.
    expect(await db.members.get('m2')).toMatchObject({ version: 6, phone: '222' });
    const m2 = (await db.outbox.toArray()).find(
      (e) => e.kind === 'mutation' && e.recordId === 'm2',
    );
    expect(m2).toMatchObject({ status: 'pending' });
  });
});

describe('progress of a long pull', () => {
  const voter = (id: string): SyncRow => ({
    table: 'voters',
    id,
    version: 0,
    updatedAt: new Date(1_700_000_000_000).toISOString(),
    scope: 'up',
    ownerId: 'someone',
    deleted: false,
    fields: { firstName: `Voter ${id}`, partNumber: 1 },
  });

  test('counts voters on the phone of the total after each page, and resumes the count after a break', async () => {
    const server = new FakeSyncServer();
    for (let i = 0; i < 20; i++) server.serverEdit(voter(`v${i}`));
    server.serverEdit(memberRow('m1', 0));
    const db = await ownedDb();
    const seen: string[] = [];
    let failAfter = 2;
    // The network drops after two pages (the prefetch of the third fails): the second page's
    // cursor stays, as on a phone.
    const flaky: typeof fetch = (input, init) =>
      !String(input).includes('/sync/pull') || failAfter-- > 0
        ? server.fetch(input, init)
        : Promise.reject(new TypeError('offline'));
    const api = aliceApi(flaky);
    const onProgress = (p: { synced: number; total: number }) =>
      seen.push(`${p.synced}/${p.total}`);
    await expect(
      pullAll({ db, api, userId: alice.userId, pageSize: 4, onProgress }),
    ).rejects.toThrow();
    // A first sync: counted with its first page.
    expect(seen).toEqual(['0/20', '4/20', '8/20']);
    expect(await db.voters.count()).toBe(8);

    seen.length = 0;
    await pullAll({
      db,
      api: aliceApi(server.fetch),
      userId: alice.userId,
      pageSize: 4,
      onProgress,
    });
    // Resumed from the cursor: counted with its second page, 12 on the phone by then, then the
    // rest (the last page holds only the member).
    expect(seen).toEqual(['12/20', '16/20', '20/20', '20/20']);
    expect(await db.voters.count()).toBe(20);
  });

  test('a first sync asks the count with its first page, any other pull with its second, a one-page pull never', async () => {
    const server = new FakeSyncServer();
    for (let i = 1; i <= 9; i++) server.serverEdit(voter(`v${i}`));
    const asked: string[] = [];
    const api = aliceApi(noting(server, 'count', asked));
    const seen: unknown[] = [];
    const onProgress = (p: unknown) => seen.push(p);
    const db = await ownedDb();
    await pullAll({ db, api, userId: alice.userId, pageSize: 4, onProgress });
    expect(asked).toEqual(['1', '-', '-']);
    expect(seen).toEqual([
      { synced: 0, total: 9 },
      { synced: 4, total: 9 },
      { synced: 8, total: 9 },
      { synced: 9, total: 9 },
    ]);
    // The regular sync: one page, no count.
    asked.length = 0;
    seen.length = 0;
    server.serverEdit(voter('v10'));
    await pullAll({ db, api, userId: alice.userId, pageSize: 4, onProgress });
    expect(asked).toEqual(['-']);
    expect(seen).toEqual([]);
    // Back after a while: nine more, asked with the second page.
    asked.length = 0;
    for (let i = 11; i <= 19; i++) server.serverEdit(voter(`v${i}`));
    await pullAll({ db, api, userId: alice.userId, pageSize: 4, onProgress });
    expect(asked).toEqual(['-', '1', '-']);
    expect(seen[0]).toEqual({ synced: 14, total: 19 });
    // Without a listener, never.
    asked.length = 0;
    await pullAll({ db: await ownedDb(), api, userId: alice.userId, pageSize: 4 });
    expect(asked.every((a) => a === '-')).toBe(true);
  });

  test('a pull from the beginning asks a small first page, then full pages', async () => {
    const server = new FakeSyncServer();
    for (let i = 0; i < 300; i++) server.serverEdit(voter(`v${i}`));
    const limits: string[] = [];
    const api = aliceApi(noting(server, 'limit', limits));
    const db = await ownedDb();
    await pullAll({ db, api, userId: alice.userId, pageSize: 1000 });
    expect(limits).toEqual([String(FIRST_PAGE), '1000']);
    expect(await db.voters.count()).toBe(300);
    limits.length = 0;
    await pullAll({ db, api, userId: alice.userId, pageSize: 1000 });
    expect(limits).toEqual(['1000']);
  });
});
