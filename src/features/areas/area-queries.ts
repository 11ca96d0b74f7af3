// The Areas screen's data: the areas on this phone as one tree (depth-first, siblings by
// name), each with the team members and the voters placed inside it: where they live, which is
// what the area's phones receive (the server moves voters to the booth of their part).
// Voter counts are index-only ([deleted+scope] per place); members are few and read once.
import { Dexie } from 'dexie';
import { areaChoices } from '../../components/area-select/index.ts';
import type { AreaChoice } from '../../components/area-select/index.ts';
import { withFileVoters } from '../../db/roll-files.ts';
import type { BoothDb } from '../../db/database.ts';
import type { AreaRecord } from '../../db/types.ts';
import { areaDepth, areaName, parentPath } from '../../domain/areas.ts';
import { scopeContains } from '../../domain/scope.ts';
import type { MemberRecord } from '../../db/types.ts';

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

const folded = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The booth's polling station where it says more than the booth's name: a booth the roll made is
 * named by its polling station, and its row says that once (undefined then, as when there is none).
 */
export function stationBesideName(area: Pick<AreaRecord, 'name' | 'nameHi' | 'pollingStation'>) {
  const station = area.pollingStation?.trim();
  if (!station) return undefined;
  const same = (name?: string) => !!name && folded(name) === folded(station);
  return same(area.name) || same(area.nameHi) ? undefined : station;
}

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

/** Live voters per place they live at (index-only: the places, then a count of each). */
async function votersByScope(db: BoothDb): Promise<Map<string, number>> {
  const index = db.voters.where('[deleted+scope]');
  const keys = await index.between([0, Dexie.minKey], [0, Dexie.maxKey]).uniqueKeys();
  const scopes = keys.flatMap((k) => (Array.isArray(k) && typeof k[1] === 'string' ? [k[1]] : []));
  const counts = await Promise.all(scopes.map((s) => index.equals([0, s]).count()));
  const byScope = new Map<string, number>(scopes.map((s, i) => [s, counts[i]!]));
  // The voters of the roll's part files that the voters table does not hold (roll-files.ts).
  for (const v of await withFileVoters(db, [], () => true))
    byScope.set(v.scope, (byScope.get(v.scope) ?? 0) + 1);
  return byScope;
}

export async function loadAreaRows(db: BoothDb, lang: string): Promise<AreaRow[]> {
  const areas = (await db.areas.toArray()).filter((a) => !a.deleted);
  const ordered = treeOrder(areas, lang);
  const members = (await db.members.toArray()).filter((m) => !m.deleted);
  const perScope = [...(await votersByScope(db))];
  const topDepth = new Map<string, number>();
  return ordered.map((area) => {
    const parent = parentPath(area.path);
    const depth = topDepth.has(parent) ? topDepth.get(parent)! + 1 : 0;
    topDepth.set(area.path, depth);
    let voters = 0;
    for (const [scope, n] of perScope) if (scopeContains(area.path, scope)) voters += n;
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

/**
 * The places someone holding `scope` may add an area inside, for the form's Inside picker:
 * their own place ('' for the admin, shown as `topLabel`), then every area below it but booths.
 */
export function addParentChoices(
  areas: readonly AreaRecord[],
  scope: string | null,
  lang: string,
  topLabel: string,
): AreaChoice[] {
  const top = topAddParent(scope);
  if (top === null) return [];
  // Inside the scope already (areaChoices); booths have nothing below them.
  const below = areaChoices(areas, top, lang).filter((c) => areaDepth(c.value) < 6);
  if (top === '') return [{ value: '', label: topLabel, name: topLabel }, ...below];
  return below.some((c) => c.value === top) ? below : [{ value: top, label: top }, ...below];
}
