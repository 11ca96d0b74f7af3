import { describe, expect, test } from 'vitest';
import { sendMessage } from '../../src/features/chat/chat-data.ts';
import type { BoothDb } from '../../src/db/database.ts';
import { createRecord, deleteRecord, patchRecord, setMemberStatus } from '../../src/db/commands.ts';
import { createRecords } from '../../src/db/bulk-commands.ts';
import { getClientId } from '../../src/db/meta.ts';
import { queueRequest } from '../../src/db/queue-commands.ts';
import type { MutationEntry, VoterFields } from '../../src/db/types.ts';
import { onLocalWrite } from '../../src/db/write-events.ts';
import { alice, bob, freshDb } from '../utils/unit/sync-helpers.ts';

const mutations = async (db: BoothDb) =>
  (await db.outbox.orderBy('seq').toArray()).filter(
    (e): e is MutationEntry => e.kind === 'mutation',
  );

describe('commands write the record and its outbox entry together', () => {
  test('create, patch, status change and delete each queue one mutation', async () => {
    const db = freshDb();
    const id = await createRecord(db, alice, 'members', {
      level: 'booth',
      status: 'active',
      name: 'Asha',
      phone: '98',
    });
    await patchRecord(db, alice, 'members', id, { phone: '99', name: 'Asha' });
    await setMemberStatus(db, alice, id, 'disabled');
    await deleteRecord(db, alice, 'members', id);

    const stored = await db.members.get(id);
    expect(stored).toMatchObject({
      id,
      version: 0,
      deleted: 1,
      ownerId: alice.userId,
      phone: '99',
      status: 'disabled',
      nameWords: ['asha'],
    });
    const list = await mutations(db);
    expect(list.map((m) => m.op)).toEqual(['put', 'patch', 'patch', 'delete']);
    // patches carry changed fields only; derived index fields never leave the device
    expect(list[0]!.fields).toEqual({
      level: 'booth',
      status: 'active',
      name: 'Asha',
      phone: '98',
    });
    expect(list[1]!.fields).toEqual({ phone: '99' });
    expect(list[2]!.fields).toEqual({ status: 'disabled' });
    expect(list[3]!.fields).toEqual({});
    expect(list.every((m) => m.recordId === id && m.userId === alice.userId)).toBe(true);
  });

  test('mutation ids are strictly increasing per client, and each user has their own client', async () => {
    const db = freshDb();
    const a = await createRecord(db, alice, 'voters', { firstName: 'A' });
    await createRecord(db, bob, 'voters', { firstName: 'B' });
    await patchRecord(db, alice, 'voters', a, { age: 40 });
    await createRecords(db, alice, 'voters', [
      { fields: { firstName: 'C' } },
      { fields: { firstName: 'D' } },
    ]);
    await patchRecord(db, alice, 'voters', a, { age: 41 });
    const list = await mutations(db);
    const aliceClient = await getClientId(db, alice.userId);
    const bobClient = await getClientId(db, bob.userId);
    expect(aliceClient).not.toBe(bobClient);
    expect(list.filter((m) => m.clientId === aliceClient).map((m) => m.mutationId)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(list.filter((m) => m.clientId === bobClient).map((m) => m.mutationId)).toEqual([1]);
  });

  test('a patch that changes nothing queues nothing', async () => {
    const db = freshDb();
    const id = await createRecord(db, alice, 'voters', { firstName: 'A', age: 30 });
    expect(await patchRecord(db, alice, 'voters', id, { firstName: 'A', age: 30 })).toEqual([]);
    expect(await db.outbox.count()).toBe(1);
  });

  test('a failing write leaves neither the record nor the outbox entry', async () => {
    const db = freshDb();
    const id = await createRecord(db, alice, 'voters', { firstName: 'A' });
    // A function cannot be stored in IndexedDB: the put fails inside the transaction.
    const bad = { firstName: 'B', age: (() => 1) as unknown as number } satisfies VoterFields;
    await expect(createRecord(db, alice, 'voters', bad)).rejects.toThrow();
    await expect(patchRecord(db, alice, 'voters', id, bad)).rejects.toThrow();
    expect(await db.voters.count()).toBe(1);
    expect((await db.voters.get(id))?.firstName).toBe('A');
    expect(await db.outbox.count()).toBe(1);
    // The failed writes did not consume mutation ids either.
    await patchRecord(db, alice, 'voters', id, { firstName: 'C' });
    expect((await mutations(db)).map((m) => m.mutationId)).toEqual([1, 2]);
  });

  test('a duplicate id is refused and writes nothing', async () => {
    const db = freshDb();
    const id = await createRecord(db, alice, 'voters', { firstName: 'A' });
    await expect(createRecord(db, alice, 'voters', { firstName: 'B' }, { id })).rejects.toThrow();
    expect(await db.outbox.count()).toBe(1);
  });

  test('patching or deleting a missing record fails without queueing', async () => {
    const db = freshDb();
    await expect(patchRecord(db, alice, 'voters', 'nope', { age: 3 })).rejects.toThrow(
      /No voters record/,
    );
    await expect(deleteRecord(db, alice, 'voters', 'nope')).rejects.toThrow(/No voters record/);
    expect(await db.outbox.count()).toBe(0);
  });

  test('a chat message is announced as urgent (sent at once), other writes are batched', async () => {
    const db = freshDb();
    const urgent: boolean[] = [];
    const stop = onLocalWrite((u) => urgent.push(u));
    await createRecord(db, alice, 'voters', { firstName: 'A' });
    await sendMessage(db, alice, 'group-1', 'Alice', 'On my way');
    stop();
    expect(urgent).toEqual([false, true]);
  });

  test('offline API calls queue as requests with an idempotency key, in order with mutations', async () => {
    const db = freshDb();
    let writes = 0;
    const stop = onLocalWrite(() => (writes += 1));
    await createRecord(db, alice, 'voters', { firstName: 'A' });
    const req = await queueRequest(db, alice.userId, {
      method: 'PUT',
      path: '/booth/edit-booth-user/1',
      body: { firstName: 'A' },
      label: 'sync.request.profile',
    });
    stop();
    const all = await db.outbox.orderBy('seq').toArray();
    expect(all.map((e) => e.kind)).toEqual(['mutation', 'request']);
    expect(req.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(writes).toBe(2);
  });
});
