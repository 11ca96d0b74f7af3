// The Election Commission's ASD list of a part (issue 25): the electors its booth officer
// marked Absent, Shifted or Dead/Duplicate before a draft roll. The list comes as a table
// (CSV/TSV/XLSX), as a PDF with a text layer, or as a scan read by OCR; all three reach this
// module as rows of cells or lines of text, and leave it as rows — serial in the part, EPIC,
// name, relative's name, category — with every line it could not read kept, never dropped.
// Then `matchAsdRows` pairs each row with a voter held for the part: by EPIC, else by serial
// and name. Pure: the server runs it, the tests run it without a server.
//
// Decisions (docs/roll-import.md, "ASD lists"):
// - Categories are read in English and Hindi, whole words only (मृत is not inside अमृत);
//   "A", "S", "D" count only as a cell of their own, or as the last word of a line that has a
//   serial or an EPIC (a name's initial elsewhere stays a name).
// - "Dead/Duplicate" (the list's combined D column) and a bare "D" are `dead`: the D of the
//   Commission's ASD is Dead; `duplicate` only where the row says duplicate (दोहरा, डुप्लीकेट,
//   already enrolled) alone. Both make a supporter a follow-up the same way (roll-status.ts).
// - Where a row carries two numbers before the name, the first is the list's own row number
//   and the second the serial in the part; a column headed as the serial in the part wins.
// - A line naming one category and nothing else ("Shifted electors", "मृत मतदाता") heads the
//   rows after it: rows without a category of their own take it.
import { number, object } from 'yup';
import { nameWords, phoneticKey } from './name-keys.ts';
import type { AsdCategory } from './roll-status.ts';
import { ASD_CATEGORIES } from './roll-status.ts';
import { MSG, trimmedString } from './validation.ts';

/** Largest ASD file the server takes (a scanned part's list is a few pages). */
export const ASD_UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024;
/** Pages of a scanned list read by OCR in one request: 3–5 s a page, under the proxy's 65 s. */
export const ASD_OCR_MAX_PAGES = 6;
/** Longest list name kept on a voter. */
export const ASD_LIST_NAME_MAX = 100;

/** One elector of the list as read. */
export type AsdRow = {
  /** The line (or table row) of the file it came from, from 1; pages follow each other. */
  line: number;
  /** The line as read, for a person to compare. */
  text: string;
  serial?: number;
  /** Upper case, letters and digits only (UP/12/345/678901 → UP12345678901). */
  epic?: string;
  name?: string;
  relative?: string;
  /** The part the row names itself (a table with a part column). */
  part?: number;
  category: AsdCategory;
};

export type AsdLine = { line: number; text: string };

export type AsdReading = {
  rows: AsdRow[];
  /** Lines that look like neither a row nor a heading: shown to a person, never dropped. */
  unread: AsdLine[];
  /** Titles, column headings and category headings: read, not rows. */
  headings: AsdLine[];
  /** The part number the titles name, when they name exactly one. */
  part?: number;
};

// ---------------------------------------------------------------------------------------
// Words

const DEVANAGARI_DIGIT = /[\u0966-\u096f]/g;
/** Devanagari digits as ASCII (१२ → 12). */
export const asciiDigits = (s: string): string =>
  s.replace(DEVANAGARI_DIGIT, (d) => String(d.charCodeAt(0) - 0x0966));

