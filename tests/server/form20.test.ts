// Form 20 import and booth grades (issue 46) against the real app on PGlite: a real Form 20
// (Lok Sabha 2024, segment 7-Vav, a PDF with a text layer; tests/fixtures/form20) imported
// for an assembly whose booths list parts 1–320 (one booth twice-listed, one part missing),
// read exactly as poppler reads it, checked against its own totals, matched by part with the
// unmatched listed, graded for the BJP's candidate exactly as the truth file grades it; the
// report's counts and coverage; a CSV and an XLSX of another election; the refusals.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { areaId } from '../../src/domain/areas.ts';
import { FORM20_UPLOAD_LIMIT_BYTES } from '../../src/domain/form20/report.ts';
import type {
  BoothGradeReport,
  Form20ElectionDetail,
  Form20ElectionSummary,
  GradeOverview,
} from '../../src/domain/form20/report.ts';
import { countGradesLater } from '../../server/services/booth-grades/counts.ts';
import { countHousesOnce } from '../../server/services/booth-grades/coverage.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp } from '../utils/server/test-app.ts';
import type { Team } from '../utils/server/team.ts';
import { makeTeam } from '../utils/server/team.ts';
import { SyncClient } from '../utils/server/sync-client.ts';

const FIXTURES = new URL('../fixtures/form20/', import.meta.url);
const VAV_PDF = readFileSync(new URL('gj-2024-ls-banaskantha-ac7-vav.pdf', FIXTURES));
const BEHAT_CSV = readFileSync(new URL('up-2014-ls-saharanpur-ac1-behat.csv', FIXTURES));

type Truth = {
  station: string;
  votes: number[];
  nota: number;
  total: number;
  margin: number;
  grade: string;
};
const TRUTH: Truth[] = readFileSync(
  new URL('gj-2024-ls-banaskantha-ac7-vav.truth.csv', FIXTURES),
  'utf8',
)
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const c = line.split(',');
    return {
      station: c[0]!,
      votes: c.slice(1, 13).map(Number),
      nota: Number(c[15]),
      total: Number(c[16]),
      margin: Number(c[18]),
      grade: c[19]!,
    };
  });

// The team's district is a/b; the assembly a/b/vav (number 7) lies in it.
const ASSEMBLY = 'a/b/vav';
const boothPath = (part: number) => `${ASSEMBLY}/blk/mdl/p${part}`;
const area = (path: string, fields: Record<string, unknown> = {}) => ({
  table: 'areas' as const,
  id: areaId(path),
  fields: { path, scope: path, name: path.split('/').pop()!, ...fields },
});

