// Measures the roll's self-check (server/rolls/read/self-check.ts) on exact truth: the two
// gen2 parts of ../shared/rolls-dev with OCR-like errors put in by a seeded generator (a
// nukta dropped, a matra swapped, one Latin letter off, a digit misread), each error and each
// correct value given a confidence as the reader would. Counts the errors the checks mend or
// doubt that the reader had not, and the correct values they touch. Not part of CI:
//   node --import tsx bench/roll-pdf/self-check-dev.ts [seeds=20]
import { readFileSync } from 'node:fs';
import type { RollTotals } from '../../src/domain/roll-jobs.ts';
import { createRng } from '../../server/demo/roll/prng.ts';
import type { Rng } from '../../server/demo/roll/prng.ts';
import { toDevanagari } from '../../server/demo/roll/variants.ts';
import type { CheckedBox } from '../../server/rolls/read/self-check.ts';
import { checkPart, pairEditions } from '../../server/rolls/read/self-check.ts';
import type { ReadBox } from '../../server/rolls/read/types.ts';

type Elector = {
  serial: number;
  epic: string;
  name: string;
  relationType: 'father' | 'husband' | 'mother' | 'other';
  relativeName: string;
  houseNo: string;
  age: number;
  gender: 'male' | 'female' | 'third';
  section: number;
  status: 'active' | 'added' | 'deleted';
  page: number;
};
type Truth = { electors: Elector[]; summary: { net: RollTotals } };

const DIR = new URL('../../../shared/rolls-dev/gen2/', import.meta.url);
const load = (f: string): Truth => JSON.parse(readFileSync(new URL(f, DIR), 'utf8')) as Truth;

const GENDER = { male: 'Male', female: 'Female', third: 'Other' } as const;

function toBoxes(t: Truth): ReadBox[] {
  return [...t.electors]
    .sort((a, b) => a.page - b.page || a.serial - b.serial)
    .map((e) => ({
      serial: e.serial,
      epic: e.epic,
      name: e.name.normalize('NFC'),
      relationType: e.relationType,
      relativeName: e.relativeName.normalize('NFC'),
      houseNumber: e.houseNo,
      age: e.age,
      gender: GENDER[e.gender],
      deleted: e.status === 'deleted',
      section: e.section,
      list: e.status === 'added' ? 'additions' : 'main',
      page: e.page,
      rect: { x: 0, y: 0, width: 1, height: 1 },
      confidence: 1,
      doubts: [],
      fieldConfidence: {},
    }));
}

const FIELDS = ['serial', 'epic', 'name', 'relativeName', 'houseNumber', 'age', 'gender'] as const;
type Field = (typeof FIELDS)[number];
/** Chance a field is misread. */
const RATE: Record<Field, number> = {
  serial: 0.01,
  epic: 0.02,
  name: 0.05,
  relativeName: 0.05,
  houseNumber: 0.02,
  age: 0.02,
  gender: 0.01,
};

const LATIN: Record<string, string[]> = {
  a: ['o', 'e', 'u'],
  e: ['c', 'o', 'a'],
  i: ['l', 'j', 't'],
  l: ['I', 'i', 't'],
  m: ['n', 'rn'],
  n: ['h', 'm', 'r'],
  h: ['b', 'n', 'k'],
  u: ['v', 'a', 'n'],
  r: ['n', 't'],
  o: ['a', 'e', 'c'],
  s: ['a', 'e'],
  t: ['l', 'f', 'i'],
};
const MATRA_SWAP: Record<string, string> = {
  'ि': 'ी',
  'ी': 'ि',
  'ु': 'ू',
  'ू': 'ु',
  'े': 'ै',
  'ै': 'े',
  'ो': 'ौ',
  'ौ': 'ो',
  'ं': 'ँ',
  'ँ': 'ं',
};
const CONSONANT: Record<string, string> = {
  ब: 'व',
  व: 'ब',
  घ: 'ध',
  ध: 'घ',
  म: 'भ',
  भ: 'म',
  प: 'ष',
};
const DIGIT: Record<string, string> = {
  '0': '8',
  '1': '7',
  '3': '8',
  '5': '6',
  '6': '5',
  '7': '1',
  '8': '3',
  '9': '4',
  '2': '7',
  '4': '9',
};

