// A reader's part scored against the generator's ground truth: per field, the share of boxes
// read exactly (names after Unicode NFC), how many wrong values the reader did NOT doubt (the
// ones a person would not be shown), rows found vs boxes, and totals read vs printed.
import type { ReadBox, ReadPart } from '../../server/rolls/read/types.ts';
import type { RollPdfTruth } from './truth.ts';

export const SCORED = [
  'serial',
  'epic',
  'name',
  'relativeName',
  'houseNumber',
  'age',
  'gender',
  'relationType',
  'deleted',
  'list',
] as const;
export type Scored = (typeof SCORED)[number];

export type PartScore = {
  boxes: number;
  rows: number;
  exact: Record<Scored, number>;
  wrongUndoubted: number;
  doubtfulRows: number;
  totalsRead: boolean;
  totalsReconcile: boolean;
};

const norm = (v: unknown) => (typeof v === 'string' ? v.normalize('NFC').trim() : v);

export function scorePart(part: ReadPart, truth: RollPdfTruth): PartScore {
  const exact = Object.fromEntries(SCORED.map((f) => [f, 0])) as Record<Scored, number>;
  let wrongUndoubted = 0;
  truth.boxes.forEach((t, i) => {
    const b = part.boxes[i];
    if (!b) return;
    for (const f of SCORED) {
      if (norm(b[f]) === norm(t[f])) exact[f]++;
      else if (!b.doubts.includes(f as never)) wrongUndoubted++;
    }
  });
  const counted = part.boxes.filter((b) => !b.deleted);
  const byGender = (g: string) => counted.filter((b) => b.gender === g).length;
  const printed = part.cover?.totals ?? part.closing;
  return {
    boxes: truth.boxes.length,
    rows: part.boxes.length,
    exact,
    wrongUndoubted,
    doubtfulRows: part.boxes.filter((b) => b.doubts.length).length,
    totalsRead: !!printed,
    totalsReconcile:
      !!printed &&
      printed.male === byGender('Male') &&
      printed.female === byGender('Female') &&
      printed.thirdGender === byGender('Other') &&
      printed.total === counted.length,
  };
}

// ---------------------------------------------------------------------------------------------
// Scoring against any truth: this generator's, or a corpus file's `<name>.truth.json` (another
// generator's full parts, hand-checked boxes of real pages). Rows are matched to the truth by
// page and printed serial where the reader is sure of it (a deleted elector in a deletions
// supplement carries its main-list serial), then by EPIC on the same page, then by a doubted
// serial (partial truths) or in reading order among the page's rows left over (full truths), so
// a misread serial costs the serial and not the whole row.

/** The fields scored, with `status` for the deleted stamp / additions list together. */
export const FIELDS = [
  'serial',
  'epic',
  'name',
  'relativeName',
  'relationType',
  'houseNumber',
  'age',
  'gender',
  'status',
] as const;
export type Field = (typeof FIELDS)[number];

export type Status = 'active' | 'added' | 'deleted';

/** One printed box as the truth has it. */
export type TruthRow = {
  page: number;
  serial: number;
  epic: string;
  name: string;
  relationType: string;
  relativeName: string;
  houseNumber: string;
  age: number | null;
  gender: 'Male' | 'Female' | 'Other' | null;
  status: Status;
};

export type Truth = {
  /** 'en', 'hi', 'gu', …: the script the names are printed in. */
  language: string;
  /** Only the rows listed were checked: other rows read on their pages are not judged. */
  partial: boolean;
  rows: TruthRow[];
  /** Boxes printed per page, where known (a full truth knows every page's). */
  boxesPerPage: Map<number, number> | null;
  /** Fields the print itself leaves unclear: `${serial}:${field}`, or `*:${field}`. */
  doubtful: Set<string>;
  /** Not a part of the Commission's roll (why): the reader is right to refuse it. */
  notARoll?: string;
};

const GENDERS = { male: 'Male', female: 'Female', third: 'Other' } as const;
const FIELD_NAMES: Record<string, Field> = { houseNo: 'houseNumber', relation: 'relationType' };

export function truthOfGenerator(t: RollPdfTruth): Truth {
  const rows = t.boxes.map((b): TruthRow => ({
    page: b.page,
    serial: b.serial,
    epic: b.epic,
    name: b.name,
    relationType: b.relationType,
    relativeName: b.relativeName,
    houseNumber: b.houseNumber,
    age: b.age,
    gender: b.gender,
    status: b.deleted ? 'deleted' : b.list === 'additions' ? 'added' : 'active',
  }));
  return {
    language: t.edition,
    partial: false,
    rows,
    boxesPerPage: perPage(rows),
    doubtful: new Set(),
  };
}

