// Issue 46, measured: past results by booth.
//   - Import: an assembly's Form 20 of 300 stations and 15 candidates, a PDF with a text layer in
//     the Commission's layout (form20-pdf.ts), posted to the real app (multipart, PGlite) for an
//     assembly of 300 booths: read, checked, stored, matched and listed (≤ 10 s), beside reading
//     the same PDF alone in the same run; and the real Vav sheet (321 stations, 12 candidates,
//     tests/fixtures/form20) read alone.
//   - Scans: pages of the real Vav sheet rendered to an image-only PDF at 200 dpi, turned sideways
//     (devkit/form20-scan.ts), read by OCR (server/services/form20/scan-words.ts): stations exact
//     against the truth file and seconds per page, beside the text layer of the same pages.
//   - Grades: the report of a state of 160,000 booths (500 assemblies of 320 booths, each with
//     a graded election, the booths' tallies and houses), seeded with SQL into PostgreSQL
//     (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, a throwaway
//     database) or, without one, PGlite: the state's counts by grade with its first page of
//     booths, the C and D booths only, one district, and the dashboard's overview (≤ 1 s each,
//     p95 of runs), beside a bare count of the graded rows by grade.
// Run: npm run bench:form20 → bench/results/form20-latest.{md,json}; --smoke: tiny sizes.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { buildApp } from '../../server/app.ts';
import type { Database } from '../../server/db/database.ts';
import { openPglite, openPostgres } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { countGrades } from '../../server/services/booth-grades/counts.ts';
import { boothGradeReport, gradeOverview } from '../../server/services/booth-grades/report.ts';
import { PDFDocument } from 'pdf-lib';
import { checkForm20 } from '../../src/domain/form20/checks.ts';
import type { Form20Station } from '../../src/domain/form20/sheet.ts';
import { createOcrEngine } from '../../server/rolls/read/index.ts';
import { readForm20File } from '../../server/services/form20/read-file.ts';
import { scanOfPdf } from '../../devkit/form20-scan.ts';
import { areaId } from '../../src/domain/areas.ts';
import type { Form20ElectionDetail } from '../../src/domain/form20/report.ts';
import { freshCluster } from '../lib/fresh-cluster.ts';
import { currentLoad, loadSpan, startReport, writeReport } from '../lib/report.ts';
import type { RunReport } from '../lib/report.ts';
import { SMOKE, sized } from '../lib/smoke.ts';
import { DEFAULT_ADMIN_URL, createTempDatabase, postgresVersion } from '../lib/temp-postgres.ts';
import { makeForm20Pdf } from './form20-pdf.ts';

const STATIONS = sized(300, 20);
const CANDIDATES = sized(15, 4);
const ASSEMBLIES = sized(500, 10);
const BOOTHS_PER_ASSEMBLY = sized(320, 20);
const RUNS = sized(7, 2);
const ASSEMBLY = 'bh/bench/benchpur';

type Add = ReturnType<typeof startReport>['add'];
const log = (text: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);
const round = (n: number) => Math.round(n * 10) / 10;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1]!;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timeRuns(fn: () => Promise<unknown>, runs = RUNS): Promise<number[]> {
  await fn(); // warm: plans cached, pages in memory
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    out.push(performance.now() - start);
  }
  return out;
}