function misreadName(rng: Rng, s: string): string {
  const c = [...s];
  if (/[\u0900-\u097F]/.test(s)) {
    const nukta = c.indexOf('\u093C');
    const kinds = [
      ...(nukta >= 0 ? ['nukta'] : []),
      ...(c.some((x) => MATRA_SWAP[x]) ? ['matra', 'matra'] : []),
      ...(c.some((x) => CONSONANT[x]) ? ['consonant'] : []),
      'dropMark',
    ];
    const kind = rng.pick(kinds);
    if (kind === 'nukta') c.splice(nukta, 1);
    else if (kind === 'matra') {
      const at = rng.pick(c.map((x, i) => (MATRA_SWAP[x] ? i : -1)).filter((i) => i >= 0));
      c[at] = MATRA_SWAP[c[at]!]!;
    } else if (kind === 'consonant') {
      const at = rng.pick(c.map((x, i) => (CONSONANT[x] ? i : -1)).filter((i) => i >= 0));
      c[at] = CONSONANT[c[at]!]!;
    } else {
      const marks = c.map((x, i) => (/\p{M}/u.test(x) ? i : -1)).filter((i) => i >= 0);
      if (!marks.length) return s + 'ा';
      c.splice(rng.pick(marks), 1);
    }
    return c.join('');
  }
  const at = rng.pick(c.map((x, i) => (LATIN[x] ? i : -1)).filter((i) => i >= 0));
  if (at === undefined) return s + 'e';
  c[at] = rng.pick(LATIN[c[at]!]!);
  return c.join('');
}

function misreadDigits(rng: Rng, s: string): string {
  const c = [...s];
  const at = rng.pick(c.map((x, i) => (DIGIT[x] ? i : -1)).filter((i) => i >= 0));
  if (at === undefined) return s;
  c[at] = DIGIT[c[at]!]!;
  return c.join('');
}

function misread(rng: Rng, box: ReadBox, field: Field): void {
  switch (field) {
    case 'name':
    case 'relativeName':
      box[field] = misreadName(rng, box[field]);
      break;
    case 'houseNumber':
    case 'epic':
      box[field] = misreadDigits(rng, box[field]);
      break;
    case 'serial':
    case 'age':
      box[field] = Number(misreadDigits(rng, String(box[field])));
      break;
    case 'gender':
      box.gender = box.gender === 'Male' ? 'Female' : 'Male';
      break;
  }
}

/** The errors put in, by box and field; the boxes carry confidences as the reader gives them. */
function withErrors(rng: Rng, truth: ReadBox[]): { read: ReadBox[]; wrong: Set<string> } {
  const wrong = new Set<string>();
  const read = truth.map((t, i) => {
    const box: ReadBox = { ...t, doubts: [], fieldConfidence: {} };
    for (const f of FIELDS) {
      const err = rng.chance(RATE[f]);
      if (err) misread(rng, box, f);
      const isWrong = box[f] !== t[f];
      if (isWrong) wrong.add(`${i}:${f}`);
      // Misreadings mostly score low; correct reads mostly high, some low.
      const conf = isWrong ? rng.int(35, 96) : rng.chance(0.12) ? rng.int(50, 88) : rng.int(88, 99);
      box.fieldConfidence![f] = conf;
      if (conf < 70) box.doubts.push(f);
    }
    return box;
  });
  return { read, wrong };
}

type Tally = {
  errors: number;
  /** Errors the reader had not doubted: caught by a right mend or a doubt, or missed. */
  unseen: number;
  caughtMended: number;
  caughtDoubted: number;
  missed: Record<string, number>;
  /** Errors the reader doubted that a check mended right (and lifted the doubt). */
  seen: number;
  seenMended: number;
  seenMendedUndoubted: number;
  wrongMends: number;
  wrongMendsUndoubted: number;
  confirmedWrong: number;
  correctDoubted: number;
};
const empty = (): Tally => ({
  errors: 0,
  unseen: 0,
  caughtMended: 0,
  caughtDoubted: 0,
  missed: {},
  seen: 0,
  seenMended: 0,
  seenMendedUndoubted: 0,
  wrongMends: 0,
  wrongMendsUndoubted: 0,
  confirmedWrong: 0,
  correctDoubted: 0,
});

