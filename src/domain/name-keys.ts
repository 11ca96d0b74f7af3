// Why: a worker types "Sharma" while the roll says शर्मा (or "Chaudhary" for चौधरी), so voters
// are found by a phonetic key shared by both scripts and common spelling variants, not by
// their letters (the letter rules: name-sounds.ts). How: `nameSearchKeys(first, last, …)` goes
// into a multiEntry index (`*searchKeys`, db/derive.ts); a query's words are looked up by the
// word as typed, its keys and, for a word being typed, its prefix keys (voter-search.ts).
// Voter id and phone go into a separate multiEntry index (`*idKeys`, from `idSearchKeys`).
import { devanagariToLatin, hasDevanagari } from './devanagari-latin.ts';
import {
  dropMedialA,
  isVowel,
  joinFinalDr,
  latinYEnding,
  mergeSchwaE,
  mergeSpelling,
  replaceByTable,
  wordEnd,
} from './name-sounds.ts';

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
  // A `y` between a final vowel pair is a glide: Vajpayee, वाजपेयी end as Bajpai does.
  if (!prefix && s.endsWith('yi')) s = s.replace(/([ae])yi$/, '$1i');
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
 * result is usually a prefix of the full key (for 1329 of 1350 prefixes in the tests).
 */
export function phoneticPrefix(word: string): string {
  return computeKey(word, true);
}

/** A vowel (letter or sign) or a consonant with its inherent vowel: what a flapped ड़ follows. */
const isVoiced = (code: number) =>
  (code >= 0x905 && code <= 0x914) ||
  (code >= 0x915 && code <= 0x939) ||
  (code >= 0x93e && code <= 0x94c);

/**
 * The word with ड़/ढ़, or ड/ढ after a vowel (where Hindi says them so, nukta or not), read as
 * the flapped r it is; '' when it has none.
 */
function flappedAsR(nfd: string): string {
  let out = '';
  let changed = false;
  for (let i = 0; i < nfd.length; i++) {
    const c = nfd[i]!;
    const after = i > 0 && isVoiced(nfd.charCodeAt(i - 1));
    if ((c === 'ड' || c === 'ढ') && (after || nfd[i + 1] === '\u093c')) {
      out += c === 'ड' ? 'र' : 'र्ह';
      if (nfd[i + 1] === '\u093c') i++;
      changed = true;
    } else out += c;
  }
  return changed ? out : '';
}

/**
 * Every key of one word: its phonetic key, and for a Devanagari word with a flapped ड़/ढ़ the
 * key read with r as well, since Latin writes it either way (राठौड़ = Rathod = Rathore, गढ़वाल
 * = Garhwal, गायकवाड़ = Gaikwad). At most two.
 */
export function phoneticKeys(word: string): string[] {
  const key = phoneticKey(word);
  const other = flappedKey(word);
  if (!other || other === key) return key ? [key] : [];
  return key ? [key, other] : [other];
}

const HAS_D = /[डढ]/;

/** The key of the word read with a flapped r, or '' (most words: no ड or ढ at all). */
function flappedKey(word: string): string {
  if (!HAS_D.test(word)) return '';
  const flapped = flappedAsR(word.normalize('NFD'));
  return flapped ? phoneticKey(flapped) : '';
}

/**
 * The keys of a word still being typed: its prefix key, and where that ends in the `a` of a
 * first syllable, the same with `o` (the typed Cha may go on to Chauhan, whose key has `o`).
 */
export function prefixKeys(word: string): string[] {
  const key = phoneticPrefix(word);
  // A typed b may go on to bh (Shamb… = Shambhu, शंभू), which is not a v.
  if (key.endsWith('v') && /b$/i.test(word)) return [key, key.slice(0, -1) + 'bh'];
  if (key.length < 3 || !key.endsWith('a')) return key ? [key] : [];
  return [key, key.slice(0, -1) + 'o'];
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
 * keys, deduplicated. Both live in one multiEntry index, so a prefix of either finds the row.
 */
export function nameSearchKeys(...names: (string | undefined)[]): string[] {
  const keys = new Set<string>();
  for (const name of names) {
    for (const word of nameWords(name)) {
      keys.add(word);
      const key = phoneticKey(word);
      if (key) keys.add(key);
      const flapped = flappedKey(word);
      if (flapped) keys.add(flapped);
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
    const keys = new Set([word, ...phoneticKeys(word), ...(prefix ? prefixKeys(word) : [])]);
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
