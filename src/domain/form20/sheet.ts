// Form 20 (the Conduct of Election Rules, rule 56C): the returning officer's final result
// sheet, one row per polling station — its serial number, each candidate's votes, NOTA,
// rejected and tendered votes and the totals — then the sheet's own total rows. The Chief
// Electoral Officers publish it as a spreadsheet, a PDF with a text layer or a scan; every one
// reaches this module as rows of cells (pdf-table.ts turns a PDF's words into cells) and leaves
// it as a Form20Sheet. Pure: the server runs it, the tests run it without a server.
//
// What it follows (docs/form20.md):
// - Columns are found by their headings, in English or Hindi: the polling station's number
//   ("Serial No. of Polling Station", "Part No", "मतदान केन्द्र की क्रम संख्या"); the candidates
//   are every column between it and the first total-like column; "NOTA" (or "None of the
//   Above") may stand among the candidates; then total of valid votes, rejected, NOTA, total,
//   tendered. A sheet with a "Serial No." before the station's own number keeps the second.
// - A heading may be split over two rows (a group heading "No of Valid Votes Cast in favour of"
//   over the candidates' names): the cells of the heading rows are joined per column.
// - A candidate's name "3 - RAGHAV LAKHANPAL" loses its ballot number; "NAME (PARTY)" and
//   "NAME - PARTY" give the party when the sheet prints it.
// - A row whose station cell starts with a number is a station ("12", "12A", "12(A)", "12-A":
//   an auxiliary station, counted with its main part); a row whose first cells say "Total"
//   is one of the sheet's total rows (EVM, postal, polled); anything else is kept as unread.
import { asciiDigits } from '../asd-list.ts';

export type Form20Candidate = { name: string; party: string };

/** One polling station's line of the sheet, as printed. */
export type Form20Station = {
  /** The station's number as printed: "12", "12A". */
  station: string;
  /** The roll part it belongs to: the station number's leading number. */
  part: number;
  /** Votes of each candidate, in the sheet's order of candidates. */
  votes: number[];
  nota: number;
  rejected: number;
  tendered: number;
  /** Printed "Total of valid votes", when the sheet has the column. */
  valid: number | null;
  /** Printed total, when the sheet has the column. */
  total: number | null;
  /** The row of the file (from 1), for a person to find it. */
  line: number;
};

export type Form20TotalKind = 'evm' | 'postal' | 'polled';

/** A total row the sheet prints: what its columns should sum to. */
export type Form20Total = {
  kind: Form20TotalKind;
  votes: (number | null)[];
  nota: number | null;
  rejected: number | null;
  tendered: number | null;
  valid: number | null;
  total: number | null;
  line: number;
};

export type Form20Sheet = {
  candidates: Form20Candidate[];
  stations: Form20Station[];
  totals: Form20Total[];
  /** Rows that were neither a heading, a station nor a total: shown, never dropped. */
  unread: { line: number; text: string }[];
  /** Electors of the assembly (segment), when the title gives them. */
  electors: number | null;
  /** The assembly's number and name, when the title gives them ("7-Vav"). */
  assemblyNumber: number | null;
  assemblyName: string;
};

/** Why a table could not be read as Form 20 at all (an i18n key under errors.form20). */
export class Form20Error extends Error {
  constructor(readonly key: 'noStationColumn' | 'noCandidates' | 'noStations') {
    super(key);
  }
}

type Role =
  | { kind: 'station' }
  | { kind: 'serial' }
  | { kind: 'candidate' }
  | { kind: 'nota' }
  | { kind: 'valid' }
  | { kind: 'rejected' }
  | { kind: 'tendered' }
  | { kind: 'total' }
  | { kind: 'ignore' };

const norm = (s: string) =>
  asciiDigits(s.normalize('NFC'))
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const low = (s: string) => norm(s).toLowerCase();

