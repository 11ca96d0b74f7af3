// Names as the roll's self-check compares them: NFC, spaces collapsed, and "one misreading
// away" measured as OCR makes mistakes — in Latin one letter, in Devanagari one matra, nukta or
// bindu (or one of the consonants the Hindi model confuses), never a different name's letters.
import { distance } from 'fastest-levenshtein';
import type { RollRowFields } from '../../../src/domain/roll-jobs.ts';
import { phoneticKey } from '../../../src/domain/name-keys.ts';
import type { ReadBox } from './types.ts';

/** Under this word confidence (0–100) a field counts as read with low confidence. */
export const UNSURE_BELOW = 90;

export const normName = (s: string): string => s.normalize('NFC').replace(/\s+/g, ' ').trim();

export const wordsOf = (s: string): string[] => normName(s).split(' ').filter(Boolean);

export const isDevanagari = (s: string): boolean => /[\u0900-\u097F]/.test(s);

/** Levenshtein distance (fastest-levenshtein); anything past `max` comes back as max + 1. */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  return Math.min(distance(a, b), max + 1);
}

/** Consonants the Hindi model reads for one another (ब/व, घ/ध, म/भ, प/ष, य/थ, ट/ठ). */
const CONFUSED = new Set(['बव', 'घध', 'मभ', 'पष', 'यथ', 'टठ']);
const MARK = /^\p{M}$/u;

/**
 * `a` and `b` differ by one misreading: in Devanagari one mark added, dropped or swapped
 * (ि/ी, ं/ँ, a nukta) or one confused consonant; in Latin any one letter, in words of four
 * letters or more (shorter words are too often other names).
 */
export function oneMisreading(a: string, b: string): boolean {
  if (a === b) return false;
  if (!isDevanagari(a) && !isDevanagari(b))
    return Math.min(a.length, b.length) >= 4 && editDistance(a, b, 1) === 1;
  const s = [...a];
  const t = [...b];
  let i = 0;
  while (i < s.length && i < t.length && s[i] === t[i]) i++;
  let j = 0;
  while (j < s.length - i && j < t.length - i && s[s.length - 1 - j] === t[t.length - 1 - j]) j++;
  const x = s.slice(i, s.length - j);
  const y = t.slice(i, t.length - j);
  if (x.length > 1 || y.length > 1) return false;
  if ([...x, ...y].every((c) => MARK.test(c))) return true;
  return x.length === 1 && y.length === 1 && CONFUSED.has([x[0]!, y[0]!].sort().join(''));
}

/** Whole names (several words) one or two misreadings apart, by their length. */
export function nearName(a: string, b: string): number | null {
  if (a === b) return 0;
  const max = Math.min([...a].length, [...b].length) >= 7 ? 2 : 1;
  const d = editDistance(a, b, max);
  return d <= max ? d : null;
}

/** The phonetic key of a whole name, words joined without spaces ("Ram Prakash" = रामप्रकाश). */
export const nameKey = (s: string): string => wordsOf(s).map(phoneticKey).join('');

/** How sure the reader was of a field (0–100): its word confidence, else the row's. */
export function sureness(box: ReadBox, field: keyof RollRowFields): number {
  return box.fieldConfidence?.[field] ?? box.confidence * 100;
}

/** Doubted by the reader, or read with low confidence. */
export const unsure = (box: ReadBox, field: keyof RollRowFields): boolean =>
  box.doubts.includes(field) || sureness(box, field) < UNSURE_BELOW;

/**
 * Words that follow a woman's given name (Sita Devi, Harpreet Kaur): no household's surname,
 * and a box that carries one and is read as a man's has one of the two misread.
 */
export const WOMENS_WORDS = new Set(
  [
    ...['devi', 'kumari', 'begum', 'bano', 'khatoon', 'khatun', 'kaur', 'bibi'],
    ...['देवी', 'कुमारी', 'बेगम', 'बानो', 'ख़ातून', 'खातून', 'कौर', 'बीबी'],
  ].map((w) => w.normalize('NFC')),
);
