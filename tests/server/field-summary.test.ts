// Coordinators' turnout and coverage from the server (issue 11): the tallies kept in the push
// transaction count each voter once by their latest mark and visit, follow undo, late
// arrivals, deleted and moved voters, drill down the area tree, and are scoped like records.
// The incremental tallies must always equal a rebuild from the records.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaId } from '../../src/domain/areas.ts';
import type { FieldSummary } from '../../src/domain/field-work.ts';
import { rebuildDerived } from '../../server/db/derived-tables.ts';
import { SyncClient } from '../utils/server/sync-client.ts';
import type { Team } from '../utils/server/team.ts';
import { makeTeam } from '../utils/server/team.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp } from '../utils/server/test-app.ts';
import { DATABASE_KINDS_WHERE_IT_MATTERS } from '../utils/server/test-databases.ts';

const voter = (id: string, partNumber: number) => ({
  table: 'voters' as const,
  id,
  fields: { firstName: 'V', partNumber },
});
const mark = (voterId: string, voted: boolean, markedAt: string) => ({
  table: 'voteMarks' as const,
  fields: { voterId, voted, markedAt, by: 'Test' },
});
const visit = (voterId: string, leaning: string, visitedAt: string) => ({
  table: 'visits' as const,
  fields: { voterId, outcome: 'met', leaning, visitedAt, by: 'Test' },
});