const EDGE_PUNCTUATION = /^[\s.,;:!?()[\]{}"'“”‘’`*#=|–—-]+|[\s.,;:!?()[\]{}"'“”‘’`*#=|।–—-]+$/g;
const ZERO_WIDTH = /[\u200b-\u200d\ufeff]/g;

/** A word as the vocabularies hold it: lower case, no joiners, no punctuation at its ends. */
const normWord = (w: string): string =>
  w.normalize('NFC').replace(ZERO_WIDTH, '').toLowerCase().replace(EDGE_PUNCTUATION, '');

const tokens = (text: string): string[] =>
  text.replace(ZERO_WIDTH, '').split(/\s+/).filter(Boolean);

/** EPIC written as roll-editions.ts compares it: upper case, letters and digits only. */
export const epicKey = (text: string | undefined): string =>
  (text ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Three (or two) letters then 6–8 digits, or the old State/AC/Part/Serial form. */
const EPIC_WORD = /^(?:[A-Z]{2,3}\d{6,8}|[A-Z]{2,3}\/\d{1,3}\/\d{1,4}\/\d{1,7})$/i;

const isEpicWord = (w: string): boolean => EPIC_WORD.test(w.replace(EDGE_PUNCTUATION, ''));

const NUMBER_WORD = /^\d{1,5}[.)]?$/;
const numberOf = (w: string): number | undefined => {
  const t = asciiDigits(w.trim());
  if (!NUMBER_WORD.test(t)) return undefined;
  const n = Number.parseInt(t, 10);
  return n >= 1 ? n : undefined;
};

const hasLetter = (w: string): boolean => /[\p{L}]/u.test(w);

// ---------------------------------------------------------------------------------------
// Categories

/** Each category's words and phrases, lower case, English then Hindi. */
const CATEGORY_PHRASES: Record<AsdCategory, readonly string[]> = {
  absent: [
    'absent',
    'absentee',
    'untraceable',
    'not traceable',
    'not found',
    'missing',
    'अनुपस्थित',
    'लापता',
    'गैरहाजिर',
    'गैर हाजिर',
    'अनुपलब्ध',
  ],
  shifted: [
    'shifted',
    'permanently shifted',
    'shift',
    'moved',
    'स्थानांतरित',
    'स्थानान्तरित',
    'स्थानांतरण',
    'स्थानान्तरण',
    'शिफ्टेड',
    'शिफ्ट',
  ],
  dead: ['dead', 'deceased', 'expired', 'died', 'death', 'मृत', 'मृतक', 'स्वर्गवासी', 'मृत्यु'],
  duplicate: [
    'duplicate',
    'dup',
    'repeated',
    'double entry',
    'already enrolled',
    'multiple entry',
    'दोहरा',
    'दोहरी',
    'दोहरी प्रविष्टि',
    'डुप्लीकेट',
    'डुप्लिकेट',
    'पहले से नामांकित',
  ],
};

const ABBREVIATIONS: Record<string, AsdCategory> = { a: 'absent', s: 'shifted', d: 'dead' };

type Phrase = { words: string[]; category: AsdCategory };
const PHRASES: Phrase[] = ASD_CATEGORIES.flatMap((category) =>
  CATEGORY_PHRASES[category].map((p) => ({ words: p.split(' '), category })),
).sort((a, b) => b.words.length - a.words.length);
const SINGLE = new Map(
  PHRASES.filter((p) => p.words.length === 1).map((p) => [p.words[0]!, p.category]),
);

type Hit = { category: AsdCategory; start: number; end: number };

/** The categories a word joined by "/" or "-" names: "Dead/Duplicate", "मृत/दोहरा", "A/S/D". */
function joinedCategories(word: string): AsdCategory[] | null {
  if (!/[/-]/.test(word)) return null;
  const parts = word.split(/[/-]/).map(normWord).filter(Boolean);
  if (parts.length < 2) return null;
  const found = parts.map((p) => SINGLE.get(p) ?? ABBREVIATIONS[p]);
  return found.every(Boolean) ? (found as AsdCategory[]) : null;
}

/** The category phrases in a run of words, longest first, not overlapping. */
function categoryHits(words: readonly string[]): Hit[] {
  const norm = words.map(normWord);
  const hits: Hit[] = [];
  const used = new Set<number>();
  for (let i = 0; i < norm.length; i++) {
    const joined = joinedCategories(words[i]!);
    if (joined) {
      for (const category of joined) hits.push({ category, start: i, end: i + 1 });
      used.add(i);
    }
  }
  for (const phrase of PHRASES) {
    const n = phrase.words.length;
    for (let i = 0; i + n <= norm.length; i++) {
      let fits = true;
      for (let k = 0; k < n && fits; k++)
        fits = !used.has(i + k) && norm[i + k] === phrase.words[k];
      if (!fits) continue;
      hits.push({ category: phrase.category, start: i, end: i + n });
      for (let k = 0; k < n; k++) used.add(i + k);
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}

/** One category from what was found: Dead and Duplicate together are Dead; others: none. */
function oneCategory(found: readonly AsdCategory[]): AsdCategory | null {
  const set = new Set(found);
  if (set.size === 1) return found[0]!;
  if (set.size === 2 && set.has('dead') && set.has('duplicate')) return 'dead';
  return null;
}

/**
 * The category a cell (or a phrase) names: English or Hindi words, "A"/"S"/"D" alone,
 * "Dead/Duplicate" as dead. Null when it names none, or several (a legend, a title).
 */
export function asdCategory(text: string): AsdCategory | null {
  const words = tokens(text);
  if (words.length === 1) {
    const only = ABBREVIATIONS[normWord(words[0]!)];
    if (only) return only;
  }
  const hits = categoryHits(words);
  return hits.length ? oneCategory(hits.map((h) => h.category)) : null;
}

// ---------------------------------------------------------------------------------------
// Column headings

type Role = 'serial' | 'partSerial' | 'epic' | 'name' | 'relative' | 'category' | 'part' | 'other';

/** What a heading cell names, tried in this order (the relative's "name" is not the name). */
const HEADING_ROLES: [Role, RegExp][] = [
  [
    'partSerial',
    /(serial|sl|sr|s)\.?\s*(no|number)?\.?\s*(in|of)\s*(the\s*)?part|slnoinpart|part\s*serial|भाग\s*(में|का)?\s*क्र|मतदाता\s*क्र/,
  ],
  ['part', /^part\s*(no|number)?\.?$|^part_no$|^भाग\s*(सं|संख्या)?\.?$/],
  ['epic', /epic|voter\s*id|id\s*card|card\s*no|ईपीआईसी|एपिक|पहचान/],
  ['other', /(relation|rln)[\s_]*type|संबंध\s*का\s*प्रकार|age|उम्र|आयु|gender|sex|लिंग|house|मकान|घर/],
  [
    'relative',
    /father|husband|mother|relative|relation|guardian|rln|पिता|पति|माता|संबंधी|सम्बन्धी|रिश्तेदार|अभिभावक/,
  ],
  ['name', /name|नाम|elector|निर्वाचक/],
  [
    'category',
    /category|status|reason|type|asd|remark|a\/s\/d|श्रेणी|स्थिति|कारण|प्रकार|टिप्पणी|अभ्युक्ति|विवरण/,
  ],
  ['serial', /^(s|sl|sr)\.?\s*(no|number)?\.?$|serial|क्र\.?\s*सं|क्रम|क्रमांक/],
];

const roleOf = (cell: string): Role | null => {
  const text = cell.normalize('NFC').toLowerCase().replace(ZERO_WIDTH, '').trim();
  if (!text || text.length > 60) return null;
  for (const [role, pattern] of HEADING_ROLES) if (pattern.test(text)) return role;
  return null;
};

type Columns = Partial<Record<Exclude<Role, 'other'>, number>>;

/** The columns a heading row names, or null when it is not one (fewer than two named). */
function headingColumns(cells: readonly string[]): Columns | null {
  if (cells.length < 2 || cells.some(isEpicWord)) return null;
  const roles = cells.map(roleOf);
  const named = roles.filter((r) => r && r !== 'other').length;
  if (named < 2) return null;
  const columns: Columns = {};
  const serials: number[] = [];
  roles.forEach((role, i) => {
    if (!role || role === 'other') return;
    if (role === 'serial') serials.push(i);
    else if (columns[role] === undefined) columns[role] = i;
  });
  // The serial in the part: its own heading, else the last serial column (the first is then
  // the list's row number).
  const serial = columns.partSerial ?? serials.at(-1);
  delete columns.partSerial;
  if (serial !== undefined) columns.serial = serial;
  return columns;
}

// ---------------------------------------------------------------------------------------
// Rows

/** Words between a name and the relative's name. */
const RELATION_MARKERS = new Set([
  's/o',
  'w/o',
  'd/o',
  'c/o',
  'h/o',
  'f/o',
  'father',
  'husband',
  'mother',
  'पिता',
  'पति',
  'माता',
  'पुत्र',
  'पुत्री',
  'पत्नी',
]);
/** Words that may follow a marker before the relative's name ("पिता का नाम :", "father's name"). */
const MARKER_TAIL = new Set(['का', 'की', 'नाम', 'name', "father's", 'of', '-', ':']);

/** Words of titles and headings: a line of these (and numbers) is not an elector. */
const HEADING_WORDS = new Set(
  [
    'list',
    'electors',
    'elector',
    'voters',
    'voter',
    'of',
    'the',
    'and',
    'in',
    'category',
    'part',
    'no',
    'asd',
    'assembly',
    'constituency',
    'ac',
    'page',
    'electoral',
    'roll',
    'polling',
    'station',
    'district',
    'state',
    'date',
    'draft',
    'name',
    'सूची',
    'मतदाता',
    'मतदाताओं',
    'निर्वाचक',
    'निर्वाचकों',
    'की',
    'का',
    'के',
    'एवं',
    'और',
    'भाग',
    'संख्या',
    'सं',
    'विधानसभा',
    'निर्वाचन',
    'क्षेत्र',
    'पृष्ठ',
    'मतदान',
    'केंद्र',
    'केन्द्र',
    'जिला',
    'राज्य',
    'दिनांक',
    'श्रेणी',
  ].map((w) => w.normalize('NFC')),
);
const isHeadingWord = (w: string): boolean => {
  const n = normWord(w);
  return !n || HEADING_WORDS.has(n) || /^\d+$/.test(asciiDigits(n)) || !hasLetter(n);
};

/** The part number a title names ("Part No. 12", "भाग संख्या : १२"). */
function titlePart(text: string): number | undefined {
  const m = /(?:\bpart|भाग)\s*(?:no\.?|number|सं\.?|संख्या)?\s*[:.\-–]?\s*(\d{1,5})\b/i.exec(
    asciiDigits(text),
  );
  return m ? Number(m[1]) : undefined;
}

type Pieces = {
  numbers: number[];
  epic?: string;
  categories: AsdCategory[];
  /** Runs of words left (one per cell), numbers and categories taken out. */
  texts: string[][];
};

/**
 * A row's cells taken apart: leading numbers (before any name), the EPIC (also split as
 * "ABC 1234567"), category words, and the words left, cell by cell. `lastAbbreviation`: a
 * single-cell line may end with A/S/D.
 */
function piecesOf(cells: readonly string[], lastAbbreviation: boolean): Pieces {
  const out: Pieces = { numbers: [], categories: [], texts: [] };
  let seenText = false;
  cells.forEach((cell, ci) => {
    const words = tokens(cell);
    if (words.length === 1 && cells.length > 1) {
      const abbreviation = ABBREVIATIONS[normWord(words[0]!)];
      if (abbreviation) {
        out.categories.push(abbreviation);
        return;
      }
    }
    const taken = new Set<number>();
    for (const hit of categoryHits(words)) {
      out.categories.push(hit.category);
      for (let k = hit.start; k < hit.end; k++) taken.add(k);
    }
    const left: string[] = [];
    for (let i = 0; i < words.length; i++) {
      if (taken.has(i)) continue;
      const w = words[i]!;
      const bare = w.replace(EDGE_PUNCTUATION, '');
      if (!out.epic && isEpicWord(bare)) {
        out.epic = epicKey(bare);
        continue;
      }
      const next = words[i + 1]?.replace(EDGE_PUNCTUATION, '');
      if (!out.epic && /^[A-Z]{2,3}$/i.test(bare) && next && /^\d{6,8}$/.test(next)) {
        out.epic = epicKey(bare + next);
        i += 1;
        continue;
      }
      const n = numberOf(w);
      if (n !== undefined) {
        // Numbers before any name are serials; after it, ages and house numbers.
        if (!seenText) out.numbers.push(n);
        continue;
      }
      if (
        lastAbbreviation &&
        (out.numbers.length || out.epic) &&
        ci === cells.length - 1 &&
        i === words.length - 1 &&
        ABBREVIATIONS[normWord(w)]
      ) {
        out.categories.push(ABBREVIATIONS[normWord(w)]!);
        continue;
      }
      // Not a name: no letter, or an EPIC read wrong (digits among the letters).
      if (!hasLetter(w) || /\d{3}/.test(asciiDigits(w))) continue;
      left.push(w.replace(EDGE_PUNCTUATION, '') || w);
      seenText = true;
    }
    if (left.length) out.texts.push(left);
  });
  return out;
}

/** A run of words into the name and the relative's name, at a marker (S/O, पिता, …). */
function splitAtMarker(words: readonly string[]): { name: string; relative?: string } {
  const at = words.findIndex((w) => RELATION_MARKERS.has(normWord(w)));
  if (at <= 0) return { name: words.join(' ') };
  let from = at + 1;
  while (from < words.length && MARKER_TAIL.has(normWord(words[from]!))) from++;
  const relative = words.slice(from).join(' ');
  return { name: words.slice(0, at).join(' '), ...(relative ? { relative } : {}) };
}

/** A cell without the specks around its words (a scan's ruled lines read as "|", "'"). */
const cleanCell = (cell: string): string =>
  tokens(cell)
    .map((w) => w.replace(EDGE_PUNCTUATION, ''))
    .filter((w) => /[\p{L}\p{N}]/u.test(w))
    .join(' ');

const cellText = (cells: readonly string[]) =>
  cells
    .map((c) => c.trim())
    .filter(Boolean)
    .join(' | ');

type Fields = Omit<AsdRow, 'line' | 'text' | 'category'> & { category?: AsdCategory | null };

/** A data row read by its table's column headings. */
function byColumns(cells: readonly string[], columns: Columns): Fields | null {
  const at = (i: number | undefined) => (i === undefined ? '' : (cells[i] ?? '').trim());
  const serial = numberOf(at(columns.serial));
  // Only what has an EPIC's shape: "N/A", "-" or a misread one is no EPIC (the serial and
  // name may still match).
  const key = epicKey(at(columns.epic));
  const epic = /^[A-Z]{2,3}\d{6,}$/.test(key) ? key : '';
  const names =
    columns.relative === undefined
      ? splitAtMarker(tokens(at(columns.name)))
      : { name: at(columns.name) };
  const name = names.name;
  if (serial === undefined && !epic && !hasLetter(name)) return null;
  const relative = columns.relative === undefined ? (names.relative ?? '') : at(columns.relative);
  const part = numberOf(at(columns.part));
  const category = columns.category === undefined ? null : asdCategory(at(columns.category));
  return {
    ...(serial !== undefined ? { serial } : {}),
    ...(epic ? { epic } : {}),
    ...(hasLetter(name) ? { name } : {}),
    ...(hasLetter(relative) ? { relative } : {}),
    ...(part !== undefined ? { part } : {}),
    category,
  };
}

/** Heading words no elector's name holds: a line with one of them and no EPIC is a title. */
const TITLE_WORDS = new Set(
  [
    'list',
    'assembly',
    'constituency',
    'part',
    'page',
    'electoral',
    'roll',
    'polling',
    'station',
    'district',
    'state',
    'date',
    'सूची',
    'विधानसभा',
    'निर्वाचन',
    'भाग',
    'पृष्ठ',
    'मतदान',
    'जिला',
    'राज्य',
    'दिनांक',
  ].map((w) => w.normalize('NFC')),
);

/** Reads rows one after another, keeping the column headings and category heading seen. */
function createReader() {
  const reading: AsdReading = { rows: [], unread: [], headings: [] };
  const titleParts = new Set<number>();
  let columns: Columns | null = null;
  let width = 0;
  let section: AsdCategory | null = null;

  const heading = (line: number, text: string) => {
    const part = titlePart(text);
    if (part !== undefined) titleParts.add(part);
    reading.headings.push({ line, text });
  };

  function add(raw: readonly string[], line: number): void {
    const text = cellText(raw);
    if (!text) return;
    const cells = raw.map(cleanCell);
    const found = headingColumns(cells);
    if (found) {
      columns = found;
      width = cells.length;
      reading.headings.push({ line, text });
      return;
    }
    const filled = cells.filter((c) => c.trim());
    const single = filled.length === 1;
    const pieces = piecesOf(filled, single);
    const lineCategory = oneCategory(pieces.categories);
    const words = pieces.texts.flat();

    // Titles, legends and category headings: no EPIC, and nothing but heading words and
    // numbers beside the categories.
    if (!pieces.epic) {
      const onlyHeadingWords = words.every(isHeadingWord);
      if (onlyHeadingWords && lineCategory && !pieces.numbers.length) {
        section = lineCategory;
        return heading(line, text);
      }
      if (onlyHeadingWords && (new Set(pieces.categories).size > 1 || words.length))
        return heading(line, text);
      if (
        !pieces.categories.length &&
        !pieces.numbers.length &&
        words.some((w) => TITLE_WORDS.has(normWord(w)))
      )
        return heading(line, text);
    }

    const mapped = columns && !single && cells.length === width && byColumns(cells, columns);
    let row: Fields;
    if (mapped) {
      row = mapped;
      row.category ??= lineCategory;
    } else {
      const [first = [], second] = pieces.texts;
      const names = pieces.texts.length === 1 ? splitAtMarker(first) : { name: first.join(' ') };
      const relative = names.relative ?? second?.join(' ');
      row = {
        ...(pieces.numbers.length ? { serial: pieces.numbers.at(-1)! } : {}),
        ...(pieces.epic ? { epic: pieces.epic } : {}),
        ...(names.name ? { name: names.name } : {}),
        ...(relative ? { relative } : {}),
        category: pieces.categories.length ? lineCategory : null,
      };
    }
    const conflicting = !mapped && pieces.categories.length > 0 && !lineCategory;
    const category = conflicting ? null : (row.category ?? section);
    // A serial alone names nobody for sure: such a line is shown, not matched.
    if (!category || !(row.epic || row.name)) {
      reading.unread.push({ line, text });
      return;
    }
    const { category: _category, ...rest } = row;
    reading.rows.push({ line, text, ...rest, category });
  }

  function done(): AsdReading {
    if (titleParts.size === 1) reading.part = [...titleParts][0]!;
    return reading;
  }

  return { add, done };
}

/** Read a table's rows (a CSV/TSV/XLSX file, cell by cell). */
export function readAsdTable(rows: readonly (readonly string[])[]): AsdReading {
  const reader = createReader();
  rows.forEach((cells, i) => reader.add(cells.map(String), i + 1));
  return reader.done();
}

/** A line of text into its cells: at tabs, else at bars, else at runs of 2+ spaces. */
export function lineCells(line: string): string[] {
  if (line.includes('\t')) return line.split('\t');
  if (line.includes('|')) return line.split('|');
  if (/\S {2,}\S/.test(line)) return line.split(/ {2,}/);
  return [line];
}

/** Read lines of text (a PDF's text layer or OCR, cells apart by tabs or wide spaces). */
export function readAsdLines(lines: readonly string[]): AsdReading {
  const reader = createReader();
  lines.forEach((line, i) => reader.add(lineCells(line), i + 1));
  return reader.done();
}

// ---------------------------------------------------------------------------------------
// Matching

/** A voter held for the part, as the matching reads it. */
export type AsdVoter = {
  id: string;
  voterId?: string;
  serialNumber?: number;
  firstName?: string;
  lastName?: string;
  firstNameHi?: string;
  lastNameHi?: string;
};

export type AsdUnmatchedReason =
  /** No voter of the part has this EPIC, nor this serial and name. */
  | 'notFound'
  /** More than one voter fits. */
  | 'ambiguous'
  /** An earlier row of the list named the same voter. */
  | 'repeated'
  /** The row names another part (a table with a part column). */
  | 'otherPart'
  /** The server refused the voter's mark (the voter left the caller's area meanwhile). */
  | 'refused';

export type AsdUnmatched = AsdRow & { reason: AsdUnmatchedReason };

export type AsdMatches = {
  matched: { row: AsdRow; voterId: string; by: 'epic' | 'serialName' }[];
  unmatched: AsdUnmatched[];
};

const nameKeys = (text: string | undefined): string[] =>
  nameWords(text).map((w) => phoneticKey(w) || w);

const joinNames = (a?: string, b?: string) => [a, b].filter(Boolean).join(' ');

/** The same person's name: the same phonetic words, or one the start of the other. */
function sameName(row: string[], voter: string[]): boolean {
  if (!row.length || !voter.length) return false;
  const n = Math.min(row.length, voter.length);
  for (let i = 0; i < n; i++) if (row[i] !== voter[i]) return false;
  return true;
}

/**
 * Pair each row with one voter: by EPIC (as roll-editions.ts compares them); else, where the
 * row has no EPIC or its EPIC is nobody's, by the serial in the part together with the name
 * (phonetic keys: the list in Hindi pairs with a roll in English). Never by the serial alone,
 * never with a voter another row took.
 */
export function matchAsdRows(rows: readonly AsdRow[], voters: readonly AsdVoter[]): AsdMatches {
  const byEpic = new Map<string, AsdVoter[]>();
  const bySerial = new Map<number, AsdVoter[]>();
  for (const v of voters) {
    const key = epicKey(v.voterId);
    if (key) byEpic.set(key, [...(byEpic.get(key) ?? []), v]);
    if (typeof v.serialNumber === 'number')
      bySerial.set(v.serialNumber, [...(bySerial.get(v.serialNumber) ?? []), v]);
  }
  const taken = new Set<string>();
  const result: AsdMatches = { matched: [], unmatched: [] };
  const settle = (row: AsdRow, found: AsdVoter[], by: 'epic' | 'serialName'): boolean => {
    if (!found.length) return false;
    if (found.length > 1) result.unmatched.push({ ...row, reason: 'ambiguous' });
    else if (taken.has(found[0]!.id)) result.unmatched.push({ ...row, reason: 'repeated' });
    else {
      taken.add(found[0]!.id);
      result.matched.push({ row, voterId: found[0]!.id, by });
    }
    return true;
  };
  for (const row of rows) {
    if (row.epic && settle(row, byEpic.get(row.epic) ?? [], 'epic')) continue;
    if (row.serial !== undefined && row.name) {
      const keys = nameKeys(row.name);
      const fits = (bySerial.get(row.serial) ?? []).filter(
        (v) =>
          sameName(keys, nameKeys(joinNames(v.firstName, v.lastName))) ||
          sameName(keys, nameKeys(joinNames(v.firstNameHi, v.lastNameHi))),
      );
      if (settle(row, fits, 'serialName')) continue;
    }
    result.unmatched.push({ ...row, reason: 'notFound' });
  }
  return result;
}

// ---------------------------------------------------------------------------------------
// The upload and its answer (POST /api/rolls/asd)

/** How the file was read. */
export type AsdReadBy = 'table' | 'text' | 'ocr';

export type AsdResult = {
  listName: string;
  partNumber: number;
  assemblyNumber: number | null;
  readBy: AsdReadBy;
  /** Rows read off the list. */
  rows: number;
  /** Voters marked by this upload (new, or a category or list name changed). */
  marked: number;
  /** Voters the list names that already carried the same mark (the same list again). */
  already: number;
  /** `marked`, by category. */
  byCategory: Record<AsdCategory, number>;
  unmatched: AsdUnmatched[];
  unread: AsdLine[];
};

/**
 * The form's fields beside the file: the part, its assembly (needed only where the caller
 * holds parts of that number in more than one assembly), the list's name (default: the
 * file's name).
 */
export const asdFormSchema = object({
  part: number()
    .typeError(MSG.number)
    .integer(MSG.number)
    .min(1, MSG.number)
    .max(99_999, MSG.number)
    .required(MSG.required),
  assembly: number()
    .transform((v: number, original: unknown) => (original === '' ? undefined : v))
    .typeError(MSG.number)
    .integer(MSG.number)
    .min(1, MSG.number)
    .max(9_999, MSG.number)
    .optional(),
  listName: trimmedString().max(ASD_LIST_NAME_MAX, MSG.tooLong).default(''),
});

/** The list's name from its file's: no extension, separators as spaces. */
export function asdListNameOf(fileName: string): string {
  const base = fileName
    .replace(/^.*[\\/]/, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return base.slice(0, ASD_LIST_NAME_MAX);
}
