// A coordinator's turnout and coverage (issue 11) read from the maintained tallies
// (field-tallies.ts): totals, the areas one level down (to drill into), each part and each
// polling hour, for one area inside the caller's own. Counters are per (voter scope, part),
// a few hundred rows for an assembly, so this is fast however many marks there are.
import type { FieldCounts, FieldSummary } from '../../src/domain/field-work.ts';
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

/** The summary of `area`; the caller has checked the area is inside the user's own. */
export async function fieldSummary(db: Queryable, area: string): Promise<FieldSummary> {
  const where = underArea(area);
  // The next path segment below the area names the child area a row belongs to.
  const childPath =
    area === ''
      ? `split_part(scope, '/', 1)`
      : `$1 || '/' || split_part(substr(scope, ${area.length + 2}), '/', 1)`;
  const [totals, children, parts, hours] = await Promise.all([
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
  ]);
  return {
    area,
    totals: counts(totals.rows[0]!),
    children: children.rows.map((r) => ({ path: r.path, ...counts(r) })),
    parts: parts.rows
      .map((r) => ({ part: Number(r.part), ...counts(r) }))
      .filter((p) => p.voters || p.voted || p.contacted),
    hours: hours.rows.map((r) => ({
      hour: new Date(r.hour).toISOString(),
      voted: Number(r.voted),
    })),
  };
}
