// The areas a roll implies (issue 20): importing a roll creates, inside the importer's own
// area, what is missing for its parts to land in booths — the assembly (for a district
// importer) and a booth per part with its part number and polling station. The roll names no
// block or mandal, so booths made for it sit under a "Parts from the roll" block and mandal of
// their assembly; a coordinator can later give a part to a booth of their own making and its
// records follow (roll-home.ts). A part of another assembly than the importer's is refused, and
// so is, for a booth worker, a part their booth does not list.
import type { AreaFields } from './areas.ts';
import { newAreaPath } from './areas.ts';
import { scopeContains } from './scope.ts';

/** What the roll says about one part (from its rows or its cover). */
export type RollPartInfo = {
  part: number;
  assemblyNumber?: number;
  assemblyName?: string;
  pollingStation?: string;
};

export type RollAreasPlan = {
  /** Areas to create, parents first. */
  create: AreaFields[];
  /** Parts refused, with the i18n key of the reason. */
  refused: { part: number; reason: string }[];
  /** Parts whose voters stay in the importer's area for now (no assembly to put booths in). */
  unplaced: number[];
};

const ASSEMBLY_DEPTH = 3;
const BOOTH_DEPTH = 6;
const depth = (path: string) => (path === '' ? 0 : path.split('/').length);

/** The placeholder levels between an assembly and the booths made for its roll. */
export const ROLL_BLOCK = { segment: 'roll', name: 'Parts from the roll', nameHi: 'सूची से भाग' };
export const ROLL_MANDAL = { segment: 'parts', name: 'Parts from the roll', nameHi: 'सूची से भाग' };

const sameText = (a?: string, b?: string) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/** True when the roll's assembly (number or name) is not the area's, as far as both tell. */
function otherAssembly(area: AreaFields, info: RollPartInfo): boolean {
  if (area.number !== undefined && info.assemblyNumber !== undefined)
    return area.number !== info.assemblyNumber;
  if (info.assemblyName && (area.name || area.nameHi))
    return !sameText(area.name, info.assemblyName) && !sameText(area.nameHi, info.assemblyName);
  return false;
}

/**
 * Plan the areas for a roll's parts imported by someone placed at `importer` ('' = admin),
 * given the areas their phone holds. Booths already holding a part inside the assembly are
 * used as they are.
 */
export function planRollAreas(
  importer: string,
  existing: readonly AreaFields[],
  parts: readonly RollPartInfo[],
): RollAreasPlan {
  const plan: RollAreasPlan = { create: [], refused: [], unplaced: [] };
  const byPath = new Map(existing.map((a) => [a.path, a]));
  const taken = new Set(byPath.keys());
  const add = (area: AreaFields) => {
    plan.create.push(area);
    byPath.set(area.path, area);
    taken.add(area.path);
  };

  /** The assembly a part goes to, creating it under a district importer; null: none. */
  const assemblyFor = (info: RollPartInfo): string | null => {
    const d = depth(importer);
    if (d === ASSEMBLY_DEPTH && !byPath.has(importer) && (info.assemblyName || info.assemblyNumber))
      // The importer's own assembly, named from the roll when no one has named it yet.
      add({
        path: importer,
        name: info.assemblyName || `Assembly ${info.assemblyNumber}`,
        ...(info.assemblyNumber !== undefined && { number: info.assemblyNumber }),
      });
    if (d >= ASSEMBLY_DEPTH) return importer.split('/').slice(0, ASSEMBLY_DEPTH).join('/');
    if (d !== ASSEMBLY_DEPTH - 1) return null;
    const children = [...byPath.values()].filter(
      (a) => depth(a.path) === ASSEMBLY_DEPTH && scopeContains(importer, a.path),
    );
    const known = children.find(
      (a) =>
        (a.number !== undefined && a.number === info.assemblyNumber) ||
        sameText(a.name, info.assemblyName),
    );
    if (known) return known.path;
    if (info.assemblyNumber === undefined && !info.assemblyName) return null;
    const name = info.assemblyName || `Assembly ${info.assemblyNumber}`;
    const path = newAreaPath(importer, name, taken);
    add({ path, name, ...(info.assemblyNumber !== undefined && { number: info.assemblyNumber }) });
    return path;
  };

  for (const info of parts) {
    const assembly = assemblyFor(info);
    if (assembly === null) {
      plan.unplaced.push(info.part);
      continue;
    }
    const area = byPath.get(assembly);
    if (area && otherAssembly(area, info)) {
      plan.refused.push({ part: info.part, reason: 'voterImport.parts.otherAssembly' });
      continue;
    }
    // The importer's own booth, or a booth inside the assembly already holding the part. A booth
    // whose parts are listed takes those parts only: another booth's voters would land on
    // this booth's phones.
    if (depth(importer) === BOOTH_DEPTH) {
      const own = byPath.get(importer)?.parts;
      if (own?.length && !own.includes(info.part))
        plan.refused.push({ part: info.part, reason: 'voterImport.parts.otherBooth' });
      continue;
    }
    const holder = [...byPath.values()].some(
      (a) =>
        depth(a.path) === BOOTH_DEPTH &&
        scopeContains(assembly, a.path) &&
        a.parts?.includes(info.part),
    );
    if (holder) continue;
    // Booths go under the importer's own level when it is a block or mandal, else under the
    // assembly's placeholder block and mandal.
    let parent = depth(importer) > ASSEMBLY_DEPTH ? importer : assembly;
    if (depth(parent) === ASSEMBLY_DEPTH) {
      parent = `${parent}/${ROLL_BLOCK.segment}`;
      if (!byPath.has(parent))
        add({ path: parent, name: ROLL_BLOCK.name, nameHi: ROLL_BLOCK.nameHi, fromRoll: true });
    }
    if (depth(parent) === ASSEMBLY_DEPTH + 1) {
      parent = `${parent}/${ROLL_MANDAL.segment}`;
      if (!byPath.has(parent))
        add({ path: parent, name: ROLL_MANDAL.name, nameHi: ROLL_MANDAL.nameHi, fromRoll: true });
    }
    add({
      path: newAreaPath(parent, `part-${info.part}`, taken),
      name: `Part ${info.part}`,
      nameHi: `भाग ${info.part}`,
      parts: [info.part],
      fromRoll: true,
      ...(info.pollingStation ? { pollingStation: info.pollingStation } : {}),
    });
  }
  return plan;
}
