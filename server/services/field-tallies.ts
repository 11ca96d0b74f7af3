// Turnout and coverage per part for coordinators (issue 11), kept up to date inside the push
// transaction: each voter's current field state (latest mark, latest visit — the same fold as
// the phones', field-work.ts) and counters per (voter scope, part) and per polling hour.
// A push changes a voter's state; the counters move by the difference between the voter's
// contribution before and after, so a coordinator's query reads counters, never marks.
import {
  POLL_HOUR_OFFSET_MINUTES,
  pollHourStart,
  type Leaning,
} from '../../src/domain/field-work.ts';
import type { Queryable } from '../db/database.ts';
import type { RecordState } from './sync-store.ts';

type VoterState = {
  voter_id: string;
  scope: string | null;
  part: number;
  mark_at: string | null;
  mark_id: string | null;
  voted: boolean;
  visit_at: string | null;
  visit_id: string | null;
  leaning: Leaning | null;
};

const TALLIED = new Set(['voters', 'voteMarks', 'visits']);

const blank = (voterId: string): VoterState => ({
  voter_id: voterId,
  scope: null,
  part: 0,
  mark_at: null,
  mark_id: null,
  voted: false,
  visit_at: null,
  visit_id: null,
  leaning: null,
});

/** Later by time, then by id: the order every phone folds entries in. */
const isLater = (at: string, id: string, haveAt: string | null, haveId: string | null) =>
  haveAt === null || at > haveAt || (at === haveAt && id > (haveId ?? ''));

/** One record's effect on its voter's state. */
function applyRecord(state: VoterState, r: RecordState): VoterState {
  const f = r.fields;
  if (r.table === 'voters') {
    const part = typeof f.partNumber === 'number' ? Math.trunc(f.partNumber) : 0;
    return r.deleted ? { ...state, scope: null } : { ...state, scope: r.scope, part };
  }
  if (r.table === 'voteMarks') {
    const at = String(f.markedAt);
    if (!isLater(at, r.id, state.mark_at, state.mark_id)) return state;
    return { ...state, mark_at: at, mark_id: r.id, voted: f.voted === true };
  }
  const at = String(f.visitedAt);
  if (!isLater(at, r.id, state.visit_at, state.visit_id)) return state;
  return { ...state, visit_at: at, visit_id: r.id, leaning: (f.leaning as Leaning) ?? 'unknown' };
}

type Counts = {
  voters: number;
  voted: number;
  contacted: number;
  supporters: number;
  supporters_voted: number;
};

/** Add (sign 1) or take away (sign -1) a voter's contribution to the counters. */
function addContribution(
  parts: Map<string, { scope: string; part: number } & Counts>,
  hours: Map<string, { scope: string; part: number; hour: string; voted: number }>,
  s: VoterState,
  sign: 1 | -1,
): void {
  if (s.scope === null) return;
  const key = `${s.part}|${s.scope}`;
  const row = parts.get(key) ?? {
    scope: s.scope,
    part: s.part,
    voters: 0,
    voted: 0,
    contacted: 0,
    supporters: 0,
    supporters_voted: 0,
  };
  const supporter = s.leaning === 'supporter';
  row.voters += sign;
  if (s.voted) row.voted += sign;
  if (s.visit_at !== null) row.contacted += sign;
  if (supporter) row.supporters += sign;
  if (supporter && s.voted) row.supporters_voted += sign;
  parts.set(key, row);
  if (!s.voted || s.mark_at === null) return;
  const hour = pollHourStart(s.mark_at);
  const hourKey = `${key}|${hour}`;
  const h = hours.get(hourKey) ?? { scope: s.scope, part: s.part, hour, voted: 0 };
  h.voted += sign;
  hours.set(hourKey, h);
}

const voterOf = (r: RecordState): string =>
  (r.table === 'voters' ? r.id : String(r.fields.voterId)).toLowerCase();

/**
 * Move the tallies by what these written records change. Call in the push transaction after
 * the records are written, with the version lock held: pushes are serialised there, so the
 * read-modify-write of voter states and counters never races another push.
 */
