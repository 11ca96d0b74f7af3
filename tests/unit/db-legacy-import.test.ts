import { beforeEach, describe, expect, test, vi } from 'vitest';
import { LEGACY_KEYS } from '../../src/db/legacy-keys.ts';
import { runLegacyImport } from '../../src/db/legacy-import.ts';
import type { MemberLevel, MutationEntry } from '../../src/db/types.ts';
import { withRecordFields } from '../../src/db/outbox.ts';
import { alice, freshDb } from '../utils/unit/sync-helpers.ts';

const member = (firstName: string, extra: Record<string, unknown> = {}) => ({
  firstName,
  lastName: 'Singh',
  email: `${firstName}@example.com`,
  phone: 9876543210,
  age: '34',
  degignation: 'Worker',
  city: 'City1',
  state: 'State1',
  address: 'Main road',
  createdOn: '1/2/2024, 10:00:00 AM',
  status: 'active',
  profileImageURL: 'blob:http://old/123',
  ...extra,
});

/** One distinct member per member key, named after the key, so every spelling is visible. */
const MEMBER_KEYS = LEGACY_KEYS.filter((d) => d.target === 'members');

function seedAll(): void {
  localStorage.setItem(
    'candidates',
    JSON.stringify([
      {
        firstName: 'Ravi',
        lastName: 'Kumar',
        relation: 'Mohan',
        gender: 'Male',
        age: '45',
        phone: 9876500000,
        voterId: 'ABC1234567',
        partNumber: '12',
        address: 'Ward 3',
        dob: '1979-05-02',
        profileImageURL: 'https://cdn.example.com/ravi.png',
      },
      {
        name: 'Sunita Devi',
        father: 'Ram',
        gender: 'Female',
        age: 30,
        voterid: 'XYZ7654321',
        part: 3,
        address: 'Ward 4',
      },
      {
        assemblyName: 'Lucknow',
        firstName: 'Local',
        lastName: 'Candidate',
        email: 'l@c.in',
        phone: 1,
        age: 50,
        assembly: 'A1',
        state: 'UP',
        dist: 'Lko',
        address: 'X',
        password: 'secret',
        mystery: 'x',
      },
    ]),
  );
  for (const def of MEMBER_KEYS) localStorage.setItem(def.key, JSON.stringify([member(def.key)]));
  localStorage.setItem(
    'groups',
    JSON.stringify([
      {
        id: 1700000000000.123,
        name: 'Booth 12',
        members: ['Ravi', 'Asha'],
        createdOn: '2024-01-02T10:00:00.000Z',
        messages: [
          { sender: 'Ravi', text: 'Hello', time: '10:01 AM' },
          { sender: 'Asha', text: 'Hi', time: '10:02 AM' },
        ],
      },
    ]),
  );
  localStorage.setItem(
    'socialMediaCandidates',
    JSON.stringify([
      {
        id: 7,
        title: 'Rally',
        description: 'Join us',
        imageUrl: '/a.png',
        link: 'https://x.in',
        createdAt: '2024-01-01',
      },
    ]),
  );
}

beforeEach(() => localStorage.clear());