describe.each(DATABASE_KINDS_WHERE_IT_MATTERS)('field work summary (%s)', (kind) => {
  let t: TestApp;
  let team: Team;
  // booth1: parts 1 and 2; booth2: part 3.
  const b1 = Array.from({ length: 4 }, () => randomUUID());
  const b2 = Array.from({ length: 2 }, () => randomUUID());

  beforeAll(async () => {
    t = await startTestApp(kind);
    team = await makeTeam(t);
    // Voters live in the booth holding their part (record-homes.ts).
    const booth = (path: string, parts: number[]) => ({
      table: 'areas' as const,
      id: areaId(path),
      fields: { path, scope: path, name: path, parts },
    });
    const areas = await new SyncClient(t, team.admin.token).push([
      booth('a/b/c/booth1', [1, 2]),
      booth('a/b/c/booth2', [3]),
    ]);
    expect(areas.errors).toEqual([]);
  });
  afterAll(() => t.close());

  const summary = async (token: string, area?: string) => {
    const url = `/api/field-work/summary${area === undefined ? '' : `?area=${encodeURIComponent(area)}`}`;
    return t.as(token, { method: 'GET', url });
  };
  const summaryOf = async (token: string, area?: string): Promise<FieldSummary> => {
    const res = await summary(token, area);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<FieldSummary>();
  };

  /** The tallies as stored, then as a rebuild from the records makes them: they must agree. */
  const expectRebuildAgrees = async () => {
    const read = async () => ({
      parts: (
        await t.db.query(
          'SELECT scope, part, voters, voted, contacted, supporters, supporters_voted FROM field_part_tallies WHERE voters <> 0 OR voted <> 0 OR contacted <> 0 ORDER BY scope, part',
        )
      ).rows,
      hours: (
        await t.db.query(
          'SELECT scope, part, hour, voted FROM field_hour_tallies WHERE voted <> 0 ORDER BY scope, part, hour',
        )
      ).rows,
    });
    const kept = await read();
    await t.db.transaction((tx) => rebuildDerived(tx)); // as a restore does
    expect(await read()).toEqual(kept);
  };

  it('counts each voter once by the latest mark and visit, per part and per polling hour', async () => {
    const phone = new SyncClient(t, team.booth1.token);
    const other = new SyncClient(t, team.booth2.token);
    expect(
      (
        await phone.push([
          voter(b1[0]!, 1),
          voter(b1[1]!, 1),
          voter(b1[2]!, 2),
          voter(b1[3]!, 2),
          mark(b1[0]!, true, '2026-11-25T04:10:00.000Z'), // 09:40 IST
          mark(b1[1]!, true, '2026-11-25T04:40:00.000Z'), // 10:10 IST
          mark(b1[1]!, false, '2026-11-25T04:41:00.000Z'), // undone
          mark(b1[2]!, true, '2026-11-25T05:00:00.000Z'), // 10:30 IST
          visit(b1[0]!, 'supporter', '2026-11-20T08:00:00.000Z'),
          visit(b1[2]!, 'neutral', '2026-11-20T08:00:00.000Z'),
          visit(b1[2]!, 'supporter', '2026-11-21T08:00:00.000Z'),
        ])
      ).errors,
    ).toEqual([]);
    // A second phone's mark that happened earlier arrives late: the later undo still stands.
    const late = new SyncClient(t, team.booth1.token);
    expect((await late.push([mark(b1[1]!, true, '2026-11-25T04:30:00.000Z')])).errors).toEqual([]);
    // A mark before its voter is refused (the server cannot tell whose voter it is); a phone
    // that added the voter offline sends the voter first, in the same push or an earlier one.
    const early = await other.push([mark(b2[0]!, true, '2026-11-25T06:00:00.000Z')]);
    expect(early.errors.map((e) => e.reason)).toEqual(['errors.voterOutsideArea']);
    expect(
      (
        await other.push([
          voter(b2[0]!, 3),
          voter(b2[1]!, 3),
          mark(b2[0]!, true, '2026-11-25T06:00:00.000Z'),
        ])
      ).errors,
    ).toEqual([]);

    const s = await summaryOf(team.coordinator.token);
    expect(s.area).toBe('a/b');
    expect(s.totals).toEqual({
      voters: 6,
      voted: 3,
      contacted: 2,
      supporters: 2,
      supportersVoted: 2,
    });
    expect(s.children).toEqual([{ path: 'a/b/c', ...s.totals }]);
    expect(s.parts.map((p) => [p.part, p.voters, p.voted, p.contacted, p.supporters])).toEqual([
      [1, 2, 1, 1, 1],
      [2, 2, 1, 1, 1],
      [3, 2, 1, 0, 0],
    ]);
    expect(s.hours).toEqual([
      { hour: '2026-11-25T03:30:00.000Z', voted: 1 }, // 09:00–10:00 IST
      { hour: '2026-11-25T04:30:00.000Z', voted: 1 }, // 10:00–11:00 IST
      { hour: '2026-11-25T05:30:00.000Z', voted: 1 }, // 11:00–12:00 IST
    ]);
    // Drill down: the booths below a/b/c, then one booth alone.
    const c = await summaryOf(team.coordinator.token, 'a/b/c');
    expect(c.children.map((x) => [x.path, x.voters, x.voted])).toEqual([
      ['a/b/c/booth1', 4, 2],
      ['a/b/c/booth2', 2, 1],
    ]);
    const booth = await summaryOf(team.coordinator.token, 'a/b/c/booth2');
    expect(booth.children).toEqual([]);
    expect(booth.totals.voters).toBe(2);
    await expectRebuildAgrees();
  });

  it('follows deleted voters, a voter moved to another part and a second undo', async () => {
    const phone = new SyncClient(t, team.booth1.token);
    expect(
      (
        await phone.push([
          { table: 'voters', id: b1[3]!, op: 'delete' },
          { table: 'voters', id: b1[0]!, op: 'patch', fields: { partNumber: 2 } },
          mark(b1[2]!, false, '2026-11-25T07:00:00.000Z'),
        ])
      ).errors,
    ).toEqual([]);
    const s = await summaryOf(team.coordinator.token, 'a/b/c/booth1');
    expect(s.totals).toMatchObject({ voters: 3, voted: 1, contacted: 2, supportersVoted: 1 });
    expect(s.parts.map((p) => [p.part, p.voters, p.voted])).toEqual([
      [1, 1, 0],
      [2, 2, 1],
    ]);
    expect(s.hours).toEqual([{ hour: '2026-11-25T03:30:00.000Z', voted: 1 }]);
    await expectRebuildAgrees();
  });

  it('is scoped like records: own area and below only', async () => {
    expect((await summaryOf(team.booth2.token)).totals.voters).toBe(2);
    expect((await summaryOf(team.elsewhere.token)).totals.voters).toBe(0);
    expect((await summaryOf(team.admin.token)).children.map((c) => c.path)).toEqual(['a']);
    expect((await summary(team.booth1.token, 'a/b')).statusCode).toBe(403);
    expect((await summary(team.booth1.token, 'a/b/c/booth2')).statusCode).toBe(403);
    expect((await summary(team.unassigned.token)).statusCode).toBe(403);
    const bad = await summary(team.coordinator.token, 'a/B b');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { area: 'errors.scope' } });
    expect((await t.request({ method: 'GET', url: '/api/field-work/summary' })).statusCode).toBe(
      401,
    );
  });

  it('refuses times that cannot be ordered or counted', async () => {
    const phone = new SyncClient(t, team.booth1.token);
    const res = await phone.push([
      mark(b1[0]!, true, '2026-11-25 10:00'),
      mark(b1[0]!, true, '2026-02-30T10:00:00Z'),
      mark(b1[0]!, true, '2026-11-25T10:00:00+05:30'),
      visit(b1[0]!, 'supporter', 'yesterday'),
    ]);
    expect(res.errors.map((e) => [e.reason, e.fields])).toEqual([
      ['errors.invalidInput', { markedAt: 'errors.time' }],
      ['errors.invalidInput', { markedAt: 'errors.time' }],
      ['errors.invalidInput', { markedAt: 'errors.time' }],
      ['errors.invalidInput', { visitedAt: 'errors.time' }],
    ]);
  });

  it("carries each part's grade from its booth's latest graded election, with the votes polled there", async () => {
    const election = async (kind: string, year: number, graded: boolean) => {
      const id = randomUUID();
      await t.db.query(
        `INSERT INTO form20_elections (id, assembly_path, kind, year, source_name, read_by,
           candidates, checks, our_candidate, graded_at)
         VALUES ($1, 'a/b/c', $2, $3, 'test.csv', 'table', '[]', '{}', 0,
                 ${graded ? 'now()' : 'NULL'})`,
        [id, kind, year],
      );
      return id;
    };
    const grade = (id: string, booth: string, letter: string | null) =>
      t.db.query(
        `INSERT INTO booth_grades (election_id, booth_path, booth_name, grade) VALUES ($1, $2, $2, $3)`,
        [id, booth, letter],
      );
    const station = (id: string, position: number, booth: string, part: number, votes: number[]) =>
      t.db.query(
        `INSERT INTO form20_stations (election_id, position, station, part, votes, nota, rejected,
           line, booth_path) VALUES ($1, $2, $3, $4, $5, 3, 1, $2, $6)`,
        [id, position, String(position), part, votes, booth],
      );
    const older = await election('loksabha', 2019, true);
    const latest = await election('assembly', 2022, true);
    const notGraded = await election('assembly', 2024, false);
    await grade(older, 'a/b/c/booth1', 'A');
    await grade(older, 'a/b/c/booth2', 'D');
    await grade(latest, 'a/b/c/booth1', 'C');
    await grade(latest, 'a/b/c/booth2', null); // no station matched in 2022: the older grade
    await grade(notGraded, 'a/b/c/booth1', 'A');
    await station(latest, 1, 'a/b/c/booth1', 1, [100, 50]);
    await station(latest, 2, 'a/b/c/booth1', 2, [30, 20]);
    await station(older, 1, 'a/b/c/booth2', 3, [200, 90]);

    const s = await summaryOf(team.coordinator.token, 'a/b');
    expect(s.parts.map((p) => [p.part, p.grade, p.polledLast])).toEqual([
      [1, 'C', 154],
      [2, 'C', 54],
      [3, 'D', 294],
    ]);
    // A booth's own summary carries only its parts; no grade anywhere outside one's area.
    const booth = await summaryOf(team.booth2.token);
    expect(booth.parts.map((p) => [p.part, p.grade])).toEqual([[3, 'D']]);
    await t.db.query('DELETE FROM booth_grades');
    const none = await summaryOf(team.coordinator.token, 'a/b');
    expect(none.parts.map((p) => [p.part, p.grade, p.polledLast])).toEqual([
      [1, null, null],
      [2, null, null],
      [3, null, null],
    ]);
  });
});