function perPage(rows: TruthRow[]): Map<number, number> {
  const m = new Map<number, number>();
  for (const r of rows) m.set(r.page, (m.get(r.page) ?? 0) + 1);
  return m;
}

/** Serials a doubtful entry names: 3, "1,2,7,10-14", or "all". */
function serialsOf(v: unknown): (number | '*')[] {
  if (typeof v === 'number') return [v];
  const s = String(v).trim();
  if (/^all$/i.test(s) || s === '*') return ['*'];
  return s.split(/[,\s]+/).flatMap((part) => {
    const range = /^(\d+)\s*[-–]\s*(\d+)$/.exec(part);
    if (!range) return /^\d+$/.test(part) ? [Number(part)] : [];
    const out: number[] = [];
    for (let n = Number(range[1]); n <= Number(range[2]); n++) out.push(n);
    return out;
  });
}

type CorpusElector = {
  serial: number;
  epic?: string;
  name?: string;
  relationType?: string;
  relativeName?: string;
  houseNo?: string;
  age?: number | null;
  gender?: keyof typeof GENDERS;
  status?: Status;
  page: number;
};

/** A corpus file's `<name>.truth.json` (format in bench/README.md). */
export function truthOfCorpus(json: {
  language?: string;
  partial?: boolean;
  boxesPerPage?: Record<string, number>;
  electors?: CorpusElector[];
  doubtful?: { serial: unknown; field: string }[];
  notARoll?: string;
}): Truth {
  const rows = (json.electors ?? []).map((e): TruthRow => ({
    page: Number(e.page),
    serial: Number(e.serial),
    epic: e.epic ?? '',
    name: e.name ?? '',
    relationType: e.relationType ?? '',
    relativeName: e.relativeName ?? '',
    houseNumber: e.houseNo ?? '',
    age: e.age ?? null,
    gender: e.gender ? GENDERS[e.gender] : null,
    status: e.status ?? 'active',
  }));
  const partial = !!json.partial;
  const doubtful = new Set<string>();
  for (const d of json.doubtful ?? [])
    for (const f of String(d.field).split(/[/,\s]+/))
      for (const s of serialsOf(d.serial)) doubtful.add(`${s}:${FIELD_NAMES[f] ?? f}`);
  const boxesPerPage = json.boxesPerPage
    ? new Map(Object.entries(json.boxesPerPage).map(([p, n]) => [Number(p), Number(n)]))
    : partial
      ? null
      : perPage(rows);
  return {
    language: json.language ?? '',
    partial,
    rows,
    boxesPerPage,
    doubtful,
    ...(json.notARoll ? { notARoll: json.notARoll } : {}),
  };
}

/** Keep only some pages of a truth (a file cut to those pages), numbered as in the cut file. */
export function truthOfPages(t: Truth, pages: number[]): Truth {
  const to = new Map(pages.map((p, i) => [p, i + 1]));
  const rows = t.rows.filter((r) => to.has(r.page)).map((r) => ({ ...r, page: to.get(r.page)! }));
  const boxesPerPage = t.boxesPerPage
    ? new Map([...t.boxesPerPage].filter(([p]) => to.has(p)).map(([p, n]) => [to.get(p)!, n]))
    : null;
  return { ...t, rows, boxesPerPage };
}

/** Text as compared: NFC, runs of spaces one space, no space at the ends; case as printed. */
export const normText = (v: string): string => v.normalize('NFC').replace(/\s+/g, ' ').trim();

export const statusOf = (b: Pick<ReadBox, 'deleted' | 'list'>): Status =>
  b.deleted ? 'deleted' : b.list === 'additions' ? 'added' : 'active';

function readValue(b: ReadBox, f: Field): string | number | null {
  if (f === 'status') return statusOf(b);
  const v = b[f];
  return typeof v === 'string' ? normText(v) : v;
}

function truthValue(t: TruthRow, f: Field): string | number | null {
  const v = t[f];
  return typeof v === 'string' ? normText(v) : v;
}

const doubted = (b: ReadBox, f: Field): boolean =>
  f === 'status'
    ? b.doubts.includes('deleted') || b.doubts.includes('list')
    : b.doubts.includes(f as never);

export type WrongValue = {
  page: number;
  serial: number;
  field: Field;
  read: string | number | null;
  truth: string | number | null;
  doubted: boolean;
};

export type FieldTally = {
  /** Truth boxes scored for the field (doubtful ones left out). */
  scored: number;
  exact: number;
  /** Wrong, and the reader did not doubt it: a person would not be shown it. */
  wrongUndoubted: number;
};