// Headings, English and Hindi (the Hindi sheets of Madhya Pradesh, Chhattisgarh, Rajasthan).
// "olling station", "Serial oo ing Station": a scan's OCR loses the P printed against the
// cell's ruled line, or more of the word.
const STATION =
  /p?olling\s*station|serial\b.*\bstation|p\.?\s*s\.?\s*no|ps\s*no|booth|part\s*no|मतदान\s*केन्द्र|मतदान\s*केंद्र|भाग\s*सं/;
const SERIAL_ONLY = /^(serial\s*no\.?|sl\.?\s*no\.?|s\.?\s*no\.?|क्रम\s*सं\S*|क्र\.?\s*सं\.?)$/;
const NOTA = /nota|none\s*of\s*the\s*above|उपरोक्त\s*में\s*से\s*कोई\s*नहीं|नोटा/;
const VALID = /valid|वैध|विधिमान्य/;
const REJECTED = /reject|अस्वीकृत|प्रतिक्षेपित|निरस्त/;
const TENDERED = /tender|निविदत्त|निविदा/;
const TOTAL = /^total|total$|कुल|योग/;
const INFO =
  /elector|मतदाता\s*संख्या|turnout|epic|\bmale\b|\bfemale\b|\bother\b|पुरुष|महिला|\bname$|part\s*name|station\s*name|address|नाम$|पता/;

/** Group headings over the candidates' own names, left out of a name. */
const GROUP =
  /no\.?\s*of\s*valid\s*votes\s*cast\s*in\s*favou?r\s*of|candidate\s*id\s*and\s*name|candidates?'?\s*names?|(पक्ष\s*में\s*)?डाली\s*गई\s*(विधिमान्य|वैध)\s*मतों\s*की\s*संख्या/gi;

/** What a column is, by its joined heading. */
function roleOf(heading: string): Role {
  const h = low(heading.replace(GROUP, ' '));
  if (!h) return { kind: 'ignore' };
  if (TENDERED.test(h)) return { kind: 'tendered' };
  if (REJECTED.test(h)) return { kind: 'rejected' };
  if (NOTA.test(h)) return { kind: 'nota' };
  if (VALID.test(h) && /total|कुल|योग/.test(h)) return { kind: 'valid' };
  if (INFO.test(h)) return { kind: 'ignore' };
  if (TOTAL.test(h) || /total\s*votes/.test(h)) return { kind: 'total' };
  if (SERIAL_ONLY.test(h)) return { kind: 'serial' };
  if (STATION.test(h)) return { kind: 'station' };
  return { kind: 'candidate' };
}

/**
 * Each column's heading from the rows above the body: `joined`, every heading row's text in it
 * (a merged group heading — a cell followed by empty ones — counts for the columns it spans),
 * and `own`, the column's own texts only (a candidate's name without the group heading).
 */
function headings(heads: readonly string[][], width: number) {
  const rows = heads.filter((r) => r.filter((c) => norm(c)).length >= 2).slice(-3);
  const joined: string[][] = Array.from({ length: width }, () => []);
  const own: string[][] = Array.from({ length: width }, () => []);
  rows.forEach((row, k) => {
    const last = k === rows.length - 1;
    let carry = '';
    for (let i = 0; i < width; i++) {
      const c = norm(row[i] ?? '');
      if (c) {
        carry = c;
        joined[i]!.push(c);
        own[i]!.push(c);
      } else if (!last && carry) joined[i]!.push(carry);
    }
  });
  return {
    joined: joined.map((parts) => parts.join(' ')),
    own: own.map((parts) => parts.join(' ').replace(GROUP, ' ').replace(/\s+/g, ' ').trim()),
  };
}

/** A number cell: digits with thousands commas or spaces; null for anything else. */
export function cellNumber(cell: string | undefined): number | null {
  const s = norm(cell ?? '').replace(/[,\s]/g, '');
  if (s === '' || s === '-' || s === '--') return s === '' ? null : 0;
  return /^\d{1,9}$/.test(s) ? Number(s) : null;
}

