// The counts by grade of each election, kept (booth_grade_counts): the booths of each grade
// with their coverage summed — voters, houses and houses visited, supporters, voted now, votes
// polled last time. A state's report then adds up a few rows per assembly. The coverage moves
// all campaign long, so the counts are counted again when older than COUNTS_MAX_AGE_MS: an
// election without counts is counted before the report answers (a few hundred booths), older
// ones after it, in the background, one run at a time.
import type { Queryable } from '../../db/database.ts';

/** Counts older than this are counted again after the report that found them. */
export const COUNTS_MAX_AGE_MS = 60 * 1000;

/** Count these elections' booths by grade with their coverage, replacing their counts. */
export async function countGrades(db: Queryable, electionIds: readonly string[]): Promise<void> {
  if (!electionIds.length) return;
  // Grades that no booth has any more must not keep their old counts.
  await db.query('DELETE FROM booth_grade_counts WHERE election_id = ANY($1::uuid[])', [
    electionIds,
  ]);
  await db.query(
    `WITH g AS MATERIALIZED (
       SELECT election_id, booth_path, coalesce(grade, 'none') AS grade, polled
       FROM booth_grades WHERE election_id = ANY($1::uuid[])
     ), t AS (
       SELECT scope, sum(voters) AS voters, sum(voted) AS voted, sum(supporters) AS supporters
       FROM field_part_tallies WHERE scope IN (SELECT booth_path FROM g) GROUP BY scope
     )
     INSERT INTO booth_grade_counts (election_id, grade, booths, voters, houses, visited,
       supporters, voted, polled, houses_counted_at, counted_at)
     SELECT g.election_id, g.grade, count(*), coalesce(sum(t.voters), 0),
       coalesce(sum(h.houses), 0), coalesce(sum(h.visited), 0), coalesce(sum(t.supporters), 0),
       coalesce(sum(t.voted), 0), coalesce(sum(g.polled), 0), min(h.counted_at), now()
     FROM g LEFT JOIN t ON t.scope = g.booth_path
     LEFT JOIN booth_houses h ON h.booth_path = g.booth_path
     GROUP BY g.election_id, g.grade
     ON CONFLICT (election_id, grade) DO UPDATE SET booths = EXCLUDED.booths,
       voters = EXCLUDED.voters, houses = EXCLUDED.houses, visited = EXCLUDED.visited,
       supporters = EXCLUDED.supporters, voted = EXCLUDED.voted, polled = EXCLUDED.polled,
       houses_counted_at = EXCLUDED.houses_counted_at, counted_at = EXCLUDED.counted_at`,
    [electionIds],
  );
}

/** Of these elections: those never counted, and those counted too long ago. */
export async function uncounted(
  db: Queryable,
  electionIds: readonly string[],
): Promise<{ missing: string[]; stale: string[] }> {
  if (!electionIds.length) return { missing: [], stale: [] };
  const { rows } = await db.query<{ election_id: string; old: boolean }>(
    `SELECT election_id, min(counted_at) < now() - ($2::int * interval '1 millisecond') AS old
     FROM booth_grade_counts WHERE election_id = ANY($1::uuid[]) GROUP BY election_id`,
    [electionIds, COUNTS_MAX_AGE_MS],
  );
  const seen = new Map(rows.map((r) => [r.election_id, r.old]));
  return {
    missing: electionIds.filter((id) => !seen.has(id)),
    stale: electionIds.filter((id) => seen.get(id) === true),
  };
}

let running: Promise<void> | null = null;

/**
 * Count these elections again unless a count is running (its promise is returned then): the
 * report's answer never waits for it. Tests wait for the promise.
 */
export function countGradesLater(db: Queryable, electionIds: readonly string[]): Promise<void> {
  if (running) return running;
  running = countGrades(db, electionIds).finally(() => {
    running = null;
  });
  return running;
}