function multipart(fields: Record<string, string>, name: string, bytes: Uint8Array) {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

/** The import through the real app: an admin, the assembly and its booths, then the uploads. */
async function importLeg(add: Add, details: Record<string, unknown>) {
  const made = await makeForm20Pdf(STATIONS, CANDIDATES);
  log(`Form 20 PDF made: ${STATIONS} stations, ${CANDIDATES} candidates, ${made.pdf.length} bytes`);
  const parse = await timeRuns(() => readForm20File('pdf', made.pdf), sized(3, 1));
  const check = await readForm20File('pdf', made.pdf);
  if (check.sheet.stations.length !== STATIONS || check.sheet.candidates.length !== CANDIDATES)
    throw new Error(
      `read ${check.sheet.stations.length} stations, ${check.sheet.candidates.length} candidates`,
    );

  const db = await openPglite(undefined, freshCluster());
  const app = await buildApp({ db, authRateLimit: 100_000 });
  try {
    const email = 'bench-admin@example.com';
    await app.inject({
      method: 'POST',
      url: '/api/booth/create-booth-user',
      payload: { name: 'Bench Admin', email, password: 'bench-password' },
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/booth/login-booth-user',
      payload: { email, password: 'bench-password' },
    });
    const token = login.json<{ token: string }>().token;
    const area = (path: string, fields: Record<string, unknown>) => ({
      table: 'areas',
      id: areaId(path),
      op: 'put',
      baseVersion: 0,
      fields: { path, scope: path, name: path.split('/').pop(), ...fields },
    });
    const areas = [
      area(ASSEMBLY, { number: 99 }),
      ...Array.from({ length: STATIONS }, (_, i) =>
        area(`${ASSEMBLY}/roll/parts/p${i + 1}`, { parts: [i + 1] }),
      ),
    ];
    const pushed = await app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        clientId: randomUUID(),
        mutations: areas.map((a, i) => ({ mutationId: i + 1, ...a })),
      },
    });
    if (pushed.statusCode !== 200) throw new Error(`areas: ${pushed.statusCode} ${pushed.body}`);

    const imports: number[] = [];
    let answer: Form20ElectionDetail | undefined;
    for (let i = 0; i < sized(3, 1); i++) {
      const { body, type } = multipart(
        { assembly: ASSEMBLY, kind: 'assembly', year: String(2000 + i) },
        'form20.pdf',
        made.pdf,
      );
      const start = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/form20/elections',
        headers: { authorization: `Bearer ${token}`, 'content-type': type },
        payload: body,
      });
      imports.push(performance.now() - start);
      if (res.statusCode !== 201) throw new Error(`import: ${res.statusCode} ${res.body}`);
      answer = res.json<Form20ElectionDetail>();
    }
    if (!answer || answer.matchedBooths !== STATIONS || answer.mismatches !== 0)
      throw new Error(`import answered ${JSON.stringify(answer).slice(0, 300)}`);
    if (answer.candidateVotes.join() !== made.votes.join())
      throw new Error('candidate totals differ');
    details.import = {
      stations: STATIONS,
      candidates: CANDIDATES,
      bytes: made.pdf.length,
      importsMs: imports.map(round),
      parseMs: parse.map(round),
    };
    add({
      id: 'import',
      label: `import of a Form 20 PDF (${STATIONS} stations, ${CANDIDATES} candidates) through the app: read, checked, stored, matched to ${STATIONS} booths, listed (median of ${imports.length})`,
      unit: 'ms',
      value: round(median(imports)),
      baseline: { label: 'reading the same PDF alone', value: round(median(parse)) },
      target: { kind: 'max', value: 10_000 },
    });
  } finally {
    await app.close();
    await db.close();
  }
  if (!SMOKE) {
    const vav = readFileSync(
      new URL('../../tests/fixtures/form20/gj-2024-ls-banaskantha-ac7-vav.pdf', import.meta.url),
    );
    const runs = await timeRuns(() => readForm20File('pdf', vav), 3);
    add({
      id: 'vav',
      label: 'reading the real Vav sheet (321 stations, 12 candidates, 9 pages) alone',
      unit: 'ms',
      value: round(median(runs)),
    });
  }
}

const VAV_URL = new URL(
  '../../tests/fixtures/form20/gj-2024-ls-banaskantha-ac7-vav.pdf',
  import.meta.url,
);
const SCAN_PAGES = sized(3, 1);

