// One import run on the main thread: the importer parses, each batch is written through
// writeVoterBatch (one transaction with its outbox entries), progress and totals are reported.
// Cancel lets the batch being written commit, then stops the parser; what is written stays.
import type { BoothDb } from '../../../db/database.ts';
import type { Writer } from '../../../db/writer.ts';
import type { ColumnMapping, RowProblem } from '../../../domain/voter-csv.ts';
import type { ParseOptions, ParseProgress, ParsedBatch } from './import-pipeline.ts';
import type { VoterImporter } from './importer.ts';
import { KnownVoterIds } from './known-voter-ids.ts';
import { homesByPart } from '../../../domain/roll-home.ts';
import { writeVoterBatch } from './write-batch.ts';

/** Problems kept for the table and the download; beyond this they are only counted. */
export const MAX_KEPT_PROBLEMS = 20_000;

export type ImportTotals = {
  added: number;
  updated: number;
  /** Rows skipped for a problem. */
  skipped: number;
  /** Problems found (may exceed `problems.length`, see MAX_KEPT_PROBLEMS). */
  problemCount: number;
  problems: RowProblem[];
  progress: ParseProgress;
  cancelled: boolean;
};

export type RunImportInput = {
  db: BoothDb;
  writer: Writer;
  importer: VoterImporter;
  file: Blob;
  mapping: ColumnMapping;
  /** Called after each written batch with the totals so far. */
  onProgress?: (totals: ImportTotals) => void;
  /** Aborting it cancels the run after the batch in hand is written. */
  signal?: AbortSignal;
  options?: ParseOptions;
};

export function emptyTotals(totalBytes = 0): ImportTotals {
  return {
    added: 0,
    updated: 0,
    skipped: 0,
    problemCount: 0,
    problems: [],
    progress: { rows: 0, bytes: 0, totalBytes },
    cancelled: false,
  };
}

export async function runImport(input: RunImportInput): Promise<ImportTotals> {
  const { db, writer, importer, file, mapping, onProgress, signal } = input;
  const totals = emptyTotals(file.size);
  const known = await KnownVoterIds.load(db);
  const homes = homesByPart(await db.areas.toArray(), writer.scope);
  const write = async (batch: ParsedBatch): Promise<boolean> => {
    if (signal?.aborted) return false;
    const written = await writeVoterBatch(
      db,
      writer,
      batch.voters.map((v) => v.fields),
      { prepared: batch.voters.map((v) => v.prepared), known, homeByPart: homes },
    );
    totals.added += written.added;
    totals.updated += written.updated;
    totals.skipped += new Set(batch.problems.map((p) => p.row)).size;
    totals.problemCount += batch.problems.length;
    const room = MAX_KEPT_PROBLEMS - totals.problems.length;
    if (room > 0) totals.problems.push(...batch.problems.slice(0, room));
    totals.progress = batch.progress;
    onProgress?.({ ...totals });
    return !signal?.aborted;
  };
  // The parser hands batches over ahead of time; they are written one after another, in order.
  let queue: Promise<boolean> = Promise.resolve(true);
  const outcome = await importer.parse(
    file,
    mapping,
    (batch) => (queue = queue.then((goOn) => goOn && write(batch))),
    input.options,
  );
  totals.cancelled = outcome.cancelled || Boolean(signal?.aborted);
  if (!totals.cancelled) totals.progress = { ...totals.progress, rows: outcome.rows };
  return totals;
}
