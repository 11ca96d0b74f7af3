// Refusals survive a lost answer (the sync protocol, src/domain/sync-protocol.ts): a push sent again because its answer never
// arrived gets the same errors, with the record's current row, while accepted mutations
// replay silently. Stored refusals go once the client pushes beyond them.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MutationError } from '../../src/domain/sync-protocol.ts';
import { DATABASE_KINDS_WHERE_IT_MATTERS } from '../utils/server/test-databases.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp } from '../utils/server/test-app.ts';
import { SyncClient } from '../utils/server/sync-client.ts';
import type { Team } from '../utils/server/team.ts';
import { makeTeam } from '../utils/server/team.ts';

/** What the client settles by: which mutation, why, which fields. */
const refusals = (errors: MutationError[]) =>
  errors.map(({ mutationId, table, id, reason, fields }) => ({
    mutationId,
    table,
    id,
    reason,
    fields,
  }));

describe.each(DATABASE_KINDS_WHERE_IT_MATTERS)(
  'sync push: refusals after a lost answer (%s)',
  (kind) => {
    let t: TestApp;
    let team: Team;

    beforeAll(async () => {
      t = await startTestApp(kind);
      team = await makeTeam(t);
    });
    afterAll(() => t.close());

    const storedRejections = async (clientId: string) =>
      (
        await t.db.query<{ mutation_id: number }>(
          'SELECT mutation_id FROM sync_rejections WHERE client_id = $1 ORDER BY mutation_id',
          [clientId],
        )
      ).rows.map((r) => Number(r.mutation_id));
    const version = async (id: string) =>
      Number(
        (await t.db.query<{ version: number }>('SELECT version FROM records WHERE id = $1', [id]))
          .rows[0]?.version,
      );

    it('answers a replayed push with the same refusals, and none for accepted mutations', async () => {
      const c = new SyncClient(t, team.admin.token);
      const [ok, missing, bad] = [randomUUID(), randomUUID(), randomUUID()];
      const batch = c.mutations([
        { id: ok, fields: { firstName: 'Accepted' } },
        { id: missing, op: 'patch', fields: { firstName: 'never created' } },
        { id: ok, op: 'patch', fields: { age: 'old' } },
        { id: bad, table: 'members', fields: { status: 'retired' } },
      ]);
      const first = await c.push(batch);
      expect(first.lastMutationId).toBe(4);
      expect(first.errors.map((e) => [e.mutationId, e.reason])).toEqual([
        [2, 'errors.recordNotFound'],
        [3, 'errors.invalidInput'],
        [4, 'errors.invalidInput'],
      ]);
      const okVersion = await version(ok);

      // The answer was lost: the phone sends the same batch again.
      const again = await c.push(batch);
      expect(again.lastMutationId).toBe(4);
      expect(refusals(again.errors)).toEqual(refusals(first.errors));
      expect(again.errors[1]!.fields).toEqual({ age: 'errors.number' });
      expect(again.errors[1]!.current).toEqual(first.errors[1]!.current);
      expect(again.errors[0]!.current).toBeNull();
      // Nothing applied twice.
      expect(await version(ok)).toBe(okVersion);
      // And a third time, still the same.
      expect(refusals((await c.push(batch)).errors)).toEqual(refusals(first.errors));
    });

    it('replays an accepted-only push with no errors', async () => {
      const c = new SyncClient(t, team.admin.token);
      const batch = c.mutations([{ fields: { firstName: 'A' } }, { fields: { firstName: 'B' } }]);
      expect((await c.push(batch)).errors).toEqual([]);
      expect(await c.push(batch)).toMatchObject({ lastMutationId: 2, errors: [] });
      expect(await storedRejections(c.clientId)).toEqual([]);
    });

    it("carries the record's current row, not the one at the time of the refusal", async () => {
      const phone = new SyncClient(t, team.admin.token);
      const other = new SyncClient(t, team.admin.token);
      const id = randomUUID();
      await other.push([{ id, fields: { firstName: 'Before', age: 30 } }]);
      const batch = phone.mutations([{ id, op: 'patch', fields: { age: 'thirty' } }]);
      const first = await phone.push(batch);
      expect(first.errors[0]!.current).toMatchObject({ fields: { firstName: 'Before', age: 30 } });

      // While the answer was lost, another device edited and then deleted the record.
      await other.push([{ id, op: 'patch', fields: { firstName: 'After' } }]);
      const edited = await phone.push(batch);
      expect(edited.errors[0]!.current).toMatchObject({
        version: await version(id),
        fields: { firstName: 'After', age: 30 },
      });
      await other.push([{ id, op: 'delete' }]);
      const deleted = await phone.push(batch);
      expect(deleted.errors[0]).toMatchObject({
        mutationId: 1,
        reason: 'errors.invalidInput',
        current: { id, deleted: true, fields: {}, version: await version(id) },
      });
    });

    it('answers the stored refusals of the repeated head together with the new tail', async () => {
      const c = new SyncClient(t, team.admin.token);
      const id = randomUUID();
      const head = c.mutations([
        { id, fields: { firstName: 'Head' } },
        { id: randomUUID(), op: 'patch', fields: { age: 1 } },
      ]);
      expect((await c.push(head)).errors.map((e) => e.mutationId)).toEqual([2]);
      // The answer was lost and the phone wrote more meanwhile: it resends the head with the tail.
      const tail = c.mutations([
        { id, op: 'patch', fields: { age: 'x' } },
        { id, op: 'patch', fields: { age: 44 } },
      ]);
      const res = await c.push([...head, ...tail]);
      expect(res.lastMutationId).toBe(4);
      expect(res.errors.map((e) => [e.mutationId, e.reason])).toEqual([
        [2, 'errors.recordNotFound'],
        [3, 'errors.invalidInput'],
      ]);
      // The refusal of mutation 3 reflects the whole push: mutation 4 applied after it.
      expect(res.errors[1]!.current).toMatchObject({ fields: { firstName: 'Head', age: 44 } });
    });

    it('keeps refusals out of sight of the caller: no row outside their view, none for another user', async () => {
      const admin = new SyncClient(t, team.admin.token);
      const hidden = randomUUID();
      await admin.push([{ id: hidden, fields: { firstName: 'Admin only', scope: 'x/y' } }]);
      const worker = new SyncClient(t, team.booth1.token);
      const batch = worker.mutations([{ id: hidden, op: 'patch', fields: { age: 3 } }]);
      const first = await worker.push(batch);
      expect(first.errors).toMatchObject([{ reason: 'errors.forbidden', current: null }]);
      const again = await worker.push(batch);
      expect(again.errors).toMatchObject([{ reason: 'errors.forbidden', current: null }]);

      // The same clientId and mutation id under another user is that user's own history.
      const sameDevice = await t.as(team.booth2.token, {
        method: 'POST',
        url: '/api/sync/push',
        payload: { clientId: worker.clientId, mutations: batch },
      });
      expect(sameDevice.statusCode).toBe(200);
      expect(sameDevice.json()).toMatchObject({ lastMutationId: 1 });
      expect(sameDevice.json<{ errors: MutationError[] }>().errors).toMatchObject([
        { reason: 'errors.forbidden' },
      ]);
      const stored = await t.db.query(
        'SELECT user_id FROM sync_rejections WHERE client_id = $1 ORDER BY user_id',
        [worker.clientId],
      );
      expect(stored.rows).toHaveLength(2);
    });

    it('forgets refusals once the client pushes beyond them', async () => {
      const c = new SyncClient(t, team.admin.token);
      const batch = c.mutations([
        { id: randomUUID(), op: 'patch', fields: { age: 1 } },
        { fields: { firstName: 'Fine' } },
        { id: randomUUID(), op: 'patch', fields: { age: 2 } },
      ]);
      await c.push(batch);
      expect(await storedRejections(c.clientId)).toEqual([1, 3]);
      // A push starting at 3 tells the server the answers up to 2 arrived.
      await c.push(batch.slice(2));
      expect(await storedRejections(c.clientId)).toEqual([3]);
      await c.push([{ fields: { firstName: 'Next' } }]);
      expect(await storedRejections(c.clientId)).toEqual([]);
    });

    it('does not answer a stored refusal for a replayed id that names another record', async () => {
      const c = new SyncClient(t, team.admin.token);
      const batch = c.mutations([{ id: randomUUID(), op: 'patch', fields: { age: 1 } }]);
      expect((await c.push(batch)).errors).toHaveLength(1);
      const res = await c.push([{ ...batch[0]!, id: randomUUID() }]);
      expect(res).toMatchObject({ lastMutationId: 1, errors: [] });
    });
  },
);
