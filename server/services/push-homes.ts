// What a push changes about where records live (record-homes.ts): an area whose parts changed
// (created, edited or deleted) re-homes the records of those parts around it, and the records
// of a part it stopped listing are placed again from its assembly (they leave it); an
// assembly created, deleted or numbered anew re-homes what waits above it, and, for a new
// number, what sits inside it; pushed voters and pannas go home; pushed visits and marks, and
// those that came before their voter, go where the voter is. Called in the push transaction
// after its records and tallies are written.
import { areaDepth } from '../../src/domain/areas.ts';
import {
  ASSEMBLY_DEPTH,
  isPartHomed,
  isVoterHomed,
  regionOf,
  rollAssembly,
  rollPart,
} from '../../src/domain/roll-home.ts';
import type { Queryable } from '../db/database.ts';
import type { EntrySelection, HomeSelection, HomeWork } from './record-homes.ts';
import { moveHome } from './record-homes.ts';
import type { RecordState } from './sync-store.ts';
import { recordKey } from './sync-store.ts';

const partsOf = (s: RecordState | undefined): number[] =>
  s && !s.deleted && Array.isArray(s.fields.parts)
    ? s.fields.parts.flatMap((p) => {
        const part = rollPart({ partNumber: p });
        return part === null ? [] : [part];
      })
    : [];

/** What an area write changed that placement reads. */
type AreaChange = {
  path: string;
  /** Parts it gained or lost: whose set of booths changed. */
  parts: number[];
  /** Parts it no longer lists. */
  lost: number[];
  /** An assembly that came, went or has another number: who belongs to it changed. */
  assembly: 'none' | 'above' | 'inside';
};

function areaChange(before: RecordState | undefined, after: RecordState): AreaChange {
  const was = new Set(partsOf(before));
  const now = new Set(partsOf(after));
  const parts = [...new Set([...was, ...now])].filter((p) => was.has(p) !== now.has(p));
  const liveBefore = !!before && !before.deleted;
  const liveAfter = !after.deleted;
  const number = (s: RecordState | undefined) =>
    s && !s.deleted ? rollAssembly({ assemblyNumber: s.fields.number }) : null;
  let assembly: AreaChange['assembly'] = 'none';
  if (areaDepth(after.scope) === ASSEMBLY_DEPTH) {
    if (number(before) !== number(after)) assembly = 'inside';
    else if (liveBefore !== liveAfter) assembly = 'above';
  }
  return { path: after.scope, parts, lost: parts.filter((p) => was.has(p)), assembly };
}

/** The places above `path` (the root included) down to depth 2, where records wait unplaced. */
function placesAbove(path: string): string[] {
  const segments = path.split('/');
  const out = [''];
  for (let depth = 1; depth <= Math.min(ASSEMBLY_DEPTH - 1, segments.length); depth++)
    out.push(segments.slice(0, depth).join('/'));
  return out;
}

/** Records of `parts` (null: any) above the areas and inside their assemblies. */
function around(paths: string[], parts: number[] | null, inside: boolean): HomeSelection | null {
  if (!paths.length) return null;
  const scopes = new Set(paths.flatMap(placesAbove));
  const subtrees = new Set(
    inside ? paths.filter((p) => areaDepth(p) >= ASSEMBLY_DEPTH).map(regionOf) : [],
  );
  return { kind: 'areas', parts, scopes: [...scopes], subtrees: [...subtrees] };
}

/** The selections an area push needs, in order: releases first, then the homes around. */
function areaSelections(changes: AreaChange[]): HomeSelection[] {
  const out: (HomeSelection | null)[] = [];
  const released = changes
    .filter((c) => c.lost.length)
    .map((c) => ({ path: c.path, anchor: regionOf(c.path), parts: c.lost }));
  if (released.length) out.push({ kind: 'released', areas: released });
  const withParts = changes.filter((c) => c.parts.length);
  out.push(
    around(
      withParts.map((c) => c.path),
      [...new Set(withParts.flatMap((c) => c.parts))],
      true,
    ),
  );
  out.push(
    around(
      changes.filter((c) => c.assembly === 'above').map((c) => c.path),
      null,
      false,
    ),
  );
  out.push(
    around(
      changes.filter((c) => c.assembly === 'inside').map((c) => c.path),
      null,
      true,
    ),
  );
  return out.filter((s): s is HomeSelection => s !== null);
}

/** The homes work of a push: `before` holds the touched records as they were before it. */
export function homeWorkOf(
  before: ReadonlyMap<string, RecordState>,
  written: Iterable<RecordState>,
): HomeWork {
  const fresh: string[] = [];
  const areaChanges: AreaChange[] = [];
  const pushed: string[] = [];
  const newVoters: string[] = [];
  const pushedEntries: string[] = [];
  for (const s of written) {
    const old = before.get(recordKey(s.table, s.id));
    if (!old) fresh.push(s.id);
    if (s.table === 'areas') {
      const change = areaChange(old, s); // an area lives at its path
      if (change.parts.length || change.assembly !== 'none') areaChanges.push(change);
    } else if (s.deleted) continue;
    else if (isPartHomed(s.table)) {
      pushed.push(s.id);
      if (s.table === 'voters' && !old) newVoters.push(s.id);
    } else if (isVoterHomed(s.table)) pushedEntries.push(s.id);
  }
  const primaries = areaSelections(areaChanges);
  if (pushed.length) primaries.push({ kind: 'ids', ids: pushed });
  const entries: EntrySelection[] =
    newVoters.length || pushedEntries.length
      ? [{ kind: 'some', voterIds: newVoters, ids: pushedEntries }]
      : [];
  return { primaries, entries, fresh };
}

/** Move home what this push's writes concern; returns the scopes records left or entered. */
export function rehomeAfterPush(
  tx: Queryable,
  before: ReadonlyMap<string, RecordState>,
  written: Iterable<RecordState>,
): Promise<string[]> {
  return moveHome(tx, homeWorkOf(before, written));
}
