import { afterEach, describe, expect, test } from 'vitest';
import { createRecord, patchRecord } from '../../src/db/commands.ts';
import { fileRef, queueRequest, saveFile } from '../../src/db/queue-commands.ts';
import type { SyncEngine } from '../../src/sync/engine.ts';
import { FakeSyncServer, json } from '../utils/unit/sync-fake-server.ts';
import { alice, bob, freshDb, testEngine, testSession } from '../utils/unit/sync-helpers.ts';

const engines: SyncEngine[] = [];
const make = (...args: Parameters<typeof testEngine>) => {
  const engine = testEngine(...args);
  engines.push(engine);
  return engine;
};
afterEach(() => engines.splice(0).forEach((e) => e.stop()));

const profileSave = {
  method: 'PUT',
  path: '/booth/edit-booth-user/1',
  body: { firstName: 'A' },
  label: 'sync.request.profile',
} as const;

describe('outbox order', () => {
  test('mutations go in batches and requests in between, in FIFO order, with the token of send time', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    const seen: { key: string | null; auth: string | null }[] = [];
    server.handlers.push(({ path, headers }) => {
      if (!path.startsWith('/booth/')) return undefined;
      seen.push({ key: headers.get('Idempotency-Key'), auth: headers.get('Authorization') });
      return json(200, { message: 'ok' });
    });
    const session = testSession(alice.userId, 'old-token');
    const engine = make(db, server, session, 2);
    for (const name of ['a', 'b', 'c'])
      await createRecord(db, alice, 'voters', { firstName: name });
    const request = await queueRequest(db, alice.userId, profileSave);
    await createRecord(db, alice, 'voters', { firstName: 'd' });
    session.token = 'new-token';

    await engine.syncNow();
    expect(server.log.filter((l) => !l.startsWith('GET'))).toEqual([
      'POST /sync/push',
      'POST /sync/push',
      'PUT /booth/edit-booth-user/1',
      'POST /sync/push',
    ]);
    expect(server.pushes.map((p) => p.map((m) => m.fields.firstName))).toEqual([
      ['a', 'b'],
      ['c'],
      ['d'],
    ]);
    expect(server.pushes.flat().map((m) => m.mutationId)).toEqual([1, 2, 3, 4]);
    expect(seen).toEqual([{ key: request.idempotencyKey, auth: 'Bearer new-token' }]);
    expect(await db.outbox.count()).toBe(0);
  });

  test('a response lost after the server committed is retried without duplicates', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    let drop = true;
    server.handlers.push(({ path, body }) => {
      if (path !== '/sync/push' || !drop) return undefined;
      drop = false;
      server.push(body as Parameters<FakeSyncServer['push']>[0]); // committed…
      throw new TypeError('connection reset'); // …but the answer never arrives
    });
    const engine = make(db, server, testSession(alice.userId));
    const id = await createRecord(db, alice, 'voters', { firstName: 'Once' });
    await patchRecord(db, alice, 'voters', id, { age: 40 });

    expect(await engine.syncNow()).toBe('offline');
    expect(engine.status.get()).toMatchObject({ phase: 'offline', error: 'errors.network' });
    expect(await db.outbox.count()).toBe(2); // never dropped
    expect(await engine.syncNow()).toBe('synced');
    expect(server.rows.size).toBe(1);
    expect(server.rows.get(`voters|${id}`)).toMatchObject({
      version: 2,
      fields: { firstName: 'Once', age: 40 },
    });
    expect(await db.outbox.count()).toBe(0);
  });

  test('a temporary fault schedules a retry with backoff; a final refusal of a request is listed', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    let fail = true;
    server.handlers.push(({ path }) => {
      if (path === '/sync/pull' && fail)
        return json(503, { error: 'internal', message: 'busy', messageKey: 'errors.server' });
      if (path.startsWith('/booth/'))
        return json(400, {
          error: 'bad_request',
          message: 'Some fields are not valid',
          messageKey: 'errors.invalidInput',
          fields: { dob: 'errors.date' },
        });
      return undefined;
    });
    const engine = make(db, server, testSession(alice.userId));
    await queueRequest(db, alice.userId, profileSave);
    const before = Date.now();
    expect(await engine.syncNow()).toBe('failed');
    const status = engine.status.get();
    expect(status).toMatchObject({ phase: 'error', error: 'errors.server' });
    expect(status.retryAt! - before).toBeGreaterThanOrEqual(30_000); // half of the 60 s ceiling
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      status: 'failed',
      failure: { reason: 'errors.invalidInput', fields: { dob: 'errors.date' } },
    });
    fail = false;
    expect(await engine.syncNow()).toBe('synced');
  });

  test('a mutation gap (409) renumbers the pending mutations from the id the server expects', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    const engine = make(db, server, testSession(alice.userId));
    for (const name of ['a', 'b']) await createRecord(db, alice, 'voters', { firstName: name });
    // As if the server had been restored from a backup that predates ids 1-4.
    await db.outbox.toCollection().modify((e) => {
      if (e.kind === 'mutation') e.mutationId += 4;
    });
    expect(await engine.syncNow()).toBe('synced');
    expect(server.log.filter((l) => l === 'POST /sync/push')).toHaveLength(2); // refused, then again
    expect(server.pushes.map((p) => p.map((m) => m.mutationId))).toEqual([[1, 2]]);
    expect(server.rows.size).toBe(2);
    await createRecord(db, alice, 'voters', { firstName: 'c' });
    await engine.syncNow();
    expect(server.pushes.at(-1)?.map((m) => m.mutationId)).toEqual([3]);
  });

  test('the server’s fresh token replaces the stored one', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    server.freshToken = 'renewed';
    const session = testSession(alice.userId, 'first');
    await make(db, server, session).syncNow();
    expect(session.token).toBe('renewed');
  });
});

