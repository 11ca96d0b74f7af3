// Runs a part's checks over its rows as they stand (after reading, and after each correction)
// and writes back what they found: each row's doubts (the reader's, until a person reviewed the
// row, plus the fields a check points at), the part's checks, counts and rows to review, and
// the job's status once it has been read. Says whether the part may be published by itself.
import type { RollRowFields } from '../../../src/domain/roll-jobs.ts';
import type { Queryable } from '../../db/database.ts';
import { checkPart, partNumberProblem } from './checks.ts';
import type { PartRow } from './store.ts';
import { PART_COLUMNS } from './store.ts';

type Field = keyof RollRowFields;

export type Evaluation = {
  part: PartRow;
  /** Every check passes and no row waits for a person. */
  clean: boolean;
  repeatedSerials: number[];
};

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** Check the part now; call inside a transaction that holds the part's row (FOR UPDATE). */
export async function evaluatePart(tx: Queryable, partId: string): Promise<Evaluation> {
  const { rows: parts } = await tx.query<PartRow>(
    `SELECT ${PART_COLUMNS} FROM roll_job_parts WHERE id = $1 FOR UPDATE`,
    [partId],
  );
  const part = parts[0]!;
  const { rows } = await tx.query<{
    id: string;
    fields: RollRowFields;
    read_doubts: Field[];
    doubts: Field[];
    reviewed: boolean;
  }>(
    `SELECT id, fields, read_doubts, doubts, reviewed FROM roll_job_rows
     WHERE part_id = $1 ORDER BY position`,
    [partId],
  );
  // A CSV or XLSX lists the electors in force: the deleted leave gaps in its serials.
  const { rows: files } = await tx.query<{ kind: string }>(
    'SELECT kind FROM roll_job_files WHERE id = $1',
    [part.file_id],
  );
  const result = checkPart({
    rows,
    boxes: part.boxes,
    printed: part.printed,
    refusal: part.status === 'refused' ? (part.error ?? null) : null,
    partNumber: partNumberProblem(part.part_number, part.info),
    failedRows: part.failed_rows ?? [],
    gapsAreDeleted: files[0]?.kind !== 'pdf',
  });
  const changed: { id: string; doubts: Field[] }[] = [];
  let toReview = 0;
  for (const r of rows) {
    const doubts = [
      ...new Set([...(r.reviewed ? [] : r.read_doubts), ...(result.flagged.get(r.id) ?? [])]),
    ].sort();
    if (!r.reviewed && doubts.length) toReview += 1;
    if (!sameList(doubts, r.doubts)) changed.push({ id: r.id, doubts });
  }
  if (changed.length)
    await tx.query(
      `UPDATE roll_job_rows r SET doubts = d.doubts
       FROM jsonb_to_recordset($1::jsonb) AS d(id uuid, doubts jsonb) WHERE r.id = d.id`,
      [JSON.stringify(changed)],
    );
  const { rows: updated } = await tx.query<PartRow>(
    `UPDATE roll_job_parts SET checks = $2, counted = $3, row_count = $4, deleted_count = $5,
       to_review = $6 WHERE id = $1 RETURNING ${PART_COLUMNS}`,
    [
      partId,
      JSON.stringify(result.checks),
      JSON.stringify(result.counted),
      rows.length,
      result.deleted,
      toReview,
    ],
  );
  return {
    part: updated[0]!,
    clean: result.checks.every((c) => c.ok) && toReview === 0,
    repeatedSerials: result.repeatedSerials,
  };
}

/**
 * After a part changed: a job past reading is `review` while a part waits, else `done`.
 * A job still queued, running, failed or cancelled keeps its status.
 */
export async function settleJobStatus(tx: Queryable, jobId: string): Promise<void> {
  await tx.query(
    `UPDATE roll_jobs SET updated_at = now(), status = CASE
       WHEN EXISTS (SELECT 1 FROM roll_job_parts
                    WHERE job_id = $1 AND status IN ('review', 'publishing')) THEN 'review'
       ELSE 'done' END
     WHERE id = $1 AND status IN ('review', 'done')`,
    [jobId],
  );
}