export type RowsScore = {
  /** Truth boxes (all listed), matched to a row read, and not found among the rows read. */
  truthRows: number;
  matched: number;
  lost: number;
  /** Rows read on the pages whose printed box count is known, and those boxes. */
  rowsOnCountedPages: number;
  boxesPrinted: number;
  /** Pages where the rows read are not the boxes printed. */
  pagesOff: { page: number; rows: number; boxes: number }[];
  fields: Record<Field, FieldTally>;
  /** Rows of the truth with at least one wrong value that nobody doubted. */
  rowsWrongUndoubted: number;
  wrong: WrongValue[];
};

export function scoreRows(boxes: ReadBox[], truth: Truth): RowsScore {
  const used = new Set<number>();
  const key = (page: number, serial: number | null) => `${page}:${serial}`;
  const bySerial = new Map<string, number[]>();
  boxes.forEach((b, i) => {
    const k = key(b.page, b.serial);
    bySerial.set(k, [...(bySerial.get(k) ?? []), i]);
  });
  const match = new Array<number | undefined>(truth.rows.length);
  // A serial the reader doubted pairs a row last: it says the row may be another elector's.
  const bySerialWhere = (sure: boolean) =>
    truth.rows.forEach((t, j) => {
      if (match[j] !== undefined) return;
      const i = bySerial
        .get(key(t.page, t.serial))
        ?.find((i) => !used.has(i) && boxes[i]!.doubts.includes('serial') !== sure);
      if (i === undefined) return;
      match[j] = i;
      used.add(i);
    });
  bySerialWhere(true);
  truth.rows.forEach((t, j) => {
    if (match[j] !== undefined || !t.epic) return;
    const epic = normText(t.epic);
    const i = boxes.findIndex(
      (b, i) => !used.has(i) && b.page === t.page && normText(b.epic) === epic,
    );
    if (i < 0) return;
    match[j] = i;
    used.add(i);
  });
  if (truth.partial) bySerialWhere(false);
  else
    for (const page of new Set(truth.rows.map((t) => t.page))) {
      const left = boxes.map((b, i) => i).filter((i) => !used.has(i) && boxes[i]!.page === page);
      truth.rows.forEach((t, j) => {
        if (t.page !== page || match[j] !== undefined || !left.length) return;
        const i = left.shift()!;
        match[j] = i;
        used.add(i);
      });
    }

  const fields = Object.fromEntries(
    FIELDS.map((f) => [f, { scored: 0, exact: 0, wrongUndoubted: 0 }]),
  ) as Record<Field, FieldTally>;
  const wrong: WrongValue[] = [];
  let rowsWrongUndoubted = 0;
  truth.rows.forEach((t, j) => {
    const b = match[j] === undefined ? undefined : boxes[match[j]!];
    let undoubted = false;
    for (const f of FIELDS) {
      if (truth.doubtful.has(`${t.serial}:${f}`) || truth.doubtful.has(`*:${f}`)) continue;
      const tally = fields[f];
      tally.scored++;
      if (!b) continue;
      const read = readValue(b, f);
      const want = truthValue(t, f);
      if (read === want) {
        tally.exact++;
        continue;
      }
      const isDoubted = doubted(b, f);
      if (!isDoubted) {
        tally.wrongUndoubted++;
        undoubted = true;
      }
      wrong.push({
        page: t.page,
        serial: t.serial,
        field: f,
        read,
        truth: want,
        doubted: isDoubted,
      });
    }
    if (undoubted) rowsWrongUndoubted++;
  });

  const pagesOff: RowsScore['pagesOff'] = [];
  let rowsOnCountedPages = 0;
  let boxesPrinted = 0;
  if (truth.boxesPerPage) {
    const pages = new Set(truth.boxesPerPage.keys());
    // A full truth knows every page: rows read on a page it has no boxes for are rows too many.
    if (!truth.partial) for (const b of boxes) pages.add(b.page);
    for (const page of [...pages].sort((a, b) => a - b)) {
      const want = truth.boxesPerPage.get(page) ?? 0;
      const got = boxes.filter((b) => b.page === page).length;
      rowsOnCountedPages += got;
      boxesPrinted += want;
      if (got !== want) pagesOff.push({ page, rows: got, boxes: want });
    }
  }
  const matched = match.filter((m) => m !== undefined).length;
  return {
    truthRows: truth.rows.length,
    matched,
    lost: truth.rows.length - matched,
    rowsOnCountedPages,
    boxesPrinted,
    pagesOff,
    fields,
    rowsWrongUndoubted,
    wrong,
  };
}
