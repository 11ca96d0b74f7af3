// The Commission's roll as a table (CSV or XLSX): its columns read as the phone's import reads
// them (guessMapping and mapCells, src/domain/voter-csv.ts), its rows grouped into parts by
// part number (one file may hold several parts). A cell that cannot be read does not drop the
// row as on the phone: the row is kept with that field doubted, for a person to review.
import Papa from 'papaparse';
import type { VoterFields } from '../../../src/domain/voter.ts';
import { hasDevanagari } from '../../../src/domain/devanagari-latin.ts';
import type { RollEdition, RollMessage, RollRowFields } from '../../../src/domain/roll-jobs.ts';
import type { ImportTarget, MappedCells } from '../../../src/domain/voter-csv.ts';
import { guessMapping, mapCells } from '../../../src/domain/voter-csv.ts';
import { MESSAGES } from './messages.ts';
import type { PartInfo } from './store.ts';
import { EXTRA_FIELDS } from './voter-fields.ts';

export type ReadRow = {
  fields: RollRowFields;
  extra: VoterFields;
  doubts: (keyof RollRowFields)[];
  confidence: number;
  page: number | null;
  image?: Uint8Array;
  /** A table's cells as written, by the row field they feed (shown beside it in review). */
  raw?: RawCells;
};

export type RawCells = Partial<Record<keyof RollRowFields, string>>;

/** A part as a reader gives it to the runner (tables here; PDFs in pdf-file.ts). */
export type ReadPartRows = {
  edition: RollEdition;
  assemblyNumber: number | null;
  assemblyName: string;
  /** Null when the file does not say it: the part waits for a person to enter it. */
  partNumber: number | null;
  info: PartInfo;
  printed: null | { male: number; female: number; thirdGender: number; total: number };
  boxes: number;
  rows: ReadRow[];
};

/** A table that cannot be imported at all. */
export class TableFileError extends Error {
  constructor(readonly detail: RollMessage) {
    super(detail.message);
  }
}

/** Which row field a bad cell's column feeds. */
const DOUBT_OF: Partial<Record<ImportTarget, keyof RollRowFields>> = {
  serialNumber: 'serial',
  voterId: 'epic',
  age: 'age',
  gender: 'gender',
  relationType: 'relationType',
  sectionNumber: 'section',
  houseno: 'houseNumber',
  fullName: 'name',
  firstName: 'name',
  lastName: 'name',
  firstNameHi: 'name',
  lastNameHi: 'name',
};

const pad = (n: number) => String(n).padStart(2, '0');
const cellText = (v: unknown): string =>
  v === null || v === undefined
    ? ''
    : v instanceof Date
      ? `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())}`
      : String(v);

/** A CSV (any separator Papa Parse detects) or XLSX file as rows of cells. */
export async function tableRows(kind: 'csv' | 'xlsx', bytes: Uint8Array): Promise<string[][]> {
  if (kind === 'xlsx') {
    const { readSheet } = await import('read-excel-file/node');
    const sheet = await readSheet(Buffer.from(bytes));
    return sheet.map((row) => row.map(cellText));
  }
  const text = new TextDecoder().decode(bytes).replace(/^\ufeff/, '');
  return Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' }).data;
}

const joined = (...parts: (string | number | undefined)[]) =>
  parts
    .filter((p) => p !== undefined && p !== '')
    .join(' ')
    .trim();

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' ? v : null);
const whole = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/** The cells a row field was read from, as the file writes them (names joined as read). */
function rawCells(cells: MappedCells['cells'], hi: boolean): RawCells {
  const out: RawCells = {};
  const put = (field: keyof RollRowFields, text: string) => {
    if (text) out[field] = text;
  };
  const name = hi
    ? joined(cells.firstNameHi ?? cells.firstName, cells.lastNameHi ?? cells.lastName)
    : cells.fullName || joined(cells.firstName, cells.lastName);
  put('name', name ?? '');
  put(
    'relativeName',
    hi
      ? joined(cells.relationHi ?? cells.relation, cells.relationHiLastName)
      : joined(cells.relation, cells.relationLastName),
  );
  for (const [target, field] of Object.entries(RAW_OF))
    put(field, cells[target as ImportTarget] ?? '');
  return out;
}

/** Cells shown as written beside the one row field each feeds (names are joined above). */
const RAW_OF = Object.fromEntries(
  Object.entries(DOUBT_OF).filter(([, field]) => field !== 'name'),
) as Partial<Record<ImportTarget, keyof RollRowFields>>;

