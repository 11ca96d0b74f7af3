// Follow-ups of supporters at risk and Form 7 candidates (issue 25), without a screen: who is
// listed (supporters cut or on the ASD list, not others; names back with history, closed),
// the stage, the worker's own pannas first, the daily form limit, the sheet's rules, the
// coordinator's per-booth counts, the names to object to with their visit, and the reads
// that find the voters through the rollStatus facet.
import { describe, expect, it } from 'vitest';
import { createRecord } from '../../src/db/commands.ts';
import type { AreaRecord, FollowUpRecord, VisitRecord, VoterRecord } from '../../src/db/types.ts';
import type { FollowUpFields } from '../../src/domain/follow-ups.ts';
import { DAILY_FORM_LIMIT, indiaDay } from '../../src/domain/follow-ups.ts';
import {
  agentsOn,
  boothCounts,
  totalCounts,
} from '../../src/features/follow-ups/booth-counts-data.ts';
import {
  loadAllEntries,
  loadFollowUpItems,
  loadFollowUpList,
  loadForm7Candidates,
} from '../../src/features/follow-ups/follow-up-reads.ts';
import { followUpItems, followUpList } from '../../src/features/follow-ups/follow-ups-data.ts';
import { refusesForm } from '../../src/features/follow-ups/form-limit.ts';
import { form7Candidates } from '../../src/features/follow-ups/form7-data.ts';
import type { StepContext, StepValues } from '../../src/features/follow-ups/step-form.ts';
import { stepInput, stepSchema, stepValues } from '../../src/features/follow-ups/step-form.ts';
import { writeFollowUp } from '../../src/features/follow-ups/follow-up-commands.ts';
import { alice, bob, freshDb } from '../utils/unit/sync-helpers.ts';

const base = { version: 0, updatedAt: '', deleted: 0 as const, scope: 'up', ownerId: 'x' };

function voter(id: string, part: number, serial: number, extra: Partial<VoterRecord> = {}) {
  return {
    ...base,
    id,
    firstName: id,
    partNumber: part,
    serialNumber: serial,
    part,
    serial,
    ...extra,
  } as VoterRecord;
}

function visit(voterId: string, at: string, extra: Partial<VisitRecord> = {}): VisitRecord {
  return {
    ...base,
    id: `visit-${voterId}-${at}`,
    voterId,
    outcome: 'met',
    leaning: 'supporter',
    visitedAt: at,
    by: 'Asha',
    ...extra,
  };
}

let n = 0;
function entry(voterId: string, at: string, extra: Partial<FollowUpRecord> = {}): FollowUpRecord {
  n += 1;
  return {
    ...base,
    id: `fu-${String(n).padStart(4, '0')}`,
    voterId,
    partNumber: 12,
    reached: false,
    at,
    by: 'Asha',
    ownerId: 'asha',
    ...extra,
  };
}

const cut = { rollDeleted: '2026 revision 1' };
const onAsd = { asd: 'shifted' as const, asdList: 'ASD 2026-10' };
const back = { rollBack: '2026 revision 2' };