/** The truth's stations (votes, rejected, NOTA, total) by number. */
function vavTruth(): Map<string, string> {
  const csv = readFileSync(new URL(VAV_URL.href.replace(/\.pdf$/, '.truth.csv')), 'utf8');
  return new Map(
    csv
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => {
        const c = line.split(',');
        return [c[0]!, [c.slice(1, 13).join(' '), c[14], c[15], c[16]].join('|')];
      }),
  );
}
const rowKey = (s: Form20Station) => [s.votes.join(' '), s.rejected, s.nota, s.total].join('|');

/** The Vav sheet's first pages as a scan read by OCR, beside the same pages' text layer. */
async function scanLeg(add: Add, details: Record<string, unknown>) {
  const vav = readFileSync(VAV_URL);
  const pages = Array.from({ length: SCAN_PAGES }, (_, i) => i + 1);
  const source = await PDFDocument.load(vav);
  const part = await PDFDocument.create();
  for (const page of await part.copyPages(
    source,
    pages.map((n) => n - 1),
  ))
    part.addPage(page);
  const textPdf = await part.save();
  const scan = await scanOfPdf(vav, { pages, dpi: 200, turn: 90 });
  log(`Vav scan made: ${pages.length} page(s) at 200 dpi, turned 90°, ${scan.length} bytes`);
  const truth = vavTruth();
  const exactOf = (stations: Form20Station[]) =>
    stations.filter((s) => truth.get(s.station) === rowKey(s)).length;
  const textStart = performance.now();
  const text = await readForm20File('pdf', textPdf);
  const textMs = performance.now() - textStart;
  const onPages = text.sheet.stations.length;
  const engine = await createOcrEngine();
  try {
    const load = currentLoad();
    const start = performance.now();
    const ocr = await readForm20File('pdf', scan, engine);
    const seconds = (performance.now() - start) / 1000;
    const checks = checkForm20(ocr.sheet);
    const exact = exactOf(ocr.sheet.stations);
    const flagged = new Set([...checks.rows.map((r) => r.station), ...checks.repeated]);
    details.scan = {
      pages: pages.length,
      dpi: 200,
      turn: 90,
      stationsOnPages: onPages,
      textExact: exactOf(text.sheet.stations),
      textMs: round(textMs),
      ocrRead: ocr.sheet.stations.length,
      ocrExact: exact,
      ocrFlagged: flagged.size,
      ocrUnread: ocr.sheet.unread.length,
      ocrSilentlyWrong: ocr.sheet.stations.filter(
        (s) => truth.get(s.station) !== rowKey(s) && !flagged.has(s.station),
      ).length,
      ocrSeconds: round(seconds),
      loadAtStart: load,
    };
    log(`scan read: ${exact}/${onPages} exact in ${round(seconds)} s (load ${load})`);
    add({
      id: 'scan-exact',
      label: `stations read exactly from a sideways 200 dpi scan of the real Vav sheet's first ${pages.length} page(s) by OCR (of ${onPages}; the rest shown as not adding up or unread)`,
      unit: '%',
      value: round((100 * exact) / onPages),
      baseline: {
        label: 'the same pages by their text layer',
        value: round((100 * exactOf(text.sheet.stations)) / onPages),
      },
    });
    add({
      id: 'scan-seconds',
      label: 'seconds per page to read the scan (turn found, OCR twice: English and digits)',
      unit: 's',
      value: round(seconds / pages.length),
      baseline: {
        label: 'the same pages by their text layer',
        value: round(textMs / 1000 / pages.length),
      },
    });
  } finally {
    await engine.close();
  }
}

