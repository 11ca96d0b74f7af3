// One import run on the main thread, in two passes over the file: a check pass (roll-check.ts:
// each part checked, refused parts set aside, the areas the rest need created), then the write
// pass — each batch written through writeVoterBatch (one transaction with its outbox entries),
// every voter in the booth of its part. Progress and totals are reported throughout. Cancel
// lets the batch being written commit, then stops the parser; what is written stays.
import type { BoothDb } from '../../../db/database.ts';
import type { Writer } from '../../../db/writer.ts';
import type { ColumnMapping, RowProblem } from '../../../domain/voter-csv.ts';
import type { ParseOptions, ParseProgress, ParsedBatch } from './import-pipeline.ts';
import type { VoterImporter } from './importer.ts';
import { KnownVoterIds } from './known-voter-ids.ts';
import { newRecordHomes } from '../../../domain/roll-home.ts';
import { writeVoterBatch } from './write-batch.ts';
import type { RollCheck } from './roll-check.ts';
import { checkRollFile, settleRollAreas } from './roll-check.ts';

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
  /** Which pass the progress is of: reading the file to check it, or writing the voters. */
  phase: 'checking' | 'writing';
  /** What the check pass found per part, once it has run. */
  roll?: RollCheck;
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
    phase: 'checking',
  };
}

export async function runImport(input: RunImportInput): Promise<ImportTotals> {
  const { db, writer, importer, file, mapping, onProgress, signal } = input;
  const totals = emptyTotals(file.size);
  const checked = await checkRollFile(
    importer,
    file,
    mapping,
    input.options,
    (progress) => onProgress?.({ ...totals, progress }),
    signal,
  );
  if (!checked) return { ...totals, cancelled: true };
  totals.roll = await settleRollAreas(db, writer, checked.parts, checked.infos);
  totals.phase = 'writing';
  const refused = new Set(totals.roll.refused.map((r) => r.part));
  const known = await KnownVoterIds.load(db);
  const homeOf = newRecordHomes(await db.areas.toArray(), writer.scope);
  const write = async (batch: ParsedBatch): Promise<boolean> => {
    if (signal?.aborted) return false;
    const voters = batch.voters.filter((v) => !refused.has(v.fields.partNumber ?? 0));
    const written = await writeVoterBatch(
      db,
      writer,
      voters.map((v) => v.fields),
      { prepared: voters.map((v) => v.prepared), known, homeOf },
    );
    totals.added += written.added;
    totals.updated += written.updated;
    totals.skipped += batch.voters.length - voters.length;
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
