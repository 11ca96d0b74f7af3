// Push rules (the sync protocol, src/domain/sync-protocol.ts): per-field merge by arrival, deletes win, and refusals for good
// that advance lastMutationId and come back with the server's row.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncRow } from '../../src/domain/sync-protocol.ts';
import { DATABASE_KINDS_WHERE_IT_MATTERS } from '../utils/server/test-databases.ts';
import type { SignedIn, TestApp } from '../utils/server/test-app.ts';
import { startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import { SyncClient, latest } from '../utils/server/sync-client.ts';

describe.each(DATABASE_KINDS_WHERE_IT_MATTERS)(
  'sync push: merge, delete, refusals (%s)',
  (kind) => {
    let t: TestApp;
    let admin: SignedIn;

    beforeAll(async () => {
      t = await startTestApp(kind);
      admin = await t.newUser(uniqueEmail('admin'));
    });
    afterAll(() => t.close());

    const client = () => new SyncClient(t, admin.token);
    const stored = async (id: string) =>
      (
        await t.db.query<{
          version: number;
          fields: object;
          deleted: boolean;
          scope: string;
          owner_id: string;
        }>('SELECT version, fields, deleted, scope, owner_id FROM records WHERE id = $1', [id])
      ).rows;
    const rowOf = async (c: SyncClient, id: string): Promise<SyncRow | undefined> => {
      const all = await new SyncClient(t, c.token).pullAll();
      return latest(all).get(`voters/${id}`);
    };

    it('keeps concurrent patches of different fields from two devices', async () => {
      const phone1 = client();
      const phone2 = client();
      const id = randomUUID();
      await phone1.push([{ id, fields: { firstName: 'Sita', lastName: 'Devi', age: 30 } }]);
      // Both edited offline from the same base version.
      await phone1.push([{ id, op: 'patch', fields: { age: 31 } }]);
      await phone2.push([{ id, op: 'patch', fields: { lastName: 'Sharma' } }]);
      expect((await stored(id))[0]!.fields).toEqual({
        firstName: 'Sita',
        lastName: 'Sharma',
        age: 31,
      });
      // The same field: the later arrival wins.
      await phone2.push([{ id, op: 'patch', fields: { age: 35 } }]);
      await phone1.push([{ id, op: 'patch', fields: { age: 32 } }]);
      expect((await stored(id))[0]!.fields).toMatchObject({ age: 32 });
    });

    it('lets a delete win: later edits come back as errors with the tombstone', async () => {
      const editor = client();
      const remover = client();
      const id = randomUUID();
      await editor.push([{ id, fields: { firstName: 'Gone' } }]);
      const del = await remover.push([{ id, op: 'delete' }]);
      expect(del.errors).toEqual([]);
      const res = await editor.push([
        { id, op: 'patch', fields: { age: 50 } },
        { id, op: 'put', fields: { firstName: 'Back' } },
      ]);
      expect(res.lastMutationId).toBe(3);
      expect(res.errors).toHaveLength(2);
      for (const e of res.errors) {
        expect(e).toMatchObject({ id, table: 'voters', reason: 'errors.recordDeleted' });
        expect(e.current).toMatchObject({ id, deleted: true, fields: {} });
      }
      const row = (await stored(id))[0]!;
      expect(row).toMatchObject({ deleted: true, fields: {} });
      // Deleting again is harmless.
      expect((await remover.push([{ id, op: 'delete' }])).errors).toEqual([]);
      expect((await stored(id))[0]!.version).toBe(row.version);
    });

    it('delivers a delete that arrives after an edit as the final state', async () => {
      const c = client();
      const id = randomUUID();
      await c.push([
        { id, fields: { firstName: 'X' } },
        { id, op: 'patch', fields: { age: 3 } },
        { id, op: 'delete' },
      ]);
      expect(await rowOf(c, id)).toMatchObject({ deleted: true, fields: {} });
    });

    it('refuses an invalid mutation for good: error with the current row, lastMutationId advances, the rest applies', async () => {
      const c = client();
      const id = randomUUID();
      const other = randomUUID();
      await c.push([{ id, fields: { firstName: 'Valid', age: 20 } }]);
      const res = await c.push([
        { id, op: 'patch', fields: { age: 'twenty', gender: { x: 1 } } },
        { id: other, fields: { firstName: 'Also valid' } },
        { id: randomUUID(), table: 'members', fields: { status: 'retired' } },
        { id: randomUUID(), op: 'patch', fields: { firstName: 'never created' } },
      ]);
      expect(res.lastMutationId).toBe(5);
      expect(res.errors.map((e) => [e.mutationId, e.reason])).toEqual([
        [2, 'errors.invalidInput'],
        [4, 'errors.invalidInput'],
        [5, 'errors.recordNotFound'],
      ]);
      expect(res.errors[0]!.fields).toEqual({ age: 'errors.number', gender: 'errors.invalid' });
      expect(res.errors[0]!.current).toMatchObject({
        id,
        fields: { firstName: 'Valid', age: 20 },
        deleted: false,
      });
      expect(res.errors[1]!.current).toBeNull();
      expect((await stored(id))[0]!.fields).toEqual({ firstName: 'Valid', age: 20 });
      expect((await stored(other))[0]!.fields).toEqual({ firstName: 'Also valid' });
      // Not retried as a replay: the next push continues at 6.
      expect((await c.push([{ fields: {} }])).lastMutationId).toBe(6);
    });

    it('refuses oversized and unstorable records but keeps unknown fields', async () => {
      const c = client();
      const [big, nul, extra] = [randomUUID(), randomUUID(), randomUUID()];
      const res = await c.push([
        { id: big, fields: { note: 'x'.repeat(40_000) } },
        { id: nul, fields: { firstName: 'a\u0000b' } },
        {
          id: extra,
          fields: {
            firstName: 'Ok',
            customLabel: 'vip',
            tags: ['a', 'b'],
            id: 'ignored',
            version: 99,
          },
        },
      ]);
      expect(res.errors.map((e) => [e.id, e.reason])).toEqual([
        [big, 'errors.invalidInput'],
        [nul, 'errors.invalidInput'],
      ]);
      expect(await stored(big)).toEqual([]);
      expect((await stored(extra))[0]!.fields).toEqual({
        firstName: 'Ok',
        customLabel: 'vip',
        tags: ['a', 'b'],
      });
    });

    it('refuses a record with a key like "toString" as that mutation\'s error, not the whole push', async () => {
      const c = client();
      const [odd, fine] = [randomUUID(), randomUUID()];
      const res = await c.push([
        { id: odd, fields: { toString: 'x', firstName: 'Odd' } },
        { id: fine, fields: { firstName: 'Fine' } },
      ]);
      expect(res.errors.map((e) => [e.id, e.reason])).toEqual([[odd, 'errors.invalidInput']]);
      expect(await stored(odd)).toEqual([]);
      expect(await stored(fine)).toHaveLength(1);
    });

    it('casts known fields to their types and normalises upper-case ids', async () => {
      const c = client();
      const id = randomUUID();
      const res = await c.push([
        { id: id.toUpperCase(), fields: { age: '42', partNumber: '', phone: 9876543210 } },
      ]);
      expect(res.errors).toEqual([]);
      expect((await stored(id))[0]!.fields).toEqual({
        age: 42,
        partNumber: null,
        phone: '9876543210',
      });
      // The patch must find the record although the id arrives in upper case again.
      const patch = await c.push([{ id: id.toUpperCase(), op: 'patch', fields: { age: 43 } }]);
      expect(patch.errors).toEqual([]);
      expect((await stored(id))[0]!.fields).toMatchObject({ age: 43 });
    });
  },
);