describe('who is followed up', () => {
  const voters = [
    voter('cutSupporter', 12, 5, cut),
    voter('asdSupporter', 12, 9, onAsd),
    voter('cutOpposed', 12, 7, cut),
    voter('noLongerSupporter', 12, 8, cut),
    voter('backFollowed', 12, 3, back),
    voter('backNever', 12, 4, back),
    voter('onRoll', 12, 1),
  ];
  const visits = [
    visit('cutSupporter', '2026-10-01T10:00:00Z'),
    visit('asdSupporter', '2026-10-01T10:00:00Z'),
    visit('cutOpposed', '2026-10-01T10:00:00Z', { leaning: 'opposed' }),
    visit('noLongerSupporter', '2026-10-01T10:00:00Z'),
    visit('noLongerSupporter', '2026-10-05T10:00:00Z', { leaning: 'neutral' }),
    visit('backFollowed', '2026-10-01T10:00:00Z'),
    visit('backNever', '2026-10-01T10:00:00Z'),
    visit('onRoll', '2026-10-01T10:00:00Z'),
  ];
  const entries = [entry('backFollowed', '2026-11-01T10:00:00Z', { form: '6', formRef: 'F6/1' })];
  const items = followUpItems(voters, visits, entries);

  it('lists supporters cut or on the ASD list, in roll order, and not the others', () => {
    expect(items.filter((i) => !i.closed).map((i) => i.voter.id)).toEqual([
      'cutSupporter',
      'asdSupporter',
    ]);
  });

  it('closes a name back that was followed up, says why each is listed', () => {
    const closed = items.filter((i) => i.closed);
    expect(closed.map((i) => [i.voter.id, i.stage])).toEqual([['backFollowed', 'back']]);
    expect(items.map((i) => i.reason)).toEqual([
      { kind: 'back', revision: '2026 revision 2' },
      { kind: 'deleted', revision: '2026 revision 1' },
      { kind: 'asd', category: 'shifted', list: 'ASD 2026-10' },
    ]);
  });

  it('moves the stage with the latest entry: open, reached, filed', () => {
    const stageAfter = (list: FollowUpRecord[]) =>
      followUpItems([voters[0]!], visits, list)[0]!.stage;
    expect(stageAfter([])).toBe('open');
    const reached = entry('cutSupporter', '2026-11-02T10:00:00Z', { reached: true });
    expect(stageAfter([reached])).toBe('reached');
    const filed = entry('cutSupporter', '2026-11-03T10:00:00Z', { reached: true, form: '6' });
    expect(stageAfter([filed, reached])).toBe('filed');
  });

  it('puts my own panna first, then each part', () => {
    const more = followUpItems(
      [...voters, voter('otherPart', 13, 2, cut)],
      [...visits, visit('otherPart', '2026-10-01T10:00:00Z')],
      entries,
    );
    const mine = { pannaId: 'p1', partNumber: 12, fromSerial: 9, toSerial: 20 };
    const list = followUpList(more, [mine]);
    expect(list.open.map((g) => [g.key, g.items.map((i) => i.voter.id)])).toEqual([
      ['panna:p1', ['asdSupporter']],
      ['part:12', ['cutSupporter']],
      ['part:13', ['otherPart']],
    ]);
    expect(list.closed.map((g) => g.key)).toEqual(['part:12']);
  });
});

describe('the daily form limit', () => {
  const today = '2026-11-27';
  const filed = (count: number, agent: string, day = today) =>
    Array.from({ length: count }, (_, i) =>
      entry(`${agent}-voter-${i}`, `${day}T05:00:00Z`, {
        form: '6',
        formDate: day,
        ownerId: agent,
      }),
    );
  const fifty = [...filed(DAILY_FORM_LIMIT, 'asha'), ...filed(10, 'ravi')];

  it('refuses the 51st form of the day, not the 50th', () => {
    const step = { voterId: 'new', form: '6' as const, formDate: today };
    expect(refusesForm(filed(49, 'asha'), 'asha', step)).toBe(false);
    expect(refusesForm(fifty, 'asha', step)).toBe(true);
    // Other agents and other days have their own count.
    expect(refusesForm(fifty, 'ravi', step)).toBe(false);
    expect(refusesForm(fifty, 'asha', { ...step, formDate: '2026-11-26' })).toBe(false);
    // A step without a form is never refused.
    expect(refusesForm(fifty, 'asha', { voterId: 'new' })).toBe(false);
  });

  it('lets a correction of a form already counted through', () => {
    expect(
      refusesForm(fifty, 'asha', { voterId: 'asha-voter-3', form: '8', formDate: today }),
    ).toBe(false);
  });

  it('names the agents who filed today, most first', () => {
    expect(agentsOn(fifty, today).map((a) => [a.agentId, a.filed, a.name])).toEqual([
      ['asha', 50, 'Asha'],
      ['ravi', 10, 'Asha'],
    ]);
    expect(agentsOn(fifty, '2026-11-26')).toEqual([]);
  });

  it('counts the day in India, whatever zone the phone is in', () => {
    expect(indiaDay(new Date('2026-11-27T18:29:00Z'))).toBe('2026-11-27');
    expect(indiaDay(new Date('2026-11-27T18:31:00Z'))).toBe('2026-11-28');
  });
});