describe('401 and users sharing a phone', () => {
  test('a 401 pauses the outbox without dropping it, until a new sign-in', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    server.handlers.push(({ headers }) =>
      headers.get('Authorization') === 'Bearer expired'
        ? json(401, {
            error: 'unauthorized',
            message: 'Please sign in again',
            messageKey: 'errors.signInAgain',
          })
        : undefined,
    );
    const session = testSession(alice.userId, 'expired');
    const engine = make(db, server, session);
    await createRecord(db, alice, 'voters', { firstName: 'Kept' });

    expect(await engine.syncNow()).toBe('authPaused');
    expect(engine.status.get().phase).toBe('authPaused');
    const calls = server.log.length;
    expect(await engine.syncNow()).toBe('authPaused');
    expect(server.log.length).toBe(calls); // paused: no request with the same dead token
    expect(await db.outbox.count()).toBe(1);

    session.token = 'fresh'; // signed in again
    expect(await engine.syncNow()).toBe('synced');
    expect(await db.outbox.count()).toBe(0);
  });

  test('another user never sends, nor sees, the previous user’s queue; it resumes when they return', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    const session = testSession(alice.userId);
    const engine = make(db, server, session);
    await engine.syncNow(); // the tables now hold alice's data
    const mine = await createRecord(db, alice, 'voters', { firstName: 'Alice unsent' });

    session.user = bob.userId;
    session.token = 'token-bob';
    await createRecord(db, bob, 'voters', { firstName: 'Bob' });
    expect(await engine.syncNow()).toBe('synced');
    expect(server.pushes.flat().map((m) => m.fields.firstName)).toEqual(['Bob']);
    expect(await db.voters.get(mine)).toBeUndefined(); // not shown to bob
    expect((await db.voters.toArray()).map((v) => v.firstName)).toEqual(['Bob']);
    const held = await db.outbox.toArray();
    expect(held.map((e) => [e.userId, e.status])).toEqual([[alice.userId, 'pending']]);

    // Alice signs in again: her queue goes out under her own client id. (The fake server has
    // no scopes, so the fresh pull then brings both records.)
    session.user = alice.userId;
    session.token = 'token-alice-2';
    expect(await engine.syncNow()).toBe('synced');
    expect(server.pushes).toHaveLength(2);
    const [bobPush, alicePush] = server.pushes;
    expect(alicePush?.map((m) => [m.fields.firstName, m.mutationId])).toEqual([
      ['Alice unsent', 1],
    ]);
    expect(bobPush?.map((m) => m.mutationId)).toEqual([1]);
    expect(server.lastMutation.size).toBe(2); // two client ids: one per user
    expect(await db.outbox.count()).toBe(0);
    expect((await db.voters.toArray()).map((v) => v.firstName).sort()).toEqual([
      'Alice unsent',
      'Bob',
    ]);
  });
});

