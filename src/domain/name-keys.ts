// Why: a worker types "Sharma" while the roll says शर्मा (or "Chaudhary" for चौधरी), so voters
// are found by a phonetic key shared by both scripts and common spelling variants, not by
// their letters. How: `nameSearchKeys(first, last)` goes into a multiEntry index (`*nameKeys`);
// a query looks up `queryKeys(text)`, each word with `anyOf` and the last with `startsWithAnyOf`.
// Voter id and phone go into a separate multiEntry index (`*idKeys`, from `idSearchKeys`).
import { devanagariToLatin, hasDevanagari } from './devanagari-latin.ts';

const ASPIRATED = 'kgcjtdpbs';

function isVowel(c: string | undefined): boolean {
  return c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u';
}

/** One pass of a regex whose matches are looked up in a table (much faster than a chain). */
function replaceByTable(s: string, pattern: RegExp, table: Record<string, string>): string {
  return s.replace(pattern, (m) => table[m] ?? m);
}

/** Final pairs after a vowel that Hindi and Punjabi split: Dharam = धर्म, Krishan = कृष्ण. */
const SPLIT_AFTER_VOWEL = new Set(['rm', 'rn', 'sn', 'hm']);

/** Whole keys that are abbreviations or fixed spellings of one name. */
const ALIASES: Record<string, string> = {
  md: 'mohmad',
  mohd: 'mohmad',
  mohmd: 'mohmad',
  begum: 'begam',
};

function hasVowelBefore(s: string, end: number): boolean {
  for (let i = 0; i < end; i++) if (isVowel(s[i])) return true;
  return false;
}

/** Final `dr`/`tr` that Latin splits with `e` or `a`: Surender = सुरेन्द्र, Mitter = मित्र. */
function joinFinalDr(s: string): string {
  const n = s.length;
  const split =
    (s.endsWith('dar') || s.endsWith('tar')) && !isVowel(s[n - 4]) && hasVowelBefore(s, n - 4);
  return split ? s.slice(0, n - 2) + 'r' : s;
}

/** The `a` of a final syllable in SPLIT_AFTER_VOWEL, dropped when a vowel precedes the pair. */
function joinFinalPair(s: string): string {
  const n = s.length;
  const pair = s[n - 3]! + s[n - 1]!;
  const split = n > 3 && s[n - 2] === 'a' && SPLIT_AFTER_VOWEL.has(pair) && isVowel(s[n - 4]);
  return split ? s.slice(0, n - 2) + s[n - 1] : s;
}

/** Endings where Latin writes `y` for a vowel: Chaudhary, Pandey, Ajay. */
function latinYEnding(s: string): string {
  if (!s.endsWith('y')) return s;
  return s.replace(/([^aeiouy])y$|ey$|ay$/, (m, c?: string) =>
    c ? c + 'i' : m === 'ey' ? 'e' : 'ai',
  );
}

/** The same endings once a final inherent vowel is gone: पाण्डेय, अजय, मालवीय. */
function vowelYEnding(s: string): string {
  if (!s.endsWith('y')) return s;
  return replaceByTable(s, /[eai]y$/, { ey: 'e', ay: 'ai', iy: 'i' });
}

/**
 * Letters that spell the same sound, in one pass: vowel length (ee/ii → i, oo/uu → u; Latin
 * rarely marks it), ou/ow → au, ei → e, w → v, z → j, q → k, x → ks, c → k (but ch), the
 * aspirates Latin writes or skips (ph → f, th → t, gh → g), sh → s, m → n before p/b/f,
 * `y` between i and a vowel (Imtiaz = इम्तियाज़), and doubled letters as one (Reddy).
 */
function mergeSpelling(s: string): string {
  let out = '';
  let last = '';
  for (let i = 0; i < s.length;) {
    const [piece, used] = soundAt(s, i);
    for (let k = 0; k < piece.length; k++) {
      if (piece[k] !== last) out += piece[k];
      last = piece[k]!;
    }
    i += used;
  }
  return out;
}

