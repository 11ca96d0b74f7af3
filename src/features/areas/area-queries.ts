// The Areas screen's data: the areas on this phone as one tree (depth-first, siblings by
// name), each with the team members placed inside it and the voters of its booths' parts.
// Voter counts are index-only (one part index range per part); members are few and read once.
import type { BoothDb } from '../../db/database.ts';
import type { AreaRecord } from '../../db/types.ts';
import { areaDepth, areaName, parentPath } from '../../domain/areas.ts';
import { scopeContains } from '../../domain/scope.ts';
import type { MemberRecord } from '../../db/types.ts';
import { votersInParts } from '../../db/voter-ranges.ts';

const memberName = (m: MemberRecord) =>
  m.name?.trim() || [m.firstName, m.lastName].filter(Boolean).join(' ');

export type AreaRow = AreaRecord & {
  /** 0 for the top areas this phone holds (whatever their level). */
  depth: number;
  members: number;
  voters: number;
  /** The booth manager's name, when the member is on this phone. */
  manager?: string;
};

/**
 * Areas in tree order: each after its parent, siblings by name. An area whose parent is not
 * on this phone (a coordinator does not receive the areas above theirs) starts a tree of its own.
 */
export function treeOrder(areas: readonly AreaRecord[], lang: string): AreaRecord[] {
  const byPath = new Map(areas.map((a) => [a.path, a]));
  const children = new Map<string, AreaRecord[]>();
  const roots: AreaRecord[] = [];
  for (const area of areas) {
    const parent = parentPath(area.path);
    if (parent && byPath.has(parent)) {
      const list = children.get(parent) ?? [];
      list.push(area);
      children.set(parent, list);
    } else roots.push(area);
  }
  const byName = (a: AreaRecord, b: AreaRecord) =>
    areaName(a, lang).localeCompare(areaName(b, lang), lang) || a.path.localeCompare(b.path);
  const out: AreaRecord[] = [];
  const walk = (list: AreaRecord[]) => {
    for (const area of [...list].sort(byName)) {
      out.push(area);
      walk(children.get(area.path) ?? []);
    }
  };
  walk(roots);
  return out;
}

/** Live voters per part number, for the parts asked (index-only counts). */
async function votersByPart(db: BoothDb, parts: readonly number[]): Promise<Map<number, number>> {
  const counts = await Promise.all(parts.map((p) => votersInParts(db, p, p).count()));
  return new Map(parts.map((p, i) => [p, counts[i]!]));
}

export async function loadAreaRows(db: BoothDb, lang: string): Promise<AreaRow[]> {
  const areas = (await db.areas.toArray()).filter((a) => !a.deleted);
  const ordered = treeOrder(areas, lang);
  const members = (await db.members.toArray()).filter((m) => !m.deleted);
  const parts = [...new Set(areas.flatMap((a) => a.parts ?? []))];
  const perPart = await votersByPart(db, parts);
  const topDepth = new Map<string, number>();
  return ordered.map((area) => {
    const parent = parentPath(area.path);
    const depth = topDepth.has(parent) ? topDepth.get(parent)! + 1 : 0;
    topDepth.set(area.path, depth);
    // A part counts once per area even when two booths below share it.
    const partsBelow = new Set(
      areas.filter((a) => scopeContains(area.path, a.path)).flatMap((a) => a.parts ?? []),
    );
    let voters = 0;
    for (const p of partsBelow) voters += perPart.get(p) ?? 0;
    const manager = area.boothManagerId
      ? members.find((m) => m.id === area.boothManagerId)
      : undefined;
    return {
      ...area,
      ...(manager ? { manager: memberName(manager) } : {}),
      depth,
      members: members.filter((m) => scopeContains(area.path, m.scope)).length,
      voters,
    };
  });
}

/** Paths already used by areas (siblings of a new one must differ). */
export const takenPaths = (rows: readonly AreaRecord[]): Set<string> =>
  new Set(rows.map((r) => r.path));

/**
 * Where the screen's Add button puts a new area for someone holding `scope`: right below it
 * (the admin's '' adds a state). null when nothing fits: no scope yet, or a booth already.
 */
export function topAddParent(scope: string | null): string | null {
  return scope !== null && areaDepth(scope) < 6 ? scope : null;
}

/** True when someone holding `scope` may add an area below `area` (a booth has none below). */
export const mayAddBelow = (scope: string | null, area: AreaRecord): boolean =>
  scope !== null && scopeContains(scope, area.path) && areaDepth(area.path) < 6;

/** True when someone holding `scope` may rename `area`. */
export const mayRename = (scope: string | null, area: AreaRecord): boolean =>
  scope !== null && scopeContains(scope, area.path);
