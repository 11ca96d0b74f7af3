// Poll-day figures can only be moved by entries that were allowed (issue 19): a visit or mark
// must name a voter inside its writer's area (or created by them) and lives with that voter; a
// panna must cover a part the writer's area holds; authors are set by the server from the
// signed-in account. Entries stored before these rules are set aside by a migration, kept,
// left out of the tallies and listed for the admin.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaId } from '../../src/domain/areas.ts';
import type { FieldSummary } from '../../src/domain/field-work.ts';
import { rebuildFieldTallies } from '../../server/services/field-tallies.ts';
import { migrate } from '../../server/db/migrate.ts';
import { SyncClient } from '../utils/server/sync-client.ts';
import type { Team } from '../utils/server/team.ts';
import { makeTeam } from '../utils/server/team.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp } from '../utils/server/test-app.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';

const NOW = '2026-11-25T05:00:00.000Z';
const voter = (id: string, partNumber: number) => ({
  table: 'voters' as const,
  id,
  fields: { firstName: 'V', partNumber },
});
const mark = (voterId: string, by = 'Someone') => ({
  table: 'voteMarks' as const,
  fields: { voterId, voted: true, markedAt: NOW, by },
});
const visit = (voterId: string, by = 'Someone') => ({
  table: 'visits' as const,
  fields: { voterId, outcome: 'met', leaning: 'supporter', visitedAt: NOW, by },
});
const panna = (partNumber: number, by = 'Someone') => ({
  table: 'pannas' as const,
  fields: {
    pannaId: randomUUID(),
    partNumber,
    fromSerial: 1,
    toSerial: 20,
    memberId: randomUUID(),
    memberName: 'Ravi',
    assignedAt: NOW,
    by,
  },
});

