// The letter rules of the phonetic name keys (name-keys.ts): which spellings of a sound are
// one (vowel length, aspirates, b/v/w, ai/ay/e, au/o …), the `a` Hindi leaves unspoken, and the
// word endings Latin and Devanagari write differently. Each rule is named by the names it joins.

const ASPIRATED = 'kgcjtdpbs';

export function isVowel(c: string | undefined): boolean {
  return c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u';
}

/** One pass of a regex whose matches are looked up in a table (much faster than a chain). */
export function replaceByTable(s: string, pattern: RegExp, table: Record<string, string>): string {
  return s.replace(pattern, (m) => table[m] ?? m);
}

/** Final pairs after a vowel that Hindi and Punjabi split: Dharam = धर्म, Krishan = कृष्ण. */
const SPLIT_AFTER_VOWEL = new Set(['rm', 'rn', 'sn', 'hm']);

/** Whole keys that are abbreviations or fixed spellings of one name. */
const ALIASES: Record<string, string> = {
  md: 'mohmad',
  mohd: 'mohmad',
  mohmd: 'mohmad',
  vegum: 'vegam',
  // Shaikh = Sheikh = शेख (an `ai` of the first syllable otherwise stays apart from `e`).
  saik: 'sek',
  // Yousuf = Yusuf = यूसुफ़ (ou is otherwise an o: Gourav).
  yosuf: 'yusuf',
  // Roy = Rai = राय.
  roy: 'rai',
};

function hasVowelBefore(s: string, end: number): boolean {
  for (let i = 0; i < end; i++) if (isVowel(s[i])) return true;
  return false;
}

/** Final `dr`/`tr` that Latin splits with `e` or `a`: Surender = सुरेन्द्र, Mitter = मित्र. */
export function joinFinalDr(s: string): string {
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
export function latinYEnding(s: string): string {
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
 * rarely marks it), ou/ow → au, ei → e, ai/ay before a consonant (diphthongAt), w and b → v
 * (but bh), z → j, q → k, x → ks, c → k (but ch), the aspirates Latin writes or skips (ph → f,
 * th → t, gh → g, kh → k), sh → s, m → n before p/b/f, `y` between i and a vowel (Imtiaz =
 * इम्तियाज़), and doubled letters as one (Reddy).
 */
export function mergeSpelling(s: string): string {
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
    case 'a':
      return diphthongAt(s, i);
    case 'b':
      // ब and व, b and v: Bijay = Vijay, बिनोद = Vinod (bh stays: Bhola is not Vola).
      return n === 'h' ? ['bh', 2] : ['v', 1];
    case 'k':
      return ['k', n === 'h' ? 2 : 1];
    case 'o':
      if (n === 'u' || (n === 'w' && !isVowel(s[i + 2]))) return ['o', 2];
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

/**
 * `au` is the `o` Latin often writes for औ (Chauhan = Chohan = चोहान, Maurya = Morya). `ai` or
 * `ay` before a consonant is one vowel (जायसवाल = Jaiswal = Jayswal); after the first syllable
 * it is the `e` Latin often writes for ऐ (कुरैशी = Qureshi, हुसैन = Hussein). In the first
 * syllable it stays `ai`: Sain is not Sen, Kaisar not Kesar.
 */
function diphthongAt(s: string, i: number): readonly [string, number] {
  let end = i;
  while (s[end] === 'a') end++; // aa is a long a
  const n = s[end];
  if (n === 'u') return ['o', end - i + 1];
  const after = s[end + 1];
  if ((n !== 'i' && n !== 'y') || after === undefined || isVowel(after) || after === 'y')
    return ['a', 1];
  return [hasVowelBefore(s, i) ? 'e' : 'ai', end - i + 1];
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
export function dropMedialA(s: string, prefix: boolean): string {
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
export function mergeSchwaE(s: string, prefix: boolean): string {
  if (!s.includes('e')) return s;
  const out = replaceByTable(s, SCHWA_E, { eh: 'ah', er: 'ar' });
  return prefix || !out.endsWith('med') ? out : out.slice(0, -2) + 'ad';
}

/** Word-end rules that only make sense once the whole word is known. */
export function wordEnd(s: string): string {
  let out = s.length > 1 && s.endsWith('a') && !isVowel(s[s.length - 2]) ? s.slice(0, -1) : s;
  out = vowelYEnding(joinFinalPair(out));
  if (out.includes('aya')) out = out.replace(/aya([^aeiou])$/, 'ai$1');
  // A final ai after the first syllable, as inside a word: Bajpai = Vajpayee = वाजपेयी.
  if (out.endsWith('ai') && hasVowelBefore(out, out.length - 2)) out = out.slice(0, -2) + 'e';
  // Latin's silent e after `or`: Kishore = किशोर, Rathore = राठौर (not More = मोरे).
  if (out.length > 4 && out.endsWith('ore')) out = out.slice(0, -1);
  return ALIASES[out] ?? out;
}
