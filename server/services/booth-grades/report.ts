// The grade report (GET /api/booth-grades): each booth's grade under an election (or under one
// kind and year of election across the assemblies of an area) with the coverage that matters
// for it — the voters on today's roll, houses visited, supporters found, voted on poll day
// against the votes polled last time — and the counts by grade. The grades are kept per
// election (booth_grades, written when the rule is set) and so are their counts by grade with
// the coverage summed (booth_grade_counts, counts.ts): a state's counts add up a few rows per
// assembly, and its page of booths is read in the index's order, 25 booths joined to their
// tallies (field_part_tallies, kept by the push) and houses (booth_houses), not 160,000
// (bench/form20 measures it). An area inside one assembly is counted as asked.
//
// Extending a row (a booth committee's state, issue 46 deliver 3–4): add a LEFT JOIN to
// REPORT_JOINS keyed on g.booth_path, its columns to REPORT_COLUMNS and to BoothGradeRow
// (src/domain/form20/report.ts); for the counts, a column of booth_grade_counts summed in
// counts.ts and KEPT_COUNTS, and its sum in COUNT_COLUMNS.
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
import { countGrades, uncounted } from './counts.ts';

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

/** The coverage joined to each booth of a page: its tallies summed, and its houses. */
const REPORT_JOINS = `
  LEFT JOIN LATERAL (
    SELECT sum(voters) AS voters, sum(voted) AS voted, sum(supporters) AS supporters
    FROM field_part_tallies t WHERE t.scope = g.booth_path
  ) t ON TRUE
  LEFT JOIN booth_houses h ON h.booth_path = g.booth_path
  LEFT JOIN committee_booth_status cs ON cs.booth_path = g.booth_path`;

const REPORT_COLUMNS = `
  g.election_id, g.booth_path, g.booth_name, g.booth_name_hi, g.grade, g.margin, g.our_votes,
  g.rival_votes, g.stations, g.polled, g.first_part, coalesce(t.voters, 0) AS voters,
  coalesce(t.voted, 0) AS voted, coalesce(t.supporters, 0) AS supporters,
  coalesce(h.houses, 0) AS houses, coalesce(h.visited, 0) AS visited, h.counted_at,
  coalesce(cs.complete, false) AS committee_complete,
  coalesce(cs.verified, false) AS committee_verified`;

const COUNT_COLUMNS = `
  grade, count(*) AS booths, sum(voters) AS voters, sum(houses) AS houses,
  sum(visited) AS visited, sum(supporters) AS supporters, sum(voted) AS voted,
  sum(polled) AS polled, min(counted_at) AS counted_at`;

/** The kept counts (counts.ts) added up over elections, in the shape of COUNT_COLUMNS. */
const KEPT_COUNTS = `
  nullif(grade, 'none') AS grade, sum(booths) AS booths, sum(voters) AS voters,
  sum(houses) AS houses, sum(visited) AS visited, sum(supporters) AS supporters,
  sum(voted) AS voted, sum(polled) AS polled, min(houses_counted_at) AS counted_at`;

