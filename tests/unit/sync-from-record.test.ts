// Bulk creates (the roll import) queue `fromRecord` puts: the outbox holds only a label, the
// record's fields are read when they are needed. Each place that needs them is covered: the
// push, a refusal (its record is rolled back away), a reset that clears the tables, a pull that
// merges a server row under the pending put, and the CSV export.
import { afterEach, describe, expect, test } from 'vitest';
import { patchRecord } from '../../src/db/commands.ts';
import { withRecordFields } from '../../src/db/outbox.ts';
import type { MutationEntry, VoterFields } from '../../src/db/types.ts';
import { writeVoterBatch } from '../../src/features/voters/import/write-batch.ts';
import type { SyncEngine } from '../../src/sync/engine.ts';
import { ensureDataOwner, resetSyncedData } from '../../src/sync/local-reset.ts';
import { applyPage } from '../../src/sync/pull.ts';
import { FakeSyncServer } from '../utils/unit/sync-fake-server.ts';
import { alice, freshDb, testEngine, testSession } from '../utils/unit/sync-helpers.ts';

const engines: SyncEngine[] = [];
afterEach(() => engines.splice(0).forEach((e) => e.stop()));

const roll: VoterFields[] = [
  { voterId: 'ABC1000001', firstName: 'Ramesh', lastName: 'Yadav', age: 41, partNumber: 3 },
  { voterId: 'ABC1000002', firstName: 'सीता', lastName: 'देवी', age: 38, partNumber: 3 },
];

async function imported() {
  const db = freshDb();
  await writeVoterBatch(db, alice, roll);
  const voters = await db.voters.toArray();
  const byVoterId = new Map(voters.map((v) => [v.voterId!, v]));
  return { db, ramesh: byVoterId.get('ABC1000001')!, sita: byVoterId.get('ABC1000002')! };
}

const outbox = async (db: ReturnType<typeof freshDb>) =>
  (await db.outbox.toArray()) as MutationEntry[];

describe('fromRecord puts of a bulk create', () => {
  test('the outbox keeps a label only; the push sends the record as it is at send time', async () => {
    const { db, ramesh } = await imported();
    const [first] = await outbox(db);
    expect(first).toMatchObject({ op: 'put', fromRecord: true });
    expect(first!.fields).toEqual({
      firstName: 'Ramesh',
      lastName: 'Yadav',
      voterId: 'ABC1000001',
    });

    await patchRecord(db, alice, 'voters', ramesh.id, { phone: '9876500000' });
    const server = new FakeSyncServer();
    const engine = testEngine(db, server, testSession(alice.userId));
    engines.push(engine);
    expect(await engine.syncNow()).toBe('synced');

    const sent = server.pushes.flat();
    expect(sent.map((m) => m.op)).toEqual(['put', 'put', 'patch']);
    expect(sent[0]!.fields).toEqual({ ...roll[0], phone: '9876500000' });
    expect(sent[0]!.fields).not.toHaveProperty('searchKeys'); // derived fields stay local
    expect(sent[1]!.fields).toEqual(roll[1]);
    expect(server.rows.get(`voters|${ramesh.id}`)?.fields).toMatchObject({
      age: 41,
      phone: '9876500000',
    });
    expect(await db.outbox.count()).toBe(0);
  });

  test('a refused put keeps the fields it sent, so a retry can send them again', async () => {
    const { db, sita } = await imported();
    const server = new FakeSyncServer();
    server.reject = (m) => (m.id === sita.id ? 'errors.forbidden' : null);
    const engine = testEngine(db, server, testSession(alice.userId));
    engines.push(engine);
    await engine.syncNow();

    // Rolled back to the server's state: it has no such voter, so the record is gone…
    expect(await db.voters.get(sita.id)).toBeUndefined();
    const [failed] = await outbox(db);
    // …but the failed entry holds everything that was sent.
    expect(failed).toMatchObject({ status: 'failed', recordId: sita.id, fields: roll[1] });
    expect(failed).not.toHaveProperty('fromRecord');
  });

  test('a reset of the synced tables keeps every imported voter, with all its fields', async () => {
    const { db, ramesh, sita } = await imported();
    await resetSyncedData(db, alice.userId);

    expect((await db.voters.get(ramesh.id))?.age).toBe(41);
    expect((await db.voters.get(sita.id))?.firstName).toBe('सीता');
    for (const entry of await outbox(db)) {
      expect(entry).not.toHaveProperty('fromRecord');
      expect(entry.fields).toEqual(entry.recordId === ramesh.id ? roll[0] : roll[1]);
    }
  });

  test('a pulled server row under a pending put keeps the local fields on top', async () => {
    const { db, ramesh } = await imported();
    await ensureDataOwner(db, alice.userId);
    // The server already has this voter (a push whose answer was lost) with an older age.
    const row = {
      table: 'voters' as const,
      id: ramesh.id,
      version: 7,
      updatedAt: new Date().toISOString(),
      scope: 'up/lucknow',
      ownerId: alice.userId,
      deleted: false,
      fields: { ...roll[0], age: 40, religion: 'Hindu' },
    };
    await applyPage(db, alice.userId, { rows: [row], cursor: '7', hasMore: false, reset: false });

    const merged = await db.voters.get(ramesh.id);
    expect(merged).toMatchObject({ age: 41, firstName: 'Ramesh', religion: 'Hindu', version: 7 });
    expect(merged?.searchKeys).toContain('yadav');
  });

  test('the CSV export reads the full fields', async () => {
    const { db } = await imported();
    const entries = await withRecordFields(db, await db.outbox.toArray());
    expect(entries.map((e) => (e as MutationEntry).fields)).toEqual(roll);
  });
});