/** Hindi when most names are in Devanagari. */
function editionOf(rows: Record<string, string | number>[]): RollEdition {
  const names = rows.map((f) => str(f.firstName)).filter(Boolean);
  const hindi = names.filter((n) => hasDevanagari(n)).length;
  return names.length && hindi * 2 > names.length ? 'hi' : 'en';
}

export async function readTable(kind: 'csv' | 'xlsx', bytes: Uint8Array): Promise<ReadPartRows[]> {
  let table: string[][];
  try {
    table = (await tableRows(kind, bytes)).filter((r) => r.some((c) => c.trim() !== ''));
  } catch {
    throw new TableFileError(MESSAGES.unreadable());
  }
  const [header = [], ...data] = table;
  const mapping = guessMapping(header.map((h) => h.trim()));
  const has = (t: ImportTarget) => mapping.includes(t);
  if (!has('voterId') && !has('fullName') && !has('firstName') && !has('firstNameHi'))
    throw new TableFileError(MESSAGES.noColumns());
  if (!has('partNumber')) throw new TableFileError(MESSAGES.noPartColumn());
  if (!data.length) throw new TableFileError(MESSAGES.emptyFile());

  const mapped = data.map((cells, i) => mapCells(cells, mapping, i + 2));
  const edition = editionOf(mapped.map((m) => m.fields));
  const parts = new Map<string, ReadPartRows>();
  let lastKey = '';
  for (const { fields: f, problems, pollingStation, part: own, cells } of mapped) {
    const partNumber = num(f.partNumber);
    // A row whose part cannot be read stays with the rows around it, doubted.
    const key =
      partNumber === null
        ? lastKey
        : `${num(f.assemblyNumber) ?? str(f.assemblyName)}/${partNumber}`;
    lastKey = key;
    let part = parts.get(key);
    if (!part) {
      if (partNumber === null) continue;
      part = {
        edition,
        assemblyNumber: num(f.assemblyNumber),
        assemblyName: str(f.assemblyName),
        partNumber,
        info: {
          ...(pollingStation ? { pollingStation } : {}),
          ...(own.partName ? { partName: own.partName } : {}),
          ...(str(f.district) ? { district: str(f.district) } : {}),
          ...(str(f.state) ? { state: str(f.state) } : {}),
          ...(own.stateCode ? { stateCode: own.stateCode } : {}),
          ...(whole(own.districtNumber) !== undefined
            ? { districtNumber: whole(own.districtNumber) }
            : {}),
          ...(whole(own.pollingStationNumber) !== undefined
            ? { pollingStationNumber: whole(own.pollingStationNumber) }
            : {}),
          ...(str(f.rollEdition) ? { revision: str(f.rollEdition) } : {}),
          ...(str(f.rollPublished) ? { publicationDate: str(f.rollPublished) } : {}),
          sections: [],
        },
        printed: null,
        boxes: 0,
        rows: [],
      };
      parts.set(key, part);
    }
    part.boxes += 1;
    const section = num(f.sectionNumber);
    if (
      section !== null &&
      str(f.sectionName) &&
      !part.info.sections!.some((s) => s.number === section)
    )
      part.info.sections!.push({ number: section, name: str(f.sectionName) });
    const hi = edition === 'hi';
    const name = hi
      ? joined(str(f.firstNameHi) || str(f.firstName), str(f.lastNameHi) || str(f.lastName))
      : joined(str(f.firstName), str(f.lastName));
    const fields: RollRowFields = {
      serial: num(f.serialNumber),
      epic: str(f.voterId),
      name,
      relationType: (str(f.relationType) || null) as RollRowFields['relationType'],
      relativeName: hi ? str(f.relationHi) || str(f.relation) : str(f.relation),
      houseNumber: f.houseno === undefined ? '' : String(f.houseno),
      age: num(f.age),
      gender: (str(f.gender) || null) as RollRowFields['gender'],
      deleted: false,
      section,
      list: 'main',
    };
    const extra: Record<string, string> = {};
    for (const k of EXTRA_FIELDS) if (str(f[k])) extra[k] = str(f[k]);
    const doubts = new Set<keyof RollRowFields>();
    for (const p of problems) {
      const d = DOUBT_OF[p.field as ImportTarget];
      if (d) doubts.add(d);
    }
    if (partNumber === null) doubts.add('serial');
    if (!name) doubts.add('name');
    part.rows.push({
      fields,
      extra: extra as VoterFields,
      doubts: [...doubts],
      confidence: 1,
      page: null,
      raw: rawCells(cells, hi),
    });
  }
  if (!parts.size) throw new TableFileError(MESSAGES.emptyFile());
  return [...parts.values()];
}
