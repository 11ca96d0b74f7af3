// Group chat is seen by its members only (issue 10), not by area: not by the admin, not by a
// coordinator above the booth, not by a peer of the same booth. Groups and messages travel
// through sync; these suites push and pull as phones do.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatPeopleResponse } from '../../src/domain/chat.ts';
import type { SyncRow } from '../../src/domain/sync-protocol.ts';
import { baseUrl, openEventStream } from '../utils/server/event-stream.ts';
import { SyncClient, latest } from '../utils/server/sync-client.ts';
import type { Team } from '../utils/server/team.ts';
import { makeTeam } from '../utils/server/team.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp } from '../utils/server/test-app.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';

const chatRows = (rows: SyncRow[]) =>
  [...latest(rows).values()].filter((r) => r.table === 'chatGroups' || r.table === 'chatMessages');

describe.each(PGLITE_ONLY)('group chat (%s)', (kind) => {
  let t: TestApp;
  let team: Team;
  let phone: Record<keyof Team, SyncClient>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    team = await makeTeam(t);
    phone = Object.fromEntries(
      Object.entries(team).map(([name, who]) => [name, new SyncClient(t, who.token)]),
    ) as Record<keyof Team, SyncClient>;
  });
  afterAll(() => t.close());

  const id = (who: keyof Team) => team[who].user.booth_id;
  const group = (name: string, memberIds: string[], groupId = randomUUID()) => ({
    table: 'chatGroups' as const,
    id: groupId,
    fields: { name, members: [], memberIds, createdOn: new Date().toISOString() },
  });
  const message = (groupId: string, text: string) => ({
    table: 'chatMessages' as const,
    fields: { groupId, sender: 'someone', text, sentAt: new Date().toISOString() },
  });
  /** Every chat row `who` sees from the beginning (a fresh phone). */
  const seenBy = async (who: keyof Team) =>
    chatRows(await new SyncClient(t, team[who].token).pullAll());

  it('offers the people of my area and those above it, never other areas or disabled ones', async () => {
    const res = await t.as(team.booth1.token, { method: 'GET', url: '/api/chat/people' });
    expect(res.statusCode).toBe(200);
    const ids = res.json<ChatPeopleResponse>().people.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([id('booth1'), id('coordinator'), id('admin')]));
    expect(ids).not.toContain(id('elsewhere'));
    expect(ids).not.toContain(id('booth2')); // the next booth is not "my area"
    expect(ids).not.toContain(id('unassigned'));

    const coordinator = await t.as(team.coordinator.token, {
      method: 'GET',
      url: '/api/chat/people',
    });
    const below = coordinator.json<ChatPeopleResponse>().people.map((p) => p.id);
    expect(below).toEqual(expect.arrayContaining([id('booth1'), id('booth2'), id('admin')]));
    expect(below).not.toContain(id('elsewhere'));
    expect((await t.request({ method: 'GET', url: '/api/chat/people' })).statusCode).toBe(401);
  });

  it('shows a group and its messages to its members only, the admin and peers included', async () => {
    const g = group('Booth 1 and coordinator', [id('booth1'), id('coordinator')]);
    const pushed = await phone.booth1.push([g, message(g.id, 'Meeting at 5')]);
    expect(pushed.errors).toEqual([]);
    const reply = await phone.coordinator.push([message(g.id, 'I will come')]);
    expect(reply.errors).toEqual([]);

    for (const member of ['booth1', 'coordinator'] as const) {
      const rows = await seenBy(member);
      expect(
        rows
          .filter((r) => r.fields.groupId === g.id)
          .map((r) => r.fields.text)
          .sort(),
      ).toEqual(['I will come', 'Meeting at 5']);
      expect(rows.some((r) => r.id === g.id)).toBe(true);
    }
    for (const outsider of ['admin', 'booth2', 'elsewhere', 'unassigned'] as const) {
      const rows = await seenBy(outsider);
      expect(rows.filter((r) => r.id === g.id || r.fields.groupId === g.id)).toEqual([]);
    }
  });

  it('refuses a message from someone outside the group, and changes by anyone but the sender', async () => {
    const g = group('Private', [id('booth1')]);
    expect((await phone.booth1.push([g])).errors).toEqual([]);
    const intruder = await phone.admin.push([message(g.id, 'let me in')]);
    expect(intruder.errors).toHaveLength(1);
    expect(intruder.errors[0]).toMatchObject({ reason: 'errors.forbidden', current: null });
    const peer = await phone.booth2.push([message(g.id, 'me too')]);
    expect(peer.errors[0]?.reason).toBe('errors.forbidden');
    // A message to no group at all is nobody's chat.
    const orphan = await phone.booth1.push([
      { table: 'chatMessages', fields: { sender: 'x', text: 'lost', sentAt: '2026-01-01' } },
    ]);
    expect(orphan.errors[0]?.reason).toBe('errors.forbidden');

    const both = group('Pair', [id('booth1'), id('coordinator')]);
    expect((await phone.booth1.push([both])).errors).toEqual([]);
    const [m] = phone.booth1.mutations([message(both.id, 'mine')]);
    expect((await phone.booth1.push([m!])).errors).toEqual([]);
    const edit = await phone.coordinator.push([
      { table: 'chatMessages', id: m!.id, op: 'patch', fields: { text: 'not yours' } },
    ]);
    expect(edit.errors[0]?.reason).toBe('errors.forbidden');
    // A member may rename the group, but only its creator deletes it.
    const rename = await phone.coordinator.push([
      { table: 'chatGroups', id: both.id, op: 'patch', fields: { name: 'Pair, renamed' } },
    ]);
    expect(rename.errors).toEqual([]);
    const remove = await phone.coordinator.push([
      { table: 'chatGroups', id: both.id, op: 'delete' },
    ]);
    expect(remove.errors[0]?.reason).toBe('errors.forbidden');
    // And nobody outside may touch it.
    const outside = await phone.admin.push([
      { table: 'chatGroups', id: both.id, op: 'patch', fields: { name: 'mine now' } },
    ]);
    expect(outside.errors[0]).toMatchObject({ reason: 'errors.forbidden', current: null });
  });

  it('refuses members the writer may not chat with, and unknown accounts', async () => {
    const elsewhere = await phone.booth1.push([group('Too far', [id('booth1'), id('elsewhere')])]);
    expect(elsewhere.errors[0]).toMatchObject({
      reason: 'errors.forbidden',
      fields: { memberIds: 'errors.forbidden' },
    });
    const unknown = await phone.booth1.push([group('Ghost', [randomUUID()])]);
    expect(unknown.errors[0]?.reason).toBe('errors.forbidden');
    const badId = await phone.booth1.push([group('Bad', ['not-an-id'])]);
    expect(badId.errors[0]?.reason).toBe('errors.invalidInput');
  });

  it('brings a new member the history on their next pull, with no reset', async () => {
    const g = group('Growing', [id('coordinator')]);
    await phone.coordinator.push([g, message(g.id, 'before you came')]);
    const newcomer = new SyncClient(t, team.booth2.token);
    await newcomer.pullAll(); // up to date, nothing of this group
    const add = await phone.coordinator.push([
      {
        table: 'chatGroups',
        id: g.id,
        op: 'patch',
        fields: { memberIds: [id('coordinator'), id('booth2')] },
      },
    ]);
    expect(add.errors).toEqual([]);
    const page = await newcomer.pull();
    expect(page.reset).toBe(false);
    const rows = chatRows(page.rows);
    expect(rows.map((r) => r.fields.text ?? r.fields.name)).toEqual(
      expect.arrayContaining(['Growing', 'before you came']),
    );
    // And the newcomer may write now.
    expect((await newcomer.push([message(g.id, 'hello all')])).errors).toEqual([]);
  });

  it('sends a deleted group to its members as a tombstone', async () => {
    const g = group('Short lived', [id('booth1'), id('coordinator')]);
    await phone.booth1.push([g]);
    const member = new SyncClient(t, team.coordinator.token);
    await member.pullAll();
    expect(
      (await phone.booth1.push([{ table: 'chatGroups', id: g.id, op: 'delete' }])).errors,
    ).toEqual([]);
    const rows = await member.pullAll();
    expect(rows.find((r) => r.id === g.id)).toMatchObject({ deleted: true });
  });

  it('pokes the members of a group over the event stream, and not the admin', async () => {
    const base = await baseUrl(t.app);
    const g = group('Poked', [id('booth1'), id('booth1'), id('coordinator')]);
    await phone.booth1.push([g]);
    const member = await openEventStream(`${base}/api/events?token=${team.coordinator.token}`);
    const admin = await openEventStream(`${base}/api/events?token=${team.admin.token}`);
    try {
      await member.waitFor('ready');
      await admin.waitFor('ready');
      await phone.booth1.push([message(g.id, 'ping')]);
      await member.waitFor('poke');
      // The poke went out; the admin (not a member) heard nothing of it.
      await new Promise((r) => setTimeout(r, 300));
      expect(admin.count('poke')).toBe(0);
    } finally {
      member.close();
      admin.close();
    }
  });
});
