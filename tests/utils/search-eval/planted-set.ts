// A planted evaluation set for the voter search across scripts (issue 43): made-up voters whose
// names come from indian-names.ts, loaded as rolls load them (English and Hindi editions both,
// or one), and queries typed the way a booth worker types a name: a spelling the roll uses, or
// one changed by one of the common families of variants (w/v, b/v, sh/s, aa/a, ee/i, oo/u, z/j,
// ph/f, q/k, kh/k, final a, ai/ay, au/o, doubled letters, y/i at the end; in Devanagari the
// vowel length, nukta, nasal marks, ब/व, श/स/ष, ण/न, ै/े). Seeded, so the set is the same each
// run. What is relevant comes from the names' identities, never from the keys being tested: a
// voter is relevant when each typed word is (the start of) one of the voter's names or
// relative's names, as the search's word-prefix rule would find it with a perfect
// transliteration.
import type { EvalName } from './indian-names.ts';
import { FEMALE, MALE, SURNAMES, WOMEN_SURNAMES } from './indian-names.ts';

export type Script = 'latin' | 'hindi';

/** A voter's names as the roll's fields hold them, and the identities behind them. */
export type PlantedVoter = {
  fields: {
    firstName?: string;
    lastName?: string;
    relation?: string;
    firstNameHi?: string;
    lastNameHi?: string;
    relationHi?: string;
  };
  /** given, surname, relative's given name, relative's surname. */
  names: readonly EvalName[];
};

export type PlantedQuery = {
  text: string;
  script: Script;
  /** The identities typed, one per word. */
  names: readonly EvalName[];
  /** The variant families applied to make the typed spelling (none: a roll's spelling). */
  families: readonly string[];
};

/** Deterministic 32-bit generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One change a worker makes; `when` limits it to the names it is typed for. */
type Rule = { family: string; from: RegExp; to: string; when?: (name: EvalName) => boolean };
const rule = (family: string, from: RegExp, to: string, when?: Rule['when']): Rule => ({
  family,
  from,
  to,
  when,
});
/** Names the roll prints with a nukta (Zakir = ज़ाकिर): their j may be typed z, k typed q. */
const hasNukta = (n: EvalName) => n.hindi.some((h) => h.normalize('NFD').includes('\u093c'));

/** How a worker types a Latin name otherwise than the roll: one change a word. */
const LATIN_RULES: readonly Rule[] = [
  rule('w/v', /w/i, 'v'),
  rule('w/v', /v/i, 'w'),
  rule('b/v', /b(?!h)/i, 'v'),
  rule('b/v', /v/i, 'b'),
  rule('sh/s', /sh/i, 's'),
  rule('sh/s', /^s(?!h)/i, 'sh'),
  rule('aa/a', /aa/i, 'a'),
  rule('aa/a', /(?<![aeiou])a(?![aeiou])/i, 'aa'),
  rule('ee/i', /ee/i, 'i'),
  rule('ee/i', /(?<![aeiou])i(?![aeiou])/i, 'ee'),
  rule('oo/u', /oo/i, 'u'),
  rule('oo/u', /(?<![aeiou])u(?![aeiou])/i, 'oo'),
  rule('z/j', /z/i, 'j'),
  rule('z/j', /j/i, 'z', hasNukta),
  rule('ph/f', /ph/i, 'f'),
  rule('ph/f', /f/i, 'ph', (n) => !hasNukta(n)),
  rule('q/k', /qu(?=[aeiou])/i, 'k'),
  rule('q/k', /q(?!u)/i, 'k'),
  rule('q/k', /k(?!h)/i, 'q', hasNukta),
  rule('kh/k', /kh/i, 'k'),
  // Rama, Shiva: a one-syllable name with its inherent vowel written.
  rule('final a', /^([^aeiou]*[aeiou]+[^aeiouy]+)$/i, '$1a'),
  rule('ai/ay', /ai(?=[^aeiouy])/i, 'ay'),
  rule('ai/ay', /ay(?=[^aeiou])/i, 'ai'),
  rule('au/o', /au/i, 'o'),
  rule('au/o', /au/i, 'ou'),
  rule('double', /([bcdfgklmnprstz])\1/i, '$1'),
  rule('y/i end', /y$/i, 'i'),
  rule('y/i end', /([^aeiou])i$/i, '$1y'),
];

/** How a worker types a Devanagari name otherwise than the roll. */
const HINDI_RULES: readonly Rule[] = [
  rule('vowel length', /ी/, 'ि'),
  rule('vowel length', /ि/, 'ी'),
  rule('vowel length', /ू/, 'ु'),
  rule('vowel length', /ु/, 'ू'),
  rule('nukta', /\u093c/, ''),
  rule('nasal', /ं(?=[पबभम])/, 'म्'),
  rule('nasal', /ं(?=[तथदधनस])/, 'न्'),
  rule('nasal', /न्(?=[तथदधन])/, 'ं'),
  rule('nasal', /ं/, 'ँ'),
  rule('b/v', /ब/, 'व'),
  rule('b/v', /व/, 'ब'),
  rule('sh/s', /श/, 'स'),
  rule('sh/s', /स/, 'श'),
  rule('sh/s', /ष/, 'श'),
  rule('ṇ/n', /ण/, 'न'),
  // After the first syllable only (कुरैशी → कुरेशी); a first-syllable ऐ is typed as printed.
  rule('ai/e', /(?<=[क-ह]\u093c?[\u093e-\u094d]?[क-ह]\u093c?)ै/, 'े'),
];

