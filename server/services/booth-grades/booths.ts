// The booths of an assembly as the areas hold them (docs/architecture.md "Where roll records
// live"): live areas under the assembly that list roll parts (the record-homes rule places a
// part's voters in the one area of its assembly listing it, whatever its depth), and the
// booth-level areas that list none yet. A Form 20 station belongs to the one booth listing
// its part.
import type { Queryable } from '../../db/database.ts';
import type { UnmatchedStation } from '../../../src/domain/form20/report.ts';

export type BoothArea = { path: string; name: string; nameHi: string | null; parts: number[] };

/** Rows under `path` (itself excluded): a btree range on the C-collated scope. */
export const under = (path: string, first: number) => ({
  sql: `(scope >= $${first} AND scope < $${first + 1})`,
  params: [`${path}/`, `${path}0`],
});

const BOOTH_DEPTH = 6;

export async function assemblyBooths(db: Queryable, assembly: string): Promise<BoothArea[]> {
  const range = under(assembly, 1);
  const { rows } = await db.query<{
    path: string;
    name: string;
    name_hi: string | null;
    parts: unknown;
  }>(
    `SELECT fields ->> 'path' AS path, coalesce(fields ->> 'name', '') AS name,
            nullif(fields ->> 'nameHi', '') AS name_hi, fields -> 'parts' AS parts
     FROM records
     WHERE tbl = 'areas' AND NOT deleted AND ${range.sql}
       AND (array_length(string_to_array(scope, '/'), 1) = ${BOOTH_DEPTH}
            OR (jsonb_typeof(fields -> 'parts') = 'array'
                AND jsonb_array_length(fields -> 'parts') > 0))
     ORDER BY scope`,
    range.params,
  );
  return rows.map((r) => ({
    path: r.path,
    name: r.name || r.path,
    nameHi: r.name_hi,
    parts: Array.isArray(r.parts) ? r.parts.filter((p): p is number => Number.isInteger(p)) : [],
  }));
}

export type StationKey = { position: number; station: string; part: number; line: number };

/** Each station's booth by its part: the one booth listing it; else why none. */
export function matchStations(
  stations: readonly StationKey[],
  booths: readonly BoothArea[],
): Map<number, { booth: string } | { reason: UnmatchedStation['reason'] }> {
  const byPart = new Map<number, string[]>();
  for (const b of booths)
    for (const p of b.parts) byPart.set(p, [...(byPart.get(p) ?? []), b.path]);
  const seen = new Set<string>();
  const out = new Map<number, { booth: string } | { reason: UnmatchedStation['reason'] }>();
  for (const s of stations) {
    if (seen.has(s.station)) {
      out.set(s.position, { reason: 'repeated' });
      continue;
    }
    seen.add(s.station);
    const holders = byPart.get(s.part) ?? [];
    out.set(
      s.position,
      holders.length === 1
        ? { booth: holders[0]! }
        : { reason: holders.length ? 'twoBooths' : 'noBooth' },
    );
  }
  return out;
}