export async function updateFieldTallies(tx: Queryable, written: RecordState[]): Promise<void> {
  const relevant = written.filter((r) => TALLIED.has(r.table));
  if (!relevant.length) return;
  const ids = [...new Set(relevant.map(voterOf))];
  const { rows } = await tx.query<VoterState>(
    `SELECT voter_id, scope, part, mark_at, mark_id, voted, visit_at, visit_id, leaning
     FROM field_voter_state WHERE voter_id = ANY($1::uuid[])`,
    [ids],
  );
  const before = new Map(rows.map((s) => [s.voter_id, s]));
  const after = new Map<string, VoterState>();
  for (const r of relevant) {
    const id = voterOf(r);
    after.set(id, applyRecord(after.get(id) ?? before.get(id) ?? blank(id), r));
  }
  const parts = new Map<string, { scope: string; part: number } & Counts>();
  const hours = new Map<string, { scope: string; part: number; hour: string; voted: number }>();
  for (const [id, s] of after) {
    const old = before.get(id);
    if (old) addContribution(parts, hours, old, -1);
    addContribution(parts, hours, s, 1);
  }
  await tx.query(
    `INSERT INTO field_voter_state (voter_id, scope, part, mark_at, mark_id, voted, visit_at, visit_id, leaning)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(voter_id uuid, scope text, part integer,
       mark_at text, mark_id uuid, voted boolean, visit_at text, visit_id uuid, leaning text)
     ON CONFLICT (voter_id) DO UPDATE SET scope = EXCLUDED.scope, part = EXCLUDED.part,
       mark_at = EXCLUDED.mark_at, mark_id = EXCLUDED.mark_id, voted = EXCLUDED.voted,
       visit_at = EXCLUDED.visit_at, visit_id = EXCLUDED.visit_id, leaning = EXCLUDED.leaning`,
    [JSON.stringify([...after.values()])],
  );
  const moved = [...parts.values()].filter(
    (p) => p.voters || p.voted || p.contacted || p.supporters || p.supporters_voted,
  );
  if (moved.length)
    await tx.query(
      `INSERT INTO field_part_tallies AS t (scope, part, voters, voted, contacted, supporters, supporters_voted)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(scope text, part integer, voters integer,
         voted integer, contacted integer, supporters integer, supporters_voted integer)
       ON CONFLICT (scope, part) DO UPDATE SET voters = t.voters + EXCLUDED.voters,
         voted = t.voted + EXCLUDED.voted, contacted = t.contacted + EXCLUDED.contacted,
         supporters = t.supporters + EXCLUDED.supporters,
         supporters_voted = t.supporters_voted + EXCLUDED.supporters_voted`,
      [JSON.stringify(moved)],
    );
  const movedHours = [...hours.values()].filter((h) => h.voted);
  if (movedHours.length)
    await tx.query(
      `INSERT INTO field_hour_tallies AS t (scope, part, hour, voted)
       SELECT * FROM jsonb_to_recordset($1::jsonb)
         AS x(scope text, part integer, hour timestamptz, voted integer)
       ON CONFLICT (scope, part, hour) DO UPDATE SET voted = t.voted + EXCLUDED.voted`,
      [JSON.stringify(movedHours)],
    );
}

/** The start of the polling hour of a text time column, in SQL (as pollHourStart). */
const HOUR_SQL = `to_timestamp(floor((extract(epoch FROM mark_at::timestamptz) + ${
  POLL_HOUR_OFFSET_MINUTES * 60
}) / 3600) * 3600 - ${POLL_HOUR_OFFSET_MINUTES * 60})`;

/**
 * The latest entry per voter of a field table, in SQL (as latestEntries), leaving out entries
 * set aside for naming a voter outside their writer's area (013_field_entry_exclusions.sql).
 */
const latest = (table: string, time: string, extra: string) =>
  `SELECT DISTINCT ON (fields ->> 'voterId') (fields ->> 'voterId')::uuid AS voter_id, id,
     fields ->> '${time}' COLLATE "C" AS at, ${extra}
   FROM records r WHERE tbl = '${table}'
     AND NOT EXISTS (SELECT 1 FROM field_entry_exclusions x WHERE x.tbl = r.tbl AND x.id = r.id)
   ORDER BY fields ->> 'voterId', fields ->> '${time}' COLLATE "C" DESC, id DESC`;

/**
 * Refill the tallies from records: after the migration that creates them and after a restore.
 * The same fold as updateFieldTallies, set-based.
 */
