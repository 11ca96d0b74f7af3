// Devanagari to a plain lower-case Latin spelling for phonetic name keys (name-keys.ts).
// Sanscript does the abugida work (inherent vowel, virama, matras) with our own output scheme,
// so the result is already in the small alphabet the keys use, not a scholarly romanisation.
import Sanscript from '@indic-transliteration/sanscript';

const SCHEME = 'booth_name_key';

/**
 * Output letters. Long vowels stay doubled so the caller can tell a final inherent `a`
 * (silent in Hindi) from a written `ा`. Two markers survive for the caller: `N` (anusvara,
 * chandrabindu, ङ) becomes `ng` before `h` (सिंह = Singh) and `n` elsewhere; `Y` (ञ) makes
 * ज्ञ read as `gy` (ज्ञान = Gyan).
 */
Sanscript.addRomanScheme(SCHEME, {
  vowels: {
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
  },
  yogavaahas: { 'ं': 'N', 'ँ': 'N' },
  virama: { '्': '' },
  consonants: {
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
  },
});
// addRomanScheme does not set the flag that makes consonants carry the inherent `a`.
Object.assign(Sanscript.schemes[SCHEME]!, { isRomanScheme: true });

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
  return Sanscript.t(nfdWord.replace(NUKTA, ''), 'devanagari', SCHEME);
}
