// A new revision of the roll over the old (issue 25), through the real roll jobs: the voters it
// leaves out are marked cut in it and keep what the booth recorded, serials follow the new
// edition, a voter moved to another part of the upload is moved (not cut), pannas are re-cut,
// the part says what changed class by class, and a later revision with the name brings it back.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EditionSummary } from '../../src/domain/roll-jobs.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp } from '../utils/server/test-app.ts';
import type { Team } from '../utils/server/team.ts';
import { makeTeam } from '../utils/server/team.ts';
import { SyncClient } from '../utils/server/sync-client.ts';
import type { CsvVoter } from '../utils/server/roll-jobs.ts';
import { ROLL_APP, getJob, rollCsv, settled, startJob } from '../utils/server/roll-jobs.ts';

const V = {
  kamla: { first: 'Kamla', last: 'Devi', epic: 'ABC0000001', relation: 'Shiv', age: 51 },
  mohan: { first: 'Mohan', last: 'Lal', epic: 'ABC0000002', relation: 'Ram', age: 40 },
  sita: { first: 'Sita', last: 'Verma', epic: 'ABC0000003', relation: 'Hari', age: 33 },
  geeta: { first: 'Geeta', last: 'Rani', epic: 'ABC0000004', relation: 'Om', age: 30 },
  ravi: { first: 'Ravi', last: 'Kumar', epic: 'ABC0000005', relation: 'Jai', age: 28 },
  asha: { first: 'Asha', last: 'Singh', epic: 'ABC0000006', relation: 'Dev', age: 45 },
  pooja: { first: 'Pooja', last: 'Yadav', epic: 'ABC0000007', relation: 'Raj', age: 19 },
};
type Name = keyof typeof V;
const row = (part: number, serial: number, name: Name, change: Partial<CsvVoter> = {}) => ({
  part,
  serial,
  house: String(serial),
  ...V[name],
  ...change,
});

