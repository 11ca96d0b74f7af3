// Where a roll record lives (issues 20 and 43): every voter, panna, visit, vote mark, follow-up
// and officer's turnout figure of a part sits in the booth area holding that part inside the
// part's own assembly, so the booth's phones get exactly their booth's roll, also when the booth
// is created or a part reassigned after the voters were imported. Part numbers repeat in every
// assembly, so a record is never placed by its part number alone across assemblies; and a
// record no booth takes stays where it was made, where its maker and their area see it.
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
export const ASSEMBLY_DEPTH = 3;

const depth = (path: string) => (path === '' ? 0 : path.split('/').length);

/** The assembly a path lies in (its first three segments); null above assembly depth. */
export function assemblyOf(path: string): string | null {
  const segments = path === '' ? [] : path.split('/');
  return segments.length < ASSEMBLY_DEPTH ? null : segments.slice(0, ASSEMBLY_DEPTH).join('/');
}

/**
 * The writer's own assembly when they sit at assembly depth or below, else their place
 * itself ('' = all): where a field entry's part is looked for (sync-push.ts), and where a booth
 * takes its parts from (features/areas).
 */
export const regionOf = (scope: string): string => assemblyOf(scope) ?? scope;

/** The roll part a record is about; null when it names none (it then stays where it is). */
export function rollPart(fields: { partNumber?: unknown }): number | null {
  const p = fields.partNumber;
  return typeof p === 'number' && Number.isFinite(p) ? Math.trunc(p) : null;
}

/** The Election Commission's assembly number (AC no.) a record names; null when unknown. */
export function rollAssembly(fields: { assemblyNumber?: unknown }): number | null {
  const a = fields.assemblyNumber;
  return typeof a === 'number' && Number.isFinite(a) ? Math.trunc(a) : null;
}

/** What the rule reads of a record: its part, and its assembly number when the roll gave one. */
export type PlacedRecord = { part: number; assembly: number | null };

/** The record's part and assembly, or null when it names no part (it stays where it is). */
export function placedRecord(fields: {
  partNumber?: unknown;
  assemblyNumber?: unknown;
}): PlacedRecord | null {
  const part = rollPart(fields);
  return part === null ? null : { part, assembly: rollAssembly(fields) };
}

/** An area as the rule reads it: booths by their parts, assemblies by their number. */
export type PlacingArea = Pick<AreaFields, 'path' | 'parts'> & {
  number?: number | null;
  deleted?: boolean | 0 | 1;
};

const live = (areas: readonly PlacingArea[]) => areas.filter((a) => !a.deleted);

/**
 * The assembly a record at `scope` belongs to, or null when it cannot be told (it then stays).
 * At assembly depth or below: the assembly of `scope`, unless that assembly's area carries
 * another number than the record's (a record of another assembly made here stays here).
 * Above it: the one assembly area inside `scope` with the record's number; for a record
 * without one, the one assembly anything inside `scope` lies in (none, or several: null).
 */
export function assemblyFor(
  record: PlacedRecord,
  scope: string,
  areas: readonly PlacingArea[],
): string | null {
  const own = assemblyOf(scope);
  if (own !== null) {
    if (record.assembly === null) return own;
    const number = live(areas).find((a) => a.path === own)?.number;
    return typeof number !== 'number' || number === record.assembly ? own : null;
  }
  const found = new Set<string>();
  for (const a of live(areas)) {
    if (!scopeContains(scope, a.path)) continue;
    if (record.assembly === null) {
      const assembly = assemblyOf(a.path);
      if (assembly !== null) found.add(assembly);
    } else if (depth(a.path) === ASSEMBLY_DEPTH && a.number === record.assembly) found.add(a.path);
  }
  return found.size === 1 ? [...found][0]! : null;
}

/**
 * The home of a record now at `scope`: the one live area of its assembly (assemblyFor) whose
 * parts list its part. With none, or several (a guess would hand voters to the wrong booth), or
 * no assembly to tell by, it stays where it is: a booth worker's own voter of a part no booth
 * lists stays in their booth, where they and their booth see it, until a booth takes the part.
 * (When an area stops listing a part, its records of that part are placed again from its
 * assembly, `regionOf(area)`: they leave the booth that gave the part up.)
 */
export function homeOf(record: PlacedRecord, scope: string, areas: readonly PlacingArea[]): string {
  const assembly = assemblyFor(record, scope, areas);
  if (assembly === null) return scope;
  const holders = new Set(
    live(areas)
      .filter((a) => (a.parts ?? []).includes(record.part) && scopeContains(assembly, a.path))
      .map((a) => a.path),
  );
  return holders.size === 1 ? [...holders][0]! : scope;
}

/**
 * For new records made by someone placed at `writerScope`: a function naming each record's
 * home when it lies in the writer's own subtree and is not their place, so the mutation can
 * name it (the server refuses a place outside the writer's). Records it leaves out are placed
 * at the writer's scope and moved by the server on arrival, by the same rule. A phone below
 * an assembly does not hold the assembly's area: it cannot tell a record of another assembly
 * number, so it names no home for a record that carries one and leaves it to the server.
 */
export function newRecordHomes(
  areas: readonly PlacingArea[],
  writerScope: string,
): (fields: { partNumber?: unknown; assemblyNumber?: unknown }) => string | undefined {
  const known = new Map<string, string | undefined>();
  const own = assemblyOf(writerScope);
  const ownKnown = own === null || live(areas).some((a) => a.path === own);
  return (fields) => {
    const record = placedRecord(fields);
    if (record === null || (record.assembly !== null && !ownKnown)) return undefined;
    const key = `${record.part}/${record.assembly ?? ''}`;
    if (!known.has(key)) {
      const home = homeOf(record, writerScope, areas);
      known.set(key, home !== writerScope && scopeContains(writerScope, home) ? home : undefined);
    }
    return known.get(key);
  };
}
