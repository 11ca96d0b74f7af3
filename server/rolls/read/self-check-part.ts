// What the whole part tells about one box: its first names and surnames repeat (a word seen
// once beside a near twin seen many times is likely misread), its serials run in order, and its
// electors counted by gender match the printed totals.
import type { RollEdition, RollTotals } from '../../../src/domain/roll-jobs.ts';
import { phoneticKey } from '../../../src/domain/name-keys.ts';
import type { CheckedBox } from './self-check-notes.ts';
import { doubt, mend } from './self-check-notes.ts';
import { oneMisreading, sureness, unsure, WOMENS_WORDS, wordsOf } from './self-check-text.ts';

/** A word seen this often in the part is a name the part really holds. */
const MANY = 3;
/** …and this often, with the same sound, strong enough to mend a lone spelling to it. */
const MANY_TO_MEND = 5;
/** Counts by gender off by at most this many are a few misread genders, not missing boxes. */
const FEW = 6;

/** How often each word occurs in the part's names and relatives' names. */
export function wordCounts(boxes: readonly CheckedBox[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const b of boxes)
    for (const w of [...wordsOf(b.name), ...wordsOf(b.relativeName)])
      counts.set(w, (counts.get(w) ?? 0) + 1);
  return counts;
}

/**
 * A word seen once in the part, read unsurely, a misreading away from a word the part holds
 * many times: doubted; in Hindi mended where the two sound the same (a matra's length, a
 * nukta, a bindu) and the frequent one is common, since such a mend never changes the name.
 * Read surely, such a word is doubted only beside a word the part holds very often (Surest
 * beside a part's many Sureshes, Owivedi beside its Dwivedis: OCR is sure of those too).
 */
export function partWords(boxes: CheckedBox[], edition: RollEdition): void {
  const counts = wordCounts(boxes);
  const frequent = [...counts].filter(([, n]) => n >= MANY).map(([w]) => w);
  const veryFrequent = frequent.filter((w) => counts.get(w)! >= MANY_TO_MEND);
  for (const b of boxes)
    for (const field of ['name', 'relativeName'] as const) {
      if (!unsure(b, field)) {
        const lone = wordsOf(b[field]).filter((w) => counts.get(w) === 1);
        if (lone.some((w) => veryFrequent.some((v) => oneMisreading(w, v))))
          doubt(b, field, 'partWords');
        continue;
      }
      const words = wordsOf(b[field]);
      words.forEach((w, k) => {
        if (counts.get(w) !== 1) return;
        const near = frequent.filter((v) => oneMisreading(w, v));
        if (!near.length) return;
        const v = near[0]!;
        const strong =
          edition === 'hi' &&
          near.length === 1 &&
          counts.get(v)! >= MANY_TO_MEND &&
          phoneticKey(v) === phoneticKey(w);
        if (!strong) return doubt(b, field, 'partWords');
        words[k] = v;
        mend(b, field, words.join(' '), 'partWords', true);
      });
    }
}

/** Boxes printed one after another in one section and list: their serials run upwards. */
export function serialOrder(boxes: CheckedBox[]): void {
  const runs = new Map<string, CheckedBox[]>();
  for (const b of boxes) {
    const key = `${b.section ?? ''}|${b.list}|${b.deleted}`;
    runs.set(key, [...(runs.get(key) ?? []), b]);
  }
  for (const run of runs.values())
    for (let k = 1; k + 1 < run.length; k++) {
      const [prev, box, next] = [run[k - 1]!.serial, run[k]!.serial, run[k + 1]!.serial];
      if (prev === null || box === null || next === null || prev >= next) continue;
      if (box <= prev || box >= next) doubt(run[k]!, 'serial', 'serialOrder');
    }
}

const GENDERS = [
  ['Male', 'male'],
  ['Female', 'female'],
  ['Other', 'thirdGender'],
] as const;

/**
 * A gender that contradicts the box (a husband's name, or Devi/Kumari/Kaur in a man's name)
 * is doubted; and when the electors counted by gender differ from the printed totals by a
 * few, the over-counted gender's least surely read rows are doubted (one more than the excess).
 */
export function genders(boxes: CheckedBox[], printed: RollTotals | null): void {
  for (const b of boxes) {
    if (b.gender !== 'Male') continue;
    const womans = wordsOf(b.name).some((w) => WOMENS_WORDS.has(w.toLowerCase()));
    if (womans || b.relationType === 'husband') doubt(b, 'gender', 'genders');
  }
  if (!printed) return;
  const electors = boxes.filter((b) => !b.deleted);
  if (electors.length !== printed.total) return;
  const excess = GENDERS.map(([g, key]) => ({
    g,
    over: electors.filter((b) => b.gender === g).length - printed[key],
  }));
  const off = excess.reduce((n, e) => n + Math.abs(e.over), 0);
  if (!off || off > FEW * 2) return;
  for (const { g, over } of excess) {
    if (over <= 0) continue;
    electors
      .filter((b) => b.gender === g)
      .sort((x, y) => sureness(x, 'gender') - sureness(y, 'gender'))
      .slice(0, over + 1)
      .forEach((b) => doubt(b, 'gender', 'genders'));
  }
}
