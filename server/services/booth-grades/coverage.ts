// Houses per booth, and how many have had a visit, for the grade report: households as
// src/domain/households.ts keys them (section and house number, else the address; a voter
// with neither is a house of one), a house visited when any of its voters has a visit. No
// tally holds houses, so the server counts them from the roll held in each booth and keeps
// the counts (booth_houses); the report shows when they were counted. An assembly's booths are
// counted after a Form 20 is imported or graded, and again when a report finds its counts
// older than HOUSES_MAX_AGE_MS — in the background, one assembly at a time, so a report never
// waits for a count.
import type { Queryable } from '../../db/database.ts';
import { householdKeys } from '../../../src/domain/households.ts';
import type { HouseholdVoter } from '../../../src/domain/households.ts';
import { assemblyBooths } from './booths.ts';

/** Counts older than this are counted again when a report reads them. */
export const HOUSES_MAX_AGE_MS = 15 * 60 * 1000;

type VoterRow = {
  id: string;
  part: unknown;
  section: unknown;
  section_name: unknown;
  house: unknown;
  address: unknown;
  serial: unknown;
  visited: boolean;
};

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** Count one booth's houses and visited houses from the voters placed in it. */
export async function countBoothHouses(
  db: Queryable,
  booth: string,
): Promise<{ houses: number; visited: number }> {
  const { rows } = await db.query<VoterRow>(
    `SELECT r.id, r.fields -> 'partNumber' AS part, r.fields -> 'sectionNumber' AS section,
            r.fields -> 'sectionName' AS section_name, r.fields -> 'houseno' AS house,
            r.fields -> 'address' AS address, r.fields -> 'serialNumber' AS serial,
            coalesce(s.visit_at IS NOT NULL, false) AS visited
     FROM records r LEFT JOIN field_voter_state s ON s.voter_id = r.id
     WHERE r.tbl = 'voters' AND NOT r.deleted AND r.scope = $1`,
    [booth],
  );
  const keyOf = householdKeys();
  const houses = new Map<string, boolean>();
  for (const r of rows) {
    const v: HouseholdVoter = {
      partNumber: num(r.part),
      sectionNumber: num(r.section),
      sectionName: text(r.section_name),
      houseno: text(r.house) ?? (typeof r.house === 'number' ? String(r.house) : undefined),
      address: text(r.address),
      serialNumber: num(r.serial),
    };
    const key = keyOf(v) || `\u0000${r.id}`;
    houses.set(key, (houses.get(key) ?? false) || r.visited);
  }
  let visited = 0;
  for (const v of houses.values()) if (v) visited++;
  return { houses: houses.size, visited };
}

/** Count every booth of the assembly and keep the counts. */
export async function countAssemblyHouses(db: Queryable, assembly: string): Promise<number> {
  const booths = await assemblyBooths(db, assembly);
  const counted: { booth_path: string; houses: number; visited: number }[] = [];
  for (const b of booths)
    counted.push({ booth_path: b.path, ...(await countBoothHouses(db, b.path)) });
  if (counted.length)
    await db.query(
      `INSERT INTO booth_houses (booth_path, houses, visited, counted_at)
       SELECT booth_path, houses, visited, now()
       FROM jsonb_to_recordset($1::jsonb) AS x(booth_path text, houses integer, visited integer)
       ON CONFLICT (booth_path) DO UPDATE SET houses = EXCLUDED.houses,
         visited = EXCLUDED.visited, counted_at = EXCLUDED.counted_at`,
      [JSON.stringify(counted)],
    );
  // The elections of this assembly count their houses again at the next report.
  await db.query(
    `DELETE FROM booth_grade_counts WHERE election_id IN
       (SELECT id FROM form20_elections WHERE assembly_path = $1)`,
    [assembly],
  );
  return counted.length;
}

const running = new Map<string, Promise<number>>();

/**
 * Count the assembly's houses unless a count of it is running already; the promise settles
 * when it is done (tests wait for it; routes do not). A failure is logged by the caller.
 */
export function countHousesOnce(db: Queryable, assembly: string): Promise<number> {
  const busy = running.get(assembly);
  if (busy) return busy;
  const run = countAssemblyHouses(db, assembly).finally(() => running.delete(assembly));
  running.set(assembly, run);
  return run;
}

/** Assemblies of these elections whose houses were never counted or are older than allowed. */
export async function staleAssemblies(
  db: Queryable,
  electionIds: readonly string[],
): Promise<string[]> {
  if (!electionIds.length) return [];
  const { rows } = await db.query<{ assembly_path: string }>(
    `SELECT e.assembly_path FROM form20_elections e
     JOIN booth_grades g ON g.election_id = e.id
     LEFT JOIN booth_houses h ON h.booth_path = g.booth_path
     WHERE e.id = ANY($1::uuid[])
     GROUP BY e.assembly_path
     HAVING min(coalesce(h.counted_at, '-infinity')) < now() - ($2::int * interval '1 millisecond')`,
    [electionIds, HOUSES_MAX_AGE_MS],
  );
  return rows.map((r) => r.assembly_path);
}