const GRADE_WHERE: Record<GradeFilter, string> = {
  A: "g.grade = 'A'",
  B: "g.grade = 'B'",
  C: "g.grade = 'C'",
  D: "g.grade = 'D'",
  CD: "g.grade IN ('C', 'D')",
  none: 'g.grade IS NULL',
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
    committeeComplete: r.committee_complete === true,
    committeeVerified: r.committee_verified === true,
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

/** Whole assemblies lie in the area (it is an assembly or above): their kept counts serve. */
const wholeAssemblies = (area: string) => area === '' || area.split('/').length <= 3;

/** The elections a report covers: one, or one kind and year of those overlapping the area. */
async function electionsOf(db: Queryable, scope: ReportScope): Promise<string[]> {
  if (scope.election !== undefined) return [scope.election];
  const inside = inArea('assembly_path', scope.area, 3);
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM form20_elections
     WHERE kind = $1 AND year = $2 AND (${inside.sql}${scope.area ? ` OR starts_with($3, assembly_path || '/')` : ''})`,
    [scope.kind, scope.year, ...inside.params],
  );
  return rows.map((r) => r.id);
}

/**
 * The counts by grade of these elections' booths inside `area`: the kept counts when the area
 * holds whole assemblies (those never counted are counted first; `later` gets the stale ones),
 * else counted now (the booths of part of one assembly).
 */
async function countsOf(
  db: Queryable,
  ids: readonly string[],
  area: string,
  later: (stale: string[]) => void,
): Promise<Raw[]> {
  if (wholeAssemblies(area)) {
    const { missing, stale } = await uncounted(db, ids);
    await countGrades(db, missing);
    if (stale.length) later(stale);
    const { rows } = await db.query<Raw>(
      `SELECT ${KEPT_COUNTS} FROM booth_grade_counts WHERE election_id = ANY($1::uuid[])
       GROUP BY grade ORDER BY grade`,
      [ids],
    );
    return rows;
  }
  const boothArea = inArea('g.booth_path', area, 2);
  const { rows } = await db.query<Raw>(
    `SELECT ${COUNT_COLUMNS} FROM (
       SELECT ${REPORT_COLUMNS} FROM booth_grades g ${REPORT_JOINS}
       WHERE g.election_id = ANY($1::uuid[]) AND ${boothArea.sql}
     ) c GROUP BY grade ORDER BY grade NULLS LAST`,
    [ids, ...boothArea.params],
  );
  return rows;
}

export type ReportOptions = {
  /** Elections whose kept counts are old: count them again after answering. */
  later?: (stale: string[]) => void;
};

export async function boothGradeReport(
  db: Queryable,
  scope: ReportScope,
  options: ReportOptions = {},
): Promise<BoothGradeReport> {
  const ids = await electionsOf(db, scope);
  const params: unknown[] = [ids];
  const boothArea = inArea('g.booth_path', scope.area, 2);
  params.push(...boothArea.params);
  const filters = [boothArea.sql];
  if (scope.grade) filters.push(GRADE_WHERE[scope.grade]);
  if (scope.search) {
    params.push(`%${scope.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    filters.push(
      `(g.booth_name ILIKE $${params.length} OR g.booth_name_hi ILIKE $${params.length})`,
    );
  }
  const where = `g.election_id = ANY($1::uuid[]) AND ${filters.join(' AND ')}`;
  const [counts, total, page] = await Promise.all([
    countsOf(db, ids, scope.area, options.later ?? (() => undefined)),
    db.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM booth_grades g WHERE ${where}`,
      params,
    ),
    // The page first (the index gives the order), then its coverage: 25 booths, not a state.
    db.query<Raw>(
      `SELECT ${REPORT_COLUMNS}
       FROM (SELECT * FROM booth_grades g WHERE ${where}
             ORDER BY g.first_part NULLS LAST, g.booth_path, g.election_id
             LIMIT $${params.length + 1} OFFSET $${params.length + 2}) g
       ${REPORT_JOINS}
       ORDER BY g.first_part NULLS LAST, g.booth_path, g.election_id`,
      [...params, scope.pageSize, (scope.page - 1) * scope.pageSize],
    ),
  ]);
  const countedAt = counts
    .map((c) => c.counted_at as string | Date | null)
    .filter((d): d is string | Date => !!d)
    .map((d) => new Date(d).toISOString())
    .sort()[0];
  return {
    elections: ids.length,
    counts: counts.map(countOf),
    total: n(total.rows[0]?.n),
    rows: page.rows.map(rowOf),
    housesCountedAt: countedAt ?? null,
  };
}

/**
 * The dashboard's counts: for each kind and year of election graded inside the area, the
 * booths by grade with their coverage, newest first (at most three).
 */
export async function gradeOverview(
  db: Queryable,
  area: string,
  options: ReportOptions = {},
): Promise<GradeOverview[]> {
  const inside = inArea('assembly_path', area, 1);
  const { rows: elections } = await db.query<{ id: string; kind: ElectionKind; year: number }>(
    `SELECT id, kind, year FROM form20_elections
     WHERE graded_at IS NOT NULL AND (${inside.sql}${area ? ` OR starts_with($1, assembly_path || '/')` : ''})`,
    inside.params.length ? inside.params : [],
  );
  const kinds = [...new Map(elections.map((e) => [`${e.year}|${e.kind}`, e])).values()]
    .sort((a, b) => b.year - a.year || a.kind.localeCompare(b.kind))
    .slice(0, 3);
  const out: GradeOverview[] = [];
  for (const k of kinds) {
    const ids = elections.filter((e) => e.kind === k.kind && e.year === k.year).map((e) => e.id);
    const counts = await countsOf(db, ids, area, options.later ?? (() => undefined));
    out.push({ kind: k.kind, year: k.year, elections: ids.length, counts: counts.map(countOf) });
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
