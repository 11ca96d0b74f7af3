// Where a roll record lives (issue 20): every voter, panna, visit, vote mark, follow-up and
// officer's turnout figure of a part sits
// in the booth area holding that part, so the booth's phones get exactly their booth's roll,
// also when the booth is created or a part reassigned after the voters were imported.
// The server applies the same rule in SQL (server/services/record-homes.ts) whenever areas or
// roll records change; a test checks the two agree.
import type { AreaFields } from './areas.ts';
import { scopeContains } from './scope.ts';

/** Tables placed by their part number. Visits, vote marks and follow-ups follow their voter. */
export const PART_HOMED_TABLES = ['voters', 'pannas', 'officerTurnout'] as const;
/** Tables that live where the voter they name (`fields.voterId`) lives. */
export const VOTER_HOMED_TABLES = ['visits', 'voteMarks', 'followUps'] as const;
/** Field entries placed by the part they name: the writer's area must hold that part. */
export const PART_ENTRY_TABLES = ['pannas', 'officerTurnout'] as const;

const among = (tables: readonly string[]) => (table: string) => tables.includes(table);
export const isPartHomed = among(PART_HOMED_TABLES);
export const isVoterHomed = among(VOTER_HOMED_TABLES);
export const isPartEntry = among(PART_ENTRY_TABLES);

/** Depth of an assembly path: part numbers repeat from one assembly to the next. */
const ASSEMBLY_DEPTH = 3;

/**
 * Where booths are looked for, for a record placed at `scope`: its assembly (the first three
 * segments) when the record sits at assembly depth or below, else `scope` itself ('' = all).
 */
export function regionOf(scope: string): string {
  const segments = scope === '' ? [] : scope.split('/');
  return segments.length < ASSEMBLY_DEPTH ? scope : segments.slice(0, ASSEMBLY_DEPTH).join('/');
}

/** The roll part a record is about; null when it names none (it then stays where it is). */
export function rollPart(fields: { partNumber?: unknown }): number | null {
  const p = fields.partNumber;
  return typeof p === 'number' && Number.isFinite(p) ? Math.trunc(p) : null;
}

type Booth = Pick<AreaFields, 'path' | 'parts'> & { deleted?: boolean | 0 | 1 };

const holds = (booth: Booth, part: number): boolean =>
  !booth.deleted && (booth.parts ?? []).includes(part);

/**
 * The home of a record about `part` now placed at `scope`: the one live area inside its region
 * whose parts list the part; with none, or several (a guess would hand voters to the wrong
 * booth), the region itself.
 */
export function homeOf(part: number, scope: string, booths: readonly Booth[]): string {
  const region = regionOf(scope);
  const holders = new Set(
    booths.filter((b) => holds(b, part) && scopeContains(region, b.path)).map((b) => b.path),
  );
  return holders.size === 1 ? [...holders][0]! : region;
}

/**
 * For new records made by someone placed at `writerScope`: the home of each part whose booth
 * lies in their own subtree, so the mutation can name it (the server refuses a place outside
 * the writer's). Parts missing here are left to the server, which moves them on arrival.
 */
export function homesByPart(booths: readonly Booth[], writerScope: string): Map<number, string> {
  const out = new Map<number, string>();
  const parts = new Set(booths.flatMap((b) => (b.deleted ? [] : (b.parts ?? []))));
  for (const part of parts) {
    const home = homeOf(part, writerScope, booths);
    if (home !== writerScope && scopeContains(writerScope, home)) out.set(part, home);
  }
  return out;
}