describe('legacy localStorage import', () => {
  test('imports every key spelling into the right table, with levels, and queues the synced ones', async () => {
    seedAll();
    const db = freshDb();
    const report = await runLegacyImport(db, alice);

    expect(report.problems).toEqual([]);
    expect(report.imported.map((i) => i.key).sort()).toEqual(LEGACY_KEYS.map((d) => d.key).sort());

    const voters = await db.voters.toArray();
    expect(voters).toHaveLength(3);
    expect(voters.find((v) => v.voterId === 'ABC1234567')).toMatchObject({
      age: 45,
      partNumber: 12,
      phone: '9876500000',
      dobMonth: 5,
      profileImage: 'https://cdn.example.com/ravi.png',
      version: 0,
      deleted: 0,
      ownerId: alice.userId,
    });
    expect(voters.find((v) => v.voterId === 'XYZ7654321')).toMatchObject({
      firstName: 'Sunita',
      lastName: 'Devi',
      relation: 'Ram',
      partNumber: 3,
    });
    const local = voters.find((v) => v.email === 'l@c.in')!;
    expect(local).not.toHaveProperty('password');
    expect(report.droppedFields).toContainEqual({ key: 'candidates', fields: ['mystery'] });

    const members = await db.members.toArray();
    expect(members).toHaveLength(MEMBER_KEYS.length);
    for (const def of MEMBER_KEYS) {
      const m = members.find((x) => x.firstName === def.key);
      expect(m, def.key).toMatchObject({
        level: def.level satisfies MemberLevel,
        designation: 'Worker',
        age: 34,
        phone: '9876543210',
        status: 'active',
      });
      expect(m).not.toHaveProperty('profileImage'); // a blob: link dies with the old page
    }

    const [group] = await db.chatGroups.toArray();
    expect(group).toMatchObject({ name: 'Booth 12', members: ['Ravi', 'Asha'] });
    const messages = await db.chatMessages
      .where('[groupId+sentAt]')
      .between([group!.id, ''], [group!.id, '\uffff'])
      .toArray();
    expect(messages.map((m) => m.text)).toEqual(['Hello', 'Hi']);

    expect(await db.posts.get('7')).toMatchObject({ title: 'Rally' });

    // Synced records reach the server through the outbox; the cached feed does not.
    // Bulk creates are `fromRecord` puts: what is sent is the record's fields at send time.
    const queued = (await withRecordFields(db, await db.outbox.toArray())) as MutationEntry[];
    expect(queued).toHaveLength(3 + MEMBER_KEYS.length + 1 + 2);
    expect(new Set(queued.map((q) => q.table))).toEqual(
      new Set(['voters', 'members', 'chatGroups', 'chatMessages']),
    );
    expect(queued.every((q) => q.op === 'put' && q.userId === alice.userId)).toBe(true);
    expect(
      queued.find((q) => q.table === 'voters' && q.fields.email === 'l@c.in')?.fields,
    ).not.toHaveProperty('password');

    // The old keys are left exactly as they were.
    expect(JSON.parse(localStorage.getItem('boothcandidates')!)[0].firstName).toBe(
      'boothcandidates',
    );
  });

  test('the same member under two spellings of one level becomes one record', async () => {
    localStorage.setItem('statecandidates', JSON.stringify([member('Same'), member('Other')]));
    localStorage.setItem('stateCandidates', JSON.stringify([member('Same')]));
    const db = freshDb();
    await runLegacyImport(db, alice);
    expect((await db.members.toArray()).map((m) => m.firstName).sort()).toEqual(['Other', 'Same']);
  });

  test('two identical entries in one list stay two records', async () => {
    localStorage.setItem('karyakartacandidates', JSON.stringify([member('Twin'), member('Twin')]));
    const db = freshDb();
    await runLegacyImport(db, alice);
    expect(await db.members.count()).toBe(2);
  });

  test('a re-run imports nothing again, even when the flags were lost', async () => {
    seedAll();
    const db = freshDb();
    await runLegacyImport(db, alice);
    const counts = async () => [
      await db.voters.count(),
      await db.members.count(),
      await db.chatGroups.count(),
      await db.chatMessages.count(),
      await db.posts.count(),
      await db.outbox.count(),
    ];
    const before = await counts();

    const second = await runLegacyImport(db, alice);
    expect(second.imported).toEqual([]);
    expect(second.alreadyDone).toHaveLength(LEGACY_KEYS.length);
    expect(await counts()).toEqual(before);

    await db.meta.where('key').startsWith('legacy.').delete();
    const third = await runLegacyImport(db, alice);
    expect(third.imported.every((i) => i.count === 0 || i.key === 'socialMediaCandidates')).toBe(
      true,
    );
    expect(await counts()).toEqual(before);
  });

  test('malformed JSON is reported, not thrown; the key stays as it was and other keys import', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('boothcandidates', '[{"name": "broken"');
    localStorage.setItem('groups', '{"not": "a list"}');
    localStorage.setItem('mandalcandidates', JSON.stringify([member('Fine')]));
    const db = freshDb();
    const report = await runLegacyImport(db, alice);

    expect(report.problems.map((p) => [p.key, p.problem])).toEqual([
      ['boothcandidates', 'malformedJson'],
      ['groups', 'notAList'],
    ]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem('boothcandidates')).toBe('[{"name": "broken"');
    expect(report.imported).toEqual([{ key: 'mandalcandidates', count: 1 }]);

    // Once repaired, the key imports on the next run.
    localStorage.setItem('boothcandidates', JSON.stringify([member('Repaired')]));
    const next = await runLegacyImport(db, alice);
    expect(next.imported).toEqual([{ key: 'boothcandidates', count: 1 }]);
    warn.mockRestore();
  });
});
