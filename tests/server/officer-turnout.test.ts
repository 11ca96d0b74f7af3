// The officer's two-hourly turnout figures on the server (issue 24): a figure is a booth's
// append-only record placed with the booth holding its part, accepted only when it fits the
// day's order (each at least the earlier slots' figures, at most the later ones', also within
// one push), and the war room's summary shows the latest figure per part beside the party's
// own count and the gap.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldSummary } from '../../src/domain/field-work.ts';
import { SyncClient } from '../utils/server/sync-client.ts';
import type { Team } from '../utils/server/team.ts';
import { SCOPES, boothArea, makeTeam } from '../utils/server/team.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp } from '../utils/server/test-app.ts';

const figure = (partNumber: number, slot: string, votes: number, id = randomUUID()) => ({
  table: 'officerTurnout' as const,
  id,
  fields: { partNumber, slot, votes, reportedAt: new Date().toISOString(), by: 'Agent' },
});

describe('officer turnout figures', () => {
  let t: TestApp;
  let team: Team;
  const voters = Array.from({ length: 3 }, () => randomUUID());

  beforeAll(async () => {
    t = await startTestApp('pglite');
    team = await makeTeam(t);
    const admin = new SyncClient(t, team.admin.token);
    expect(
      (await admin.push([boothArea(SCOPES.booth1, [1]), boothArea(SCOPES.booth2, [2])])).errors,
    ).toEqual([]);
    const phone = new SyncClient(t, team.booth1.token);
    const pushed = await phone.push([
      ...voters.map((id) => ({
        table: 'voters' as const,
        id,
        fields: { firstName: 'V', partNumber: 1 },
      })),
      ...voters.slice(0, 2).map((voterId) => ({
        table: 'voteMarks' as const,
        fields: { voterId, voted: true, markedAt: '2026-11-25T04:10:00.000Z', by: 'Agent' },
      })),
    ]);
    expect(pushed.errors).toEqual([]);
  });
  afterAll(() => t.close());

  it('keeps figures in the day’s order, across pushes and within one', async () => {
    const phone = new SyncClient(t, team.booth1.token);
    const nine = figure(1, '09', 1);
    expect((await phone.push([nine, figure(1, '11', 3)])).errors).toEqual([]);
    const refused = await phone.push([
      figure(1, '13', 2), // below 11 o'clock's 3
      figure(1, '09', 4), // a correction above 11 o'clock's 3
      figure(1, '15', 5),
      figure(1, '13', 6), // above 15 o'clock's 5, written earlier in this push
    ]);
    expect(refused.errors.map((e) => [e.reason, e.fields])).toEqual([
      ['errors.turnoutOrder', { votes: 'errors.turnoutOrder' }],
      ['errors.turnoutOrder', { votes: 'errors.turnoutOrder' }],
      ['errors.turnoutOrder', { votes: 'errors.turnoutOrder' }],
    ]);
    // A correction that fits is a new entry for the slot; the entry itself never changes.
    expect((await phone.push([figure(1, '09', 2)])).errors).toEqual([]);
    const edit = await phone.push([
      { table: 'officerTurnout', id: nine.id, op: 'patch', fields: { votes: 0 } },
    ]);
    expect(edit.errors.map((e) => e.reason)).toEqual(['errors.recordImmutable']);
  });

  it('refuses a slot that is no reporting time, and a part outside the area', async () => {
    const bad = await new SyncClient(t, team.booth1.token).push([
      figure(1, '10', 3),
      figure(1, '17', -1),
    ]);
    expect(bad.errors.map((e) => [e.reason, Object.keys(e.fields ?? {})])).toEqual([
      ['errors.invalidInput', ['slot']],
      ['errors.invalidInput', ['votes']],
    ]);
    const outside = await new SyncClient(t, team.booth2.token).push([figure(1, '17', 3)]);
    expect(outside.errors.map((e) => e.reason)).toEqual(['errors.partOutsideArea']);
  });

  it('lives with the booth of its part and reaches the war room with the gap', async () => {
    const rows = await new SyncClient(t, team.booth1.token).pullAll();
    const figures = rows.filter((r) => r.table === 'officerTurnout');
    expect(figures.map((r) => r.scope)).toEqual(Array(figures.length).fill(SCOPES.booth1));
    expect(figures.length).toBe(4); // 09, 11, 15, and the 09 correction
    expect(
      (await new SyncClient(t, team.booth2.token).pullAll()).some(
        (r) => r.table === 'officerTurnout',
      ),
    ).toBe(false);

    const res = await t.as(team.coordinator.token, {
      method: 'GET',
      url: '/api/field-work/summary',
    });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json<FieldSummary>();
    // The latest slot is 15 o'clock (5 votes); the party marked 2 of part 1's voters.
    const officer = { votes: 5, slot: '15', booths: 1, partyVoted: 2 };
    expect(s.parts.find((p) => p.part === 1)?.officer).toEqual(officer);
    expect(s.officer).toEqual(officer);
    const other = await t.as(team.booth2.token, { method: 'GET', url: '/api/field-work/summary' });
    expect(other.json<FieldSummary>().officer).toBeNull();
  });
});
