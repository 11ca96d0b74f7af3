// Imported Form 20s as elections: importing one (read, checked, stored, matched and graded in
// one transaction), reading one back with what did not add up and what no booth took, listing
// those an account may see, and the grading rule. Who may do what (docs/form20.md): the admin
// and coordinators whose area holds the assembly import, grade and delete; anyone whose area
// overlaps the assembly reads.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import type { Database } from '../../db/database.ts';
import { checkForm20 } from '../../../src/domain/form20/checks.ts';
import type { Form20Checks } from '../../../src/domain/form20/checks.ts';
import type { GradeRule } from '../../../src/domain/form20/grades.ts';
import type {
  ElectionKind,
  Form20ElectionDetail,
  Form20ElectionSummary,
  UnmatchedStation,
} from '../../../src/domain/form20/report.ts';
import type { Form20Sheet } from '../../../src/domain/form20/sheet.ts';
import type { Form20ReadBy } from './read-file.ts';
import { scopeContains } from '../../../src/domain/scope.ts';
import type { Caller } from '../access.ts';
import { effectiveScope } from '../access.ts';
import { gradeElection } from '../booth-grades/grade.ts';
import { FORM20_ERRORS } from './errors.ts';

/** May the caller import, grade or delete results of this assembly? */
export function mayManage(caller: Caller, assembly: string): boolean {
  const own = effectiveScope(caller);
  return own !== null && scopeContains(own, assembly);
}

/** May the caller read this assembly's results (their area holds it, or lies inside it)? */
export function mayView(caller: Caller, assembly: string): boolean {
  const own = effectiveScope(caller);
  return own !== null && (scopeContains(own, assembly) || scopeContains(assembly, own));
}

/** The assembly area at `path` (three levels deep, live), with its name and number. */
export async function findAssembly(
  db: Queryable,
  path: string,
): Promise<{ path: string; name: string; number: number | null } | null> {
  if (path.split('/').length !== 3) return null;
  const { rows } = await db.query<{ name: string | null; number: number | null }>(
    `SELECT fields ->> 'name' AS name, (fields ->> 'number')::int AS number
     FROM records WHERE tbl = 'areas' AND NOT deleted AND scope = $1 AND fields ->> 'path' = $1`,
    [path],
  );
  const row = rows[0];
  return row ? { path, name: row.name ?? path, number: row.number } : null;
}

export type ImportInput = {
  assembly: string;
  kind: ElectionKind;
  year: number;
  sourceName: string;
  readBy: Form20ReadBy;
  sheet: Form20Sheet;
};

