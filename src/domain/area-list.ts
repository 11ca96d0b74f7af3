// A pasted or uploaded list of booths (or any areas) to add inside one parent at once: one per
// line — name, part numbers, polling station, its address, Hindi name — separated by commas,
// tabs or semicolons, with an optional heading line in English or Hindi. Every line is checked
// against the areas already there, so the coordinator sees each problem by its line number
// before anything is written.
import { areaDepth, parentPath } from './areas.ts';
import { regionOf } from './roll-home.ts';
import { scopeContains } from './scope.ts';

/** Lines one list may add (a large assembly has about 450 booths). */
export const MAX_AREA_LINES = 1000;
/** Field limits, as the area form and the server keep them (areas.ts). */
const MAX_NAME = 120;
const MAX_STATION = 200;
const MAX_PARTS = 50;
const MAX_PART = 100_000;

export type AreaListColumn = 'name' | 'parts' | 'pollingStation' | 'address' | 'nameHi';
/** Without a heading line the columns come in this order. */
export const AREA_LIST_COLUMNS: readonly AreaListColumn[] = [
  'name',
  'parts',
  'pollingStation',
  'address',
  'nameHi',
];

/** Why a line cannot be added: an i18n key under areas.many.problems. */
export type AreaProblemKey =
  | 'noName'
  | 'tooLong'
  | 'nameTaken'
  | 'nameRepeated'
  | 'partNotNumber'
  | 'tooManyParts'
  | 'partTaken'
  | 'partRepeated'
  | 'notBooth';

/** A problem of one line and the values its message names (a part, a line, a field). */
export type AreaLineProblem = { key: AreaProblemKey; values?: Record<string, string | number> };

export type AreaListLine = {
  /** 1-based line number in the text as pasted (the heading and blank lines counted). */
  line: number;
  name: string;
  nameHi: string;
  parts: number[];
  /** Polling station and its address, as one text. */
  pollingStation: string;
  problems: AreaLineProblem[];
};

export type AreaList = {
  lines: AreaListLine[];
  /** Line number of the heading line, or null without one. */
  headerLine: number | null;
  /** More than MAX_AREA_LINES lines: nothing may be added. */
  tooMany: boolean;
  /** Lines with at least one problem. */
  withProblems: number;
};

/** What a list is checked against: the areas already inside the parent and its assembly. */
export type AreaListContext = {
  /** The new areas are booths: only they carry parts and a polling station. */
  booth: boolean;
  /** Names (normalised by nameKey) of the areas already inside the parent, either language. */
  siblingNames: ReadonlySet<string>;
  /** Part → the name of the booth a person made that already holds it in the assembly. */
  partHolders: ReadonlyMap<number, string>;
};

/** Names compared without case, extra spaces or Unicode form differences. */
export const nameKey = (name: string): string =>
  name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** Devanagari digits (०-९) as ASCII, so "१२" is part 12. */
const asciiDigits = (text: string) =>
  text.replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - 0x0966));

/**
 * "12, 13 15-17" → [12, 13, 15, 16, 17]; null when something there is not a part number.
 * Parts are separated by spaces, commas, semicolons, slashes, "+" or "&"; "15-17" is a range.
 */
export function partsOfCell(cell: string): number[] | null {
  const items = asciiDigits(cell)
    .split(/[\s,;/+&]+/)
    .filter(Boolean);
  const parts: number[] = [];
  for (const item of items) {
    const range = /^(\d+)\s*[-–]\s*(\d+)$/.exec(item);
    if (range) {
      const [from, to] = [Number(range[1]), Number(range[2])];
      if (to < from || to - from >= MAX_PARTS || to > MAX_PART) return null;
      for (let p = from; p <= to; p++) parts.push(p);
      continue;
    }
    if (!/^\d+$/.test(item) || Number(item) > MAX_PART) return null;
    parts.push(Number(item));
  }
  return [...new Set(parts)].sort((a, b) => a - b);
}

/** Tab if any line has one, else semicolon when every line has one, else comma. */
function separatorOf(lines: readonly string[]): string {
  const sample = lines.slice(0, 50);
  if (sample.some((l) => l.includes('\t'))) return '\t';
  if (sample.length && sample.every((l) => l.includes(';'))) return ';';
  return ',';
}