describe('the step sheet’s rules', () => {
  const context = (refused = false): StepContext => ({
    today: '2026-11-27',
    refuses: () => refused,
  });
  const errors = async (values: Partial<StepValues>, refused = false) => {
    const all: StepValues = { ...stepValues(undefined, '2026-11-27'), ...values };
    // Formik hands Yup empty strings as undefined; so does this.
    const cleaned = Object.fromEntries(
      Object.entries(all).map(([k, v]) => [k, v === '' ? undefined : v]),
    );
    try {
      await stepSchema.validate(cleaned, { abortEarly: false, context: context(refused) });
      return {};
    } catch (e) {
      const inner = (e as { inner: { path: string; message: string }[] }).inner;
      return Object.fromEntries(inner.map((i) => [i.path, i.message]));
    }
  };

  it('asks whether they were reached, what was found, and where they shifted', async () => {
    expect(await errors({})).toEqual({ reached: 'followUps.errors.reached' });
    expect(await errors({ reached: 'yes' })).toEqual({ outcome: 'followUps.errors.outcome' });
    expect(await errors({ reached: 'yes', outcome: 'shifted' })).toEqual({
      shiftedTo: 'followUps.errors.shiftedTo',
    });
    expect(await errors({ reached: 'no' })).toEqual({});
  });

  it('asks a form’s reference and a date not after today, and refuses one beyond the limit', async () => {
    expect(await errors({ reached: 'no', form: '6' })).toEqual({
      formRef: 'followUps.errors.formRef',
    });
    expect(
      await errors({ reached: 'no', form: '6', formRef: 'A1', formDate: '2026-11-28' }),
    ).toEqual({ formDate: 'followUps.errors.future' });
    expect(await errors({ reached: 'no', form: '6', formRef: 'A1' }, true)).toEqual({
      form: 'followUps.errors.limit|{"limit":50}',
    });
  });

  it('opens with the latest answers and writes only what was given', () => {
    const latest: FollowUpFields = {
      voterId: 'v',
      partNumber: 12,
      reached: true,
      outcome: 'livesHere',
      form: '6',
      formRef: 'F6/9',
      formDate: '2026-11-20',
      note: 'old note',
      at: '2026-11-20T10:00:00Z',
      by: 'Asha',
    };
    const values = stepValues(latest, '2026-11-27');
    expect(values).toMatchObject({ reached: 'yes', form: '6', formDate: '2026-11-20', note: '' });
    expect(
      stepInput({ ...values, shiftedTo: 'ignored', note: ' ' }, { id: 'v', part: 12 }),
    ).toEqual({
      voterId: 'v',
      partNumber: 12,
      reached: true,
      outcome: 'livesHere',
      form: '6',
      formRef: 'F6/9',
      formDate: '2026-11-20',
    });
  });
});

describe('the coordinator’s counts per booth', () => {
  const area = (path: string, parts: number[]) =>
    ({ ...base, id: path, path, name: path.split('/').at(-1), parts }) as AreaRecord;
  const areas = [
    area('up/l/lc/b/m/booth-a', [12, 14]),
    area('up/l/lc/b/m/booth-b', [13]),
    area('up/l/lc/b/m', [12, 13, 14]),
  ];
  const voters = [
    voter('a1', 12, 1, cut),
    voter('a2', 14, 2, onAsd),
    voter('a3', 12, 3, back),
    voter('b1', 13, 1, cut),
    voter('c1', 15, 1, cut),
  ];
  const visits = voters.map((v) => visit(v.id, '2026-10-01T10:00:00Z'));
  const entries = [
    entry('a1', '2026-11-01T10:00:00Z', { reached: true }),
    entry('a3', '2026-11-01T10:00:00Z', { form: '6', formDate: '2026-11-01' }),
    entry('b1', '2026-11-01T10:00:00Z', { form: '8', formDate: '2026-11-01' }),
  ];

  it('counts supporters cut, followed up, forms filed and names back per booth', () => {
    const rows = boothCounts(followUpItems(voters, visits, entries), areas);
    expect(
      rows.map((r) => [r.booth?.path ?? null, r.parts, r.atRisk, r.followedUp, r.filed, r.back]),
    ).toEqual([
      ['up/l/lc/b/m/booth-a', [12, 14], 3, 2, 1, 1],
      ['up/l/lc/b/m/booth-b', [13], 1, 1, 1, 0],
      [null, [15], 1, 0, 0, 0],
    ]);
    expect(totalCounts(rows)).toEqual({ atRisk: 5, followedUp: 3, filed: 2, back: 1 });
  });
});

