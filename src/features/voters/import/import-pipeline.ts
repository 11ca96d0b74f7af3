// The parsing side of a roll import: papaparse streams the file in chunks, each row is mapped
// and validated, and valid voters go to the caller in batches. It runs in the import worker,
// and in the main thread where there is no Worker (unit tests), so the two cannot drift.
import Papa from 'papaparse';
import type { Parser } from 'papaparse';
import type { VoterFields } from '../../../db/types.ts';
import type { ColumnMapping, RowProblem } from '../../../domain/voter-csv.ts';
import { mapRow } from '../../../domain/voter-csv.ts';

/** The header and the first rows of a file, for the mapping step. */
export type FilePreview = {
  header: string[];
  rows: string[][];
  /** The column separator papaparse found; the run uses the same one. */
  delimiter: string;
};

export type ImportedRow = { row: number; fields: VoterFields };

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
  /** Valid voters per batch, i.e. per write transaction; default 1000. */
  batchSize?: number;
  /** Bytes read from the file at a time; default 512 KiB. */
  chunkSize?: number;
  /** Column separator (from the preview); default: guessed. */
  delimiter?: string;
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

export const DEFAULT_BATCH_SIZE = 1000;
export const DEFAULT_CHUNK_SIZE = 512 * 1024;

const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

/**
 * Collects mapped rows until a batch is full. Pure: the unit tests feed it rows directly.
 * Row numbers count like a spreadsheet: the header is row 1, the first data row 2.
 */
export function createRowBatcher(mapping: ColumnMapping, batchSize = DEFAULT_BATCH_SIZE) {
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
      if (result.ok) voters.push({ row, fields: result.fields });
      else problems.push(...result.problems);
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

/** Map and batch already-split rows (header excluded); the core of `parseFile`, without I/O. */
export async function processRows(
  rows: readonly (readonly string[])[],
  mapping: ColumnMapping,
  onBatch: BatchHandler,
  batchSize = DEFAULT_BATCH_SIZE,
): Promise<ParseOutcome> {
  const batcher = createRowBatcher(mapping, batchSize);
  const progress = () => ({ rows: batcher.rows, bytes: 0, totalBytes: 0 });
  for (const cells of rows) {
    batcher.add(cells);
    if (batcher.full() && !(await onBatch({ ...batcher.take(), progress: progress() })))
      return { rows: batcher.rows, cancelled: true };
  }
  if (batcher.pending()) await onBatch({ ...batcher.take(), progress: progress() });
  return { rows: batcher.rows, cancelled: false };
}

/** The header and first `rows` data rows (delimiter guessed: comma, tab, semicolon, pipe). */
export function previewFile(file: Blob, rows = 5): Promise<FilePreview> {
  return new Promise((resolve, reject) => {
    Papa.parse<string[]>(file as File, {
      preview: rows + 1,
      skipEmptyLines: 'greedy',
      complete: (results) => {
        const [header = [], ...data] = results.data;
        resolve({
          header: header.map((h) => h.replace(/^\ufeff/, '').trim()),
          rows: data,
          delimiter: results.meta.delimiter,
        });
      },
      error: (error) => reject(error),
    });
  });
}

/**
 * Stream `file` through the mapping. Parsing pauses while `onBatch` runs, so at most one chunk
 * plus one batch is held in memory whatever the file's size.
 */
export function parseFile(
  file: Blob,
  mapping: ColumnMapping,
  onBatch: BatchHandler,
  opts: ParseOptions = {},
): Promise<ParseOutcome> {
  const chunkSize = opts.chunkSize ?? DEFAULT_CHUNK_SIZE;
  const batcher = createRowBatcher(mapping, opts.batchSize);
  let chunks = 0;
  let headerSeen = false;
  let cancelled = false;
  const progress = (done = false): ParseProgress => ({
    rows: batcher.rows,
    bytes: done ? file.size : Math.min(file.size, chunks * chunkSize),
    totalBytes: file.size,
  });
  const flush = async (done = false, problemsOnly = false) => {
    if (cancelled) return;
    const rows = problemsOnly ? batcher.takeProblems() : batcher.take();
    if (!(await onBatch({ ...rows, progress: progress(done) }))) cancelled = true;
  };

  return new Promise((resolve, reject) => {
    const onChunk = async (data: string[][], parser: Parser) => {
      chunks += 1;
      for (const cells of data) {
        if (!headerSeen) {
          headerSeen = true;
          continue;
        }
        batcher.add(cells);
        if (batcher.full()) await flush();
        if (cancelled) break;
      }
      // Progress (and problems so far) once per chunk, even when no batch filled up.
      if (!cancelled) await flush(false, true);
      if (cancelled) parser.abort();
      else parser.resume();
    };
    Papa.parse<string[]>(file as File, {
      chunkSize,
      delimiter: opts.delimiter,
      chunk: (results, parser) => {
        parser.pause();
        onChunk(results.data, parser).catch((error: unknown) => {
          cancelled = true;
          parser.abort();
          reject(error instanceof Error ? error : new Error(String(error)));
        });
      },
      complete: () => {
        const finish = async () => {
          if (!cancelled && batcher.pending()) await flush(true);
          return { rows: batcher.rows, cancelled };
        };
        finish().then(resolve, reject);
      },
      error: (error) => reject(error),
    });
  });
}

/** The pipeline as the worker exposes it. */
export const parseApi: ParseApi = {
  preview: previewFile,
  parse: parseFile,
};
