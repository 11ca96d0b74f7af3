// Ages and house numbers read twice: once in their line by the edition's text model, once cut
// out on their own and read by a model held to digits. Two reads that agree are trusted; two
// that differ are doubted (one may be confidently wrong); where the text read lost the digits
// (a Hindi model passing over Latin digits), the digit read fills them in, doubted.
import { MAX_ROLL_AGE, MIN_ROLL_AGE } from '../../../src/domain/roll-jobs.ts';
import type { BoxFields } from './box-fields.ts';
import type { OcrLine } from './ocr-engine.ts';
import { LABELS, latinDigits } from './roll-words.ts';
import type { Rect } from './types.ts';

export type DigitField = 'age' | 'houseNumber';

/**
 * A house number's last part read 8 after a slash may be the letter B (27/B): the two print
 * alike in many roll fonts, and a read held to digits cannot tell them, so agreeing proves
 * nothing. Measured on the corpus: 12 houses ending /B read /8 by both reads, 5 true /8s.
 */
export const EIGHT_OR_B = /\/8$/;

/** Where the value starts in a line: after its label's colon (also inside "Age:37"). */
function valueStart(line: OcrLine): number | null {
  for (const w of line.words) {
    const i = w.text.search(/[:;]/);
    if (i < 0) continue;
    // ":81" starts the value at the colon; "Age:37" somewhere inside the word; "आयु:" after it.
    if (i === 0) return w.x0 + 3;
    if (i === w.text.length - 1) return w.x1 + 2;
    return Math.round(w.x0 + ((w.x1 - w.x0) * i) / w.text.length);
  }
  const label = line.words[0];
  return label ? label.x1 + 2 : null;
}

/** The age's and house number's rectangles in a box's body (lines relative to the body). */
export function digitRects(lines: OcrLine[], bodyWidth: number): Partial<Record<DigitField, Rect>> {
  const rects: Partial<Record<DigitField, Rect>> = {};
  const rectOf = (line: OcrLine, x0: number, x1: number): Rect => ({
    x: x0,
    y: line.y0 - 3,
    width: Math.max(4, x1 - x0),
    height: line.y1 - line.y0 + 6,
  });
  const house = lines.find((l) => LABELS.house.test(l.text));
  const houseAt = house && valueStart(house);
  if (house && houseAt !== null && houseAt !== undefined)
    rects.houseNumber = rectOf(house, houseAt, bodyWidth);
  const age = lines.find((l) => LABELS.age.test(l.text) && LABELS.gender.test(l.text));
  const ageAt = age && valueStart(age);
  const genderWord = age?.words.find((w) => LABELS.gender.test(w.text));
  if (age && ageAt !== null && ageAt !== undefined && genderWord && genderWord.x0 > ageAt)
    rects.age = rectOf(age, ageAt, genderWord.x0 - 3);
  return rects;
}

const compact = (lines: OcrLine[]) =>
  latinDigits(lines.map((l) => l.text).join('')).replace(/\s+/g, '');

/** The box's fields with the digit reads weighed in. */
export function weighDigitReads(
  f: BoxFields,
  reads: Partial<Record<DigitField, OcrLine[]>>,
): BoxFields {
  const doubts = new Set(f.doubts);
  const out = { ...f };
  const age = reads.age && compact(reads.age);
  if (age !== undefined && /^\d{1,3}$/.test(age)) {
    const n = Number(age);
    if (n === f.age && n >= MIN_ROLL_AGE && n <= MAX_ROLL_AGE) doubts.delete('age');
    else {
      // The read held to digits is the likelier; a person sees the box either way.
      if (n >= MIN_ROLL_AGE && n <= MAX_ROLL_AGE) out.age = n;
      doubts.add('age');
    }
  }
  // A dash or slash at either end is the label's colon or a ruled line's leftover, read so.
  const house = reads.houseNumber && compact(reads.houseNumber).replace(/^[-/]+|[-/]+$/g, '');
  if (house) {
    if (house === f.houseNumber) {
      if (!EIGHT_OR_B.test(house)) doubts.delete('houseNumber');
    } else {
      // Keep letters the text read saw (12A), and its slash where the digit read lost that
      // thin stroke (40/1 read 401); else the digit read's value.
      const bare = (s: string) => s.replace(/[/-]/g, '');
      const lostSlash = bare(house) === bare(f.houseNumber) && house.length < f.houseNumber.length;
      if (!/[^\d/-]/.test(f.houseNumber) && !lostSlash) out.houseNumber = house;
      doubts.add('houseNumber');
    }
  }
  out.doubts = [...doubts];
  return out;
}
