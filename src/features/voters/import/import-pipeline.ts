// The parsing side of a roll import: a CSV file is read in chunks and split into rows by
// papaparse (an Excel .xlsx file is read whole by read-excel-file, loaded only then), each row
// is mapped and validated, its index fields derived, and valid voters go to the caller in
// batches. It runs in the import worker, and in the main thread where there is no
// Worker (unit tests), so the two cannot drift.
import Papa from 'papaparse';
import { voterIndex } from '../../../db/derive.ts';
import type { VoterFields, VoterIndex } from '../../../db/types.ts';
import type { ColumnMapping, RowProblem } from '../../../domain/voter-csv.ts';
import { mapRow } from '../../../domain/voter-csv.ts';

/** The header and the first rows of a file, for the mapping step. */
export type FilePreview = {
  header: string[];
  rows: string[][];
  /** The column separator and line break papaparse found; the run uses the same. */
  delimiter: string;
  newline: string;
};

/**
 * A valid row: its fields, its derived index fields (computed here, off the main thread;
 * absent in a check pass) and the polling station a roll may give beside the voter.
 */
export type ImportedRow = {
  row: number;
  fields: VoterFields;
  prepared?: VoterIndex;
  pollingStation?: string;
};

export type ParseProgress = {
  /** Data rows read so far, valid and skipped (blank lines not counted). */
  rows: number;
  bytes: number;
  totalBytes: number;
};

export type ParsedBatch = {
  voters: ImportedRow[];
  problems: RowProblem[];
  progress: ParseProgress;
};

/** Receives each batch; resolves false to stop parsing (cancel). */
export type BatchHandler = (batch: ParsedBatch) => Promise<boolean>;

export type ParseOptions = {
  /** Valid voters per batch, i.e. per write transaction; default DEFAULT_BATCH_SIZE. */
  batchSize?: number;
  /** Bytes read from the file at a time; default 512 KiB. */
  chunkSize?: number;
  /** Column separator (from the preview); default: guessed. */
  delimiter?: string;
  /** Line break (from the preview); default: guessed. */
  newline?: string;
  /** Derive the index fields (default true); a check pass that writes nothing skips them. */
  prepare?: boolean;
};

export type ParseOutcome = { rows: number; cancelled: boolean };

/** What the worker exposes (and the in-thread fallback implements). */
export type ParseApi = {
  preview(file: Blob, rows?: number): Promise<FilePreview>;
  parse(
    file: Blob,
    mapping: ColumnMapping,
    onBatch: BatchHandler,
    opts?: ParseOptions,
  ): Promise<ParseOutcome>;
};

// 250: each batch's derived search keys and its one bulk write run as one main-thread task;
// at 1,000 that task took about 0.5 s in Chromium (bench:reports), at 250 it stays short while
// the extra transactions cost little.
export const DEFAULT_BATCH_SIZE = 250;
export const DEFAULT_CHUNK_SIZE = 512 * 1024;

const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

/**
 * Collects mapped rows until a batch is full. Pure: the unit tests feed it rows directly.
 * Row numbers count like a spreadsheet: the header is row 1, the first data row 2.
 */
export function createRowBatcher(
  mapping: ColumnMapping,
  batchSize = DEFAULT_BATCH_SIZE,
  prepare = true,
) {
  let voters: ImportedRow[] = [];
  let problems: RowProblem[] = [];
  let lines = 0;
  let rows = 0;
  return {
    add(cells: readonly string[]): void {
      lines += 1;
      // Blank lines keep their row number (as in a spreadsheet) but are not rows.
      if (isBlank(cells)) return;
      rows += 1;
      const row = lines + 1;
      const result = mapRow(cells, mapping, row);
      if (!result.ok) {
        problems.push(...result.problems);
        return;
      }
      const { fields, pollingStation } = result;
      voters.push({
        row,
        fields,
        ...(prepare ? { prepared: voterIndex(fields, 0) } : {}),
        ...(pollingStation ? { pollingStation } : {}),
      });
    },
    get rows() {
      return rows;
    },
    full: () => voters.length >= batchSize,
    pending: () => voters.length > 0 || problems.length > 0,
    take(): Pick<ParsedBatch, 'voters' | 'problems'> {
      const out = { voters, problems };
      voters = [];
      problems = [];
      return out;
    },
    /** Problems only: valid voters wait until a batch is full, so batches keep their size. */
    takeProblems(): Pick<ParsedBatch, 'voters' | 'problems'> {
      const out = { voters: [], problems };
      problems = [];
      return out;
    },
  };
}

/** A slice's bytes (FileReader: jsdom's Blob has no arrayBuffer()). */
function readBytes(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}

/** Bytes the preview reads: far more than a header and five rows of any roll. */
const PREVIEW_BYTES = 256 * 1024;

/** An .xlsx file is a zip archive: it starts with the zip signature "PK\3\4". */
async function isXlsx(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await readBytes(file.slice(0, 4)));
  return head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A spreadsheet cell as the text a CSV of it would hold (dates as YYYY-MM-DD). */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date)
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  return String(value);
}

/** The first sheet's rows as text, blank rows dropped (as the CSV preview drops them). */
async function xlsxRows(file: Blob): Promise<string[][]> {
  // Loaded only for an Excel file: most imports are CSV and never pay for it.
  const { readSheet } = await import('read-excel-file/universal');
  const sheet = await readSheet(await readBytes(file));
  return sheet.map((row) => row.map(cellText));
}

