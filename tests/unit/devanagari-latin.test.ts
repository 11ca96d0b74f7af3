// Our Devanagari → Latin letters for name keys (src/domain/devanagari-latin.ts) against
// Sanscript, the library the app used before, given the same output letters: every single
// character and every pair of characters of the Devanagari block (the rule looks one letter
// back, so pairs reach every case), and every word of the name fixtures and the Hindi strings.
import { readFileSync, readdirSync } from 'node:fs';
import Sanscript from '@indic-transliteration/sanscript';
import { describe, expect, it } from 'vitest';
import { NAME_KEY_LETTERS, devanagariToLatin } from '../../src/domain/devanagari-latin.ts';
import { KNOWN_MISSES, NAME_PAIRS } from '../../devkit/fixtures/name-pairs.ts';

const SCHEME = 'booth_name_key_reference';
const { vowels, consonants } = NAME_KEY_LETTERS;
const yogavaahas = { 'ं': vowels['ं']!, 'ँ': vowels['ँ']! };
Sanscript.addRomanScheme(SCHEME, {
  // Sanscript derives the vowel signs from the vowels itself: that checks our table of signs.
  vowels: Object.fromEntries(Object.entries(vowels).filter(([k]) => !(k in yogavaahas))),
  yogavaahas,
  virama: { '्': '' },
  consonants,
});
Object.assign(Sanscript.schemes[SCHEME]!, { isRomanScheme: true });
const reference = (nfd: string) => Sanscript.t(nfd.replace(/\u093c/g, ''), 'devanagari', SCHEME);

const BLOCK = Array.from({ length: 0x80 }, (_, i) => String.fromCharCode(0x900 + i));

function mismatches(words: Iterable<string>): string[] {
  const wrong: string[] = [];
  for (const word of words) {
    const nfd = word.normalize('NFD');
    const ours = devanagariToLatin(nfd);
    const theirs = reference(nfd);
    if (ours !== theirs) wrong.push(`${word}: ${ours} ≠ ${theirs}`);
  }
  return wrong;
}

describe('devanagariToLatin', () => {
  it('spells names as the keys expect', () => {
    expect(devanagariToLatin('शर्मा')).toBe('sharmaa');
    expect(devanagariToLatin('सिंह')).toBe('siNha');
    expect(devanagariToLatin('ज्ञान')).toBe('jYaana');
    expect(devanagariToLatin('ख़ान'.normalize('NFD'))).toBe('khaana');
    expect(devanagariToLatin('Ram राम')).toBe('Ram raama');
  });

  it('matches Sanscript on every character and every pair of the Devanagari block', () => {
    const pairs = BLOCK.flatMap((a) => BLOCK.map((b) => a + b));
    expect(mismatches([...BLOCK, ...pairs])).toEqual([]);
    // Beside Latin letters, digits and spaces, as a typed name may have them.
    expect(mismatches(BLOCK.flatMap((c) => [`${c}a`, `a${c}`, `${c} ${c}`, `${c}1`]))).toEqual([]);
  });

  it('matches Sanscript on every name of the fixtures and every Hindi word of the app', () => {
    const names = [...NAME_PAIRS, ...KNOWN_MISSES].flatMap((p) => p.devanagari);
    const dir = 'src/locales/hi';
    const strings = readdirSync(dir).flatMap((f) =>
      readFileSync(`${dir}/${f}`, 'utf8').split(/[^\u0900-\u097f]+/),
    );
    const words = new Set([...names, ...strings].filter(Boolean));
    expect(words.size).toBeGreaterThan(1_000);
    expect(mismatches(words)).toEqual([]);
  });
});