/** 160,000 graded booths with tallies and houses, written with SQL. */
async function seedState(db: Database) {
  const booths = ASSEMBLIES * BOOTHS_PER_ASSEMBLY;
  // Assembly a: state st, district d(a % 20), path st/d<d>/a<a>; booths below it.
  await db.query(
    `INSERT INTO form20_elections (id, assembly_path, assembly_number, kind, year, source_name,
       read_by, candidates, checks, our_candidate, graded_at)
     SELECT gen_random_uuid(), 'st/d' || (a % 20) || '/a' || a, a, 'assembly', 2022,
       'form20.pdf', 'text', '[{"name":"A","party":""},{"name":"B","party":""}]'::jsonb,
       '{"rows":[],"columns":[],"repeated":[],"hasTotalRow":true}'::jsonb, 0, now()
     FROM generate_series(1, $1) a`,
    [ASSEMBLIES],
  );
  await db.query(
    `INSERT INTO booth_grades (election_id, booth_path, booth_name, grade, margin, our_votes,
       rival_votes, cast_votes, polled, stations, first_part)
     SELECT e.id, e.assembly_path || '/b/m/p' || b, 'Booth ' || b,
       (ARRAY['A','B','C','D'])[1 + (hashint4(e.assembly_number * 1000 + b) & 3)],
       ((hashint4(e.assembly_number * 7 + b) % 4000) / 100.0)::numeric(6, 2),
       400, 300, 760, 780, 1, b
     FROM form20_elections e, generate_series(1, $1) b`,
    [BOOTHS_PER_ASSEMBLY],
  );
  await db.query(
    `INSERT INTO field_part_tallies (scope, part, voters, voted, contacted, supporters, supporters_voted)
     SELECT booth_path, first_part, 1000, 600, 300, 200, 150 FROM booth_grades`,
  );
  await db.query(
    `INSERT INTO booth_houses (booth_path, houses, visited)
     SELECT booth_path, 250, (first_part * 7) % 250 FROM booth_grades`,
  );
  await db.query('ANALYZE');
  const { rows } = await db.query<{ n: string | number }>('SELECT count(*) AS n FROM booth_grades');
  if (Number(rows[0]!.n) !== booths) throw new Error(`seeded ${rows[0]!.n} booths`);
  return booths;
}