describe.each(PGLITE_ONLY)('a new edition of the roll (%s)', (kind) => {
  let t: TestApp;
  let team: Team;
  beforeEach(async () => {
    t = await startTestApp(kind, ROLL_APP);
    team = await makeTeam(t);
  });
  afterEach(async () => t.close());

  let lastJob = '';
  const publish = async (name: string, csv: Buffer) => {
    const token = team.coordinator.token;
    lastJob = await startJob(t, token, [{ name, bytes: csv }]);
    const job = await settled(t, token, lastJob);
    return new Map(job.parts.map((p) => [p.partNumber, p]));
  };
  /** A job's parts as its screen reads them now (a later publish may add to a summary). */
  const jobParts = async (id: string) => {
    const job = await getJob(t, team.coordinator.token, id);
    return new Map(job.parts.map((p) => [p.partNumber, p]));
  };
  const pulled = async () => {
    const rows = await new SyncClient(t, team.coordinator.token).pullAll();
    const voters = rows.filter((r) => r.table === 'voters' && !r.deleted);
    const byEpic = (name: Name) => voters.find((v) => v.fields.voterId === V[name].epic)!;
    return { rows, voters, byEpic };
  };

  it('marks the cut, follows serials and moves, re-cuts pannas, and brings a name back', async () => {
    await publish(
      'old.csv',
      rollCsv(
        (['kamla', 'mohan', 'sita', 'geeta', 'ravi', 'asha'] as const).map((n, i) =>
          row(2, i + 1, n),
        ),
        false,
        'SSR 2025',
      ),
    );
    const held = await pulled();
    const sita = held.byEpic('sita');
    const client = new SyncClient(t, team.coordinator.token);
    const at = new Date().toISOString();
    const panna = (pannaId: string, fromSerial: number, toSerial: number) => ({
      table: 'pannas' as const,
      id: crypto.randomUUID(),
      op: 'put' as const,
      fields: {
        pannaId,
        partNumber: 2,
        fromSerial,
        toSerial,
        memberId: crypto.randomUUID(),
        memberName: `Worker ${fromSerial}`,
        assignedAt: at,
      },
    });
    const [p1, p2] = [crypto.randomUUID(), crypto.randomUUID()];
    await client.push([
      { table: 'voters', id: sita.id, op: 'patch', fields: { phone: '9811100003' } },
      {
        table: 'visits',
        id: crypto.randomUUID(),
        op: 'put',
        fields: { voterId: sita.id, outcome: 'met', leaning: 'supporter', visitedAt: at },
      },
      panna(p1, 1, 3),
      panna(p2, 4, 6),
    ]);

    // The draft roll: Sita left out, Geeta's age corrected, Ravi moved to part 3, Asha's serial
    // now 4 with Pooja added after her. Part 3 comes first in the file, so it is published
    // before the part Ravi left.
    const draft = await publish(
      'draft.csv',
      rollCsv(
        [
          row(3, 1, 'ravi', { house: '5' }),
          row(2, 1, 'kamla'),
          row(2, 2, 'mohan'),
          row(2, 3, 'geeta', { age: 35, house: '4' }),
          row(2, 4, 'asha', { house: '6' }),
          row(2, 5, 'pooja'),
        ],
        false,
        'SIR 2026 draft',
      ),
    );
    const draftJob = lastJob;
    const two = draft.get(2)!.published!.edition as EditionSummary;
    expect(two.revision).toBe('SIR 2026 draft');
    expect(two.previous).toBe('SSR 2025');
    expect(two.counts).toEqual({ unchanged: 3, corrected: 1, moved: 0, added: 1, deleted: 1 });
    expect(two.deleted.map((e) => [e.name, e.serial])).toEqual([['Sita Verma', 3]]);
    expect(two.corrected.map((e) => [e.name, e.fields])).toEqual([['Geeta Rani', ['age']]]);
    expect(two.added.map((e) => [e.name, e.serial])).toEqual([['Pooja Yadav', 5]]);
    expect(two.pannasRecut).toBe(2);
    expect(two.pannasFlagged).toEqual([]);
    const three = draft.get(3)!.published!.edition as EditionSummary;
    expect(three.counts.moved).toBe(1);
    expect(three.moved[0]).toMatchObject({
      name: 'Ravi Kumar',
      serial: 1,
      from: { part: 2 },
      to: { part: 3 },
    });
    // The part he left says so too, with the serial it knew him by (issue 43).
    const twoAgain = (await jobParts(draftJob)).get(2)!.published!.edition as EditionSummary;
    expect(twoAgain.movedOut).toMatchObject([
      { name: 'Ravi Kumar', serial: 5, from: { part: 2 }, to: { part: 3 } },
    ]);
    expect(twoAgain.counts.deleted).toBe(1);

    const after = await pulled();
    expect(after.voters).toHaveLength(7);
    const cut = after.byEpic('sita');
    expect(cut.id).toBe(sita.id);
    expect(cut.fields).toMatchObject({ rollDeleted: 'SIR 2026 draft', phone: '9811100003' });
    expect(cut.fields.serialNumber ?? null).toBeNull();
    expect(
      after.rows.filter((r) => r.table === 'visits' && r.fields.voterId === sita.id),
    ).toHaveLength(1);
    expect(after.byEpic('asha').fields.serialNumber).toBe(4);
    expect(after.byEpic('geeta').fields).toMatchObject({ serialNumber: 3, age: 35 });
    expect(after.byEpic('ravi').fields).toMatchObject({ partNumber: 3, serialNumber: 1 });
    expect(after.byEpic('ravi').fields.rollDeleted ?? '').toBe('');
    const pannas = after.rows.filter((r) => r.table === 'pannas');
    const latest = (id: string) =>
      pannas
        .filter((r) => r.fields.pannaId === id)
        .sort((a, b) => String(a.fields.assignedAt).localeCompare(String(b.fields.assignedAt)))
        .at(-1)!.fields;
    expect(latest(p1)).toMatchObject({ fromSerial: 1, toSerial: 2, memberName: 'Worker 1' });
    expect(latest(p2)).toMatchObject({ fromSerial: 3, toSerial: 4, memberName: 'Worker 4' });

    // The same draft again cuts and re-cuts nothing more.
    const again = await publish(
      'draft-again.csv',
      rollCsv([row(2, 1, 'kamla'), row(2, 2, 'mohan')], false, 'SIR 2026 draft'),
    );
    expect(again.get(2)!.published!.edition).toBeUndefined();

    // The final roll has Sita again: her name is back, her follow-up closes.
    const final = await publish(
      'final.csv',
      rollCsv(
        [
          row(2, 1, 'kamla'),
          row(2, 2, 'mohan'),
          row(2, 3, 'geeta', { age: 35, house: '4' }),
          row(2, 4, 'asha', { house: '6' }),
          row(2, 5, 'pooja'),
          row(2, 6, 'sita', { house: '3' }),
        ],
        false,
        'SIR 2026 final',
      ),
    );
    const back = final.get(2)!.published!.edition as EditionSummary;
    expect(back.back.map((e) => e.name)).toEqual(['Sita Verma']);
    expect(back.counts.deleted).toBe(0);
    const last = await pulled();
    expect(last.byEpic('sita').fields).toMatchObject({
      rollDeleted: '',
      rollBack: 'SIR 2026 final',
      serialNumber: 6,
      phone: '9811100003',
    });
  });

  it("counts a supplement's own changes only, and lists respellings old → new", async () => {
    const base = (['kamla', 'mohan', 'sita', 'geeta'] as const).map((n, i) => row(2, i + 1, n));
    await publish('old.csv', rollCsv(base, false, 'SSR 2025'));
    // The draft cuts Sita.
    const draftRows = [row(2, 1, 'kamla'), row(2, 2, 'mohan'), row(2, 3, 'geeta', { house: '4' })];
    const draft = await publish('draft.csv', rollCsv(draftRows, false, 'SIR 2026 draft'));
    expect((draft.get(2)!.published!.edition as EditionSummary).counts.deleted).toBe(1);

    // The supplement: Sita still out (not cut again), Pooja added, Kamla spelled Kamala and
    // Mohan's father Raam (the same people), Geeta's age corrected.
    const supplement = await publish(
      'supplement.csv',
      rollCsv(
        [
          row(2, 1, 'kamla', { first: 'Kamala' }),
          row(2, 2, 'mohan', { relation: 'Raam' }),
          row(2, 3, 'geeta', { house: '4', age: 31 }),
          row(2, 4, 'pooja'),
        ],
        false,
        'SIR 2026 supplement 1',
      ),
    );
    const own = supplement.get(2)!.published!.edition as EditionSummary;
    expect(own.previous).toBe('SIR 2026 draft');
    expect(own.counts).toEqual({ unchanged: 2, corrected: 1, moved: 0, added: 1, deleted: 0 });
    expect(own.deleted).toEqual([]);
    expect(own.stillOut).toBe(1);
    expect(own.added.map((e) => e.name)).toEqual(['Pooja Yadav']);
    expect(own.corrected.map((e) => [e.name, e.fields])).toEqual([['Geeta Rani', ['age']]]);
    expect(own.respelled!.map((e) => [e.name, e.spellings])).toEqual([
      ['Kamala Devi', [{ field: 'firstName', from: 'Kamla', to: 'Kamala' }]],
      ['Mohan Lal', [{ field: 'relation', from: 'Ram', to: 'Raam' }]],
    ]);
    const sita = (await pulled()).byEpic('sita');
    expect(sita.fields).toMatchObject({
      rollDeleted: 'SIR 2026 draft',
      rollMissingIn: 'SIR 2026 supplement 1',
    });
  });

  it('shows a move in both parts when the parts come in different uploads', async () => {
    await publish(
      'old.csv',
      rollCsv([row(2, 1, 'kamla'), row(2, 2, 'ravi'), row(3, 1, 'asha')], false, 'SSR 2025'),
    );
    // Part 2's draft alone: Ravi is not in it, and nothing yet says where he went.
    const two = await publish(
      'draft-2.csv',
      rollCsv([row(2, 1, 'kamla')], false, 'SIR 2026 draft'),
    );
    const partTwoJob = lastJob;
    const cut = two.get(2)!.published!.edition as EditionSummary;
    expect(cut.deleted.map((e) => [e.name, e.serial])).toEqual([['Ravi Kumar', 2]]);

    // Part 3's draft lists him: a move, in part 3's summary and now in part 2's.
    const three = await publish(
      'draft-3.csv',
      rollCsv([row(3, 1, 'asha'), row(3, 2, 'ravi', { house: '9' })], false, 'SIR 2026 draft'),
    );
    expect((three.get(3)!.published!.edition as EditionSummary).moved).toMatchObject([
      { name: 'Ravi Kumar', serial: 2, from: { part: 2 }, to: { part: 3 } },
    ]);
    const left = (await jobParts(partTwoJob)).get(2)!.published!.edition as EditionSummary;
    expect(left.deleted).toEqual([]);
    expect(left.counts.deleted).toBe(0);
    expect(left.movedOut).toMatchObject([
      { name: 'Ravi Kumar', serial: 2, from: { part: 2 }, to: { part: 3 } },
    ]);
    const ravi = (await pulled()).byEpic('ravi');
    expect(ravi.fields).toMatchObject({ partNumber: 3, serialNumber: 2, rollDeleted: '' });
  });
});
