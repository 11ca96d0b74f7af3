// A lost phone: a 401 account_disabled for the signed-in user's token wipes that user's data
// (records, files, queued changes, cached profile and feeds, the old app's lists), signs out
// and leaves the reason for the sign-in page. Someone else's queued changes stay.
import { afterEach, describe, expect, test } from 'vitest';
import { createRecord } from '../../src/db/commands.ts';
import { META, setMeta } from '../../src/db/meta.ts';
import { queueRequest, saveFile } from '../../src/db/queue-commands.ts';
import { listenForDisabledAccount, wipeUserData } from '../../src/sync/account-disabled.ts';
import { takeSignedOutReason } from '../../src/sync/signed-out-reason.ts';
import { apiRequest, setRefusalListener } from '../../src/sync/api-client.ts';
import { getToken, saveSession } from '../../src/sync/session.ts';
import { alice, bob, freshDb } from '../utils/unit/sync-helpers.ts';

const bytes = () => new Uint8Array([1, 2, 3]).buffer;

async function phoneOfAlice() {
  const db = freshDb();
  await createRecord(db, alice, 'voters', { firstName: 'Ramesh', voterId: 'ABC1' });
  await createRecord(db, alice, 'members', { level: 'booth', status: 'active', name: 'Sita' });
  await saveFile(db, alice.userId, { name: 'a.jpg', type: 'image/jpeg', bytes: bytes() });
  await db.files.put({
    id: 'cached-1',
    userId: 'someone',
    name: 'c.jpg',
    type: 'image/jpeg',
    size: 3,
    bytes: bytes(),
    status: 'cached',
    createdAt: new Date().toISOString(),
  });
  // Bob used this phone before and left a change unsent: it is his, not the lost account's.
  await queueRequest(db, bob.userId, {
    method: 'PUT',
    path: '/booth/edit-booth-user/bob',
    body: { firstName: 'Bob' },
    label: 'sync.request.profile',
  });
  const bobFile = await saveFile(db, bob.userId, {
    name: 'b.jpg',
    type: 'image/jpeg',
    bytes: bytes(),
  });
  await db.profile.put({ id: alice.userId, data: { firstName: 'Alice' }, fetchedAt: '' });
  await db.posts.put({ id: 'p1', title: 'Post', createdAt: '' } as never);
  await setMeta(db, META.cursor, 'cursor-1');
  await setMeta(db, META.dataUserId, alice.userId);
  return { db, bobFile };
}

afterEach(() => {
  setRefusalListener(null);
  localStorage.clear();
});

describe('wiping a disabled account', () => {
  test("removes the user's records, files, queue, profile and feeds; keeps another user's queue", async () => {
    const { db, bobFile } = await phoneOfAlice();
    expect(await db.outbox.filter((e) => e.userId === alice.userId).count()).toBe(2);
    await wipeUserData(db, alice.userId);
    expect(await db.voters.count()).toBe(0);
    expect(await db.members.count()).toBe(0);
    expect(await db.profile.count()).toBe(0);
    expect(await db.posts.count()).toBe(0);
    expect(await db.outbox.filter((e) => e.userId === alice.userId).count()).toBe(0);
    expect((await db.outbox.toArray()).map((e) => e.userId)).toEqual([bob.userId]);
    expect((await db.files.toArray()).map((f) => f.id)).toEqual([bobFile]);
    expect(await db.meta.get(META.cursor)).toBeUndefined();
    expect(await db.meta.get(META.dataUserId)).toBeUndefined();
  });

  test('a refused request signs out, wipes, removes the old lists and leaves the reason once', async () => {
    const { db } = await phoneOfAlice();
    saveSession('alice-token', {
      booth_id: alice.userId,
      firstName: 'Alice',
      lastName: '',
      email: 'alice@example.com',
      role: 'worker',
      scope: alice.scope,
    });
    localStorage.setItem('candidates', '[{"firstName":"Old"}]');
    listenForDisabledAccount(db);
    const refusing = async () =>
      new Response(
        JSON.stringify({
          error: 'account_disabled',
          message: 'This account has been disabled',
          messageKey: 'errors.accountDisabled',
        }),
        { status: 401 },
      );
    await expect(apiRequest('/sync/pull', { fetch: refusing })).rejects.toMatchObject({
      status: 401,
    });
    expect(getToken()).toBeNull();
    await expect.poll(() => db.voters.count()).toBe(0);
    await expect.poll(() => localStorage.getItem('candidates')).toBeNull();
    expect(takeSignedOutReason()).toBe('accountDisabled');
    expect(takeSignedOutReason()).toBeNull();
  });

  test("another 401 (an expired token), or an earlier user's token refused, wipes nothing", async () => {
    const { db } = await phoneOfAlice();
    saveSession('alice-token', {
      booth_id: alice.userId,
      firstName: 'Alice',
      lastName: '',
      email: 'alice@example.com',
      role: 'worker',
      scope: alice.scope,
    });
    let heard = 0;
    setRefusalListener(() => (heard += 1));
    const expired = async () =>
      new Response(JSON.stringify({ error: 'unauthorized', message: 'Please sign in again' }), {
        status: 401,
      });
    await expect(apiRequest('/sync/pull', { fetch: expired })).rejects.toBeTruthy();
    expect(heard).toBe(1);
    listenForDisabledAccount(db);
    await expect(apiRequest('/sync/pull', { fetch: expired })).rejects.toBeTruthy();
    const disabled = async () =>
      new Response(JSON.stringify({ error: 'account_disabled', message: 'x' }), { status: 401 });
    await expect(
      apiRequest('/sync/pull', { fetch: disabled, token: 'earlier-token' }),
    ).rejects.toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(getToken()).toBe('alice-token');
    expect(await db.voters.count()).toBe(1);
  });
});
