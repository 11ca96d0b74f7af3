// Every booth of an election's assembly graded (src/domain/form20/grades.ts): the stations
// matched again to the booths as the areas hold them now, their votes added up per booth, the
// grade under the election's rule, and the rows of booth_grades replaced in one transaction.
// A few hundred booths per assembly, so this runs in the request; the report then reads
// booth_grades, never the stations.
import type { Queryable } from '../../db/database.ts';
import type { BoothVotes, GradeRule } from '../../../src/domain/form20/grades.ts';
import { addVotes, gradeBooth } from '../../../src/domain/form20/grades.ts';
import { assemblyBooths, matchStations } from './booths.ts';

type StationRow = {
  position: number;
  station: string;
  part: number;
  line: number;
  votes: number[];
  nota: number;
  rejected: number;
};

type ElectionRow = {
  assembly_path: string;
  candidates: unknown[];
  our_candidate: number | null;
  won_by: string | number;
  lost_by: string | number;
};

/** Match and grade; call inside a transaction. False when the election is gone. */
export async function gradeElection(tx: Queryable, electionId: string): Promise<boolean> {
  const { rows: found } = await tx.query<ElectionRow>(
    `SELECT assembly_path, candidates, our_candidate, won_by, lost_by
     FROM form20_elections WHERE id = $1 FOR UPDATE`,
    [electionId],
  );
  const election = found[0];
  if (!election) return false;
  const { rows: stations } = await tx.query<StationRow>(
    `SELECT position, station, part, line, votes, nota, rejected
     FROM form20_stations WHERE election_id = $1 ORDER BY position`,
    [electionId],
  );
  const booths = await assemblyBooths(tx, election.assembly_path);
  const matched = matchStations(stations, booths);
  await tx.query(
    `UPDATE form20_stations s SET booth_path = m.booth_path, unmatched = m.unmatched
     FROM jsonb_to_recordset($2::jsonb) AS m(position integer, booth_path text, unmatched text)
     WHERE s.election_id = $1 AND s.position = m.position`,
    [
      electionId,
      JSON.stringify(
        stations.map((s) => {
          const m = matched.get(s.position)!;
          return 'booth' in m
            ? { position: s.position, booth_path: m.booth, unmatched: null }
            : { position: s.position, booth_path: null, unmatched: m.reason };
        }),
      ),
    ],
  );
  const byBooth = new Map<string, StationRow[]>();
  for (const s of stations) {
    const m = matched.get(s.position)!;
    if ('booth' in m) byBooth.set(m.booth, [...(byBooth.get(m.booth) ?? []), s]);
  }
  const rule: GradeRule | null =
    election.our_candidate === null
      ? null
      : {
          ourCandidate: election.our_candidate,
          wonBy: Number(election.won_by),
          lostBy: Number(election.lost_by),
        };
  const width = election.candidates.length;
  const rows = booths.map((b) => {
    const own = byBooth.get(b.path) ?? [];
    const votes: BoothVotes = addVotes(own, width);
    const polled = own.reduce(
      (sum, s) => sum + s.votes.reduce((a, v) => a + v, 0) + s.nota + s.rejected,
      0,
    );
    const graded = rule && own.length ? gradeBooth(votes, rule) : null;
    return {
      booth_path: b.path,
      booth_name: b.name,
      booth_name_hi: b.nameHi,
      grade: graded?.grade ?? null,
      margin: graded?.margin ?? null,
      our_votes: graded?.ourVotes ?? 0,
      rival_votes: graded?.rivalVotes ?? 0,
      cast_votes: graded?.castVotes ?? votes.votes.reduce((a, v) => a + v, votes.nota),
      polled,
      stations: own.length,
      first_part: b.parts.length ? Math.min(...b.parts) : null,
    };
  });
  await tx.query('DELETE FROM booth_grades WHERE election_id = $1', [electionId]);
  // Its counts by grade are counted again when a report next asks (counts.ts).
  await tx.query('DELETE FROM booth_grade_counts WHERE election_id = $1', [electionId]);
  if (rows.length)
    await tx.query(
      `INSERT INTO booth_grades (election_id, booth_path, booth_name, booth_name_hi, grade, margin, our_votes,
         rival_votes, cast_votes, polled, stations, first_part)
       SELECT $1, booth_path, booth_name, booth_name_hi, grade, margin, our_votes, rival_votes, cast_votes,
              polled, stations, first_part
       FROM jsonb_to_recordset($2::jsonb) AS x(booth_path text, booth_name text, booth_name_hi text, grade text,
         margin numeric, our_votes integer, rival_votes integer, cast_votes integer,
         polled integer, stations integer, first_part integer)`,
      [electionId, JSON.stringify(rows)],
    );
  await tx.query(
    `UPDATE form20_elections SET graded_at = CASE WHEN our_candidate IS NULL THEN NULL ELSE now() END
     WHERE id = $1`,
    [electionId],
  );
  return true;
}