/** One line's cells; a cell in double quotes may hold the separator ("12, 13"). */
export function splitLine(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === separator) {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

/**
 * Heading words in English or Hindi; the first match names the column (null: a column that is
 * read past, like a serial number). A booth's or polling station's number is its part number.
 */
const HEADINGS: readonly [AreaListColumn | null, RegExp][] = [
  [null, /^(s|sr|sl)\.? ?no\.?$|serial|^क्र/],
  ['nameHi', /hindi|हिंदी|हिन्दी/],
  ['address', /address|पता/],
  ['parts', /part|भाग|\bno\b|number|संख्या|क्रमांक/],
  ['pollingStation', /station|polling|मतदान|केंद्र|केन्द्र|स्थल/],
  ['name', /name|booth|नाम|बूथ/],
];

/** The columns a heading line names, or null when the line is data. */
export function headingColumns(cells: readonly string[]): (AreaListColumn | null)[] | null {
  const columns = cells.map((cell) => {
    const text = nameKey(cell);
    if (!text) return null;
    const found = HEADINGS.find(([, pattern]) => pattern.test(text));
    return found ? found[0] : undefined;
  });
  // Every filled cell a heading word, no digits, and at least the name and one more column.
  if (columns.some((c) => c === undefined) || cells.some((c) => /\d/.test(asciiDigits(c))))
    return null;
  const named = new Set(columns.filter((c): c is AreaListColumn => !!c));
  if (!named.has('name') || named.size < 2) return null;
  return columns as (AreaListColumn | null)[];
}

/** Read and check a list against `context`. Blank lines are skipped. */
export function readAreaList(text: string, context: AreaListContext): AreaList {
  const raw = text.replace(/^\ufeff/, '').split(/\r\n|\r|\n/);
  const filled = raw.filter((l) => l.trim() !== '');
  const separator = separatorOf(filled);
  let columns: readonly (AreaListColumn | null)[] = AREA_LIST_COLUMNS;
  let headerLine: number | null = null;
  const lines: AreaListLine[] = [];
  const firstByName = new Map<string, number>();
  const firstByPart = new Map<number, number>();
  for (let i = 0; i < raw.length; i++) {
    if (raw[i]!.trim() === '') continue;
    const cells = splitLine(raw[i]!, separator);
    if (headerLine === null && lines.length === 0) {
      const heading = headingColumns(cells);
      if (heading) {
        columns = heading;
        headerLine = i + 1;
        continue;
      }
    }
    lines.push(checkLine(i + 1, cells, columns, context, firstByName, firstByPart));
  }
  return {
    lines,
    headerLine,
    tooMany: lines.length > MAX_AREA_LINES,
    withProblems: lines.filter((l) => l.problems.length > 0).length,
  };
}

function checkLine(
  line: number,
  cells: readonly string[],
  columns: readonly (AreaListColumn | null)[],
  context: AreaListContext,
  firstByName: Map<string, number>,
  firstByPart: Map<number, number>,
): AreaListLine {
  const cell = (column: AreaListColumn) => {
    const at = columns.indexOf(column);
    return at < 0 ? '' : (cells[at] ?? '').replace(/\s+/g, ' ').trim();
  };
  const nameHi = cell('nameHi');
  // A list in Hindi only: its name is the Hindi one (shown in either language).
  const name = cell('name') || nameHi;
  const partsText = cell('parts');
  const pollingStation = [cell('pollingStation'), cell('address')].filter(Boolean).join(', ');
  const problems: AreaLineProblem[] = [];

  if (!name) problems.push({ key: 'noName' });
  if (name.length > MAX_NAME) problems.push({ key: 'tooLong', values: { field: 'name' } });
  if (nameHi.length > MAX_NAME) problems.push({ key: 'tooLong', values: { field: 'nameHi' } });
  if (pollingStation.length > MAX_STATION)
    problems.push({ key: 'tooLong', values: { field: 'pollingStation' } });
  for (const n of new Set([name, nameHi].filter(Boolean))) {
    const key = nameKey(n);
    const first = firstByName.get(key);
    if (context.siblingNames.has(key)) problems.push({ key: 'nameTaken', values: { name: n } });
    else if (first !== undefined)
      problems.push({ key: 'nameRepeated', values: { name: n, line: first } });
    else firstByName.set(key, line);
  }

  const parts = partsOfCell(partsText);
  if (!context.booth && (partsText || pollingStation)) problems.push({ key: 'notBooth' });
  else if (parts === null) problems.push({ key: 'partNotNumber', values: { value: partsText } });
  else if (parts.length > MAX_PARTS) problems.push({ key: 'tooManyParts' });
  else
    for (const part of parts) {
      const holder = context.partHolders.get(part);
      const first = firstByPart.get(part);
      if (holder !== undefined)
        problems.push({ key: 'partTaken', values: { part, booth: holder } });
      else if (first !== undefined)
        problems.push({ key: 'partRepeated', values: { part, line: first } });
      else firstByPart.set(part, line);
    }

  return {
    line,
    name,
    nameHi,
    parts: context.booth ? (parts ?? []) : [],
    pollingStation: context.booth ? pollingStation : '',
    problems,
  };
}

/** The part of an area record a list is checked against. */
export type ListedArea = {
  path: string;
  name: string;
  nameHi?: string;
  parts?: number[];
  fromRoll?: boolean;
  deleted?: number | boolean;
};

/**
 * What a list added inside `parent` is checked against: the names inside it, and the parts of
 * the booths people made in its assembly (a roll import's booths give theirs up to a new one).
 */
export function areaListContext(areas: readonly ListedArea[], parent: string): AreaListContext {
  const booth = areaDepth(parent) === 5;
  const live = areas.filter((a) => !a.deleted);
  const siblingNames = new Set<string>();
  for (const a of live)
    if (parentPath(a.path) === parent)
      for (const n of [a.name, a.nameHi]) if (n?.trim()) siblingNames.add(nameKey(n));
  const partHolders = new Map<number, string>();
  if (booth) {
    const region = regionOf(parent);
    for (const a of live)
      if (!a.fromRoll && areaDepth(a.path) === 6 && scopeContains(region, a.path))
        for (const p of a.parts ?? []) partHolders.set(p, a.name || a.nameHi || a.path);
  }
  return { booth, siblingNames, partHolders };
}

/** The text without the given lines (1-based): the list with its bad lines left out. */
export function withoutLines(text: string, drop: ReadonlySet<number>): string {
  return text
    .split(/\r\n|\r|\n/)
    .filter((_, i) => !drop.has(i + 1))
    .join('\n');
}