async function reportLeg(kind: 'postgres' | 'pglite', add: Add, details: Record<string, unknown>) {
  const temp =
    kind === 'postgres'
      ? await createTempDatabase(process.env.TEST_DATABASE_URL ?? DEFAULT_ADMIN_URL)
      : null;
  const db = temp ? openPostgres(temp.url) : await openPglite(undefined, freshCluster());
  try {
    await migrate(db);
    const seedStart = performance.now();
    const booths = await seedState(db);
    log(
      `${kind}: ${booths.toLocaleString('en-US')} graded booths seeded in ${Math.round((performance.now() - seedStart) / 1000)} s`,
    );
    const bare = await timeRuns(() =>
      db.query('SELECT grade, count(*) FROM booth_grades GROUP BY grade'),
    );
    const page = { kind: 'assembly', year: 2022, page: 1, pageSize: 25 } as const;
    // Cold: no election's counts kept yet — every assembly is counted before the answer (once,
    // after seeding; after a grading only that one election is).
    const coldStart = performance.now();
    await boothGradeReport(db, { ...page, area: '' });
    const cold = performance.now() - coldStart;
    // One assembly graded again: its counts go, the next report counts that one first.
    const regraded: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await db.query(
        `DELETE FROM booth_grade_counts WHERE election_id =
           (SELECT id FROM form20_elections ORDER BY id OFFSET $1 LIMIT 1)`,
        [i],
      );
      const start = performance.now();
      await boothGradeReport(db, { ...page, area: '' });
      regraded.push(performance.now() - start);
    }
    // A stale state: every election's counts counted again (what runs after a report, in the
    // background, once a minute at most).
    const { rows: all } = await db.query<{ id: string }>('SELECT id FROM form20_elections');
    const recountStart = performance.now();
    await countGrades(
      db,
      all.map((r) => r.id),
    );
    const recount = performance.now() - recountStart;
    const state = await timeRuns(() => boothGradeReport(db, { ...page, area: '' }));
    const first = await boothGradeReport(db, { ...page, area: '' });
    if (first.total !== booths || first.rows.length !== 25 || first.elections !== ASSEMBLIES)
      throw new Error(
        `state report: ${first.total} booths, ${first.rows.length} rows, ${first.elections} elections`,
      );
    const cd = await timeRuns(() =>
      boothGradeReport(db, { ...page, area: '', grade: 'CD', page: 3 }),
    );
    const district = await timeRuns(() => boothGradeReport(db, { ...page, area: 'st/d7' }));
    const overview = await timeRuns(() => gradeOverview(db, ''));
    const baseline = { label: 'bare count of the graded rows by grade', value: round(p95(bare)) };
    const n = booths.toLocaleString('en-US');
    add({
      id: `state-${kind}`,
      label: `${kind}: grade report of a state of ${n} booths (${ASSEMBLIES} assemblies): counts by grade with coverage and the first page of 25 booths, p95 of ${RUNS}`,
      unit: 'ms',
      value: round(p95(state)),
      baseline,
      target: { kind: 'max', value: 1000 },
    });
    add({
      id: `state-regraded-${kind}`,
      label: `${kind}: the same right after one assembly is graded again (its counts counted first), p95`,
      unit: 'ms',
      value: round(p95(regraded)),
      baseline,
      target: { kind: 'max', value: 1000 },
    });
    add({
      id: `state-cold-${kind}`,
      label: `${kind}: the first report with no counts kept (all ${ASSEMBLIES} assemblies counted first; once, after seeding)`,
      unit: 'ms',
      value: round(cold),
      baseline,
    });
    add({
      id: `recount-${kind}`,
      label: `${kind}: counting every assembly's grades again (the background recount of a stale state)`,
      unit: 'ms',
      value: round(recount),
      baseline,
    });
    add({
      id: `state-cd-${kind}`,
      label: `${kind}: the same, C and D booths only, page 3, p95`,
      unit: 'ms',
      value: round(p95(cd)),
      baseline,
      target: { kind: 'max', value: 1000 },
    });
    add({
      id: `district-${kind}`,
      label: `${kind}: one district's booths (${(booths / 20).toLocaleString('en-US')}), p95`,
      unit: 'ms',
      value: round(p95(district)),
      baseline,
      target: { kind: 'max', value: 1000 },
    });
    add({
      id: `overview-${kind}`,
      label: `${kind}: the dashboard's counts by grade for the whole state, p95`,
      unit: 'ms',
      value: round(p95(overview)),
      baseline,
      target: { kind: 'max', value: 1000 },
    });
    details[kind] = {
      booths,
      version: temp ? await postgresVersion(temp.url) : 'PGlite',
      stateMs: state.map(round),
      regradedMs: regraded.map(round),
      cdMs: cd.map(round),
      districtMs: district.map(round),
      overviewMs: overview.map(round),
      bareMs: bare.map(round),
      counts: first.counts.map((c) => ({ grade: c.grade, booths: c.booths })),
    };
  } finally {
    await db.close();
    await temp?.drop();
  }
}

async function postgresReachable(): Promise<boolean> {
  try {
    const temp = await createTempDatabase(process.env.TEST_DATABASE_URL ?? DEFAULT_ADMIN_URL);
    await temp.drop();
    return true;
  } catch {
    return false;
  }
}

async function main() {
  const startLoad = currentLoad();
  const { report, add } = startReport();
  await importLeg(add, report.details);
  await scanLeg(add, report.details);
  if (await postgresReachable()) await reportLeg('postgres', add, report.details);
  else {
    report.skipped.push('PostgreSQL not reachable at TEST_DATABASE_URL: the report ran on PGlite');
    await reportLeg('pglite', add, report.details);
  }
  report.environment.load = loadSpan(startLoad);
  report.finishedAt = new Date().toISOString();
  const files = writeReport(
    report as RunReport,
    'form20-latest',
    'Form 20 and booth grades benchmark',
  );
  log(`written: ${files.join(', ')}`);
}

await main();
