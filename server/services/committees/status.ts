// Each booth's committee judged (evaluate.ts) and kept in committee_booth_status, which the
// report from booth to state sums. Written after every change to a booth's committee or its
// verifications, for every booth with seats when the definition changes, and again whenever
// a booth's committee is read or listed in the report (its team and pannas change through sync,
// which does not tell us). A booth without a row has no committee: neither complete nor verified.
import type { StoredDefinition } from '../../../src/domain/committees/definition.ts';
import type { CommitteeState } from '../../../src/domain/committees/evaluate.ts';
import { evaluateCommittee } from '../../../src/domain/committees/evaluate.ts';
import type { CommitteeSeat } from '../../../src/domain/committees/seats.ts';
import { seatFacts } from '../../../src/domain/committees/seats.ts';
import type { Queryable } from '../../db/database.ts';
import { readPannaCounts, readSeats } from './booth-facts.ts';
import { readDefinition } from './definition-store.ts';

/** Booths recomputed per round when the whole table is (a definition change, a restore). */
const BATCH = 2_000;

export type BoothJudgement = { state: CommitteeState; pannas: number; seats: CommitteeSeat[] };

/** Judge these booths now and store the result; booths without seats lose their row. */
export async function recomputeStatuses(
  db: Queryable,
  boothPaths: string[],
  definition?: StoredDefinition,
): Promise<Map<string, BoothJudgement>> {
  const out = new Map<string, BoothJudgement>();
  const paths = [...new Set(boothPaths)];
  if (!paths.length) return out;
  const def = definition ?? (await readDefinition(db));
  const [seats, pannas] = await Promise.all([readSeats(db, paths), readPannaCounts(db, paths)]);
  const rows: { path: string; state: CommitteeState }[] = [];
  for (const path of paths) {
    const booth = seats.get(path) ?? [];
    const count = pannas.get(path) ?? 0;
    const state = evaluateCommittee(def, booth.map(seatFacts), count);
    out.set(path, { state, pannas: count, seats: booth });
    if (booth.length) rows.push({ path, state });
  }
  const empty = paths.filter((p) => !seats.has(p));
  if (empty.length)
    await db.query('DELETE FROM committee_booth_status WHERE booth_path = ANY($1::text[])', [
      empty,
    ]);
  if (rows.length)
    await db.query(
      `INSERT INTO committee_booth_status
         (booth_path, complete, verified, seats, verified_seats, definition_version, updated_at)
       SELECT p, c, v, s, vs, $6, now()
       FROM unnest($1::text[], $2::boolean[], $3::boolean[], $4::int[], $5::int[])
         AS t(p, c, v, s, vs)
       ON CONFLICT (booth_path) DO UPDATE SET complete = EXCLUDED.complete,
         verified = EXCLUDED.verified, seats = EXCLUDED.seats,
         verified_seats = EXCLUDED.verified_seats,
         definition_version = EXCLUDED.definition_version, updated_at = now()`,
      [
        rows.map((r) => r.path),
        rows.map((r) => r.state.complete),
        rows.map((r) => r.state.verified),
        rows.map((r) => r.state.seats),
        rows.map((r) => r.state.verifiedSeats),
        def.version,
      ],
    );
  return out;
}

/** Every booth that has seats (or a status row), in rounds; returns how many were judged. */
export async function recomputeAllStatuses(db: Queryable): Promise<number> {
  const def = await readDefinition(db);
  let after = '';
  let judged = 0;
  for (;;) {
    const { rows } = await db.query<{ path: string }>(
      `SELECT path FROM (
         SELECT booth_path AS path FROM committee_seats WHERE booth_path > $1
         UNION SELECT booth_path FROM committee_booth_status WHERE booth_path > $1
       ) b ORDER BY path COLLATE "C" LIMIT $2`,
      [after, BATCH],
    );
    if (!rows.length) return judged;
    await recomputeStatuses(
      db,
      rows.map((r) => r.path),
      def,
    );
    judged += rows.length;
    after = rows.at(-1)!.path;
  }
}

/**
 * Committee complete and committee verified, per booth path, as last judged: for other
 * reports (the booth grades list them beside each C and D booth). Booths without a committee
 * are absent; read them as neither.
 */
export async function committeeStatuses(
  db: Queryable,
  boothPaths: string[],
): Promise<Map<string, { complete: boolean; verified: boolean }>> {
  if (!boothPaths.length) return new Map();
  const { rows } = await db.query<{ booth_path: string; complete: boolean; verified: boolean }>(
    `SELECT booth_path, complete, verified FROM committee_booth_status
     WHERE booth_path = ANY($1::text[])`,
    [[...new Set(boothPaths)]],
  );
  return new Map(rows.map((r) => [r.booth_path, { complete: r.complete, verified: r.verified }]));
}
