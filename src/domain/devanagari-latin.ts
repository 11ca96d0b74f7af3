// Devanagari to a plain lower-case Latin spelling for phonetic name keys (name-keys.ts).
// Why our own: the abugida rule needed here is small (a consonant carries an inherent `a`
// unless a vowel sign or the virama follows it), while a general transliteration library
// ships the tables of every script (Sanscript: 112 KB, 18 KB compressed, on every screen that
// writes voters). tests/unit/devanagari-latin.test.ts checks this against Sanscript with the
// same output scheme, for every pair of Devanagari characters and every name in the fixtures.

/**
 * Output letters, already in the small alphabet the keys use (not a scholarly romanisation).
 * Long vowels stay doubled so the caller can tell a final inherent `a` (silent in Hindi) from
 * a written `ा`. Two markers survive for the caller: `N` (anusvara, chandrabindu, ङ) becomes
 * `ng` before `h` (सिंह = Singh) and `n` elsewhere; `Y` (ञ) makes ज्ञ read as `gy` (ज्ञान = Gyan).
 */
const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'aa',
  इ: 'i',
  ई: 'ii',
  उ: 'u',
  ऊ: 'uu',
  ऋ: 'ri',
  ॠ: 'ri',
  ऌ: 'li',
  ॡ: 'li',
  ऎ: 'e',
  ए: 'e',
  ऐ: 'ai',
  ऒ: 'o',
  ओ: 'o',
  औ: 'au',
  ऍ: 'e',
  ऑ: 'o',
  'ं': 'N',
  'ँ': 'N',
};

/** Vowel signs (and the virama, which silences the inherent vowel): they follow a consonant. */
const SIGNS: Record<string, string> = {
  'ा': 'aa',
  'ि': 'i',
  'ी': 'ii',
  'ु': 'u',
  'ू': 'uu',
  'ृ': 'ri',
  'ॄ': 'ri',
  'ॢ': 'li',
  'ॣ': 'li',
  'ॆ': 'e',
  'े': 'e',
  'ै': 'ai',
  'ॊ': 'o',
  'ो': 'o',
  'ौ': 'au',
  'ॅ': 'e',
  'ॉ': 'o',
  '्': '',
};

const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'N',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'Y',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
  ळ: 'l',
};

/** The tables, for the test that checks them against Sanscript. */
export const NAME_KEY_LETTERS = { vowels: VOWELS, signs: SIGNS, consonants: CONSONANTS };

const DEVANAGARI = /[\u0900-\u097f]/;
const NUKTA = /\u093c/g;

/** True when the text has at least one Devanagari character. */
export function hasDevanagari(text: string): boolean {
  return DEVANAGARI.test(text);
}

/**
 * Latin letters for a Devanagari word, nukta dropped first (ख़ reads as ख, फ़ as फ, ज़ as ज).
 * The input must already be NFD, which splits the precomposed nukta letters (U+0958–U+095F).
 * Characters of other scripts pass through unchanged; the caller removes what it cannot use.
 */
export function devanagariToLatin(nfdWord: string): string {
  let out = '';
  let openConsonant = false; // the last letter was a consonant still owed its inherent `a`
  for (const char of nfdWord.replace(NUKTA, '')) {
    const sign = SIGNS[char];
    if (sign !== undefined) {
      out += sign;
      openConsonant = false;
      continue;
    }
    if (openConsonant) out += 'a';
    const consonant = CONSONANTS[char];
    openConsonant = consonant !== undefined;
    out += consonant ?? VOWELS[char] ?? char;
  }
  return openConsonant ? `${out}a` : out;
}
