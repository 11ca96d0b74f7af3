// Finding an area among thousands as a person types: every word typed must appear in the
// area's names (English or Hindi, its own or the places above), its part numbers or its AC
// number; the area's own name matching ranks first. Only the first `limit` are shown.
import type { AreaChoice } from './area-choices.ts';

/** How many matches the picker shows; more asks the person to type more. */
export const AREA_SEARCH_LIMIT = 50;

export type AreaSearchResult = { shown: AreaChoice[]; total: number };

const fold = (text: string) => text.normalize('NFC').toLocaleLowerCase();

/** 0: a word of the area's own name or a part number is typed whole; 1: inside its own name; 2: above. */
function rank(choice: AreaChoice, terms: readonly string[]): number | null {
  const own = choice.ownSearch ?? fold(choice.label);
  const all = choice.search ?? own;
  if (!terms.every((t) => all.includes(t))) return null;
  const words = ` ${own} `;
  if (terms.every((t) => words.includes(` ${t} `))) return 0;
  return terms.every((t) => own.includes(t)) ? 1 : 2;
}

/** The choices matching `query` (all when empty), best first, at most `limit` of them. */
export function searchAreaChoices(
  choices: readonly AreaChoice[],
  query: string,
  limit = AREA_SEARCH_LIMIT,
): AreaSearchResult {
  const terms = fold(query)
    .split(/[\s,›]+/)
    .filter(Boolean);
  if (!terms.length) return { shown: choices.slice(0, limit), total: choices.length };
  const ranked: AreaChoice[][] = [[], [], []];
  for (const choice of choices) {
    const r = rank(choice, terms);
    if (r !== null) ranked[r]!.push(choice);
  }
  const matches = ranked.flat();
  return { shown: matches.slice(0, limit), total: matches.length };
}

/** The search text of an area: its names in both languages, part numbers and AC number. */
export function areaSearchText(area: {
  name?: string;
  nameHi?: string;
  parts?: readonly number[];
  number?: number | null;
}): string {
  return fold(
    [area.name, area.nameHi, ...(area.parts ?? []), area.number]
      .filter((x) => x !== undefined && x !== null && x !== '')
      .join(' '),
  );
}