const pick = <T>(rnd: () => number, list: readonly T[]): T =>
  list[Math.floor(rnd() * list.length)]!;

/** One spelling of `name` in `script` as a worker types it, and the families used. */
function typed(rnd: () => number, name: EvalName, script: Script) {
  const spellings = script === 'latin' ? name.latin : name.hindi;
  const base = pick(rnd, spellings);
  if (rnd() < 0.3) return { text: base, families: [] as string[] };
  const rules = (script === 'latin' ? LATIN_RULES : HINDI_RULES).filter(
    (r) => r.from.test(base) && (!r.when || r.when(name)),
  );
  if (!rules.length) return { text: base, families: [] as string[] };
  // A family first, then one of its changes: each family is typed about as often as it applies.
  const family = pick(rnd, [...new Set(rules.map((r) => r.family))]);
  const r = pick(
    rnd,
    rules.filter((x) => x.family === family),
  );
  let text = base.replace(r.from, r.to);
  // A worker types in lower case as often as not.
  if (script === 'latin' && rnd() < 0.5) text = text.toLowerCase();
  return { text, families: [r.family] };
}

/** The fields a voter gets from the editions loaded: both, the English only or the Hindi only. */
function rollFields(rnd: () => number, names: readonly EvalName[]): PlantedVoter['fields'] {
  const [given, surname, relGiven, relSurname] = names as [EvalName, EvalName, EvalName, EvalName];
  const latin = (n: EvalName) => pick(rnd, n.latin);
  const hindi = (n: EvalName) => pick(rnd, n.hindi);
  const en = {
    firstName: latin(given),
    lastName: latin(surname),
    relation: `${latin(relGiven)} ${latin(relSurname)}`,
  };
  const hi = {
    firstNameHi: hindi(given),
    lastNameHi: hindi(surname),
    relationHi: `${hindi(relGiven)} ${hindi(relSurname)}`,
  };
  const loaded = rnd();
  if (loaded < 0.5) return { ...en, ...hi };
  if (loaded < 0.75) return en;
  // A Hindi roll alone fills the plain names with its Devanagari too (voter-fields.ts).
  return { ...hi, firstName: hi.firstNameHi, lastName: hi.lastNameHi, relation: hi.relationHi };
}

export function plantedVoters(count: number, seed = 43): PlantedVoter[] {
  const rnd = random(seed);
  return Array.from({ length: count }, () => {
    const female = rnd() < 0.45;
    const relGiven = pick(rnd, MALE);
    const relSurname = pick(rnd, SURNAMES);
    const given = pick(rnd, female ? FEMALE : MALE);
    const surname = female && rnd() < 0.35 ? pick(rnd, WOMEN_SURNAMES) : relSurname;
    const names = [given, surname, relGiven, relSurname];
    return { fields: rollFields(rnd, names), names };
  });
}

/**
 * `count` queries for voters of the set: a full name (most), a surname alone, a given name
 * alone, or the relative's name, each word typed in one script. `forced` adds queries for the
 * pairs the issue names (a spelling typed for a voter whose roll has the other).
 */
export function plantedQueries(voters: readonly PlantedVoter[], count: number, seed = 4343) {
  const rnd = random(seed);
  const queries: PlantedQuery[] = [];
  while (queries.length < count) {
    const v = pick(rnd, voters);
    const [given, surname, relGiven, relSurname] = v.names as EvalName[];
    const kind = rnd();
    const names =
      kind < 0.6
        ? [given!, surname!]
        : kind < 0.75
          ? [surname!]
          : kind < 0.9
            ? [given!]
            : [relGiven!, relSurname!];
    const script: Script = rnd() < 0.6 ? 'latin' : 'hindi';
    const words = names.map((n) => typed(rnd, n, script));
    queries.push({
      text: words.map((w) => w.text).join(' '),
      script,
      names,
      families: words.flatMap((w) => w.families),
    });
  }
  return queries;
}

/** The families of variants the issue names, each of which the set must type often enough. */
export const NAMED_FAMILIES = [
  'w/v',
  'b/v',
  'sh/s',
  'aa/a',
  'ee/i',
  'oo/u',
  'z/j',
  'ph/f',
  'q/k',
  'kh/k',
  'final a',
  'nasal',
  'nukta',
] as const;

/**
 * `perFamily` full-name queries for each named family: a voter whose given name or surname
 * takes a change of that family in one script, typed with that change (the other word as
 * printed), so rare families (ph/f, z/j) are tried as often as common ones.
 */