/** The letters for the sound at `i` and how many input letters it takes. */
function soundAt(s: string, i: number): readonly [string, number] {
  const c = s[i]!;
  const n = s[i + 1];
  switch (c) {
    case 'o':
      if (n === 'u' || (n === 'w' && !isVowel(s[i + 2]))) return ['au', 2];
      return n === 'o' ? ['u', 2] : ['o', 1];
    case 'e':
      return n === 'e' ? ['i', 2] : n === 'i' ? ['e', 2] : ['e', 1];
    case 'i': {
      const used = n === 'i' ? 2 : 1;
      return [isVowel(s[i + used]) ? 'iy' : 'i', used];
    }
    case 'q':
      return ['k', n === 'u' && isVowel(s[i + 2]) ? 2 : 1];
    case 'c':
      return n === 'h' ? ['ch', 2] : ['k', 1];
    case 'p':
      return n === 'h' ? ['f', 2] : ['p', 1];
    case 's':
    case 't':
    case 'g':
      return [c, n === 'h' ? 2 : 1];
    case 'm':
      return [n === 'p' || n === 'b' || n === 'f' ? 'n' : 'm', 1];
    default:
      return [SAME_SOUND[c] ?? c, 1];
  }
}

const SAME_SOUND: Record<string, string> = { w: 'v', z: 'j', x: 'ks' };

/** True when the consonant (or aspirate pair such as `dh`) ending at `i` follows a vowel. */
function singleConsonantBefore(s: string, i: number): boolean {
  const start = s[i] === 'h' && i > 0 && ASPIRATED.includes(s[i - 1]!) ? i - 1 : i;
  return !isVowel(s[i]) && isVowel(s[start - 1]);
}

/**
 * Drops each short `a` between the first and the last vowel when a consonant follows it.
 * Hindi leaves most of these unspoken and Latin spellings keep or drop them at will
 * (Kamala/Kamla/कमला, Paramjeet/परमजीत, राजकुमार/Rajkumar, Agarwal/Agrawal); vowel length is
 * already merged, so Sitaram and सीताराम lose the same `a`. A final `a` after a consonant
 * cluster is not counted as the last vowel: Latin writes Chandra for चंद्र. For a prefix the
 * typed end is not the word's end, so only the first vowel is kept and a trailing `a` goes.
 */
function dropMedialA(s: string, prefix: boolean): string {
  let first = -1;
  let last = -1;
  for (let i = 0; i < s.length; i++) {
    if (isVowel(s[i])) {
      if (first < 0) first = i;
      last = i;
    }
  }
  if (first < 0) return s;
  if (prefix) last = s.length;
  else if (last === s.length - 1 && s[last] === 'a' && !singleConsonantBefore(s, last - 1)) {
    for (last -= 1; last > first && !isVowel(s[last]); last--);
  }
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    const next = s[i + 1];
    const medial = i > first && i < last && !isVowel(s[i - 1]);
    const drop = c === 'a' && medial && (next === undefined ? prefix : !isVowel(next));
    if (!drop) out += c;
  }
  return out;
}

const SCHWA_E = /eh(?=[^aeiou])|er(?=[^aeiou]|$)/g;

/** Vowels that Latin spells `e` where Hindi says `a`: Verma, Rehman, Harvinder, Ahmed. */
function mergeSchwaE(s: string, prefix: boolean): string {
  if (!s.includes('e')) return s;
  const out = replaceByTable(s, SCHWA_E, { eh: 'ah', er: 'ar' });
  return prefix || !out.endsWith('med') ? out : out.slice(0, -2) + 'ad';
}

/** Word-end rules that only make sense once the whole word is known. */
function wordEnd(s: string): string {
  let out = s.length > 1 && s.endsWith('a') && !isVowel(s[s.length - 2]) ? s.slice(0, -1) : s;
  out = vowelYEnding(joinFinalPair(out));
  if (out.includes('aya')) out = out.replace(/aya([^aeiou])$/, 'ai$1');
  return ALIASES[out] ?? out;
}

const MARKERS = /jY|Y|Nh|N/g;

/** Lower-case Latin letters of any word: Devanagari transliterated, other scripts dropped. */
function latinLetters(word: string, prefix: boolean): string {
  const lower = word.toLowerCase();
  if (/^[a-z]+$/.test(lower)) return prefix ? lower : latinYEnding(lower);
  const nfd = lower.normalize('NFD');
  if (!hasDevanagari(nfd)) {
    const latin = nfd.replace(/[^a-z]/g, '');
    return prefix ? latin : latinYEnding(latin);
  }
  let s = devanagariToLatin(nfd).replace(/[^a-zNY]/g, '');
  if (!prefix) s = latinYEnding(s);
  // The inherent vowel of a final consonant is silent in Hindi (कमल = Kamal).
  if (s.endsWith('a') && s.length > 1 && !isVowel(s[s.length - 2])) s = s.slice(0, -1);
  return /[NY]/.test(s) ? replaceByTable(s, MARKERS, { jY: 'gy', Y: 'n', Nh: 'ngh', N: 'n' }) : s;
}