/** Store a read sheet as an election of the assembly, matched and (ungraded) listed. */
export async function importElection(
  db: Database,
  caller: Caller,
  input: ImportInput,
): Promise<string> {
  const { sheet } = input;
  const checks = checkForm20(sheet);
  const id = randomUUID();
  await db.transaction(async (tx) => {
    const { rows: taken } = await tx.query(
      'SELECT 1 FROM form20_elections WHERE assembly_path = $1 AND kind = $2 AND year = $3',
      [input.assembly, input.kind, input.year],
    );
    if (taken.length) throw FORM20_ERRORS.duplicate();
    const assembly = await findAssembly(tx, input.assembly);
    await tx.query(
      `INSERT INTO form20_elections (id, assembly_path, assembly_number, kind, year, source_name,
         read_by, candidates, totals, checks, unread, electors, imported_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        id,
        input.assembly,
        assembly?.number ?? sheet.assemblyNumber,
        input.kind,
        input.year,
        input.sourceName,
        input.readBy,
        JSON.stringify(sheet.candidates),
        JSON.stringify(sheet.totals),
        JSON.stringify(checks),
        JSON.stringify(sheet.unread.slice(0, 200)),
        sheet.electors,
        caller.id,
      ],
    );
    await tx.query(
      `INSERT INTO form20_stations (election_id, position, station, part, votes, nota, rejected,
         tendered, valid, total, line)
       SELECT $1, position, station, part,
              ARRAY(SELECT jsonb_array_elements_text(votes)::int), nota, rejected, tendered,
              valid, total, line
       FROM jsonb_to_recordset($2::jsonb) AS x(position integer, station text, part integer,
         votes jsonb, nota integer, rejected integer, tendered integer, valid integer,
         total integer, line integer)`,
      [id, JSON.stringify(sheet.stations.map((s, position) => ({ ...s, position })))],
    );
    await gradeElection(tx, id);
  });
  return id;
}

type ElectionRow = {
  id: string;
  assembly_path: string;
  assembly_number: number | null;
  assembly_name: string | null;
  kind: ElectionKind;
  year: number;
  source_name: string;
  read_by: 'table' | 'text';
  candidates: Form20ElectionDetail['candidates'];
  checks: Form20Checks;
  unread: Form20ElectionDetail['unread'];
  electors: number | null;
  our_candidate: number | null;
  won_by: string | number;
  lost_by: string | number;
  imported_at: Date | string;
  graded_at: Date | string | null;
  stations: string | number;
  unmatched: string | number;
  booths: string | number;
  matched_booths: string | number;
};

const SUMMARY_SQL = `
  SELECT e.*, a.fields ->> 'name' AS assembly_name,
    (SELECT count(*) FROM form20_stations s WHERE s.election_id = e.id) AS stations,
    (SELECT count(*) FROM form20_stations s WHERE s.election_id = e.id AND s.booth_path IS NULL)
      AS unmatched,
    (SELECT count(*) FROM booth_grades g WHERE g.election_id = e.id) AS booths,
    (SELECT count(*) FROM booth_grades g WHERE g.election_id = e.id AND g.stations > 0)
      AS matched_booths
  FROM form20_elections e
  LEFT JOIN records a ON a.tbl = 'areas' AND a.scope = e.assembly_path AND NOT a.deleted`;

const iso = (d: Date | string) => new Date(d).toISOString();

function summaryOf(r: ElectionRow): Form20ElectionSummary {
  return {
    id: r.id,
    assemblyPath: r.assembly_path,
    assemblyName: r.assembly_name ?? r.assembly_path,
    assemblyNumber: r.assembly_number,
    kind: r.kind,
    year: r.year,
    sourceName: r.source_name,
    stations: Number(r.stations),
    booths: Number(r.booths),
    matchedBooths: Number(r.matched_booths),
    unmatched: Number(r.unmatched),
    mismatches: r.checks.rows.length + r.checks.columns.length,
    ourCandidate: r.our_candidate,
    importedAt: iso(r.imported_at),
    gradedAt: r.graded_at ? iso(r.graded_at) : null,
  };
}

/** Elections the caller may read, inside `area` (or overlapping it), newest first. */
export async function listElections(
  db: Queryable,
  caller: Caller,
  area: string,
): Promise<Form20ElectionSummary[]> {
  const { rows } = await db.query<ElectionRow>(
    `${SUMMARY_SQL} ORDER BY e.year DESC, e.kind, e.assembly_path`,
  );
  return rows
    .filter(
      (r) =>
        mayView(caller, r.assembly_path) &&
        (scopeContains(area, r.assembly_path) || scopeContains(r.assembly_path, area)),
    )
    .map(summaryOf);
}

export async function findElection(
  db: Queryable,
  id: string,
): Promise<{ assemblyPath: string } | null> {
  const { rows } = await db.query<{ assembly_path: string }>(
    'SELECT assembly_path FROM form20_elections WHERE id = $1',
    [id],
  );
  return rows[0] ? { assemblyPath: rows[0].assembly_path } : null;
}

export async function readElection(db: Queryable, id: string): Promise<Form20ElectionDetail> {
  const { rows } = await db.query<ElectionRow>(`${SUMMARY_SQL} WHERE e.id = $1`, [id]);
  const r = rows[0]!;
  const [{ rows: unmatched }, { rows: sums }] = await Promise.all([
    db.query<UnmatchedStation>(
      `SELECT station, part, line, unmatched AS reason FROM form20_stations
       WHERE election_id = $1 AND booth_path IS NULL ORDER BY position`,
      [id],
    ),
    db.query<{ i: number; votes: string | number }>(
      `SELECT v.i, sum(v.votes) AS votes
       FROM form20_stations s, unnest(s.votes) WITH ORDINALITY AS v(votes, i)
       WHERE s.election_id = $1 AND s.unmatched IS DISTINCT FROM 'repeated'
       GROUP BY v.i ORDER BY v.i`,
      [id],
    ),
  ]);
  const candidateVotes = r.candidates.map(() => 0);
  for (const s of sums) candidateVotes[Number(s.i) - 1] = Number(s.votes);
  return {
    ...summaryOf(r),
    readBy: r.read_by,
    candidates: r.candidates,
    candidateVotes,
    wonBy: Number(r.won_by),
    lostBy: Number(r.lost_by),
    electors: r.electors,
    rowMismatches: r.checks.rows,
    columnMismatches: r.checks.columns,
    hasTotalRow: r.checks.hasTotalRow,
    unmatchedStations: unmatched,
    unread: r.unread,
  };
}

/** Set the rule and grade every booth again; false when the candidate is not on the sheet. */
export async function setGrading(db: Database, id: string, rule: GradeRule): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ n: number }>(
      'SELECT jsonb_array_length(candidates) AS n FROM form20_elections WHERE id = $1',
      [id],
    );
    if (!rows[0] || rule.ourCandidate >= Number(rows[0].n)) return false;
    await tx.query(
      'UPDATE form20_elections SET our_candidate = $2, won_by = $3, lost_by = $4 WHERE id = $1',
      [id, rule.ourCandidate, rule.wonBy, rule.lostBy],
    );
    return gradeElection(tx, id);
  });
}
