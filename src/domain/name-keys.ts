// Why: a worker types "Sharma" while the roll says शर्मा (or "Chaudhary" for चौधरी), so voters
// are found by a phonetic key shared by both scripts and common spelling variants, not by
// their letters. How: `nameSearchKeys(first, last)` goes into a multiEntry index (`*nameKeys`);
// a query looks up `queryKeys(text)`, each word with `anyOf` and the last with `startsWithAnyOf`.
import { devanagariToLatin, hasDevanagari } from './devanagari-latin.ts';

const VOWELS = 'aeiou';
const ASPIRATED = 'kgcjtdpbs';

function isVowel(c: string | undefined): boolean {
  return c !== undefined && VOWELS.includes(c);
}

/** Final `dr`/`tr` that Latin splits with `e` or `a`: Surender = सुरेन्द्र, Mitter = मित्र. */
const SPLIT_AFTER_ANY = /^(.*[aeiou].*[^aeiou])([dt])ar$/;
/** Final pairs after a vowel that Hindi and Punjabi split: Dharam = धर्म, Krishan = कृष्ण. */
const SPLIT_AFTER_VOWEL = /^(.*[aeiou])(ra(?=[mn])|sa(?=n)|ha(?=m))([mn])$/;

/** Whole keys that are abbreviations of one name. */
const ALIASES: Record<string, string> = {
  md: 'mohmad',
  mohd: 'mohmad',
  mohmd: 'mohmad',
  begum: 'begam',
};

/** Endings where Latin writes `y` for a vowel: Chaudhary, Pandey, Ajay. */
function latinYEnding(s: string): string {
  return s
    .replace(/([^aeiouy])y$/, '$1i')
    .replace(/ey$/, 'e')
    .replace(/ay$/, 'ai');
}

/** The same endings once a final inherent vowel is gone: पाण्डेय, अजय, मालवीय. */
function vowelYEnding(s: string): string {
  return s.replace(/ey$/, 'e').replace(/ay$/, 'ai').replace(/iy$/, 'i');
}

/** Letters that spell the same sound, and vowel length (Latin spellings rarely mark it). */
function mergeLetters(s: string): string {
  return s
    .replace(/ow(?=[^aeiou]|$)/g, 'au')
    .replace(/ou/g, 'au')
    .replace(/ei/g, 'e')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/qu(?=[aeiou])/g, 'k')
    .replace(/q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/c(?!h)/g, 'k')
    .replace(/i(?=[aeou])/g, 'iy')
    .replace(/ee|ii/g, 'i')
    .replace(/oo|uu/g, 'u')
    .replace(/(.)\1+/g, '$1');
}

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

/** Aspirates that Latin spellings write or skip (ph/f, th/t, gh/g), sh/s, nasals before p/b. */
function mergeDigraphs(s: string): string {
  return s
    .replace(/ph/g, 'f')
    .replace(/sh/g, 's')
    .replace(/th/g, 't')
    .replace(/gh/g, 'g')
    .replace(/m(?=[pbf])/g, 'n')
    .replace(/(.)\1+/g, '$1');
}

/** Vowels that Latin spells `e` where Hindi says `a`: Verma, Rehman, Harvinder, Ahmed. */
function mergeSchwaE(s: string, prefix: boolean): string {
  const out = s.replace(/eh(?=[^aeiou])/g, 'ah').replace(/er(?=[^aeiou]|$)/g, 'ar');
  return prefix ? out : out.replace(/med$/, 'mad');
}

/** Word-end rules that only make sense once the whole word is known. */
function wordEnd(s: string): string {
  let out = s.length > 1 && s.endsWith('a') && !isVowel(s[s.length - 2]) ? s.slice(0, -1) : s;
  out = out.replace(
    SPLIT_AFTER_VOWEL,
    (_, head: string, pair: string, tail: string) => head + pair[0] + tail,
  );
  out = vowelYEnding(out).replace(/aya([^aeiou])$/, 'ai$1');
  return ALIASES[out] ?? out;
}

/** Lower-case Latin letters of any word: Devanagari transliterated, other scripts dropped. */
function latinLetters(word: string, prefix: boolean): string {
  const nfd = word.normalize('NFD').toLowerCase();
  if (!hasDevanagari(nfd)) {
    const latin = nfd.replace(/[^a-z]/g, '');
    return prefix ? latin : latinYEnding(latin);
  }
  let s = devanagariToLatin(nfd).replace(/[^a-zNY]/g, '');
  if (!prefix) s = latinYEnding(s);
  // The inherent vowel of a final consonant is silent in Hindi (कमल = Kamal).
  if (s.endsWith('a') && s.length > 1 && !isVowel(s[s.length - 2])) s = s.slice(0, -1);
  return s
    .replace(/jY/g, 'gy')
    .replace(/Y/g, 'n')
    .replace(/N(?=h)/g, 'ng')
    .replace(/N/g, 'n');
}

function computeKey(word: string, prefix: boolean): string {
  let s = latinLetters(word, prefix);
  if (!s) return '';
  s = mergeSchwaE(mergeDigraphs(mergeLetters(s)), prefix);
  if (!prefix) s = s.replace(SPLIT_AFTER_ANY, '$1$2r').replace(/([aeiou])va$/, '$1v');
  // Digraphs again: dropping an `a` can join `s` and `h` (इसहाक़ → ishak = Ishaq).
  s = mergeSchwaE(mergeDigraphs(dropMedialA(s, prefix)), prefix).replace(/^muh/, 'moh');
  return prefix ? s : wordEnd(s);
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
 * The key of a word still being typed: rules that depend on what follows are not applied and
 * an `a` before the typed end counts as medial, so the result is a prefix of the full key.
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