function computeKey(word: string, prefix: boolean): string {
  let s = latinLetters(word, prefix);
  if (!s) return '';
  s = mergeSchwaE(mergeSpelling(s), prefix);
  if (!prefix) s = joinFinalDr(s);
  if (!prefix && s.endsWith('va')) s = s.replace(/([aeiou])va$/, '$1v');
  // Again: dropping an `a` can join `s` and `h` (इसहाक़ → ishak = Ishaq).
  s = mergeSchwaE(mergeSpelling(dropMedialA(s, prefix)), prefix);
  if (s.startsWith('muh')) s = 'moh' + s.slice(3);
  // A typed `e` or `o` may be the start of ee, er, eh, oo or ou, which all change it.
  if (prefix) return s.length > 1 && (s.endsWith('e') || s.endsWith('o')) ? s.slice(0, -1) : s;
  return wordEnd(s);
}

const CACHE_LIMIT = 50_000;
const cache = new Map<string, string>();

/**
 * The phonetic key of one word, equal for a name in Latin letters and in Devanagari and for
 * its common spellings (Chaudhary, Choudhary, चौधरी → `chaudhri`). Empty when the word has no
 * Latin or Devanagari letter. Deterministic; repeated words (a roll repeats surnames
 * thousands of times) come from a bounded cache.
 */
export function phoneticKey(word: string): string {
  const hit = cache.get(word);
  if (hit !== undefined) return hit;
  const key = computeKey(word, false);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(word, key);
  return key;
}

/**
 * The key of a word still being typed: rules that depend on what follows are not applied, an
 * `a` before the typed end counts as medial and a trailing `e` or `o` is left out, so the
 * result is usually a prefix of the full key (for 1160 of 1173 prefixes in the tests).
 */
export function phoneticPrefix(word: string): string {
  return computeKey(word, true);
}

/** Words of a name: letters, marks and digits, lower-cased (as `words` in db/derive.ts). */
export function nameWords(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Index entries for a voter's names: every word as written (lower case) and its phonetic
 * key, deduplicated. Both live in one multiEntry index, so a prefix of either finds the row.
 */
export function nameSearchKeys(...names: (string | undefined)[]): string[] {
  const keys = new Set<string>();
  for (const name of names) {
    for (const word of nameWords(name)) {
      keys.add(word);
      const key = phoneticKey(word);
      if (key) keys.add(key);
    }
  }
  return [...keys];
}

/** One typed word: any of `keys` must match, exactly or (for the last word) as a prefix. */
export type QueryWord = { keys: string[]; prefix: boolean };

/**
 * How a typed query is looked up: each word in turn (all must match), alternatives being the
 * word as typed and its phonetic key; the last word, still being typed, matches as a prefix
 * and also offers its prefix key.
 */
export function queryKeys(input: string): QueryWord[] {
  const words = nameWords(input);
  return words.map((word, i) => {
    const prefix = i === words.length - 1;
    const keys = new Set([word, phoneticKey(word)]);
    if (prefix) keys.add(phoneticPrefix(word));
    keys.delete('');
    return { keys: [...keys], prefix };
  });
}

/**
 * Index entries for the voter id (EPIC, upper case, spaces and dashes removed) and the phone
 * (digits only, the last ten as well so +91 and 0 prefixes still match). Kept apart from
 * names so a digit string never matches a name word.
 */
export function idSearchKeys(voterId: string | undefined, phone: string | undefined): string[] {
  const keys = new Set<string>();
  const epic = (voterId ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (epic) keys.add(epic);
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits) keys.add(digits);
  if (digits.length > 10) keys.add(digits.slice(-10));
  return [...keys];
}

/**
 * The `*idKeys` prefix for a typed query with a digit in it (a voter id or a phone number),
 * in the form `idSearchKeys` stores; empty for a query without digits, which is a name.
 */
export function idQueryKey(input: string): string {
  return /\d/.test(input) ? input.toUpperCase().replace(/[^A-Z0-9]/g, '') : '';
}