describe('Form 7 candidates', () => {
  const voters = [
    voter('dead', 12, 4),
    voter('moved', 12, 2, onAsd),
    voter('alreadyCut', 12, 3, cut),
    voter('metAgain', 12, 5),
    voter('elsewhere', 11, 9),
  ];
  const latest = new Map(
    [
      visit('dead', '2026-10-02T10:00:00Z', {
        outcome: 'deceased',
        leaning: undefined,
        note: 'Died in May',
      }),
      visit('moved', '2026-10-02T10:00:00Z', { outcome: 'moved', leaning: undefined }),
      visit('alreadyCut', '2026-10-02T10:00:00Z', { outcome: 'deceased', leaning: undefined }),
      visit('metAgain', '2026-10-02T10:00:00Z'),
      visit('elsewhere', '2026-10-02T10:00:00Z', { outcome: 'moved', leaning: undefined }),
    ].map((v) => [v.voterId, v]),
  );

  it('lists names on the roll whose latest visit found them dead or moved, per part, with the visit', () => {
    const filed = entry('dead', '2026-11-02T10:00:00Z', {
      form: '7',
      formRef: 'F7/1',
      formDate: '2026-11-02',
      evidence: 'Door-to-door visit',
    });
    const parts = form7Candidates(voters, latest, [filed]);
    expect(parts.map((p) => [p.part, p.items.map((i) => i.voter.id)])).toEqual([
      [11, ['elsewhere']],
      [12, ['moved', 'dead']],
    ]);
    const dead = parts[1]!.items[1]!;
    expect(dead.visit).toMatchObject({ outcome: 'deceased', by: 'Asha', note: 'Died in May' });
    expect(dead.filed?.formRef).toBe('F7/1');
    expect(parts[1]!.items[0]!.filed).toBeUndefined();
  });
});

describe('the reads', () => {
  it('find the voters at risk through the facet index, and the names to object to', async () => {
    const db = freshDb();
    const add = (fields: Record<string, unknown>) =>
      createRecord(db, alice, 'voters', { partNumber: 12, ...fields });
    const cutId = await add({ firstName: 'Cut', serialNumber: 1, ...cut });
    const plainId = await add({ firstName: 'Plain', serialNumber: 2 });
    const deadId = await add({ firstName: 'Dead', serialNumber: 3 });
    for (const id of [cutId, plainId])
      await createRecord(db, alice, 'visits', {
        voterId: id,
        outcome: 'met',
        leaning: 'supporter',
        visitedAt: '2026-10-01T10:00:00Z',
        by: 'Asha',
      });
    await createRecord(db, alice, 'visits', {
      voterId: deadId,
      outcome: 'deceased',
      visitedAt: '2026-10-01T10:00:00Z',
      by: 'Asha',
    });
    expect((await loadFollowUpItems(db)).map((i) => i.voter.id)).toEqual([cutId]);
    expect((await loadForm7Candidates(db)).flatMap((p) => p.items.map((i) => i.voter.id))).toEqual([
      deadId,
    ]);
    const list = await loadFollowUpList(db, new Set());
    expect(list.open.map((g) => g.key)).toEqual(['part:12']);

    // A step goes into the outbox with its record; past the limit nothing is written.
    const step = { voterId: cutId, partNumber: 12, reached: true, outcome: 'livesHere' as const };
    expect(await writeFollowUp(db, alice, step, 'Alice')).toBe('saved');
    expect((await loadFollowUpItems(db))[0]!.stage).toBe('reached');
    const outbox = await db.outbox.toArray();
    expect(outbox.filter((e) => e.kind === 'mutation' && e.table === 'followUps')).toHaveLength(1);
    const day = indiaDay();
    for (let i = 0; i < DAILY_FORM_LIMIT; i += 1)
      await createRecord(db, bob, 'followUps', {
        voterId: `other-${i}`,
        partNumber: 12,
        reached: true,
        form: '6',
        formDate: day,
        at: new Date().toISOString(),
        by: 'Bob',
      });
    const form = { ...step, form: '6' as const, formRef: 'X1', formDate: day };
    expect(await writeFollowUp(db, bob, form, 'Bob')).toBe('limit');
    expect(await writeFollowUp(db, alice, form, 'Alice')).toBe('saved');
    expect((await loadAllEntries(db)).filter((e) => e.voterId === cutId)).toHaveLength(2);
  });
});
