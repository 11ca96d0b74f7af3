// The grade report (GET /api/booth-grades): each booth's grade under an election (or under one
// kind and year of election across the assemblies of an area) with the coverage that matters
// for it — the voters on today's roll, houses visited, supporters found, voted on poll day
// against the votes polled last time — and the counts by grade. One statement: the grades are
// kept per election (booth_grades, written when the rule is set), the coverage comes from the
// tallies the push keeps (field_part_tallies, per booth and part) and the houses counted
// (booth_houses), so a state of 160,000 booths is a scan of its booth_grades rows joined by
// hash, not a fold of marks (bench/form20 measures it).
//
// Extending a row (a booth committee's state, issue 46 deliver 3–4): add a LEFT JOIN to
// REPORT_JOINS keyed on g.booth_path, its columns to REPORT_COLUMNS and to BoothGradeRow
// (src/domain/form20/report.ts), and a sum to COUNT_COLUMNS if the counts should carry it.
import type { Queryable } from '../../db/database.ts';
import type {
  BoothGradeReport,
  BoothGradeRow,
  ElectionKind,
  GradeCount,
  GradeFilter,
  GradeOverview,
} from '../../../src/domain/form20/report.ts';
import type { Grade } from '../../../src/domain/form20/grades.ts';

export type ReportScope = {
  /** One election, or every election of this kind and year inside the area. */
  election?: string;
  kind?: string;
  year?: number;
  /** The booths' area ('' = everywhere). */
  area: string;
  grade?: GradeFilter;
  search?: string;
  page: number;
  pageSize: number;
};

/** The coverage joined to each graded booth: tallies summed per booth, and its houses. */
const REPORT_JOINS = `
  LEFT JOIN (
    SELECT scope, sum(voters) AS voters, sum(voted) AS voted, sum(supporters) AS supporters
    FROM field_part_tallies WHERE {area:scope} GROUP BY scope
  ) t ON t.scope = g.booth_path
  LEFT JOIN booth_houses h ON h.booth_path = g.booth_path`;

const REPORT_COLUMNS = `
  g.election_id, g.booth_path, g.booth_name, g.booth_name_hi, g.grade, g.margin, g.our_votes, g.rival_votes,
  g.stations, g.polled, g.first_part, coalesce(t.voters, 0) AS voters, coalesce(t.voted, 0) AS voted,
  coalesce(t.supporters, 0) AS supporters, coalesce(h.houses, 0) AS houses,
  coalesce(h.visited, 0) AS visited, h.counted_at`;

const COUNT_COLUMNS = `
  grade, count(*) AS booths, sum(voters) AS voters, sum(houses) AS houses,
  sum(visited) AS visited, sum(supporters) AS supporters, sum(voted) AS voted,
  sum(polled) AS polled, min(counted_at) AS counted_at`;

const GRADE_WHERE: Record<GradeFilter, string> = {
  A: "grade = 'A'",
  B: "grade = 'B'",
  C: "grade = 'C'",
  D: "grade = 'D'",
  CD: "grade IN ('C', 'D')",
  none: 'grade IS NULL',
};

type Raw = Record<string, unknown>;
const n = (v: unknown) => Number(v ?? 0);

function rowOf(r: Raw): BoothGradeRow {
  return {
    electionId: String(r.election_id),
    boothPath: String(r.booth_path),
    boothName: String(r.booth_name),
    boothNameHi: typeof r.booth_name_hi === 'string' ? r.booth_name_hi : null,
    grade: (r.grade as Grade | null) ?? null,
    margin: r.margin === null || r.margin === undefined ? null : Number(r.margin),
    ourVotes: n(r.our_votes),
    rivalVotes: n(r.rival_votes),
    stations: n(r.stations),
    voters: n(r.voters),
    votedNow: n(r.voted),
    polledLast: n(r.polled),
    houses: n(r.houses),
    housesVisited: n(r.visited),
    supporters: n(r.supporters),
  };
}

function countOf(r: Raw): GradeCount {
  return {
    grade: (r.grade as Grade | null) ?? null,
    booths: n(r.booths),
    voters: n(r.voters),
    houses: n(r.houses),
    housesVisited: n(r.visited),
    supporters: n(r.supporters),
    votedNow: n(r.voted),
    polledLast: n(r.polled),
  };
}

/** `column` inside `area` ('' = everywhere), as SQL with parameters from `$first`. */
function inArea(column: string, area: string, first: number) {
  if (area === '') return { sql: 'TRUE', params: [] as unknown[] };
  return {
    sql: `(${column} = $${first} OR (${column} >= $${first + 1} AND ${column} < $${first + 2}))`,
    params: [area, `${area}/`, `${area}0`],
  };
}