function judge(
  tally: Tally,
  truth: ReadBox[],
  read: ReadBox[],
  checked: CheckedBox[],
  wrong: Set<string>,
) {
  checked.forEach((c, i) => {
    for (const f of FIELDS) {
      const t = truth[i]![f];
      const notes = (c.selfCheck ?? []).filter((n) => n.field === f);
      const changed = notes.some((n) => n.action === 'mended' || n.action === 'filled');
      const readerDoubted = read[i]!.doubts.includes(f);
      if (wrong.has(`${i}:${f}`)) {
        tally.errors += 1;
        const right = changed && c[f] === t;
        if (readerDoubted) {
          tally.seen += 1;
          if (right) tally.seenMended += 1;
          if (right && !c.doubts.includes(f)) tally.seenMendedUndoubted += 1;
        } else {
          tally.unseen += 1;
          if (right) tally.caughtMended += 1;
          else if (c.doubts.includes(f)) tally.caughtDoubted += 1;
          else tally.missed[f] = (tally.missed[f] ?? 0) + 1;
        }
        if (notes.some((n) => n.action === 'confirmed') && c[f] !== t) tally.confirmedWrong += 1;
      } else if (!readerDoubted && c.doubts.includes(f) && !changed) tally.correctDoubted += 1;
      if (changed && c[f] !== t) {
        tally.wrongMends += 1;
        if (!c.doubts.includes(f)) tally.wrongMendsUndoubted += 1;
        if (process.env.SHOW) console.log('wrong mend', f, JSON.stringify(notes), '→', c[f], t);
      }
    }
  });
}

function add(a: Tally, b: Tally) {
  for (const k of Object.keys(a) as (keyof Tally)[]) {
    if (k === 'missed')
      for (const [f, n] of Object.entries(b.missed)) a.missed[f] = (a.missed[f] ?? 0) + n;
    else a[k] += b[k];
  }
}

const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(0)} %`;

function print(label: string, t: Tally, boxes: number) {
  const caught = t.caughtMended + t.caughtDoubted;
  console.log(`${label} (${boxes} boxes, ${t.errors} errors put in)`);
  console.log(
    `  not doubted by the reader: ${t.unseen}; the checks mended ${t.caughtMended} right and ` +
      `doubted ${t.caughtDoubted} (${pct(caught, t.unseen)}); still missed ${t.unseen - caught} ` +
      JSON.stringify(t.missed),
  );
  console.log(
    `  doubted by the reader: ${t.seen}; mended right ${t.seenMended} ` +
      `(${t.seenMendedUndoubted} with the doubt lifted, off the review list)`,
  );
  console.log(
    `  wrong mends ${t.wrongMends} (left undoubted ${t.wrongMendsUndoubted}); doubts lifted on ` +
      `wrong values ${t.confirmedWrong}; correct values newly doubted ${t.correctDoubted} ` +
      `(${pct(t.correctDoubted, boxes * FIELDS.length)} of fields)`,
  );
}

const seeds = Number(process.argv[2] ?? 20);
const parts = [
  { file: 'gen2-en.truth.json', edition: 'en' as const },
  { file: 'gen2-hi.truth.json', edition: 'hi' as const },
];
for (const { file, edition } of parts) {
  const data = load(file);
  const truth = toBoxes(data);
  const total = empty();
  for (let seed = 1; seed <= seeds; seed++) {
    const rng = createRng(seed, edition === 'en' ? 1 : 2);
    const { read, wrong } = withErrors(rng, truth);
    const tally = empty();
    judge(tally, truth, read, checkPart(read, edition, data.summary.net), wrong);
    add(total, tally);
  }
  print(`${file} × ${seeds} seeds`, total, truth.length * seeds);
  // Correct values only, every one read with low confidence: what the checks touch.
  const clean = truth.map((b) => ({
    ...b,
    doubts: [],
    fieldConfidence: Object.fromEntries(FIELDS.map((f) => [f, 75])),
  }));
  const touched = empty();
  judge(touched, truth, clean, checkPart(clean, edition, data.summary.net), new Set());
  print(`${file}, no errors, all unsure`, touched, truth.length);
}

// Both editions: the English part and a Hindi twin (names written in Devanagari where every
// word is known, else left in Latin letters), each with its own errors.
{
  const data = load('gen2-en.truth.json');
  const en = toBoxes(data);
  const hi = en.map((b) => ({
    ...b,
    name: toDevanagari(b.name) ?? b.name,
    relativeName: toDevanagari(b.relativeName) ?? b.relativeName,
  }));
  const twins = hi.filter((b, i) => b.name !== en[i]!.name).length;
  const [te, th] = [empty(), empty()];
  for (let seed = 1; seed <= seeds; seed++) {
    const a = withErrors(createRng(seed, 3), en);
    const b = withErrors(createRng(seed, 4), hi);
    const paired = pairEditions(a.read, b.read);
    judge(te, en, a.read, paired.en, a.wrong);
    judge(th, hi, b.read, paired.hi, b.wrong);
  }
  console.log(`editions: ${twins} of ${en.length} Hindi twins with Devanagari names`);
  print(`paired, English side × ${seeds}`, te, en.length * seeds);
  print(`paired, Hindi side × ${seeds}`, th, en.length * seeds);
}
