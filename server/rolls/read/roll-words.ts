// The words the Commission prints in each edition, as the reader looks for them in what OCR
// or a text layer gives: field labels, genders, the deletion stamp, the bands and the totals
// tables. Matching is loose on purpose (OCR drops apostrophes, reads ':' as ';').

/** Devanagari digits ०–९ as 0–9; other characters unchanged. */
export const latinDigits = (s: string): string =>
  s.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966));

export const RELATION_LABELS: {
  type: 'father' | 'husband' | 'mother' | 'other';
  pattern: RegExp;
}[] = [
  { type: 'husband', pattern: /husb|hus?band|पति|પતિ/i },
  { type: 'father', pattern: /fath|ather|पिता|પિતા/i },
  { type: 'mother', pattern: /moth|other's|माता|मां|માતા/i },
  { type: 'other', pattern: /others?\b|अन्य|અન્ય/i },
];

export const LABELS = {
  name: /name|नाम|નામ/i,
  house: /house|मकान|गृह|ઘર/i,
  age: /\bage(?![a-z])|आयु|उम्र|ઉં\s*મર/i,
  gender: /gender|\bsex\b|लिंग|જા\s*તિ/i,
  section: /section|अनुभाग/i,
  additions: /addition|a\s*d\s*d\s*i\s*t|परिवर्धन/i,
  deleted: /deleted|d\s*e\s*l\s*e\s*t\s*e\s*d|विलोपित/i,
  cover: /electoral\s*roll|नामावली|number\s*of\s*electors|निर्वाचकों\s*की|मतदान\s*केंद्र\s*का\s*विवरण/i,
  closing: /summary\s*of\s*electors|सारांश/i,
  netElectors: /net\s*electors|कुल\s*निर्वाचक/i,
  mainList: /main\s*list|मूल\s*सूची/i,
};

/** Male / Female / Other from what is printed after "Gender", or null when unclear. */
export function genderOf(text: string): 'Male' | 'Female' | 'Other' | null {
  const t = text.trim().toLowerCase();
  if (/third|तृतीय|transgender|^tg\b|ત્રીજી/.test(t)) return 'Other';
  // The Gujarati original's text layer drops the last vowel sign ("સ્ત્ર"): the stem says it.
  if (/female|emale|महिला|स्त्र|સ્ત્ર/.test(t)) return 'Female';
  if (/^male|^ma1e|पुरुष|પુરુ\s*ષ/.test(t)) return 'Male';
  return null;
}

/** Letters that OCR confuses with digits in an EPIC, each way. */
const AS_DIGIT: Record<string, string> = {
  O: '0',
  D: '0',
  Q: '0',
  I: '1',
  L: '1',
  Z: '2',
  S: '5',
  B: '8',
  G: '6',
};
const AS_LETTER: Record<string, string> = {
  '0': 'O',
  '1': 'I',
  '2': 'Z',
  '5': 'S',
  '8': 'B',
  '6': 'G',
};

/** An EPIC of the old form (`GJ/21/141/006010`), printed beside the new ones in real rolls. */
export const OLD_EPIC = /^[A-Z]{2,3}\/\d{2}\/\d{2,3}\/\d{5,7}$/;

/**
 * The EPIC in a line of text: ten letters and digits (three letters, seven digits), with the
 * usual confusions turned back. `fixed` says a character had to be changed.
 */
export type EpicRead = {
  epic: string;
  fixed: boolean;
  /**
   * Read with one letter too many before the digits ("LKCS5585801", "UPIR0239517": a letter
   * split in two): the three-letter series it may stand for, one left out each. The part's own
   * series picks among them (assemble.ts); `epic` meanwhile drops the letter by the digits.
   */
  series?: string[];
};

export function epicIn(text: string): EpicRead | null {
  // The old form, before EPICs were ten characters: state / district / assembly / number.
  const old = /\b([A-Z]{2,3})\s*\/\s*(\d{2})\s*\/\s*(\d{2,3})\s*\/\s*(\d{5,7})\b/.exec(
    text.toUpperCase(),
  );
  if (old) return { epic: old.slice(1).join('/'), fixed: false };
  const tokens = text
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, ' ')
    .split(/\s+/);
  const four = tokens.map((t) => /^([A-Z]{4})([0-9]{7})$/.exec(t)).find((m) => m);
  if (four) {
    const letters = four[1]!;
    const series = [
      ...new Set([...letters].map((_, i) => letters.slice(0, i) + letters.slice(i + 1))),
    ];
    return { epic: letters.slice(0, 3) + four[2], fixed: true, series };
  }
  const joined = tokens.join('');
  const candidates = [...tokens.filter((t) => t.length >= 9), joined.slice(-10)];
  for (const raw of candidates) {
    if (raw.length < 10) continue;
    const token = raw.slice(-10);
    let fixed = false;
    const chars = [...token].map((c, i) => {
      const map = i < 3 ? AS_LETTER : AS_DIGIT;
      const want = i < 3 ? /[A-Z]/ : /[0-9]/;
      if (want.test(c)) return c;
      fixed = true;
      return map[c] ?? c;
    });
    const epic = chars.join('');
    if (/^[A-Z]{3}[0-9]{7}$/.test(epic)) return { epic, fixed };
  }
  return null;
}