export async function boothGradeReport(
  db: Queryable,
  scope: ReportScope,
): Promise<BoothGradeReport> {
  const params: unknown[] = [];
  let which: string;
  if (scope.election !== undefined) {
    params.push(scope.election);
    which = 'e.id = $1';
  } else {
    params.push(scope.kind, scope.year);
    which = 'e.kind = $1 AND e.year = $2';
  }
  const boothArea = inArea('g.booth_path', scope.area, params.length + 1);
  params.push(...boothArea.params);
  const tallyArea = inArea('scope', scope.area, params.length + 1);
  params.push(...tallyArea.params);
  const filters: string[] = [];
  if (scope.grade) filters.push(GRADE_WHERE[scope.grade]);
  if (scope.search) {
    params.push(`%${scope.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    filters.push(`(booth_name ILIKE $${params.length} OR booth_name_hi ILIKE $${params.length})`);
  }
  params.push(scope.pageSize, (scope.page - 1) * scope.pageSize);
  const limit = `$${params.length - 1}`;
  const offset = `$${params.length}`;
  const shown = filters.length ? filters.join(' AND ') : 'TRUE';
  const { rows } = await db.query<{ report: Raw }>(
    `WITH c AS MATERIALIZED (
       SELECT ${REPORT_COLUMNS}
       FROM booth_grades g JOIN form20_elections e ON e.id = g.election_id
       ${REPORT_JOINS.replace('{area:scope}', tallyArea.sql)}
       WHERE ${which} AND ${boothArea.sql}
     )
     SELECT json_build_object(
       'elections', (SELECT count(DISTINCT election_id) FROM c),
       'counts', (SELECT coalesce(json_agg(x ORDER BY x.grade NULLS LAST), '[]'::json)
                  FROM (SELECT ${COUNT_COLUMNS} FROM c GROUP BY grade) x),
       'total', (SELECT count(*) FROM c WHERE ${shown}),
       'rows', (SELECT coalesce(json_agg(p), '[]'::json) FROM (
                 SELECT * FROM c WHERE ${shown}
                 ORDER BY first_part NULLS LAST, booth_path, election_id LIMIT ${limit} OFFSET ${offset}) p)
     ) AS report`,
    params,
  );
  const report = rows[0]!.report as {
    elections: number;
    counts: Raw[];
    total: number;
    rows: Raw[];
  };
  const countedAt = report.counts
    .map((c) => c.counted_at as string | null)
    .filter((d): d is string => !!d)
    .sort()[0];
  return {
    elections: n(report.elections),
    counts: report.counts.map(countOf),
    total: n(report.total),
    rows: report.rows.map(rowOf),
    housesCountedAt: countedAt ? new Date(countedAt).toISOString() : null,
  };
}

/**
 * The dashboard's counts: for each kind and year of election graded inside the area, the
 * booths by grade with their coverage, newest first (at most three).
 */
export async function gradeOverview(db: Queryable, area: string): Promise<GradeOverview[]> {
  const boothArea = inArea('g.booth_path', area, 1);
  const tallyArea = inArea('scope', area, 1 + boothArea.params.length);
  const { rows } = await db.query<Raw>(
    `WITH c AS MATERIALIZED (
       SELECT e.kind, e.year, ${REPORT_COLUMNS}
       FROM booth_grades g JOIN form20_elections e ON e.id = g.election_id
       ${REPORT_JOINS.replace('{area:scope}', tallyArea.sql)}
       WHERE e.graded_at IS NOT NULL AND ${boothArea.sql}
     ), latest AS (
       SELECT kind, year, count(DISTINCT election_id) AS elections
       FROM c GROUP BY kind, year ORDER BY year DESC, kind LIMIT 3
     )
     SELECT l.kind AS election_kind, l.year AS election_year, l.elections, ${COUNT_COLUMNS}
     FROM c JOIN latest l ON l.kind = c.kind AND l.year = c.year
     GROUP BY l.kind, l.year, l.elections, c.grade
     ORDER BY l.year DESC, l.kind, c.grade NULLS LAST`,
    [...boothArea.params, ...tallyArea.params],
  );
  const out: GradeOverview[] = [];
  for (const r of rows) {
    const kind = r.election_kind as ElectionKind;
    const year = n(r.election_year);
    let entry = out.find((o) => o.kind === kind && o.year === year);
    if (!entry) out.push((entry = { kind, year, elections: n(r.elections), counts: [] }));
    entry.counts.push(countOf(r));
  }
  return out;
}

/** Each of these booths' grade under the latest graded election of its assembly. */
export async function gradeBadges(
  db: Queryable,
  paths: readonly string[],
): Promise<Record<string, Grade>> {
  if (!paths.length) return {};
  const { rows } = await db.query<{ booth_path: string; grade: Grade }>(
    `SELECT DISTINCT ON (g.booth_path) g.booth_path, g.grade
     FROM booth_grades g JOIN form20_elections e ON e.id = g.election_id
     WHERE g.booth_path = ANY($1::text[]) AND e.graded_at IS NOT NULL AND g.grade IS NOT NULL
     ORDER BY g.booth_path, e.year DESC, (e.kind = 'assembly') DESC, e.graded_at DESC`,
    [paths],
  );
  return Object.fromEntries(rows.map((r) => [r.booth_path, r.grade]));
}
