// A coordinator's turnout and coverage (issue 11) read from the maintained tallies
// (field-tallies.ts): totals, the areas one level down (to drill into), each part and each
// polling hour, for one area inside the caller's own. Counters are per (voter scope, part),
// a few hundred rows for an assembly, so this is fast however many marks there are.
import type { FieldCounts, FieldSummary, OfficerFigure } from '../../src/domain/field-work.ts';
import type { Grade } from '../../src/domain/form20/grades.ts';
import type { TurnoutSlot } from '../../src/domain/officer-turnout.ts';
import type { Queryable } from '../db/database.ts';

type CountRow = {
  voters: string | number;
  voted: string | number;
  contacted: string | number;
  supporters: string | number;
  supporters_voted: string | number;
};

const SUMS = `coalesce(sum(voters), 0) AS voters, coalesce(sum(voted), 0) AS voted,
  coalesce(sum(contacted), 0) AS contacted, coalesce(sum(supporters), 0) AS supporters,
  coalesce(sum(supporters_voted), 0) AS supporters_voted`;

const counts = (r: CountRow): FieldCounts => ({
  voters: Number(r.voters),
  voted: Number(r.voted),
  contacted: Number(r.contacted),
  supporters: Number(r.supporters),
  supportersVoted: Number(r.supporters_voted),
});

/** Rows of the area's subtree: its own scope and everything below (a btree range, C order). */
function underArea(area: string): { sql: string; params: unknown[] } {
  if (area === '') return { sql: 'TRUE', params: [] };
  return {
    sql: '(scope = $1 OR (scope >= $2 AND scope < $3))',
    params: [area, `${area}/`, `${area}0`],
  };
}

type OfficerRow = {
  part: number;
  votes: string | number;
  slot: TurnoutSlot;
  booths: string | number;
  party_voted: string | number;
};

/**
 * The officer's latest figure of each booth (scope, part) in the area — the latest slot, then
 * the latest entry of it — summed per part, with the party's own voted count of those booths.
 */
function officerFigures(db: Queryable, where: { sql: string; params: unknown[] }) {
  return db.query<OfficerRow>(
    `WITH latest AS (
       SELECT DISTINCT ON (scope, (fields ->> 'partNumber')::int)
              scope, (fields ->> 'partNumber')::int AS part,
              fields ->> 'slot' AS slot, (fields ->> 'votes')::int AS votes
       FROM records
       WHERE tbl = 'officerTurnout' AND NOT deleted AND ${where.sql}
       ORDER BY scope, 2, fields ->> 'slot' DESC, fields ->> 'reportedAt' DESC, id DESC
     )
     SELECT l.part, sum(l.votes) AS votes, max(l.slot) AS slot, count(*) AS booths,
            coalesce(sum(t.voted), 0) AS party_voted
     FROM latest l LEFT JOIN field_part_tallies t ON t.scope = l.scope AND t.part = l.part
     GROUP BY l.part ORDER BY l.part`,
    where.params,
  );
}

const officerOf = (r: OfficerRow): OfficerFigure => ({
  votes: Number(r.votes),
  slot: r.slot,
  booths: Number(r.booths),
  partyVoted: Number(r.party_voted),
});

type GradeRow = { part: number; grade: Grade; polled: string | number | null };

/**
 * Each part's grade (issue 46): its booth's under the latest graded election of it, as the Areas
 * badge picks (booth-grades/report.ts gradeBadges), and the votes polled last time at the part's
 * stations. A part number held by booths of two assemblies takes the lower grade (D before C).
 */
