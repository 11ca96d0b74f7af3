// What a house tells about its members' names: a relative's name is usually another elector's
// name in the same house (a wife's husband, a son's father), and a household shares a surname.
// A house is the boxes of one section with one house number; a box whose own house number is
// unsure also looks at the boxes printed beside it.
import { latinDigits } from './roll-words.ts';
import type { CheckedBox } from './self-check-notes.ts';
import { doubt, mend } from './self-check-notes.ts';
import {
  nearName,
  normName,
  oneMisreading,
  unsure,
  WOMENS_WORDS,
  wordsOf,
} from './self-check-text.ts';

/** Boxes on either side of a box whose house number is unsure that count as its house. */
const NEIGHBOURS = 2;
/** A relative (father, mother) at least this many years older than the elector. */
const GENERATION = 12;

export const houseKey = (box: CheckedBox): string | null => {
  const house = latinDigits(normName(box.houseNumber)).toUpperCase().replace(/\s+/g, '');
  return house ? `${box.section ?? ''}|${house}` : null;
};

/** For each box, the other boxes of its house. */
export function housesOf(boxes: CheckedBox[]): CheckedBox[][] {
  const byKey = new Map<string, CheckedBox[]>();
  for (const b of boxes) {
    const key = houseKey(b);
    if (key) byKey.set(key, [...(byKey.get(key) ?? []), b]);
  }
  return boxes.map((b, i) => {
    const key = houseKey(b);
    const house = new Set(key ? byKey.get(key) : []);
    if (!key || unsure(b, 'houseNumber'))
      for (let k = Math.max(0, i - NEIGHBOURS); k <= i + NEIGHBOURS && k < boxes.length; k++)
        if (boxes[k]!.section === b.section) house.add(boxes[k]!);
    house.delete(b);
    return [...house];
  });
}

/** A husband is not a generation younger than his wife (her son, say). */
const spouses = (husband: CheckedBox, wife: CheckedBox) =>
  husband.age === null || wife.age === null || husband.age > wife.age - GENERATION;

/** Could `rel` be the relative `box` names (gender and age fit the relation)? */
function couldBeRelative(rel: CheckedBox, box: CheckedBox): boolean {
  const older = rel.age === null || box.age === null || rel.age >= box.age + GENERATION;
  switch (box.relationType) {
    case 'husband':
      return rel.gender !== 'Female' && box.gender !== 'Male' && spouses(rel, box);
    case 'father':
      return rel.gender !== 'Female' && older;
    case 'mother':
      return rel.gender !== 'Male' && older;
    case 'other':
    case null:
      return true;
  }
}

/**
 * A name read unsurely that relatives in the house spell otherwise, a misreading away: mended
 * to their spelling when two of them agree and one was read surely, else doubted.
 */
export function namesFromRelatives(boxes: CheckedBox[], houses: CheckedBox[][]): void {
  boxes.forEach((m, i) => {
    const name = normName(m.name);
    if (!name || !unsure(m, 'name')) return;
    const house = houses[i]!;
    const calling = house.filter((b) => b.relativeName && couldBeRelative(m, b));
    const reads = calling.map((b) => normName(b.relativeName));
    if (reads.includes(name)) return;
    const others = new Set(house.map((b) => normName(b.name)));
    const near = [...new Set(reads)].filter((r) => !others.has(r) && nearName(name, r));
    if (near.length !== 1) return;
    const by = calling.filter((b) => normName(b.relativeName) === near[0]);
    const sureReads = by.filter((b) => !unsure(b, 'relativeName')).length;
    if (by.length >= 2 && sureReads >= 1) mend(m, 'name', near[0]!, 'household', true);
    else doubt(m, 'name', 'household');
  });
}

/**
 * A relative's name read unsurely, a misreading away from exactly one elector of the house who
 * could be that relative and whose name was read surely (or whom another box names so): mended
 * to that name — surely only at one letter, where the reader doubted the relative or another
 * box agrees; else left doubted. Two unsure reads a letter apart are both doubted. A relative
 * matching nobody in the house is left alone.
 */
export function relativesFromNames(
  boxes: CheckedBox[],
  houses: CheckedBox[][],
  partCount: (word: string) => number,
): void {
  /** How common a name's rarest word is in the part: a misreading is usually seen once. */
  const rarest = (name: string) => Math.min(...wordsOf(name).map(partCount));
  boxes.forEach((b, i) => {
    const rel = normName(b.relativeName);
    if (!rel || !unsure(b, 'relativeName')) return;
    const house = houses[i]!;
    if (house.some((m) => normName(m.name) === rel)) return;
    const fits = house.filter((m) => m.name && couldBeRelative(m, b));
    const near = [...new Set(fits.map((m) => normName(m.name)))].filter((n) => nearName(rel, n));
    if (near.length > 1) return doubt(b, 'relativeName', 'household');
    if (near.length !== 1) return;
    const named = fits.filter((m) => normName(m.name) === near[0]);
    const agreed = house.some((o) => o !== b && normName(o.relativeName) === near[0]);
    // Both read unsurely and nobody else names the relative so: either may be the misread one.
    // …or the member's name holds a word rarer in the part than the relative's spelling of it.
    const rarer = rarest(near[0]!) < rarest(rel);
    if (!agreed && (rarer || named.every((m) => unsure(m, 'name')))) {
      doubt(b, 'relativeName', 'household');
      return named.forEach((m) => doubt(m, 'name', 'household'));
    }
    const sure = nearName(rel, near[0]!) === 1 && (agreed || b.doubts.includes('relativeName'));
    mend(b, 'relativeName', near[0]!, 'household', sure);
  });
}

const lastWord = (s: string): string | null => {
  const w = wordsOf(s);
  return w.length >= 2 ? w[w.length - 1]! : null;
};

const isSurname = (w: string | null): w is string => !!w && !WOMENS_WORDS.has(w.toLowerCase());

/**
 * A surname read unsurely, seen nowhere else in the part, a misreading away from the surname
 * the rest of the household shares: mended (surely when at least three members share it).
 * Read surely, it is left as read but doubted where three members share the other spelling:
 * OCR is sure of a bindu or a nukta it made up ("इंदरीसी" in a house of इदरीसी).
 */
export function householdSurnames(
  boxes: CheckedBox[],
  houses: CheckedBox[][],
  partCount: (word: string) => number,
): void {
  boxes.forEach((b, i) => {
    const counts = new Map<string, number>();
    for (const m of houses[i]!)
      for (const w of [lastWord(m.name), lastWord(m.relativeName)])
        if (isSurname(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
    const [common, n] = [...counts].sort((x, y) => y[1] - x[1])[0] ?? ['', 0];
    if (n < 2) return;
    for (const field of ['name', 'relativeName'] as const) {
      const s = lastWord(b[field]);
      if (!isSurname(s) || s === common) continue;
      if (partCount(s) > 1 || !oneMisreading(s, common)) continue;
      if (!unsure(b, field)) {
        if (n >= 3) doubt(b, field, 'surname');
        continue;
      }
      const words = wordsOf(b[field]);
      mend(b, field, [...words.slice(0, -1), common].join(' '), 'surname', n >= 3);
    }
  });
}