/** The value after a label: the text after the first ':' (or ';'), trimmed. */
export function afterColon(text: string): string {
  const i = text.search(/[:;]/);
  return (i < 0 ? text : text.slice(i + 1))
    .replace(/^[\s:;.,]+|[\s|[\]]+$/g, '')
    .replace(/\s+/g, ' ');
}

/** A lone Devanagari consonant (no vowel sign): never a word of a name, often a speck read. */
const LONE_CONSONANT = /^[\u0915-\u0939\u0958-\u095F]\u093C?$/;

/**
 * "ों" ends plural nouns, never a name: at a name's end it is "ो" with a speck read as the
 * bindu ("बानों" for "बानो").
 */
const withoutPluralEnding = (word: string): string =>
  /[\u0900-\u097F]\u094B\u0902$/.test(word) ? word.slice(0, -1) : word;

/**
 * A person's name from its line: the text after the last colon (a label half read can leave
 * "का नाम : आरिफ़" behind the first), without the specks OCR reads around it — trailing
 * punctuation, a lone consonant at the end — and, in English, a word read small among
 * capitalised ones capitalised; no Hindi word ends in a plural's "ों".
 */
export function personName(text: string): string {
  const trimmed = text.replace(/[\s:;.,|[\]'"“”‘’~_-]+$/, '');
  const i = Math.max(trimmed.lastIndexOf(':'), trimmed.lastIndexOf(';'));
  // A label whose colon was not read ("Name Mahesh Saini") is not part of the name.
  const value = i < 0 ? trimmed.replace(UNREAD_LABEL, '') : trimmed.slice(i);
  // A name never starts with a dash or a mark: those are specks and rule ends ("-Lakshmi").
  // A zero-width joiner or non-joiner ending a word (गौड्‌) prints nothing: not part of the name.
  const words = afterColon(value)
    .replace(/^[-–—~_|'"“‘]+\s*/, '')
    .replace(/[\u200c\u200d]+(?=\s|$)/g, '')
    .split(' ');
  while (words.length > 2 && LONE_CONSONANT.test(words.at(-1)!)) words.pop();
  // A roll prints a name in one case: one word small among capitalised ones is a capital read
  // small ("Dilip joshi"); a name printed small throughout ("revathi") stays so.
  const capitalised = words.some((w) => /^[A-Z]/.test(w));
  // A name printed in capitals holds no small l nor a !: each is an I ("JAl PARKASH", "RAJ!").
  const upper = words.filter((w) => /[A-Za-z]/.test(w)).every((w) => /^[A-Zl!]+$/.test(w));
  return words
    .map((w) => (upper ? w.replace(/[l!]/g, 'I') : w))
    .map((w) => (capitalised && /^[a-z][a-z]+$/.test(w) ? w[0]!.toUpperCase() + w.slice(1) : w))
    .map(withoutPluralEnding)
    .join(' ');
}

const UNREAD_LABEL =
  /^\s*((elector'?s?|father'?s?|husband'?s?|mother'?s?|others?)\s*)?name\b[\s.,\-–]*|^\s*(निर्वाचक|पिता|पति|माता)?\s*(का)?\s*नाम\s+/i;

/** Whole numbers in the text (Devanagari digits read as Latin). */
export const numbersIn = (text: string): number[] =>
  [...latinDigits(text).matchAll(/\d+/g)].map((m) => Number(m[0]));
