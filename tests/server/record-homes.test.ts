// Records follow their booth (issue 20): voters, pannas, visits and marks of a part live in the
// booth holding that part, also when the booth comes after the import, a part moves between
// booths or a booth goes. A phone that loses a record gets a tombstone on its next pull, the
// new booth's phones get it, and those above both keep one copy. The kept tallies always
// equal a rebuild.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { areaId } from '../../src/domain/areas.ts';
import type { SyncFields, SyncRow } from '../../src/domain/sync-protocol.ts';
import type { Queryable, Row } from '../../server/db/database.ts';
import { rebuildDerived } from '../../server/db/derived-tables.ts';
import { SyncClient, latest } from '../utils/server/sync-client.ts';
import type { Team } from '../utils/server/team.ts';
import { assignScope, boothArea, makeTeam } from '../utils/server/team.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import { DATABASE_KINDS_WHERE_IT_MATTERS } from '../utils/server/test-databases.ts';

const ASSEMBLY = 'a/b/c';
const BOOTH1 = 'a/b/c/booth1';
const BOOTH2 = 'a/b/c/booth2';

const assemblyArea = (path: string, number: number) => ({
  table: 'areas' as const,
  id: areaId(path),
  fields: { path, scope: path, name: `AC ${number}`, number },
});
const voter = (partNumber: number, fields: SyncFields = {}) => ({
  table: 'voters' as const,
  id: randomUUID(),
  fields: { firstName: 'V', partNumber, ...fields },
});
const mark = (voterId: string) => ({
  table: 'voteMarks' as const,
  fields: { voterId, voted: true, markedAt: '2026-11-25T04:10:00.000Z', by: 'T' },
});
const visit = (voterId: string) => ({
  table: 'visits' as const,
  fields: {
    voterId,
    outcome: 'met',
    leaning: 'supporter',
    visitedAt: '2026-11-20T08:00:00.000Z',
    by: 'T',
  },
});
const panna = (partNumber: number) => ({
  table: 'pannas' as const,
  fields: {
    pannaId: randomUUID(),
    partNumber,
    fromSerial: 1,
    toSerial: 10,
    memberId: randomUUID(),
    memberName: 'K',
    assignedAt: '2026-11-20T08:00:00.000Z',
    by: 'T',
  },
});

/** A phone: pulls incrementally and keeps what a phone keeps (tombstones drop the copy). */
class Phone {
  readonly client: SyncClient;
  readonly held = new Map<string, SyncRow>();
  /** Every row pulled, in order. */
  readonly received: SyncRow[] = [];

  constructor(t: TestApp, token: string) {
    this.client = new SyncClient(t, token);
  }

  async sync(limit = 7): Promise<SyncRow[]> {
    const rows = await this.client.pullAll(limit);
    for (const r of rows) {
      this.received.push(r);
      const key = `${r.table}/${r.id}`;
      if (r.deleted) this.held.delete(key);
      else this.held.set(key, r);
    }
    return rows;
  }

  ids(table: string): string[] {
    return [...this.held.values()]
      .filter((r) => r.table === table)
      .map((r) => r.id)
      .sort();
  }
}

