// The areas a roll implies (issues 20 and 43): importing a roll creates, inside the importer's
// own area, what is missing for its parts to land in booths — for an importer above a district
// the state and district the roll names, for one above an assembly the assembly, and a booth per
// part with its part number, named by its polling station. Areas of the same name (or number)
// are used as they are, never made twice: an assembly the tree already holds takes its parts
// wherever it is. The roll names no block or mandal, so booths made for it sit under a "Parts
// from the roll" block and mandal of their assembly; a coordinator can later give a part to a
// booth of their own making and its records follow (roll-home.ts). A part of another assembly
// than the importer's is refused, and so is, for a booth worker, a part their booth does not
// list. A roll that does not name the state or district an importer above it needs waits for a
// person to name them (`asks`).
import type { AreaFields } from './areas.ts';
import { newAreaPath } from './areas.ts';
import { hasDevanagari } from './devanagari-latin.ts';
import type { PlaceLevel } from './roll-asks.ts';
import { scopeContains } from './scope.ts';

/** What the roll says about one part (from its rows or its cover). */
export type RollPartInfo = {
  part: number;
  assemblyNumber?: number;
  assemblyName?: string;
  pollingStation?: string;
  /** The state and district the roll names (its cover or columns, or a person's answer). */
  state?: string;
  district?: string;
  /** The district's number, where a table gives one (DIST_NO). */
  districtNumber?: number;
};

export type RollAreasPlan = {
  /** Areas to create, parents first. */
  create: AreaFields[];
  /** Parts refused, with the i18n key of the reason. */
  refused: { part: number; reason: string }[];
  /** Parts whose voters stay in the importer's area for now (no assembly to put booths in). */
  unplaced: number[];
  /** Of the unplaced: parts that wait for a person to name their state or district. */
  asks: { part: number; missing: PlaceLevel[] }[];
  /** The assembly each placed part belongs to: where an importer above it puts its voters. */
  assemblies: { part: number; path: string }[];
};

const STATE_DEPTH = 1;
const DISTRICT_DEPTH = 2;
const ASSEMBLY_DEPTH = 3;
const BOOTH_DEPTH = 6;
const depth = (path: string) => (path === '' ? 0 : path.split('/').length);

/** The placeholder levels between an assembly and the booths made for its roll. */
export const ROLL_BLOCK = { segment: 'roll', name: 'Parts from the roll', nameHi: 'सूची से भाग' };
export const ROLL_MANDAL = { segment: 'parts', name: 'Parts from the roll', nameHi: 'सूची से भाग' };

const folded = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
const sameText = (a?: string, b?: string) => !!a && !!b && folded(a) === folded(b);

/** The area's English or Hindi name is `name`. */
const named = (area: AreaFields, name?: string) =>
  sameText(area.name, name) || sameText(area.nameHi, name);

/** An area's names from the roll's one spelling: a Devanagari name is its Hindi name too. */
const names = (name: string) => ({
  name: name.trim(),
  ...(hasDevanagari(name) ? { nameHi: name.trim() } : {}),
});

/** Number when both sides have one, else name: is `area` the one the roll names? */
const isNamed = (area: AreaFields, number: number | undefined, name: string | undefined) =>
  area.number !== undefined && number !== undefined ? area.number === number : named(area, name);

/** The booth a roll's part gets: named by its polling station, else by its part number. */
function boothFields(path: string, info: RollPartInfo): AreaFields {
  const station = info.pollingStation?.trim();
  return {
    path,
    ...(station ? names(station) : { name: `Part ${info.part}`, nameHi: `भाग ${info.part}` }),
    parts: [info.part],
    fromRoll: true,
    ...(station ? { pollingStation: station } : {}),
  };
}

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
  const plan: RollAreasPlan = { create: [], refused: [], unplaced: [], asks: [], assemblies: [] };
  const byPath = new Map(existing.map((a) => [a.path, a]));
  const taken = new Set(byPath.keys());
  const add = (area: AreaFields) => {
    plan.create.push(area);
    byPath.set(area.path, area);
    taken.add(area.path);
  };

  /** The assembly a part goes to, making what the roll names above it; null: none (yet). */
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
    if (info.assemblyNumber === undefined && !info.assemblyName) return null;
    // Above a district: the assembly the tree already holds, else the district to make it in.
    const within = d === DISTRICT_DEPTH ? importer : (knownAssembly(info) ?? districtFor(info));
    if (within === null || depth(within) === ASSEMBLY_DEPTH) return within;
    const children = areasAt(ASSEMBLY_DEPTH, within);
    const known = children.find(
      (a) =>
        (a.number !== undefined && a.number === info.assemblyNumber) || named(a, info.assemblyName),
    );
    if (known) return known.path;
    const name = info.assemblyName || `Assembly ${info.assemblyNumber}`;
    const path = newAreaPath(within, name, taken);
    add({
      path,
      ...names(name),
      ...(info.assemblyNumber !== undefined && { number: info.assemblyNumber }),
    });
    return path;
  };

  const areasAt = (level: number, inside: string) =>
    [...byPath.values()].filter((a) => depth(a.path) === level && scopeContains(inside, a.path));

  /**
   * For an importer above a district: the one assembly of the roll's number (or name) the tree
   * already holds inside their area, in the state and district the roll names when it names
   * them; null when there is none, or several the roll does not tell apart.
   */
  const knownAssembly = (info: RollPartInfo): string | null => {
    const fits = (a: AreaFields) => {
      const [state, district] = [1, 2].map((n) =>
        byPath.get(a.path.split('/').slice(0, n).join('/')),
      );
      return (
        isNamed(a, info.assemblyNumber, info.assemblyName) &&
        (!info.state || !state || named(state, info.state)) &&
        (!district ||
          (!info.district && info.districtNumber === undefined) ||
          isNamed(district, info.districtNumber, info.district))
      );
    };
    const found = areasAt(ASSEMBLY_DEPTH, importer).filter(fits);
    return found.length === 1 ? found[0]!.path : null;
  };

  /**
   * For an importer above a district: the district the roll names, found by name (or number)
   * or made, inside the state it names (the importer's own state, for a state importer); null
   * when the roll does not name what is missing, which the plan then asks for.
   */
  const districtFor = (info: RollPartInfo): string | null => {
    const missing: PlaceLevel[] = [];
    let state: string | null = depth(importer) === STATE_DEPTH ? importer : null;
    if (state === null && info.state)
      state = areasAt(STATE_DEPTH, importer).find((a) => named(a, info.state))?.path ?? null;
    if (state === null && !info.state) missing.push('state');
    const known =
      state === null
        ? undefined
        : areasAt(DISTRICT_DEPTH, state).find((a) =>
            isNamed(a, info.districtNumber, info.district),
          );
    if (!known && !info.district) missing.push('district');
    if (missing.length) {
      plan.asks.push({ part: info.part, missing });
      return null;
    }
    if (state === null) {
      state = newAreaPath(importer, info.state!, taken);
      add({ path: state, ...names(info.state!) });
    }
    if (known) return known.path;
    const path = newAreaPath(state, info.district!, taken);
    add({
      path,
      ...names(info.district!),
      ...(info.districtNumber !== undefined && { number: info.districtNumber }),
    });
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
      else plan.assemblies.push({ part: info.part, path: assembly });
      continue;
    }
    plan.assemblies.push({ part: info.part, path: assembly });
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
    add(boothFields(newAreaPath(parent, `part-${info.part}`, taken), info));
  }
  return plan;
}