export async function rebuildFieldTallies(tx: Queryable): Promise<void> {
  await tx.query('DELETE FROM field_hour_tallies');
  await tx.query('DELETE FROM field_part_tallies');
  await tx.query('DELETE FROM field_voter_state');
  await tx.query(
    `INSERT INTO field_voter_state (voter_id, scope, part, mark_at, mark_id, voted, visit_at, visit_id, leaning)
     SELECT ids.voter_id, v.scope,
       CASE WHEN jsonb_typeof(v.fields -> 'partNumber') = 'number'
         THEN trunc((v.fields ->> 'partNumber')::numeric)::integer ELSE 0 END,
       m.at, m.id, coalesce(m.voted, false), s.at, s.id, s.leaning
     FROM (SELECT id AS voter_id FROM records WHERE tbl = 'voters' AND NOT deleted
           UNION SELECT (fields ->> 'voterId')::uuid FROM records WHERE tbl IN ('voteMarks', 'visits')) ids
     LEFT JOIN records v ON v.tbl = 'voters' AND v.id = ids.voter_id AND NOT v.deleted
     LEFT JOIN (${latest('voteMarks', 'markedAt', "(fields ->> 'voted')::boolean AS voted")}) m
       ON m.voter_id = ids.voter_id
     LEFT JOIN (${latest('visits', 'visitedAt', "coalesce(fields ->> 'leaning', 'unknown') AS leaning")}) s
       ON s.voter_id = ids.voter_id`,
  );
  await tx.query(
    `INSERT INTO field_part_tallies (scope, part, voters, voted, contacted, supporters, supporters_voted)
     SELECT scope, part, count(*), count(*) FILTER (WHERE voted),
       count(*) FILTER (WHERE visit_at IS NOT NULL), count(*) FILTER (WHERE leaning = 'supporter'),
       count(*) FILTER (WHERE voted AND leaning = 'supporter')
     FROM field_voter_state WHERE scope IS NOT NULL GROUP BY scope, part`,
  );
  await tx.query(
    `INSERT INTO field_hour_tallies (scope, part, hour, voted)
     SELECT scope, part, ${HOUR_SQL}, count(*)
     FROM field_voter_state WHERE scope IS NOT NULL AND voted GROUP BY 1, 2, 3`,
  );
}

/**
 * CTEs that move the tallies of voters changing scope, for a statement that already has a CTE
 * named `moves` with (tbl, id, from_scope, to_scope) rows (record-homes.ts): each moved voter's
 * contribution leaves (from_scope, part) and joins (to_scope, part), set-based, however many
 * voters move. Their state rows take the new scope.
 */
export const MOVE_TALLIES_CTES = `moved_states AS (
    UPDATE field_voter_state s SET scope = m.to_scope FROM moves m
    WHERE m.tbl = 'voters' AND s.voter_id = m.id AND s.scope IS NOT NULL
    RETURNING m.from_scope, m.to_scope, s.part, s.voted, s.mark_at, s.visit_at, s.leaning
  ),
  signed AS (
    SELECT from_scope AS scope, -1 AS sign, part, voted, mark_at, visit_at, leaning FROM moved_states
    UNION ALL
    SELECT to_scope, 1, part, voted, mark_at, visit_at, leaning FROM moved_states
  ),
  moved_parts AS (
    INSERT INTO field_part_tallies AS t (scope, part, voters, voted, contacted, supporters, supporters_voted)
    SELECT scope, part, sum(sign), coalesce(sum(sign) FILTER (WHERE voted), 0),
      coalesce(sum(sign) FILTER (WHERE visit_at IS NOT NULL), 0),
      coalesce(sum(sign) FILTER (WHERE leaning = 'supporter'), 0),
      coalesce(sum(sign) FILTER (WHERE voted AND leaning = 'supporter'), 0)
    FROM signed GROUP BY scope, part
    ON CONFLICT (scope, part) DO UPDATE SET voters = t.voters + EXCLUDED.voters,
      voted = t.voted + EXCLUDED.voted, contacted = t.contacted + EXCLUDED.contacted,
      supporters = t.supporters + EXCLUDED.supporters,
      supporters_voted = t.supporters_voted + EXCLUDED.supporters_voted
  ),
  moved_hours AS (
    INSERT INTO field_hour_tallies AS t (scope, part, hour, voted)
    SELECT scope, part, ${HOUR_SQL}, sum(sign) FROM signed
    WHERE voted AND mark_at IS NOT NULL GROUP BY 1, 2, 3
    ON CONFLICT (scope, part, hour) DO UPDATE SET voted = t.voted + EXCLUDED.voted
  )`;
