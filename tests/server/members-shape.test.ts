// A team member as the member form now saves one: a name and a phone, no e-mail, age or
// address. The real server stores it and gives it back; a later edit that clears the e-mail
// and the age is stored too (the form sends '' for a cleared optional field).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { SignedIn, TestApp } from '../utils/server/test-app.ts';
import { startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import { SyncClient, latest } from '../utils/server/sync-client.ts';

describe.each(PGLITE_ONLY)('members without an e-mail (%s)', (kind) => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.newUser(uniqueEmail('admin'));
  });
  afterAll(() => t.close());

  it('stores a karyakarta with a name and a phone only, then with e-mail and age cleared', async () => {
    const phone = new SyncClient(t, admin.token);
    const id = randomUUID();
    const fields = {
      level: 'karyakarta',
      status: 'active',
      firstName: 'Ramu',
      phone: '9876543210',
    };
    const created = await phone.push([{ table: 'members', id, fields }]);
    expect(created.errors).toEqual([]);
    const edited = await phone.push([
      { table: 'members', id, op: 'patch', fields: { email: '', age: '', designation: 'Sahayak' } },
    ]);
    expect(edited.errors).toEqual([]);
    const row = latest(await new SyncClient(t, admin.token).pullAll()).get(`members/${id}`);
    expect(row?.fields).toMatchObject({ ...fields, designation: 'Sahayak', email: '' });
    expect(row?.fields).not.toHaveProperty('address');
  });
});
