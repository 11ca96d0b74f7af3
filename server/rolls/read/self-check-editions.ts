// The English and Hindi editions of one part print the same electors: paired by EPIC (then by
// serial where age and gender agree), each checks and fills the other. Fields without script
// (serial, EPIC, age, gender, the house number's digits, the relation) must be equal; names
// must share their phonetic key across the scripts.
import { latinDigits } from './roll-words.ts';
import type { CheckedBox } from './self-check-notes.ts';
import { confirm, copyBoxes, doubt, mend } from './self-check-notes.ts';
import { nameKey, normName, sureness, unsure } from './self-check-text.ts';
import type { ReadBox } from './types.ts';

export type EditionPairing = {
  en: CheckedBox[];
  hi: CheckedBox[];
  /** Indices into `en` and `hi` of the boxes paired. */
  pairs: [number, number][];
};

const SAME_EVERYWHERE = ['serial', 'epic', 'age', 'gender', 'relationType'] as const;

const isEmpty = (v: unknown) => v === null || v === '';
const houseDigits = (h: string) => latinDigits(h).replace(/\D+/g, ' ').trim();
/** A house number the other edition can lend as it is: digits and separators only. */
const scriptFree = (h: string) => /^[\d\s/\-.,]+$/.test(latinDigits(normName(h)));

/** Index of each value held by exactly one box. */
function uniqueIndex<T>(boxes: CheckedBox[], key: (b: CheckedBox) => T | null): Map<T, number> {
  const seen = new Map<T, number>();
  const twice = new Set<T>();
  boxes.forEach((b, i) => {
    const k = key(b);
    if (k === null || k === '') return;
    if (seen.has(k)) twice.add(k);
    seen.set(k, i);
  });
  for (const k of twice) seen.delete(k);
  return seen;
}

function pairBoxes(en: CheckedBox[], hi: CheckedBox[]): [number, number][] {
  const pairs: [number, number][] = [];
  const hiByEpic = uniqueIndex(hi, (b) => b.epic || null);
  const used = new Set<number>();
  const enLeft: number[] = [];
  const enByEpic = uniqueIndex(en, (b) => b.epic || null);
  en.forEach((b, i) => {
    const j = b.epic ? hiByEpic.get(b.epic) : undefined;
    if (j !== undefined && enByEpic.get(b.epic) === i) {
      pairs.push([i, j]);
      used.add(j);
    } else enLeft.push(i);
  });
  const hiLeft = hi.map((_, j) => j).filter((j) => !used.has(j));
  const hiBySerial = uniqueIndex(
    hiLeft.map((j) => hi[j]!),
    (b) => b.serial,
  );
  for (const i of enLeft) {
    const b = en[i]!;
    const k = b.serial !== null ? hiBySerial.get(b.serial) : undefined;
    if (k === undefined) continue;
    const o = hi[hiLeft[k]!]!;
    if (b.age !== null && b.age === o.age && b.gender !== null && b.gender === o.gender)
      pairs.push([i, hiLeft[k]!]);
  }
  return pairs;
}

/** One field the two editions print alike: fill the doubted or empty side, doubt the less sure. */
function agree(a: CheckedBox, b: CheckedBox, field: (typeof SAME_EVERYWHERE)[number]): void {
  const [va, vb] = [a[field], b[field]];
  const doubtedA = isEmpty(va) || a.doubts.includes(field);
  const doubtedB = isEmpty(vb) || b.doubts.includes(field);
  if (va === vb) {
    if (doubtedA !== doubtedB) confirm(doubtedA ? a : b, field, 'otherEdition');
    return;
  }
  if (doubtedA !== doubtedB) {
    const [to, from] = doubtedA ? [a, b] : [b, a];
    // A doubted read that differs still disagrees: the value is lent, the doubt stays.
    const sure = isEmpty(to[field]) && !unsure(from, field);
    mend(to, field, from[field] as never, 'otherEdition', sure, 'filled');
    return;
  }
  if (doubtedA) return;
  const [sa, sb] = [sureness(a, field), sureness(b, field)];
  if (sa <= sb) doubt(a, field, 'otherEdition');
  if (sb <= sa) doubt(b, field, 'otherEdition');
}

function agreeHouse(a: CheckedBox, b: CheckedBox): void {
  const doubtedA = !a.houseNumber || a.doubts.includes('houseNumber');
  const doubtedB = !b.houseNumber || b.doubts.includes('houseNumber');
  if (houseDigits(a.houseNumber) === houseDigits(b.houseNumber)) {
    if (doubtedA !== doubtedB && scriptFree(a.houseNumber) && scriptFree(b.houseNumber))
      confirm(doubtedA ? a : b, 'houseNumber', 'otherEdition');
    return;
  }
  if (doubtedA !== doubtedB) {
    const [to, from] = doubtedA ? [a, b] : [b, a];
    if (scriptFree(from.houseNumber))
      mend(
        to,
        'houseNumber',
        normName(from.houseNumber),
        'otherEdition',
        !unsure(from, 'houseNumber'),
        'filled',
      );
    else doubt(to, 'houseNumber', 'otherEdition');
    return;
  }
  if (doubtedA) return;
  const [sa, sb] = [sureness(a, 'houseNumber'), sureness(b, 'houseNumber')];
  if (sa <= sb) doubt(a, 'houseNumber', 'otherEdition');
  if (sb <= sa) doubt(b, 'houseNumber', 'otherEdition');
}

/** Names in the two scripts whose keys differ: the less surely read side is doubted. */
function agreeName(en: CheckedBox, hi: CheckedBox, field: 'name' | 'relativeName'): void {
  if (!en[field] || !hi[field] || nameKey(en[field]) === nameKey(hi[field])) return;
  const [se, sh] = [sureness(en, field), sureness(hi, field)];
  if (se < sh) doubt(en, field, 'otherEdition');
  else doubt(hi, field, 'otherEdition');
}

/**
 * Pair the English and the Hindi edition of one part and let each check and fill the other
 * (copies; the boxes given are not changed).
 */
export function pairEditions(en: readonly ReadBox[], hi: readonly ReadBox[]): EditionPairing {
  const [e, h] = [copyBoxes(en), copyBoxes(hi)];
  const pairs = pairBoxes(e, h);
  for (const [i, j] of pairs) {
    const [a, b] = [e[i]!, h[j]!];
    for (const field of SAME_EVERYWHERE) agree(a, b, field);
    agreeHouse(a, b);
    agreeName(a, b, 'name');
    agreeName(a, b, 'relativeName');
  }
  return { en: e, hi: h, pairs };
}