export function familyQueries(voters: readonly PlantedVoter[], perFamily: number, seed = 4344) {
  const rnd = random(seed);
  const rules = [
    ...LATIN_RULES.map((r) => ['latin', r] as const),
    ...HINDI_RULES.map((r) => ['hindi', r] as const),
  ];
  const queries: PlantedQuery[] = [];
  for (const family of NAMED_FAMILIES) {
    const own = rules.filter(([, r]) => r.family === family);
    let made = 0;
    for (let tries = 0; made < perFamily && tries < 20_000; tries++) {
      const v = pick(rnd, voters);
      const [script, r] = pick(rnd, own);
      const word = rnd() < 0.5 ? 0 : 1;
      const target = v.names[word]!;
      const spelling = pick(rnd, script === 'latin' ? target.latin : target.hindi);
      if (!r.from.test(spelling) || (r.when && !r.when(target))) continue;
      const other = v.names[1 - word]!;
      const words = [
        spelling.replace(r.from, r.to),
        pick(rnd, script === 'latin' ? other.latin : other.hindi),
      ];
      if (word === 1) words.reverse();
      queries.push({
        text: words.join(' '),
        script,
        names: [v.names[0]!, v.names[1]!],
        families: [family],
      });
      made += 1;
    }
  }
  return queries;
}

/** The queries the issue names, typed against the roll's other spelling or script. */
export function namedPairQueries(): PlantedQuery[] {
  const find = (list: readonly EvalName[], id: string) => list.find((n) => n.id === id)!;
  const q = (text: string, script: Script, names: EvalName[], family: string) => ({
    text,
    script,
    names,
    families: [family],
  });
  const jaiswal = find(SURNAMES, 'jaiswal');
  const qureshi = find(SURNAMES, 'qureshi');
  const vijay = find(MALE, 'vijay');
  const vinod = find(MALE, 'vinod');
  return [
    q('Jaiswal', 'latin', [jaiswal], 'named pair'),
    q('Jayswal', 'latin', [jaiswal], 'named pair'),
    q('जायसवाल', 'hindi', [jaiswal], 'named pair'),
    q('Qureshi', 'latin', [qureshi], 'named pair'),
    q('Kureshi', 'latin', [qureshi], 'named pair'),
    q('कुरैशी', 'hindi', [qureshi], 'named pair'),
    q('Bijay', 'latin', [vijay], 'named pair'),
    q('Vijay', 'latin', [vijay], 'named pair'),
    q('बिजय', 'hindi', [vijay], 'named pair'),
    q('Binod', 'latin', [vinod], 'named pair'),
    q('विनोद', 'hindi', [vinod], 'named pair'),
    q('बिनोद', 'hindi', [vinod], 'named pair'),
  ];
}

/** True when a perfect transliteration would find `voter` for `query` (word-prefix rule). */
export function isRelevant(query: PlantedQuery, voter: PlantedVoter): boolean {
  return query.names.every((typedName) => voter.names.some((n) => n.id.startsWith(typedName.id)));
}

export type Figures = {
  queries: number;
  /** Mean over queries of the share of relevant voters found. */
  recall: number;
  /** Mean over the queries that found anyone of the share of voters found that are relevant. */
  precision: number;
  /** The same over all (query, voter) pairs at once. */
  pooledRecall: number;
  pooledPrecision: number;
  /** Queries that missed a relevant voter or found an irrelevant one, worst first. */
  worst: { text: string; missed: number; wrong: number; relevant: number }[];
};

/** Recall and precision of `matches` (the search as a test on one voter) over the set. */
export function evaluate(
  voters: readonly PlantedVoter[],
  queries: readonly PlantedQuery[],
  matches: (query: string) => (voter: PlantedVoter, index: number) => boolean,
): Figures {
  let recall = 0;
  let precision = 0;
  let hits = 0;
  let relevantAll = 0;
  let foundAll = 0;
  let answered = 0;
  const worst: Figures['worst'] = [];
  for (const query of queries) {
    const test = matches(query.text);
    let relevant = 0;
    let found = 0;
    let right = 0;
    voters.forEach((v, i) => {
      const r = isRelevant(query, v);
      const f = test(v, i);
      if (r) relevant += 1;
      if (f) found += 1;
      if (r && f) right += 1;
    });
    recall += relevant ? right / relevant : 1;
    // A query that finds nothing has no precision: it counts against recall alone.
    if (found) {
      precision += right / found;
      answered += 1;
    }
    hits += right;
    relevantAll += relevant;
    foundAll += found;
    if (right < relevant || right < found)
      worst.push({ text: query.text, missed: relevant - right, wrong: found - right, relevant });
  }
  worst.sort((a, b) => b.missed + b.wrong - (a.missed + a.wrong));
  return {
    queries: queries.length,
    recall: recall / queries.length,
    precision: answered ? precision / answered : 1,
    pooledRecall: hits / relevantAll,
    pooledPrecision: hits / foundAll,
    worst,
  };
}