function partGrades(db: Queryable, where: { sql: string; params: unknown[] }) {
  return db.query<GradeRow>(
    `WITH latest AS (
       SELECT DISTINCT ON (g.booth_path) g.booth_path, g.grade, g.election_id
       FROM booth_grades g JOIN form20_elections e ON e.id = g.election_id
       WHERE e.graded_at IS NOT NULL AND g.grade IS NOT NULL
         AND ${where.sql.replaceAll('scope', 'g.booth_path')}
       ORDER BY g.booth_path, e.year DESC, (e.kind = 'assembly') DESC, e.graded_at DESC
     ), stations AS (
       SELECT s.booth_path, s.part,
              sum((SELECT coalesce(sum(v), 0) FROM unnest(s.votes) v) + s.nota + s.rejected)
                AS polled
       FROM form20_stations s
       JOIN latest l ON l.election_id = s.election_id AND l.booth_path = s.booth_path
       GROUP BY 1, 2
     )
     SELECT t.part, max(l.grade) AS grade, sum(st.polled) AS polled
     FROM (SELECT DISTINCT scope, part FROM field_part_tallies WHERE ${where.sql}) t
     JOIN latest l ON l.booth_path = t.scope
     LEFT JOIN stations st ON st.booth_path = t.scope AND st.part = t.part
     GROUP BY t.part`,
    where.params,
  );
}

/** The summary of `area`; the caller has checked the area is inside the user's own. */
export async function fieldSummary(db: Queryable, area: string): Promise<FieldSummary> {
  const where = underArea(area);
  // The next path segment below the area names the child area a row belongs to.
  const childPath =
    area === ''
      ? `split_part(scope, '/', 1)`
      : `$1 || '/' || split_part(substr(scope, ${area.length + 2}), '/', 1)`;
  const [totals, children, parts, hours, officer, grades] = await Promise.all([
    db.query<CountRow>(`SELECT ${SUMS} FROM field_part_tallies WHERE ${where.sql}`, where.params),
    db.query<CountRow & { path: string }>(
      `SELECT ${childPath} AS path, ${SUMS} FROM field_part_tallies
       WHERE ${where.sql} AND scope <> ${area === '' ? "''" : '$1'} GROUP BY 1 ORDER BY 1`,
      where.params,
    ),
    db.query<CountRow & { part: number }>(
      `SELECT part, ${SUMS} FROM field_part_tallies WHERE ${where.sql} GROUP BY part ORDER BY part`,
      where.params,
    ),
    db.query<{ hour: Date | string; voted: string | number }>(
      `SELECT hour, sum(voted) AS voted FROM field_hour_tallies WHERE ${where.sql}
       GROUP BY hour HAVING sum(voted) <> 0 ORDER BY hour`,
      where.params,
    ),
    officerFigures(db, where),
    partGrades(db, where),
  ]);
  const officerByPart = new Map(officer.rows.map((r) => [Number(r.part), r]));
  const gradeByPart = new Map(grades.rows.map((r) => [Number(r.part), r]));
  const reported = officer.rows.map(officerOf).reduce<OfficerFigure | null>(
    (sum, one) => ({
      votes: (sum?.votes ?? 0) + one.votes,
      slot: sum && sum.slot > one.slot ? sum.slot : one.slot,
      booths: (sum?.booths ?? 0) + one.booths,
      partyVoted: (sum?.partyVoted ?? 0) + one.partyVoted,
    }),
    null,
  );

  return {
    area,
    totals: counts(totals.rows[0]!),
    children: children.rows.map((r) => ({ path: r.path, ...counts(r) })),
    parts: parts.rows
      .map((r) => {
        const figure = officerByPart.get(Number(r.part));
        const graded = gradeByPart.get(Number(r.part));
        return {
          part: Number(r.part),
          ...counts(r),
          officer: figure ? officerOf(figure) : null,
          grade: graded?.grade ?? null,
          polledLast: graded && graded.polled !== null ? Number(graded.polled) : null,
        };
      })
      .filter((p) => p.voters || p.voted || p.contacted || p.officer),
    officer: reported,
    hours: hours.rows.map((r) => ({
      hour: new Date(r.hour).toISOString(),
      voted: Number(r.voted),
    })),
  };
}