describe('files', () => {
  test('an image is uploaded before the mutation that references it, which then carries its URL', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    server.handlers.push(({ path, body }) => {
      if (path !== '/files') return undefined;
      const form = body as FormData;
      return json(201, { id: String(form.get('id')), url: `/api/files/${String(form.get('id'))}` });
    });
    const engine = make(db, server, testSession(alice.userId));
    const fileId = await saveFile(db, alice.userId, {
      name: 'a.png',
      type: 'image/png',
      bytes: new Uint8Array([137, 80, 78, 71]).buffer,
    });
    await createRecord(
      db,
      alice,
      'members',
      { level: 'booth', status: 'active', name: 'P', profileImage: fileRef(fileId) },
      { fileIds: [fileId] },
    );
    await engine.syncNow();
    expect(server.log.filter((l) => l.startsWith('POST'))).toEqual([
      'POST /files',
      'POST /sync/push',
    ]);
    expect(server.pushes[0]![0]!.fields.profileImage).toBe(`/api/files/${fileId}`);
    expect(await db.files.get(fileId)).toMatchObject({
      status: 'uploaded',
      url: `/api/files/${fileId}`,
    });
  });
});

describe('files named by a queued request', () => {
  test('are uploaded (in their area) before the request, which carries their URL; then forgotten', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    const uploads: { id: string; scope: string | null }[] = [];
    const bodies: unknown[] = [];
    server.handlers.push(({ path, body }) => {
      if (path === '/files') {
        const form = body as FormData;
        const id = String(form.get('id'));
        uploads.push({ id, scope: form.get('scope') as string | null });
        return json(201, { id, url: `/api/files/${id}` });
      }
      if (path !== '/users') return undefined;
      bodies.push(body);
      return json(201, { user: {} });
    });
    const engine = make(db, server, testSession(alice.userId));
    const fileId = await saveFile(db, alice.userId, {
      name: 'a.webp',
      type: 'image/webp',
      bytes: new Uint8Array([82, 73, 70, 70]).buffer,
      scope: 'up/lko/b1',
    });
    await queueRequest(db, alice.userId, {
      method: 'POST',
      path: '/users',
      body: { firstName: 'Sunita', profileImage: fileRef(fileId) },
      fileIds: [fileId],
      label: 'sync.request.account',
    });
    await engine.syncNow();
    expect(server.log.filter((l) => l.startsWith('POST'))).toEqual(['POST /files', 'POST /users']);
    expect(uploads).toEqual([{ id: fileId, scope: 'up/lko/b1' }]);
    expect(bodies).toEqual([{ firstName: 'Sunita', profileImage: `/api/files/${fileId}` }]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.files.get(fileId)).toBeUndefined();
  });

  test('a refused upload fails the request and keeps the file for Retry', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    server.handlers.push(({ path }) =>
      path === '/files'
        ? json(400, {
            error: 'bad_request',
            message: 'Only images',
            messageKey: 'errors.imageType',
          })
        : undefined,
    );
    const engine = make(db, server, testSession(alice.userId));
    const fileId = await saveFile(db, alice.userId, {
      name: 'a.txt',
      type: 'text/plain',
      bytes: new Uint8Array([1]).buffer,
    });
    await queueRequest(db, alice.userId, {
      ...profileSave,
      body: { firstName: 'A', profileImage: fileRef(fileId) },
      fileIds: [fileId],
    });
    await engine.syncNow();
    expect(server.log.filter((l) => l.startsWith('PUT'))).toEqual([]);
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ status: 'failed', failure: { reason: 'errors.imageType' } });
    expect(await db.files.get(fileId)).toMatchObject({ status: 'pending' });
  });
});