/** "12", "12A", "12 (A)", "12-A", "12ए" → { station: "12A", part: 12 }; null when not one. */
export function stationOf(cell: string | undefined): { station: string; part: number } | null {
  const s = norm(cell ?? '');
  const m =
    /^(\d{1,5})\s*[-(/]?\s*((?:[A-Za-z]|\p{Script=Devanagari}){0,3})\s*\)?\.?(\s*[-–]\s*\S.*)?$/u.exec(
      s,
    );
  if (!m) return null;
  const part = Number(m[1]);
  const suffix = (m[2] ?? '').toUpperCase();
  return { station: `${part}${suffix}`, part };
}

/** "3 - RAGHAV LAKHANPAL", "NAME (BJP)", "NAME - INC" → name and party. */
export function candidateOf(heading: string): Form20Candidate {
  let h = norm(heading).replace(/^\d{1,3}\s*[-.)]\s*/, '');
  let party = '';
  const paren = /^(.*\S)\s*\(([^()]{1,60})\)\s*$/.exec(h);
  if (paren) {
    h = paren[1]!;
    party = paren[2]!.trim();
  } else {
    const dash = /^(.*\S)\s+[-–]\s+([A-Z][A-Z().&\s]{1,20})$/.exec(h);
    if (dash) {
      h = dash[1]!;
      party = dash[2]!.trim();
    }
  }
  return { name: h.trim(), party };
}

const isBlankRow = (row: readonly string[]) => row.every((c) => norm(c) === '');

/** The first row of the table's body: the first whose station cell reads as a station. */
function headingEnd(rows: readonly string[][]): number {
  for (let i = 0; i < rows.length; i++) {
    const cells = rows[i]!;
    const first = cells.findIndex((c) => norm(c) !== '');
    if (first < 0) continue;
    const numbers = cells.filter((c) => cellNumber(c) !== null).length;
    if (
      stationOf(cells[first]) &&
      numbers >= 3 &&
      numbers * 2 >= cells.filter((c) => norm(c)).length
    )
      return i;
  }
  return rows.length;
}

