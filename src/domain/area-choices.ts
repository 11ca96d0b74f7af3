// Areas as a person picks them: by name, with the names above for context
// ("Lucknow › Lucknow Central › Booth 12"), only at or below the chooser's own place.
import type { AreaFields } from './areas.ts';
import { areaName, pathChain } from './areas.ts';
import { scopeContains } from './scope.ts';
import { areaSearchText } from './area-search.ts';

/** An area as the picker needs it: its fields, and whether it is deleted (a tombstone). */
export type PlaceArea = AreaFields & { deleted?: 0 | 1 };

export type AreaChoice = {
  value: string;
  /** The whole chain of names, top first ("Lucknow › Lucknow Central › Booth 12"). */
  label: string;
  /** The area's own name, shown large in the picker; default: the label. */
  name?: string;
  /** The names above it ("Lucknow › Lucknow Central"), shown small under the name. */
  parent?: string;
  /** Lower-case search text of the area itself (area-search.ts); default: the label. */
  ownSearch?: string;
  /** Lower-case search text of the area and the places above it; default: ownSearch. */
  search?: string;
};

export function areaChoices(
  areas: readonly PlaceArea[],
  held: string | null,
  lang: string,
): AreaChoice[] {
  if (held === null) return [];
  const byPath = new Map(areas.filter((a) => !a.deleted).map((a) => [a.path, a]));
  return [...byPath.values()]
    .filter((a) => scopeContains(held, a.path))
    .map((a): AreaChoice => {
      const chain = pathChain(a.path)
        .map((p) => byPath.get(p))
        .filter((x): x is PlaceArea => x !== undefined);
      const names = chain.map((x) => areaName(x, lang));
      const ownSearch = areaSearchText(a);
      return {
        value: a.path,
        label: names.join(' › '),
        name: areaName(a, lang),
        parent: names.slice(0, -1).join(' › '),
        ownSearch,
        search: [...chain.slice(0, -1).map(areaSearchText), ownSearch].join(' '),
      };
    })
    .sort((a, b) => a.label.localeCompare(b.label, lang));
}

/** The State / District / Assembly names of an area's chain (English names, as records keep them). */
export function placeNames(
  areas: readonly PlaceArea[],
  path: string,
): { state: string; district: string; assembly: string } {
  const byPath = new Map(areas.map((a) => [a.path, a]));
  const [state, district, assembly] = pathChain(path).map((p) => {
    const area = byPath.get(p);
    return area ? areaName(area, 'en') : '';
  });
  return { state: state ?? '', district: district ?? '', assembly: assembly ?? '' };
}