describe.each(DATABASE_KINDS_WHERE_IT_MATTERS)('records follow their booth (%s)', (kind) => {
  let t: TestApp;
  let team: Team;
  let boothPhone1: Phone;
  let boothPhone2: Phone;
  let coordinatorPhone: Phone;
  let adminPhone: Phone;
  // The roll of part 121, imported by the district coordinator before any booth existed.
  const roll = Array.from({ length: 50 }, () => voter(121));
  const rollIds = roll.map((v) => v.id).sort();
  let entryIds: string[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind);
    team = await makeTeam(t);
    boothPhone1 = new Phone(t, team.booth1.token);
    boothPhone2 = new Phone(t, team.booth2.token);
    coordinatorPhone = new Phone(t, team.coordinator.token);
    adminPhone = new Phone(t, team.admin.token);
  });
  afterAll(() => t.close());

  const push = async (token: string, ops: Parameters<SyncClient['push']>[0]) => {
    const res = await new SyncClient(t, token).push(ops);
    expect(res.errors).toEqual([]);
  };

  /**
   * The SQL statements the app runs in transactions (a push's work) while `fn` runs; left out
   * are single statements such as the records analyzer's ANALYZE, which may fall in between.
   */
  const statementsDuring = async (fn: () => Promise<unknown>): Promise<number> => {
    let n = 0;
    const counted = (tx: Queryable): Queryable => ({
      query: <T extends Row>(sql: string, params?: unknown[]) => {
        n += 1;
        return tx.query<T>(sql, params);
      },
    });
    const transaction = t.db.transaction.bind(t.db);
    const spy = vi
      .spyOn(t.db, 'transaction')
      .mockImplementation((work) => transaction((tx) => work(counted(tx))));
    try {
      await fn();
    } finally {
      spy.mockRestore();
    }
    return n;
  };

  const scopesOf = async (ids: string[]) => {
    const { rows } = await t.db.query<{ scope: string }>(
      'SELECT DISTINCT scope FROM records WHERE id = ANY($1::uuid[])',
      [ids],
    );
    return rows.map((r) => r.scope).sort();
  };

  /** The tallies as kept, then as a rebuild makes them: they must agree. */
  const expectTalliesAgree = async () => {
    const read = async () => ({
      parts: (
        await t.db.query(
          `SELECT scope, part, voters, voted, contacted, supporters, supporters_voted
           FROM field_part_tallies
           WHERE voters <> 0 OR voted <> 0 OR contacted <> 0 OR supporters <> 0
           ORDER BY scope, part`,
        )
      ).rows,
      hours: (
        await t.db.query(
          'SELECT scope, part, hour, voted FROM field_hour_tallies WHERE voted <> 0 ORDER BY scope, part, hour',
        )
      ).rows,
      states: (await t.db.query('SELECT voter_id, scope FROM field_voter_state ORDER BY voter_id'))
        .rows,
    });
    const kept = await read();
    await t.db.transaction((tx) => rebuildDerived(tx));
    expect(await read()).toEqual(kept);
  };

  /** What a phone holds must be exactly what a fresh pull of that caller gets. */
  const expectNoStaleCopy = async (phone: Phone, token: string) => {
    const fresh = new Phone(t, token);
    await fresh.sync(1000);
    expect([...phone.held.keys()].sort()).toEqual([...fresh.held.keys()].sort());
  };

  it('keeps a roll imported above the booths where it was, with its entries', async () => {
    await push(team.coordinator.token, roll);
    const entries = [mark(roll[0]!.id), visit(roll[1]!.id), panna(121)];
    await push(team.coordinator.token, entries);
    const { rows } = await t.db.query<{ id: string }>(
      "SELECT id FROM records WHERE tbl IN ('voteMarks', 'visits', 'pannas')",
    );
    entryIds = rows.map((r) => r.id);
    expect(await scopesOf([...rollIds, ...entryIds])).toEqual(['a/b']);
    await boothPhone1.sync();
    await boothPhone2.sync();
    await coordinatorPhone.sync();
    await adminPhone.sync();
    expect(boothPhone1.ids('voters')).toEqual([]);
    expect(coordinatorPhone.ids('voters')).toEqual(rollIds);
    await expectTalliesAgree();
  });

  it('moves the roll, its marks, visits and pannas into a booth created after the import', async () => {
    await push(team.coordinator.token, [boothArea(BOOTH1, [121])]);
    expect(await scopesOf([...rollIds, ...entryIds])).toEqual([BOOTH1]);
    // Moving down into a booth takes the records from nobody: no exit is logged.
    const { rows: exits } = await t.db.query('SELECT 1 FROM record_exits');
    expect(exits).toEqual([]);
    const got = await boothPhone1.sync();
    expect(boothPhone1.ids('voters')).toEqual(rollIds);
    expect([...boothPhone1.ids('voteMarks'), ...boothPhone1.ids('visits')]).toHaveLength(2);
    expect(boothPhone1.ids('pannas')).toHaveLength(1);
    expect(got.some((r) => r.leftArea)).toBe(false);
    // Above the booth: one copy of each, at its new place, no tombstone.
    for (const phone of [coordinatorPhone, adminPhone]) {
      const rows = await phone.sync();
      expect(rows.filter((r) => r.deleted)).toEqual([]);
      expect(phone.ids('voters')).toEqual(rollIds);
      expect(rows.filter((r) => r.table === 'voters').every((r) => r.scope === BOOTH1)).toBe(true);
    }
    // The booth's count on the server is what its phone holds.
    const summary = await t.as(team.coordinator.token, {
      method: 'GET',
      url: `/api/field-work/summary?area=${encodeURIComponent(BOOTH1)}`,
    });
    expect(summary.json<{ totals: { voters: number } }>().totals.voters).toBe(50);
    await expectTalliesAgree();
  });

  it('moves a part between booths: the old booth drops it, the new booth gets it', async () => {
    // The booth worker's own voter of part 121 stays on their phone wherever it goes.
    const own = voter(121);
    await push(team.booth1.token, [own]);
    await boothPhone1.sync();
    await push(team.coordinator.token, [boothArea(BOOTH1, [5]), boothArea(BOOTH2, [121])]);
    expect(await scopesOf([...rollIds, ...entryIds, own.id])).toEqual([BOOTH2]);

    // Booth to booth: only the old booth's holders hear of it (the assembly holds both).
    const { rows: audience } = await t.db.query<{ scope: string }>(
      'SELECT DISTINCT scope FROM record_exits',
    );
    expect(audience.map((r) => r.scope)).toEqual([BOOTH1]);
    const dropped = (await boothPhone1.sync()).filter((r) => r.leftArea);
    expect(dropped.map((r) => r.id).sort()).toEqual([...rollIds, ...entryIds].sort());
    expect(dropped.every((r) => r.deleted && r.scope === BOOTH1)).toBe(true);
    expect(boothPhone1.ids('voters')).toEqual([own.id]);
    expect(boothPhone1.ids('voteMarks')).toEqual([]);
    expect(boothPhone1.ids('pannas')).toEqual([]);

    await boothPhone2.sync();
    expect(boothPhone2.ids('voters')).toEqual([...rollIds, own.id].sort());
    expect(boothPhone2.ids('pannas')).toHaveLength(1);
    for (const phone of [coordinatorPhone, adminPhone]) {
      const rows = await phone.sync();
      expect(rows.filter((r) => r.deleted)).toEqual([]);
      expect(phone.ids('voters')).toEqual([...rollIds, own.id].sort());
    }
    await expectNoStaleCopy(boothPhone1, team.booth1.token);
    await expectNoStaleCopy(boothPhone2, team.booth2.token);
    await expectNoStaleCopy(coordinatorPhone, team.coordinator.token);
    await expectTalliesAgree();
  });

  it('moves the records of a deleted booth up to its assembly', async () => {
    await push(team.coordinator.token, [{ table: 'areas', id: areaId(BOOTH2), op: 'delete' }]);
    expect(await scopesOf([...rollIds, ...entryIds])).toEqual([ASSEMBLY]);
    // booth2's phone drops them all; booth1's worker keeps the one they made.
    await boothPhone2.sync();
    expect(boothPhone2.ids('voters')).toEqual([]);
    await boothPhone1.sync();
    expect(boothPhone1.ids('voters')).toHaveLength(1);
    await coordinatorPhone.sync();
    expect(coordinatorPhone.ids('voters')).toHaveLength(51);
    await expectNoStaleCopy(boothPhone2, team.booth2.token);
    await expectTalliesAgree();
  });

  it('places a pushed voter in the booth of its part, from whoever pushes it', async () => {
    await push(team.coordinator.token, [boothArea(BOOTH1, [5, 7])]);
    const fromAbove = voter(7);
    const fromBooth2 = voter(7);
    const noBooth = voter(8);
    const noPart = { table: 'voters' as const, id: randomUUID(), fields: { firstName: 'N' } };
    await push(team.coordinator.token, [fromAbove]);
    await push(team.booth2.token, [fromBooth2, noBooth, noPart]);
    expect(await scopesOf([fromAbove.id, fromBooth2.id])).toEqual([BOOTH1]);
    // A part no booth lists stays where it was made (in the worker's own booth, where the
    // booth's phones see it) until a booth takes the part; a voter without a part stays put.
    expect(await scopesOf([noBooth.id])).toEqual([BOOTH2]);
    expect(await scopesOf([noPart.id])).toEqual([BOOTH2]);
    // Their creator still sees them (owners see their records wherever they are).
    await boothPhone2.sync();
    expect(boothPhone2.ids('voters')).toEqual([fromBooth2.id, noBooth.id, noPart.id].sort());
    // So does the booth's other worker: it lives in the booth, until a booth takes part 8.
    const colleague = await t.newUser(uniqueEmail('colleague'), 'Booth 2 Colleague');
    await assignScope(t, team.admin.token, colleague.user.booth_id, BOOTH2);
    const colleaguePhone = new Phone(t, colleague.token);
    await colleaguePhone.sync();
    expect(colleaguePhone.ids('voters')).toContain(noBooth.id);
    await push(team.coordinator.token, [boothArea('a/b/c/booth8', [8])]);
    expect(await scopesOf([noBooth.id])).toEqual(['a/b/c/booth8']);
    expect((await colleaguePhone.sync()).filter((r) => r.leftArea).map((r) => r.id)).toEqual([
      noBooth.id,
    ]);
    // A new part number moves the voter; a mark made before the move goes with it.
    await push(team.booth1.token, [mark(fromAbove.id)]);
    await boothPhone1.sync();
    const booth5 = 'a/b/c/booth5';
    await push(team.coordinator.token, [boothArea(booth5, [9])]);
    await push(team.booth1.token, [
      { table: 'voters', id: fromAbove.id, op: 'patch', fields: { partNumber: 9 } },
    ]);
    expect(await scopesOf([fromAbove.id])).toEqual([booth5]);
    const { rows } = await t.db.query<{ scope: string }>(
      "SELECT scope FROM records WHERE tbl = 'voteMarks' AND fields ->> 'voterId' = $1",
      [fromAbove.id],
    );
    expect(rows.map((r) => r.scope)).toEqual([booth5]);
    // booth1's worker made the mark, so keeps it; the voter leaves their phone.
    const left = (await boothPhone1.sync()).filter((r) => r.leftArea).map((r) => r.id);
    expect(left).toEqual([fromAbove.id]);
    await expectNoStaleCopy(boothPhone1, team.booth1.token);
    await expectTalliesAgree();
  });

  it('a mark for a voter the server has is filed where the voter lands', async () => {
    const v = voter(5);
    // Before its voter a mark is refused (field-work-area.test.ts); after it, it goes home.
    await push(team.coordinator.token, [v]);
    await push(team.booth1.token, [mark(v.id)]);
    const { rows } = await t.db.query<{ scope: string }>(
      "SELECT scope FROM records WHERE tbl = 'voteMarks' AND fields ->> 'voterId' = $1",
      [v.id],
    );
    expect(rows.map((r) => r.scope)).toEqual([BOOTH1]);
    await expectTalliesAgree();
  });

  it('places the admin’s records by their assembly: its number names it, a part number alone does not', async () => {
    // Two assemblies list a part 77: AC 12 (x/y/z) and AC 13 (a/b/d).
    await push(team.admin.token, [
      assemblyArea('x/y/z', 12),
      boothArea('x/y/z/booth9', [77]),
      assemblyArea('a/b/d', 13),
      boothArea('a/b/d/booth3', [77]),
    ]);
    const plain = voter(77);
    const of12 = voter(77, { assemblyNumber: 12 });
    const of13 = voter(77, { assemblyNumber: 13 });
    const of14 = voter(5, { assemblyNumber: 14 });
    await push(team.admin.token, [plain, of12, of13, of14]);
    expect(await scopesOf([plain.id])).toEqual(['']);
    expect(await scopesOf([of12.id])).toEqual(['x/y/z/booth9']);
    expect(await scopesOf([of13.id])).toEqual(['a/b/d/booth3']);
    // No assembly is AC 14 (booth 1's assembly has no number): it waits at the top...
    expect(await scopesOf([of14.id])).toEqual(['']);
    // ...until its assembly is given that number: then booth 1 takes its part 5.
    await push(team.admin.token, [assemblyArea(ASSEMBLY, 14)]);
    expect(await scopesOf([of14.id])).toEqual([BOOTH1]);
    // AC 13 goes: part 77 of AC 13 has no booth and stays where it is; the tree now holds
    // one assembly under 'a/b' again for the records below.
    await push(team.admin.token, [
      { table: 'areas', id: areaId('a/b/d/booth3'), op: 'delete' },
      { table: 'areas', id: areaId('a/b/d'), op: 'delete' },
    ]);
    expect(await scopesOf([of13.id])).toEqual(['a/b/d']);
    await expectTalliesAgree();
  });

  it('leaves the records of an account without a place where they are until it is claimed', async () => {
    const v = voter(5);
    await push(team.unassigned.token, [v]);
    expect(await scopesOf([v.id])).toEqual(['']);
    await assignScope(t, team.admin.token, team.unassigned.user.booth_id, 'a/b/c/booth2');
    expect(await scopesOf([v.id])).toEqual([BOOTH1]);
    await expectTalliesAgree();
  });

  it('moves thousands of voters in one statement per push', async () => {
    // A booth taking a part of 3 voters, then one taking a part of 3,000: the same statements,
    // none of them one per voter.
    const few = Array.from({ length: 3 }, () => voter(301));
    const many = Array.from({ length: 3000 }, () => voter(300));
    await push(team.coordinator.token, few);
    for (let i = 0; i < many.length; i += 1000)
      await push(team.coordinator.token, many.slice(i, i + 1000));
    const forFew = await statementsDuring(() =>
      push(team.coordinator.token, [boothArea('a/b/c/booth5', [301])]),
    );
    const forMany = await statementsDuring(() =>
      push(team.coordinator.token, [boothArea('a/b/c/booth4', [300])]),
    );
    expect(await scopesOf(few.map((v) => v.id))).toEqual(['a/b/c/booth5']);
    expect(await scopesOf(many.map((v) => v.id))).toEqual(['a/b/c/booth4']);
    expect(forFew).toBeGreaterThan(0);
    expect(forMany).toBe(forFew);
    await expectTalliesAgree();
  });

  it('re-homes existing records when the rule arrives (migration) and after a restore', async () => {
    // Records as older code left them: at their creator's place.
    const stray = voter(5);
    await push(team.coordinator.token, [stray]);
    await t.db.query("UPDATE records SET scope = 'a/b' WHERE id = $1", [stray.id]);
    await t.db.query("UPDATE field_voter_state SET scope = 'a/b' WHERE voter_id = $1", [stray.id]);
    await t.db.transaction(async (tx) => {
      // The tallies first (as the migration runner and a restore do), then the homes.
      await rebuildDerived(tx);
    });
    expect(await scopesOf([stray.id])).toEqual([BOOTH1]);
    await expectTalliesAgree();
  });

  it('a new account of an old booth gets a clean first pull, and nobody gets a record twice', async () => {
    const worker = await t.newUser(uniqueEmail('late'), 'Late Worker');
    await assignScope(t, team.admin.token, worker.user.booth_id, BOOTH1);
    const phone = new Phone(t, worker.token);
    await phone.sync(13);
    const ids = phone.received.filter((r) => !r.deleted).map((r) => `${r.table}/${r.id}`);
    const live = [...latest(phone.received).values()].filter((r) => !r.deleted);
    expect(new Set(ids).size).toBe(live.length);
    expect(live.every((r) => r.table === 'areas' || r.scope === BOOTH1)).toBe(true);
  });
});