function form(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = `----f20${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  if (file)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

describe('Form 20 import and booth grades', () => {
  let t: TestApp;
  let team: Team;
  let vav: Form20ElectionDetail;

  const upload = (
    token: string,
    fields: Record<string, string>,
    file?: { name: string; bytes: Buffer },
  ) => {
    const { body, type } = form(fields, file);
    return t.as(token, {
      method: 'POST',
      url: '/api/form20/elections',
      headers: { 'content-type': type },
      payload: body,
    });
  };
  const report = async (token: string, query: string) => {
    const res = await t.as(token, { method: 'GET', url: `/api/booth-grades?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<BoothGradeReport>();
  };

  beforeAll(async () => {
    t = await startTestApp('pglite');
    team = await makeTeam(t);
    // Booths of parts 1–320, part 7 listed by a second booth too; 321 listed by none.
    const admin = new SyncClient(t, team.admin.token);
    const booths = Array.from({ length: 320 }, (_, i) =>
      area(boothPath(i + 1), { parts: [i + 1] }),
    );
    const res = await admin.push([
      area(ASSEMBLY, { number: 7, name: 'Vav' }),
      ...booths,
      area(`${ASSEMBLY}/blk/mdl/extra`, { parts: [7] }),
    ]);
    expect(res.errors).toEqual([]);
  }, 120_000);
  afterAll(() => t.close());

  // How long the import takes is bench:form20's figure (≤ 10 s), not this test's.
  it('reads a real text-layer Form 20 exactly as poppler reads it, its totals adding up', async () => {
    const res = await upload(
      team.coordinator.token,
      { assembly: ASSEMBLY, kind: 'loksabha', year: '2024' },
      { name: 'Form 20 Vav.pdf', bytes: VAV_PDF },
    );
    expect(res.statusCode, res.body).toBe(201);
    vav = res.json<Form20ElectionDetail>();
    expect(vav).toMatchObject({
      readBy: 'text',
      stations: 321,
      kind: 'loksabha',
      year: 2024,
      assemblyNumber: 7,
      electors: 309474,
      mismatches: 0,
      hasTotalRow: true,
      ourCandidate: null,
    });
    expect(vav.candidates.map((c) => c.name)).toEqual([
      'GENIBEN NAGAJI THAKOR',
      'MANSUNGBHAI MASHRUBHAI PARMAR',
      'DR. REKHABEN HITESHBHAI CHAUDHARI',
      'JASUBHAI GAMAR',
      'PATEL PIYUSHBHAI KARSHANBHAI',
      'PRAVINBHAI ISHVARBHAI CHAUHAN',
      'IBRAHIMBHAI PARASANI',
      'CHETANKUMAR KESHAVLAL OZA',
      'PARMAR CHHAGANCHANDRARAJ',
      'BAJAG LASHABHAI LAVAJIBHAI',
      'RATHOD MAVJI BHEMAJI',
      'SHRIMALI ASHOKBHAI BALCHANDBHAI',
    ]);
    // The candidates' totals are the sheet's printed "Total EVM Votes" row.
    expect(vav.candidateVotes).toEqual([
      101311, 1865, 102972, 752, 552, 253, 263, 215, 223, 502, 1398, 865,
    ]);
    // Every station as poppler reads it.
    const { rows } = await t.db.query<{
      station: string;
      votes: number[];
      nota: number;
      total: number;
    }>(
      'SELECT station, votes, nota, total FROM form20_stations WHERE election_id = $1 ORDER BY position',
      [vav.id],
    );
    expect(rows).toEqual(
      TRUTH.map(({ station, votes, nota, total }) => ({ station, votes, nota, total })),
    );
  }, 60_000);

  it('lists the stations no booth took, and why', () => {
    expect(vav.booths).toBe(321);
    expect(vav.matchedBooths).toBe(319);
    expect(vav.unmatchedStations).toEqual([
      { station: '7', part: 7, line: expect.any(Number), reason: 'twoBooths' },
      { station: '321', part: 321, line: expect.any(Number), reason: 'noBooth' },
    ]);
  });

  it('grades every booth for the chosen candidate exactly as the hand-checked truth does', async () => {
    const res = await t.as(team.coordinator.token, {
      method: 'PUT',
      url: `/api/form20/elections/${vav.id}/grading`,
      payload: { ourCandidate: 2, wonBy: 10, lostBy: 10 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Form20ElectionDetail>().gradedAt).not.toBeNull();
    const { rows } = await t.db.query<{
      booth_path: string;
      grade: string | null;
      margin: string | null;
    }>('SELECT booth_path, grade, margin FROM booth_grades WHERE election_id = $1', [vav.id]);
    const byPath = new Map(rows.map((r) => [r.booth_path, r]));
    for (const truth of TRUTH) {
      const part = Number(truth.station);
      if (part === 7 || part === 321) continue;
      const got = byPath.get(boothPath(part));
      expect(got?.grade, `station ${part}`).toBe(truth.grade);
      expect(Number(got?.margin)).toBeCloseTo(truth.margin, 2);
    }
    // Checked by eye on the printed page: station 1 (BJP 765, INC 34 of 826) A; 2 (383 to 496) D.
    expect(byPath.get(boothPath(1))).toMatchObject({ grade: 'A', margin: '88.50' });
    expect(byPath.get(boothPath(2))).toMatchObject({ grade: 'D', margin: '-12.23' });
    // The booths that got no station have no grade.
    expect(byPath.get(boothPath(7))?.grade).toBeNull();
    const expected = { A: 0, B: 0, C: 0, D: 0 } as Record<string, number>;
    for (const truth of TRUTH)
      if (truth.station !== '7' && truth.station !== '321') expected[truth.grade]!++;
    const r = await report(team.coordinator.token, `election=${vav.id}&pageSize=5`);
    expect(Object.fromEntries(r.counts.map((c) => [c.grade ?? 'none', c.booths]))).toEqual({
      ...expected,
      none: 2,
    });
    expect(r.total).toBe(321);
    expect(r.rows).toHaveLength(5);
  }, 60_000);

  it('shows the coverage of C and D booths: voters, houses visited, supporters, voted against last time', async () => {
    const target = TRUTH.find((x) => x.grade === 'D' && x.station !== '7')!;
    const booth = boothPath(Number(target.station));
    const part = Number(target.station);
    const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    const voters = [1, 2, 3].map((n) => ({
      table: 'voters' as const,
      id: id(n),
      fields: {
        assemblyNumber: 7,
        partNumber: part,
        serialNumber: n,
        sectionNumber: 1,
        houseno: n === 3 ? '9' : '4',
        firstName: `V${n}`,
        lastName: 'Test',
      },
    }));
    const admin = new SyncClient(t, team.admin.token);
    const res = await admin.push([
      ...voters,
      {
        table: 'visits' as const,
        id: id(11),
        fields: {
          voterId: id(1),
          outcome: 'met',
          leaning: 'supporter',
          visitedAt: '2026-11-20T08:00:00.000Z',
          by: 'Test',
        },
      },
      {
        table: 'voteMarks' as const,
        id: id(12),
        fields: { voterId: id(2), voted: true, markedAt: '2026-11-25T05:00:00.000Z', by: 'Test' },
      },
    ]);
    expect(res.errors).toEqual([]);
    await countHousesOnce(t.db, ASSEMBLY);
    const r = await report(team.coordinator.token, `election=${vav.id}&grade=CD&search=p${part}`);
    const row = r.rows.find((x) => x.boothPath === booth)!;
    expect(row).toMatchObject({
      grade: 'D',
      voters: 3,
      houses: 2,
      housesVisited: 1,
      supporters: 1,
      votedNow: 1,
      polledLast: target.total,
    });
    expect(r.rows.every((x) => x.grade === 'C' || x.grade === 'D')).toBe(true);
    expect(r.housesCountedAt).not.toBeNull();
    // The dashboard's counts carry the same coverage.
    const over = await t.as(team.coordinator.token, {
      method: 'GET',
      url: '/api/booth-grades/overview',
    });
    expect(over.statusCode, over.body).toBe(200);
    const [latest] = over.json<GradeOverview[]>();
    expect(latest).toMatchObject({ kind: 'loksabha', year: 2024, elections: 1 });
    expect(latest!.counts.find((c) => c.grade === 'D')).toMatchObject({
      housesVisited: 1,
      supporters: 1,
    });
    // The Areas badges.
    const badges = await t.as(team.coordinator.token, {
      method: 'GET',
      url: `/api/booth-grades/badges?paths=${encodeURIComponent([booth, boothPath(1), boothPath(7)].join(','))}`,
    });
    expect(badges.json()).toEqual({ grades: { [booth]: 'D', [boothPath(1)]: 'A' } });
  }, 60_000);

  it('reports one kind and year across the area from the kept counts, and counts old ones again', async () => {
    const one = await report(team.coordinator.token, `election=${vav.id}`);
    const all = await report(team.coordinator.token, 'kind=loksabha&year=2024&area=a/b');
    expect(all.elections).toBe(1);
    expect(all.counts).toEqual(one.counts);
    expect(all.total).toBe(321);
    // Below the assembly the counts are made as asked: one booth's.
    const booth = await report(team.coordinator.token, `election=${vav.id}&area=${boothPath(1)}`);
    expect(booth.counts).toEqual([expect.objectContaining({ grade: 'A', booths: 1 })]);
    // Counts older than a minute are answered, then counted again after the answer.
    await t.db.query(
      "UPDATE booth_grade_counts SET counted_at = now() - interval '1 hour', booths = 0",
    );
    await report(team.coordinator.token, `election=${vav.id}`);
    await countGradesLater(t.db, []);
    const { rows } = await t.db.query<{ old: boolean; booths: number }>(
      `SELECT bool_or(counted_at < now() - interval '1 minute') AS old, sum(booths)::int AS booths
       FROM booth_grade_counts WHERE election_id = $1`,
      [vav.id],
    );
    expect(rows[0]).toEqual({ old: false, booths: 321 });
  });

  it('keeps several elections of one assembly: a CSV (2014) and an XLSX of the same sheet', async () => {
    const csv = await upload(
      team.admin.token,
      { assembly: ASSEMBLY, kind: 'assembly', year: '2014' },
      { name: 'behat.csv', bytes: BEHAT_CSV },
    );
    expect(csv.statusCode, csv.body).toBe(201);
    const behat = csv.json<Form20ElectionDetail>();
    expect(behat).toMatchObject({
      readBy: 'table',
      stations: 318,
      mismatches: 0,
      hasTotalRow: false,
    });
    expect(behat.candidates).toHaveLength(14);
    expect(behat.candidates[0]).toEqual({ name: 'IMRAN MASOOD', party: '' });

    const table = BEHAT_CSV.toString('utf8')
      .trim()
      .split('\n')
      .map((line) =>
        [...line.matchAll(/"([^"]*)"|([^,]+)|(?<=,|^)(?=,|$)/g)].map((m) => m[1] ?? m[2] ?? ''),
      );
    const xlsx = Buffer.from(
      await writeExcelFile(
        table.map((r) =>
          r.map((value) => ({ value: /^\d+$/.test(value) ? Number(value) : value })),
        ),
      ).toBuffer(),
    );
    const x = await upload(
      team.admin.token,
      { assembly: ASSEMBLY, kind: 'loksabha', year: '2014' },
      { name: 'behat.xlsx', bytes: xlsx },
    );
    expect(x.statusCode, x.body).toBe(201);
    expect(x.json<Form20ElectionDetail>()).toMatchObject({
      readBy: 'table',
      stations: 318,
      mismatches: 0,
    });
    expect(x.json<Form20ElectionDetail>().candidateVotes).toEqual(behat.candidateVotes);

    const list = await t.as(team.coordinator.token, {
      method: 'GET',
      url: '/api/form20/elections',
    });
    expect(list.json<Form20ElectionSummary[]>().map((e) => `${e.kind} ${e.year}`)).toEqual([
      'loksabha 2024',
      'assembly 2014',
      'loksabha 2014',
    ]);
    // The same election again is refused until the first is deleted.
    const again = await upload(
      team.admin.token,
      { assembly: ASSEMBLY, kind: 'assembly', year: '2014' },
      { name: 'behat.csv', bytes: BEHAT_CSV },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ messageKey: 'form20.errors.duplicate' });
  }, 60_000);

  it('refuses bad files, other areas and bad rules with a 4xx and a reason', async () => {
    const fields = { assembly: ASSEMBLY, kind: 'assembly', year: '2019' };
    const cases: [Awaited<ReturnType<typeof upload>>, number, string][] = [
      [await upload(team.admin.token, fields), 400, 'form20.errors.noFile'],
      [
        await upload(team.admin.token, fields, {
          name: 'big.csv',
          bytes: Buffer.alloc(FORM20_UPLOAD_LIMIT_BYTES + 1, 0x31),
        }),
        413,
        'form20.errors.tooLarge',
      ],
      [
        await upload(team.admin.token, fields, {
          name: 'x.png',
          bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1]),
        }),
        400,
        'form20.errors.fileType',
      ],
      [
        await upload(team.admin.token, fields, {
          name: 'x.csv',
          bytes: Buffer.from('a,b,c\n1,2,3\n'),
        }),
        422,
        'form20.errors.noStationColumn',
      ],
      [
        await upload(team.admin.token, fields, {
          name: 'bad.pdf',
          bytes: Buffer.from('%PDF-1.4 garbage'),
        }),
        422,
        'form20.errors.unreadable',
      ],
      [
        await upload(
          team.admin.token,
          { ...fields, assembly: 'a/b' },
          { name: 'b.csv', bytes: BEHAT_CSV },
        ),
        400,
        'form20.errors.notAssembly',
      ],
      [
        await upload(
          team.admin.token,
          { ...fields, year: 'soon' },
          { name: 'b.csv', bytes: BEHAT_CSV },
        ),
        400,
        'errors.invalidInput',
      ],
      [
        await upload(team.booth1.token, fields, { name: 'b.csv', bytes: BEHAT_CSV }),
        403,
        'errors.forbidden',
      ],
    ];
    for (const [res, status, key] of cases) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json<{ messageKey: string }>().messageKey).toBe(key);
    }
    const grading = (payload: Record<string, number>, token = team.admin.token) =>
      t.as(token, { method: 'PUT', url: `/api/form20/elections/${vav.id}/grading`, payload });
    expect((await grading({ ourCandidate: 12, wonBy: 10, lostBy: 10 })).statusCode).toBe(400);
    expect((await grading({ ourCandidate: 1, wonBy: -1, lostBy: 10 })).statusCode).toBe(400);
    // A booth worker of another assembly does not see it at all.
    expect(
      (await grading({ ourCandidate: 1, wonBy: 10, lostBy: 10 }, team.booth1.token)).statusCode,
    ).toBe(404);
    const elsewhere = await t.as(team.elsewhere.token, {
      method: 'GET',
      url: `/api/form20/elections/${vav.id}`,
    });
    expect(elsewhere.statusCode).toBe(404);
    const noElection = await t.as(team.admin.token, { method: 'GET', url: '/api/booth-grades' });
    expect(noElection.statusCode).toBe(400);
  }, 60_000);
});