/** The header and first `rows` data rows (delimiter guessed: comma, tab, semicolon, pipe). */
export async function previewFile(file: Blob, rows = 5): Promise<FilePreview> {
  if (await isXlsx(file)) {
    const [header = [], ...data] = (await xlsxRows(file)).filter((r) => !isBlank(r));
    return {
      header: header.map((h) => h.trim()),
      rows: data.slice(0, rows),
      delimiter: ',',
      newline: '\n',
    };
  }
  const text = new TextDecoder().decode(await readBytes(file.slice(0, PREVIEW_BYTES)));
  const results = Papa.parse<string[]>(text, { preview: rows + 1, skipEmptyLines: 'greedy' });
  const [header = [], ...data] = results.data;
  return {
    header: header.map((h) => h.replace(/^\ufeff/, '').trim()),
    rows: data,
    delimiter: results.meta.delimiter,
    newline: results.meta.linebreak,
  };
}

type RowChunk = { rows: string[][]; bytes: number };
type Newline = '\r\n' | '\r' | '\n';

/**
 * The file's rows, chunk by chunk. We read and decode the bytes ourselves with one streaming
 * TextDecoder: papaparse's own file reader decodes every slice apart and garbles a Devanagari
 * letter that a slice edge cuts in two. A row cut by the edge waits for the next chunk.
 */
export async function* fileRows(
  file: Blob,
  opts: { chunkSize?: number; delimiter?: string; newline?: string } = {},
): AsyncGenerator<RowChunk> {
  if (await isXlsx(file)) {
    yield { rows: await xlsxRows(file), bytes: file.size };
    return;
  }
  const chunkSize = opts.chunkSize ?? DEFAULT_CHUNK_SIZE;
  const decoder = new TextDecoder();
  let delimiter = opts.delimiter;
  let newline = opts.newline;
  let carry = '';
  let offset = 0;
  while (offset < file.size) {
    const bytes = await readBytes(file.slice(offset, offset + chunkSize));
    offset += bytes.byteLength;
    const last = offset >= file.size;
    const text = carry + decoder.decode(bytes, { stream: !last });
    if (!delimiter || !newline) {
      // No preview given: let papaparse guess from the first chunk, as it would itself.
      const guess = Papa.parse(text, { preview: 10 }).meta;
      delimiter ??= guess.delimiter;
      newline ??= guess.linebreak;
    }
    const parser = new Papa.Parser({ delimiter, newline: newline as Newline });
    const result = parser.parse(text, 0, !last) as { data: string[][]; meta: { cursor: number } };
    carry = last ? '' : text.slice(result.meta.cursor);
    yield { rows: result.data, bytes: offset };
  }
}

/** Batches handed over and not yet written: the writer always has the next one at hand. */
const BATCHES_AHEAD = 2;

/**
 * Stream `file` through the mapping. While `onBatch` writes one batch the next ones are parsed
 * (the two overlap on two cores) and handed over at once, so the writer never waits for a
 * message; at most BATCHES_AHEAD batches wait, plus one chunk, whatever the file's size.
 * `onBatch` must write the batches in the order it receives them.
 */
export async function parseFile(
  file: Blob,
  mapping: ColumnMapping,
  onBatch: BatchHandler,
  opts: ParseOptions = {},
): Promise<ParseOutcome> {
  const batcher = createRowBatcher(mapping, opts.batchSize, opts.prepare ?? true);
  let bytes = 0;
  let headerSeen = false;
  const handedOver: Promise<boolean>[] = [];
  /** False when the caller stopped (cancel): nothing more is handed over. */
  const send = async (batch: Pick<ParsedBatch, 'voters' | 'problems'>): Promise<boolean> => {
    while (handedOver.length >= BATCHES_AHEAD) if (!(await handedOver.shift())) return false;
    const written = onBatch({
      ...batch,
      progress: { rows: batcher.rows, bytes, totalBytes: file.size },
    });
    // A failed write surfaces where it is awaited; the batches after it fail with it, unawaited.
    written.catch(() => undefined);
    handedOver.push(written);
    return true;
  };
  const settled = async (): Promise<boolean> =>
    (await Promise.all(handedOver.splice(0))).every(Boolean);
  /** Cancelled: the batches already handed over finish (or decline) before we say so. */
  const stopped = async (): Promise<ParseOutcome> => {
    await settled();
    return { rows: batcher.rows, cancelled: true };
  };
  for await (const chunk of fileRows(file, opts)) {
    bytes = chunk.bytes;
    for (const cells of chunk.rows) {
      if (!headerSeen) {
        headerSeen = true;
        continue;
      }
      batcher.add(cells);
      if (batcher.full() && !(await send(batcher.take()))) return stopped();
    }
    // Progress (and problems so far) once per chunk, even when no batch filled up.
    if (!(await send(batcher.takeProblems()))) return stopped();
  }
  if (batcher.pending() && !(await send(batcher.take()))) return stopped();
  return { rows: batcher.rows, cancelled: !(await settled()) };
}

/** The pipeline as the worker exposes it. */
export const parseApi: ParseApi = {
  preview: previewFile,
  parse: parseFile,
};