const TITLE_ELECTORS = /electors[^\d]*(\d[\d,]*)|मतदाता[^\d]*(\d[\d,]*)/i;
const TITLE_ASSEMBLY =
  /(?:assembly|segment|constituency|निर्वाचन\s*क्षेत्र)[^\d]*?(\d{1,3})\s*[-–]\s*([^\d,]{2,40}?)(?:\s+assembly|\s+election|\s*\(|$)/i;

function titleFacts(lines: string[]) {
  let electors: number | null = null;
  let assemblyNumber: number | null = null;
  let assemblyName = '';
  for (const line of lines) {
    const t = norm(line);
    const e = TITLE_ELECTORS.exec(t);
    if (e && electors === null) electors = Number((e[1] ?? e[2])!.replace(/,/g, ''));
    const a = TITLE_ASSEMBLY.exec(t);
    if (a && assemblyNumber === null) {
      assemblyNumber = Number(a[1]);
      assemblyName = a[2]!.replace(/[.…]+/g, '').trim();
    }
  }
  return { electors, assemblyNumber, assemblyName };
}

/** Which total a row is by its label: EVM, postal, or the votes polled. */
function totalKind(label: string): Form20TotalKind | null {
  const l = low(label);
  if (!/total|कुल|योग/.test(l)) return null;
  if (/postal|डाक/.test(l)) return 'postal';
  if (/evm|ई\.?\s*वी\.?\s*एम/.test(l)) return 'evm';
  return 'polled';
}

/**
 * Read a table of cells (a spreadsheet, or a PDF page's words put in columns) as Form 20.
 * Headings are taken from the rows above the first station; a page's repeated headings further
 * down are recognised and skipped.
 */
export function readForm20Table(table: readonly string[][]): Form20Sheet {
  const rows = table.map((r) => r.map((c) => c ?? ''));
  const start = headingEnd(rows);
  const heads = rows.slice(0, start);
  const width = Math.max(0, ...rows.map((r) => r.length));
  const { joined, own } = headings(heads, width);
  const roles = joined.map(roleOf);
  const stationCols = roles.flatMap((r, i) => (r.kind === 'station' ? [i] : []));
  // "Serial No. | Polling Station No." or a two-column "Serial No. of Polling Station": the
  // station's own number is the last such column before the candidates.
  let station = stationCols.length ? stationCols[stationCols.length - 1]! : -1;
  if (station < 0) station = roles.findIndex((r) => r.kind === 'serial');
  if (station < 0) throw new Form20Error('noStationColumn');
  // Two station-number columns under one heading: the second is the station's own.
  const body = rows.slice(start, start + 5).filter((r) => !isBlankRow(r));
  if (
    !norm(joined[station + 1] ?? '') &&
    body.length > 0 &&
    body.every((r) => stationOf(r[station + 1]) !== null)
  )
    station += 1;
  const candidates: { col: number; who: Form20Candidate }[] = [];
  let nota = -1;
  const col = { valid: -1, rejected: -1, tendered: -1, total: -1 };
  for (let i = station + 1; i < width; i++) {
    const r = roles[i]!;
    if (r.kind === 'candidate' && col.valid < 0 && col.total < 0 && col.rejected < 0)
      candidates.push({ col: i, who: candidateOf(own[i]!) });
    else if (r.kind === 'nota' && nota < 0) nota = i;
    else if (r.kind === 'valid' && col.valid < 0) col.valid = i;
    else if (r.kind === 'rejected' && col.rejected < 0) col.rejected = i;
    else if (r.kind === 'tendered' && col.tendered < 0) col.tendered = i;
    else if (r.kind === 'total' && col.total < 0) col.total = i;
  }
  if (!candidates.length) throw new Form20Error('noCandidates');

  const at = (r: readonly string[], i: number) => (i < 0 ? null : cellNumber(r[i]));
  const stations: Form20Station[] = [];
  const totals: Form20Total[] = [];
  const unread: Form20Sheet['unread'] = [];
  for (let i = start; i < rows.length; i++) {
    const r = rows[i]!;
    if (isBlankRow(r)) continue;
    const label = r
      .slice(0, station + 1)
      .map(norm)
      .filter(Boolean)
      .join(' ');
    const kind = totalKind(label);
    if (kind) {
      totals.push({
        kind,
        votes: candidates.map((c) => at(r, c.col)),
        nota: at(r, nota),
        rejected: at(r, col.rejected),
        tendered: at(r, col.tendered),
        valid: at(r, col.valid),
        total: at(r, col.total),
        line: i + 1,
      });
      continue;
    }
    const ps = stationOf(r[station]);
    const votes = candidates.map((c) => at(r, c.col));
    if (ps && votes.every((v) => v !== null)) {
      stations.push({
        station: ps.station,
        part: ps.part,
        votes: votes as number[],
        nota: at(r, nota) ?? 0,
        rejected: at(r, col.rejected) ?? 0,
        tendered: at(r, col.tendered) ?? 0,
        valid: at(r, col.valid),
        total: at(r, col.total),
        line: i + 1,
      });
      continue;
    }
    // A page's headings repeated, or the officer's signature lines: not a station.
    const text = r.map(norm).filter(Boolean).join(' | ');
    if (ps || !isHeadingAgain(r, roles)) unread.push({ line: i + 1, text });
  }
  if (!stations.length) throw new Form20Error('noStations');
  return {
    candidates: candidates.map((c) => c.who),
    stations,
    totals,
    unread,
    ...titleFacts(heads.map((r) => r.map(norm).filter(Boolean).join(' '))),
  };
}

/** A row of words without numbers under the table's headings: its headings printed again. */
function isHeadingAgain(row: readonly string[], roles: readonly Role[]): boolean {
  const words = row.map(norm).filter(Boolean);
  if (!words.length) return true;
  if (words.some((w) => /^\d+$/.test(w))) return false;
  return roles.some((r) => r.kind !== 'ignore');
}
