import { afterEach, describe, expect, test } from 'vitest';
import { createRecord, patchRecord, deleteRecord } from '../../src/db/commands.ts';
import { META, getMeta } from '../../src/db/meta.ts';
import { QUIET_RUN_MS } from '../../src/sync/engine.ts';
import type { SyncEngine } from '../../src/sync/engine.ts';
import { dismissFailed, retryFailed } from '../../src/sync/outbox-actions.ts';
import { pullAll } from '../../src/sync/pull.ts';
import { FakeSyncServer } from '../utils/unit/sync-fake-server.ts';
import { alice, freshDb, testEngine, testSession } from '../utils/unit/sync-helpers.ts';

const engines: SyncEngine[] = [];
const make = (...args: Parameters<typeof testEngine>) => {
  const engine = testEngine(...args);
  engines.push(engine);
  return engine;
};
afterEach(() => engines.splice(0).forEach((e) => e.stop()));

const memberRow = (id: string, fields: Record<string, unknown>) => ({
  table: 'members' as const,
  id,
  scope: 'up',
  ownerId: 'someone',
  deleted: false,
  fields: { level: 'booth', status: 'active', ...fields },
});

describe('sync engine: push then pull', () => {
  test('a local create reaches the server, the outbox empties and the row gets its version', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    const engine = make(db, server, testSession(alice.userId));
    const id = await createRecord(db, alice, 'voters', { firstName: 'Ravi', partNumber: 3 });

    expect(await engine.syncNow()).toBe('synced');
    expect(await db.outbox.count()).toBe(0);
    expect(server.rows.get(`voters|${id}`)?.fields).toEqual({ firstName: 'Ravi', partNumber: 3 });
    expect(await db.voters.get(id)).toMatchObject({
      version: 1,
      firstName: 'Ravi',
      part: 3,
      searchKeys: expect.arrayContaining(['ravi']),
    });
    expect(await getMeta(db, META.cursor)).toBe('1');
    expect(typeof (await getMeta(db, META.lastSyncAt))).toBe('string');
  });

  test('pages through many rows and applies tombstones', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    for (let i = 0; i < 10; i++) server.serverEdit(memberRow(`m${i}`, { name: `Member ${i}` }));
    const engine = make(db, server, testSession(alice.userId));
    await engine.syncNow();
    expect(await db.members.count()).toBe(10);
    expect(server.log.filter((l) => l.startsWith('GET /sync/pull')).length).toBe(4); // pageSize 3

    server.serverEdit({ ...memberRow('m4', {}), deleted: true });
    await engine.syncNow();
    expect(await db.members.get('m4')).toBeUndefined();
    expect(await db.members.count()).toBe(9);
  });
});

