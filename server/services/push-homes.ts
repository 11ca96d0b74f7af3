// What a push changes about where records live (record-homes.ts): an area whose parts changed
// (created, edited or deleted) re-homes the records of those parts around it; pushed voters
// and pannas go home; pushed visits and marks, and those that came before their voter, go
// where the voter is. Called in the push transaction after its records and tallies are written.
import { areaDepth } from '../../src/domain/areas.ts';
import { isPartHomed, isVoterHomed, rollPart } from '../../src/domain/roll-home.ts';
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

/** The parts an area gained or lost: whose set of booths changed. */
function changedParts(before: RecordState | undefined, after: RecordState): number[] {
  const was = new Set(partsOf(before));
  const now = new Set(partsOf(after));
  return [...new Set([...was, ...now])].filter((p) => was.has(p) !== now.has(p));
}

/** The area changes as one selection: scopes whose region (roll-home.ts) holds a changed area. */
function areaSelection(changes: { path: string; parts: number[] }[]): HomeSelection | null {
  if (!changes.length) return null;
  const scopes = new Set<string>();
  const subtrees = new Set<string>();
  for (const { path } of changes) {
    const segments = path.split('/');
    scopes.add('');
    for (let depth = 1; depth <= Math.min(2, segments.length); depth++)
      scopes.add(segments.slice(0, depth).join('/'));
    if (areaDepth(path) >= 3) subtrees.add(segments.slice(0, 3).join('/'));
  }
  const parts = [...new Set(changes.flatMap((c) => c.parts))];
  return { kind: 'areas', parts, scopes: [...scopes], subtrees: [...subtrees] };
}

/** The homes work of a push: `before` holds the touched records as they were before it. */
export function homeWorkOf(
  before: ReadonlyMap<string, RecordState>,
  written: Iterable<RecordState>,
): HomeWork {
  const fresh: string[] = [];
  const areaChanges: { path: string; parts: number[] }[] = [];
  const pushed: string[] = [];
  const newVoters: string[] = [];
  const pushedEntries: string[] = [];
  for (const s of written) {
    const old = before.get(recordKey(s.table, s.id));
    if (!old) fresh.push(s.id);
    if (s.table === 'areas') {
      const parts = changedParts(old, s);
      if (parts.length) areaChanges.push({ path: s.scope, parts }); // an area lives at its path
    } else if (s.deleted) continue;
    else if (isPartHomed(s.table)) {
      pushed.push(s.id);
      if (s.table === 'voters' && !old) newVoters.push(s.id);
    } else if (isVoterHomed(s.table)) pushedEntries.push(s.id);
  }
  const primaries: HomeSelection[] = [];
  const byArea = areaSelection(areaChanges);
  if (byArea) primaries.push(byArea);
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