describe.each(PGLITE_ONLY)('field entries stay inside the area (%s)', (kind) => {
  let t: TestApp;
  let team: Team;
  const inBooth1 = randomUUID();

  beforeAll(async () => {
    t = await startTestApp(kind);
    team = await makeTeam(t);
    // Booth 1's parts, so its voters live in booth 1 (record-homes.ts).
    const booth1 = 'a/b/c/booth1';
    const area = { path: booth1, scope: booth1, name: 'Booth 1', parts: [5, 6] };
    const placed = await new SyncClient(t, team.coordinator.token).push([
      { table: 'areas', id: areaId(booth1), fields: area },
    ]);
    expect(placed.errors).toEqual([]);
    const phone = new SyncClient(t, team.booth1.token);
    expect((await phone.push([voter(inBooth1, 5)])).errors).toEqual([]);
  });
  afterAll(() => t.close());

  const booth1Totals = async () => {
    const res = await t.as(team.admin.token, {
      method: 'GET',
      url: '/api/field-work/summary?area=a/b/c/booth1',
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<FieldSummary>().totals;
  };
  const reasons = (res: { errors: { reason: string }[] }) => res.errors.map((e) => e.reason);

  it("refuses marks and visits for another area's voter, and no tally moves", async () => {
    const before = await booth1Totals();
    for (const who of ['booth2', 'elsewhere', 'unassigned'] as const) {
      const res = await new SyncClient(t, team[who].token).push([mark(inBooth1), visit(inBooth1)]);
      expect(reasons(res), who).toEqual(['errors.voterOutsideArea', 'errors.voterOutsideArea']);
      expect(res.errors[0]?.fields).toEqual({ voterId: 'errors.voterOutsideArea' });
    }
    // A voter the server has never seen cannot be vouched for either.
    const unknown = await new SyncClient(t, team.booth1.token).push([mark(randomUUID())]);
    expect(reasons(unknown)).toEqual(['errors.voterOutsideArea']);
    expect(await booth1Totals()).toEqual(before);
    const marks = (await new SyncClient(t, team.admin.token).pullAll()).filter(
      (r) => r.table === 'voteMarks' || r.table === 'visits',
    );
    expect(marks).toEqual([]);
  });

  it("takes entries for voters inside the writer's area or their own, filed with the voter", async () => {
    // The coordinator above marks booth 1's voter: it lives with the voter, so booth 1 sees it.
    const above = await new SyncClient(t, team.coordinator.token).push([mark(inBooth1)]);
    expect(above.errors).toEqual([]);
    const booth1Rows = await new SyncClient(t, team.booth1.token).pullAll();
    expect(booth1Rows.find((r) => r.table === 'voteMarks')).toMatchObject({
      scope: 'a/b/c/booth1',
      ownerId: team.coordinator.user.booth_id,
    });
    expect((await booth1Totals()).voted).toBe(1);
    // Someone without an area may record the voters they created themselves, in one push.
    const own = randomUUID();
    const res = await new SyncClient(t, team.unassigned.token).push([
      voter(own, 9),
      mark(own),
      visit(own),
    ]);
    expect(res.errors).toEqual([]);
    // A deleted voter's entries still count where the voter was (a fact of that moment).
    const gone = randomUUID();
    const phone = new SyncClient(t, team.booth1.token);
    expect(
      (await phone.push([voter(gone, 5), { table: 'voters', id: gone, op: 'delete' }])).errors,
    ).toEqual([]);
    expect((await phone.push([visit(gone)])).errors).toEqual([]);
  });

  it("takes pannas only over parts the writer's area holds", async () => {
    expect(reasons(await new SyncClient(t, team.booth1.token).push([panna(5), panna(77)]))).toEqual(
      ['errors.partOutsideArea'],
    );
    expect(reasons(await new SyncClient(t, team.booth2.token).push([panna(5)]))).toEqual([
      'errors.partOutsideArea',
    ]);
    expect((await new SyncClient(t, team.coordinator.token).push([panna(5)])).errors).toEqual([]);
    expect((await new SyncClient(t, team.admin.token).push([panna(77)])).errors).toEqual([]);
    // A booth area that lists the part is enough, before any voter of it arrives.
    const booth2Area = {
      table: 'areas' as const,
      id: areaId('a/b/c/booth2'),
      fields: { path: 'a/b/c/booth2', scope: 'a/b/c/booth2', name: 'Booth 2', parts: [88] },
    };
    expect((await new SyncClient(t, team.coordinator.token).push([booth2Area])).errors).toEqual([]);
    expect((await new SyncClient(t, team.booth2.token).push([panna(88)])).errors).toEqual([]);
    // A voter written earlier in the same push counts too.
    const mine = new SyncClient(t, team.unassigned.token);
    expect((await mine.push([voter(randomUUID(), 31), panna(31)])).errors).toEqual([]);
  });

  it('sets every author from the signed-in account, whatever the phone sent', async () => {
    const phone = new SyncClient(t, team.booth1.token);
    const [v, p] = phone.mutations([
      visit(inBooth1, team.coordinator.user.firstName),
      panna(5, 'The Collector'),
    ]);
    expect((await phone.push([v!, p!])).errors).toEqual([]);
    const group = { table: 'chatGroups' as const, id: randomUUID() };
    const [g, m] = phone.mutations([
      {
        ...group,
        fields: {
          name: 'Booth and above',
          members: [],
          memberIds: [team.coordinator.user.booth_id],
          createdOn: NOW,
        },
      },
      {
        table: 'chatMessages',
        fields: {
          groupId: group.id,
          sender: 'coordinator Worker',
          text: 'Send more slips',
          sentAt: NOW,
        },
      },
    ]);
    expect((await phone.push([g!, m!])).errors).toEqual([]);
    // A later edit of the text does not let the sender be rewritten either.
    const edit = await phone.push([
      {
        table: 'chatMessages',
        id: m!.id,
        op: 'patch',
        fields: { text: 'Send 50 slips', sender: 'X' },
      },
    ]);
    expect(edit.errors).toEqual([]);
    const rows = await new SyncClient(t, team.coordinator.token).pullAll();
    const byId = (id: string) => rows.find((r) => r.id === id)?.fields;
    expect(byId(v!.id)).toMatchObject({ by: 'booth1 Worker' });
    expect(byId(p!.id)).toMatchObject({ by: 'booth1 Worker' });
    expect(byId(m!.id)).toMatchObject({ sender: 'booth1 Worker', text: 'Send 50 slips' });
  });

  it('keeps the author an entry was stored with before the server set them', async () => {
    const phone = new SyncClient(t, team.booth1.token);
    const groupId = randomUUID();
    const group = { name: 'Old', members: [], memberIds: [], createdOn: NOW };
    expect(
      (await phone.push([{ table: 'chatGroups', id: groupId, fields: group }])).errors,
    ).toEqual([]);
    const id = randomUUID();
    await t.db.query(
      `INSERT INTO records (tbl, id, version, scope, owner_id, fields, chat_group)
       VALUES ('chatMessages', $1, nextval('record_version_seq'), 'a/b/c/booth1', $2, $3, $4)`,
      [
        id,
        team.booth1.user.booth_id,
        JSON.stringify({ groupId, sender: 'Old Name', text: 'hi', sentAt: NOW }),
        groupId,
      ],
    );
    const res = await phone.push([
      { table: 'chatMessages', id, op: 'patch', fields: { text: 'hello' } },
    ]);
    expect(res.errors).toEqual([]);
    const row = (await phone.pullAll()).find((r) => r.id === id);
    expect(row?.fields).toMatchObject({ sender: 'Old Name', text: 'hello' });
  });

  it('sets aside entries stored before the rules, keeps them and leaves them out of the tallies', async () => {
    const target = randomUUID();
    expect((await new SyncClient(t, team.booth1.token).push([voter(target, 6)])).errors).toEqual(
      [],
    );
    // As the server stored them before it checked: each at its writer's area.
    const stored = async (tbl: string, who: keyof Team, scope: string, fields: object) => {
      const id = randomUUID();
      await t.db.query(
        `INSERT INTO records (tbl, id, version, scope, owner_id, fields)
         VALUES ($1, $2, nextval('record_version_seq'), $3, $4, $5)`,
        [tbl, id, scope, team[who].user.booth_id, JSON.stringify(fields)],
      );
      return id;
    };
    const bad = [
      await stored('voteMarks', 'booth2', 'a/b/c/booth2', mark(target).fields),
      await stored('visits', 'elsewhere', 'x/y', visit(target).fields),
      await stored('voteMarks', 'unassigned', '', mark(target).fields),
      await stored('voteMarks', 'booth2', 'a/b/c/booth2', mark(randomUUID()).fields),
      await stored('pannas', 'booth2', 'a/b/c/booth2', panna(6).fields),
    ];
    const fine = await stored('visits', 'coordinator', 'a/b', {
      ...visit(target).fields,
      leaning: 'neutral',
      visitedAt: '2026-11-24T05:00:00.000Z',
    });
    // The tallies as they stood (a full rebuild would also move these entries to their voter,
    // which on a real upgrade happens only after this migration found them).
    await t.db.transaction((tx) => rebuildFieldTallies(tx));
    const counted = await booth1Totals();
    // Before the migration the foreign mark and supporter visit were counted.
    await t.db.query("DELETE FROM schema_migrations WHERE name = '013_field_entry_exclusions.sql'");
    await t.db.query('DROP TABLE field_entry_exclusions');
    expect(await migrate(t.db)).toEqual(['013_field_entry_exclusions.sql']);
    const after = await booth1Totals();
    expect(after.voted).toBe(counted.voted - 1);
    expect(after.supporters).toBe(counted.supporters - 1);
    expect(after.contacted).toBe(counted.contacted); // the coordinator's visit still counts

    const list = await t.as(team.admin.token, { method: 'GET', url: '/api/field-work/excluded' });
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json<{ total: number; entries: { id: string; reason: string }[] }>();
    expect(body.total).toBe(bad.length);
    expect(new Map(body.entries.map((e) => [e.id, e.reason]))).toEqual(
      new Map([
        [bad[0], 'voterOutsideArea'],
        [bad[1], 'voterOutsideArea'],
        [bad[2], 'voterOutsideArea'],
        [bad[3], 'voterMissing'],
        [bad[4], 'partOutsideArea'],
      ]),
    );
    expect(body.entries.some((e) => e.id === fine)).toBe(false);
    expect(
      (await t.as(team.coordinator.token, { method: 'GET', url: '/api/field-work/excluded' }))
        .statusCode,
    ).toBe(403);
    const page = await t.as(team.admin.token, {
      method: 'GET',
      url: '/api/field-work/excluded?limit=0',
    });
    expect(page.statusCode).toBe(400);
    // Kept, not deleted: the coordinator above booth 2 still pulls the foreign mark.
    const rows = await new SyncClient(t, team.coordinator.token).pullAll();
    expect(rows.some((r) => r.id === bad[0])).toBe(true);
  });
});