describe('merge rules', () => {
  test('a pulled row never overwrites a field with a pending local patch', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    server.serverEdit(memberRow('m1', { name: 'Asha', phone: '111', city: 'Agra' }));
    const session = testSession(alice.userId);
    const engine = make(db, server, session);
    await engine.syncNow();

    // Offline: change the phone locally while another phone changes phone and city.
    await patchRecord(db, alice, 'members', 'm1', { phone: '222' });
    server.serverEdit(memberRow('m1', { name: 'Asha', phone: '999', city: 'Kanpur' }));
    // Pull alone, as when the push of that patch has not happened yet.
    await pullAll({ db, api: engine.api, userId: alice.userId, pageSize: 10 });

    const local = await db.members.get('m1');
    expect(local).toMatchObject({ phone: '222', city: 'Kanpur', version: 2 });
    expect(await db.outbox.count()).toBe(1);

    // Then the patch is pushed and wins by arrival; phone and server converge.
    await engine.syncNow();
    expect(server.rows.get('members|m1')?.fields).toMatchObject({ phone: '222', city: 'Kanpur' });
    expect(await db.members.get('m1')).toMatchObject({ phone: '222', city: 'Kanpur', version: 3 });
  });

  test('a pending local delete survives a pull of the live row', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    server.serverEdit(memberRow('m1', { name: 'Asha' }));
    const engine = make(db, server, testSession(alice.userId));
    await engine.syncNow();
    await deleteRecord(db, alice, 'members', 'm1');
    server.serverEdit(memberRow('m1', { name: 'Asha B' }));
    await pullAll({ db, api: engine.api, userId: alice.userId, pageSize: 10 });
    expect(await db.members.get('m1')).toMatchObject({ deleted: 1, name: 'Asha B' });
  });

  test('an error record rolls the record back to the server row and lists the failure', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    server.serverEdit(memberRow('m1', { name: 'Asha', phone: '111' }));
    const engine = make(db, server, testSession(alice.userId));
    await engine.syncNow();

    server.reject = (m) => (m.fields.phone === 'bad' ? 'errors.invalid' : null);
    await patchRecord(db, alice, 'members', 'm1', { phone: 'bad', name: 'Asha K' });
    const created = await createRecord(db, alice, 'voters', { firstName: 'Fine' });
    expect(await engine.syncNow()).toBe('synced');

    expect(await db.members.get('m1')).toMatchObject({ phone: '111', name: 'Asha' });
    expect(await db.voters.get(created)).toMatchObject({ version: 2 }); // later mutations still went through
    const failed = await db.outbox.toArray();
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      status: 'failed',
      recordId: 'm1',
      failure: { reason: 'errors.invalid' },
    });

    // Retry queues the change again (a new mutation id) and re-applies it locally.
    server.reject = () => null;
    await retryFailed(db, failed[0]!.seq!);
    expect(await db.members.get('m1')).toMatchObject({ phone: 'bad', name: 'Asha K' });
    await engine.syncNow();
    expect(await db.outbox.count()).toBe(0);
    expect(server.rows.get('members|m1')?.fields).toMatchObject({ phone: 'bad' });
  });

  test('a refused create disappears locally; dismissing forgets it', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    server.reject = () => 'errors.forbidden';
    const engine = make(db, server, testSession(alice.userId));
    const id = await createRecord(db, alice, 'voters', { firstName: 'Nope' });
    await engine.syncNow();
    expect(await db.voters.get(id)).toBeUndefined();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ status: 'failed', failure: { reason: 'errors.forbidden' } });
    await dismissFailed(db, entry!.seq!);
    expect(await db.outbox.count()).toBe(0);
  });

  test('reset clears pulled data, pulls afresh and keeps pending work visible', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    server.serverEdit(memberRow('m1', { name: 'Old' }));
    const engine = make(db, server, testSession(alice.userId));
    await engine.syncNow();
    expect(await db.members.get('m1')).toBeDefined();

    // The server lost/replaced what we had (e.g. our scope changed): only m2 exists for us now.
    server.rows.clear();
    server.serverEdit(memberRow('m2', { name: 'New' }));
    server.resetNext = true;
    const id = await createRecord(db, alice, 'voters', { firstName: 'Unsent' });
    // Pull alone (as after a push that could not send): the create is still pending.
    await pullAll({ db, api: engine.api, userId: alice.userId, pageSize: 10 });
    expect(await db.members.get('m1')).toBeUndefined();
    expect(await db.members.get('m2')).toMatchObject({ name: 'New' });
    expect(await db.voters.get(id)).toMatchObject({ firstName: 'Unsent', version: 0 });
    expect(await db.outbox.count()).toBe(1);

    await engine.syncNow();
    expect(await db.outbox.count()).toBe(0);
    expect(server.rows.get(`voters|${id}`)).toBeDefined();
  });
});

describe('status of a run', () => {
  test('a quick run after a synced one leaves the status as it was; a slow one says syncing', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    const engine = make(db, server, testSession(alice.userId));
    const seen: string[] = [];
    engine.status.subscribe(() => seen.push(engine.status.get().phase));
    // The first run says so at once, even from idle.
    expect(await engine.syncNow()).toBe('synced');
    expect(seen).toEqual(['syncing', 'idle']);

    // Then a mark's push and pull: nothing to redraw.
    seen.length = 0;
    const shown = engine.status.get();
    await createRecord(db, alice, 'voteMarks', {
      voterId: 'v1',
      voted: true,
      markedAt: '2026-11-25T04:00:00.000Z',
      by: 'Alice',
    });
    expect(await engine.syncNow()).toBe('synced');
    expect(await db.outbox.count()).toBe(0);
    expect(seen).toEqual([]);
    expect(engine.status.get()).toBe(shown);

    // A run that lasts longer than QUIET_RUN_MS says "syncing" while it lasts.
    const fetchNow = server.fetch;
    server.fetch = async (input, init) => {
      await new Promise((r) => setTimeout(r, QUIET_RUN_MS + 200));
      return fetchNow(input, init);
    };
    const slowEngine = make(db, server, testSession(alice.userId));
    await slowEngine.syncNow();
    seen.length = 0;
    slowEngine.status.subscribe(() => seen.push(slowEngine.status.get().phase));
    expect(await slowEngine.syncNow()).toBe('synced');
    expect(seen).toEqual(['syncing', 'idle']);
  }, 15_000);
});
