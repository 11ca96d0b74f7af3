// What a person does to a job: correct a row (it leaves the queue reviewed, the part's checks
// run again, and a part now clean is published), accept a part as it stands (never one whose
// serial repeats: a polling agent must never get the wrong voter for a serial), enter or confirm
// a part's number the file did not say for sure (then its checks run and it may publish), or
// cancel.
import type { RollPartResult, RollRow } from '../../../src/domain/roll-jobs.ts';
import type {
  PartNumberInput,
  RollRowCorrectionInput,
} from '../../../src/domain/roll-corrections.ts';
import { ROLL_FIELD_MSG } from '../../../src/domain/roll-corrections.ts';
import type { Queryable } from '../../db/database.ts';
import { badRequest, conflict } from '../../errors.ts';
import { partNumberProblem } from './checks.ts';
import { evaluatePart, settleJobStatus } from './evaluate.ts';
import { importerAreas, importerOf, partRefusal } from './importer.ts';
import { listed } from './messages.ts';
import type { PublishDeps } from './publish.ts';
import { publishPart } from './publish.ts';
import type { PartRow } from './store.ts';
import { PART_COLUMNS, toPart } from './store.ts';

export const err = (name: string, message: string, values?: Record<string, string | number>) =>
  conflict(message, { messageKey: `errors.rollImport.${name}`, ...(values ? { values } : {}) });

export async function jobStatus(db: Queryable, jobId: string): Promise<string> {
  const { rows } = await db.query<{ status: string; cancel_requested: boolean }>(
    'SELECT status, cancel_requested FROM roll_jobs WHERE id = $1',
    [jobId],
  );
  return rows[0]?.cancel_requested ? 'cancelled' : (rows[0]?.status ?? 'cancelled');
}

/** Cancel: a queued job or one waiting for review ends now; a running one at its next page. */
export async function cancelJob(db: Queryable & PublishDeps['db'], jobId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: string }>(
      'SELECT status FROM roll_jobs WHERE id = $1 FOR UPDATE',
      [jobId],
    );
    const status = rows[0]!.status;
    if (status === 'cancelled') return;
    if (status === 'done' || status === 'failed')
      throw err('finished', 'This import has already finished');
    await tx.query('UPDATE roll_jobs SET cancel_requested = true WHERE id = $1', [jobId]);
    if (status === 'running') return; // its worker ends it between pages
    await tx.query(
      `UPDATE roll_job_files SET status = 'cancelled'
       WHERE job_id = $1 AND status IN ('queued', 'reading')`,
      [jobId],
    );
    await tx.query(`UPDATE roll_jobs SET status = 'cancelled', updated_at = now() WHERE id = $1`, [
      jobId,
    ]);
  });
}

/** Take the part for a change; refuses one not waiting for review. */
export async function lockPart(tx: Queryable, jobId: string, partId: string) {
  const { rows } = await tx.query<PartRow>(
    `SELECT ${PART_COLUMNS} FROM roll_job_parts WHERE id = $1 AND job_id = $2 FOR UPDATE`,
    [partId, jobId],
  );
  return rows[0];
}

export function mustBeInReview(part: PartRow): void {
  if (part.status === 'refused')
    throw err('partRefused', 'This part was refused; it cannot be changed or accepted');
  if (part.status === 'published') throw err('published', 'This part is already published');
  if (part.status === 'publishing')
    throw err('publishing', 'This part is being published; try again in a moment');
}

export async function correctRow(
  deps: PublishDeps,
  jobId: string,
  row: RollRow,
  correction: RollRowCorrectionInput,
): Promise<void> {
  if ((await jobStatus(deps.db, jobId)) === 'cancelled')
    throw err('cancelled', 'This import was cancelled');
  const changes = Object.fromEntries(Object.entries(correction).filter(([, v]) => v !== undefined));
  const clean = await deps.db.transaction(async (tx) => {
    const part = await lockPart(tx, jobId, row.partId);
    mustBeInReview(part!);
    await tx.query(
      `UPDATE roll_job_rows SET fields = fields || $2::jsonb, reviewed = true,
         read_doubts = '[]'::jsonb WHERE id = $1`,
      [row.id, JSON.stringify(changes)],
    );
    // A row the last publish refused is off that list once a person has corrected it.
    await tx.query(
      `UPDATE roll_job_parts SET failed_rows = nullif(
         (SELECT coalesce(jsonb_agg(f), '[]'::jsonb) FROM jsonb_array_elements(failed_rows) f
          WHERE f ->> 'rowId' <> $2), '[]'::jsonb)
       WHERE id = $1 AND failed_rows IS NOT NULL`,
      [row.partId, row.id],
    );
    const evaluation = await evaluatePart(tx, row.partId);
    await settleJobStatus(tx, jobId);
    return evaluation.clean;
  });
  if (clean) await publishPart(deps, row.partId);
}

export async function acceptPart(
  deps: PublishDeps,
  jobId: string,
  partId: string,
  opts: { acceptRows: boolean },
): Promise<RollPartResult | undefined> {
  const found = await lockPart(deps.db, jobId, partId);
  if (!found) return undefined;
  if (found.status === 'published') return toPart(found);
  if ((await jobStatus(deps.db, jobId)) === 'cancelled')
    throw err('cancelled', 'This import was cancelled');
  await deps.db.transaction(async (tx) => {
    const part = (await lockPart(tx, jobId, partId))!;
    mustBeInReview(part);
    mustKnowPartNumber(part);
    const evaluation = await evaluatePart(tx, partId);
    if (evaluation.repeatedSerials.length)
      throw err(
        'repeatedSerial',
        `Serials ${listed(evaluation.repeatedSerials)} are given to more than one voter; correct them before the part can be published`,
        { serials: listed(evaluation.repeatedSerials) },
      );
    const waiting = evaluation.part.to_review;
    if (waiting && !opts.acceptRows)
      throw err(
        'rowsToReview',
        `${waiting} rows still wait for review; review them, or accept them with the part`,
        { count: waiting },
      );
    await tx.query(
      `UPDATE roll_job_rows SET reviewed = true
       WHERE part_id = $1 AND NOT reviewed AND jsonb_array_length(doubts) > 0`,
      [partId],
    );
    await evaluatePart(tx, partId);
  });
  if (!(await publishPart(deps, partId)))
    throw err('publishing', 'This part is being published; try again in a moment');
  return toPart((await lockPart(deps.db, jobId, partId))!);
}

/** Accepting a part never accepts a part number nobody confirmed: it says whose voters they are. */
function mustKnowPartNumber(part: PartRow): void {
  const problem = partNumberProblem(part.part_number, part.info);
  if (problem)
    throw err(
      'confirmPartNumber',
      'Enter or confirm the part number before the part can be published',
    );
}

/**
 * A person enters the part number the file did not say (and the assembly when that is unread
 * too), or confirms one read from the list pages' headers only or where they disagree with
 * the cover. The part is then checked as any other: refused when outside the importer's area,
 * published at once when clean.
 */
export async function setPartNumber(
  deps: PublishDeps,
  jobId: string,
  partId: string,
  input: PartNumberInput,
): Promise<RollPartResult | undefined> {
  const found = await lockPart(deps.db, jobId, partId);
  if (!found) return undefined;
  if ((await jobStatus(deps.db, jobId)) === 'cancelled')
    throw err('cancelled', 'This import was cancelled');
  mustBeInReview(found);
  const assemblyNumber = input.assemblyNumber ?? found.assembly_number;
  if (assemblyNumber === null && !found.assembly_name)
    throw badRequest(
      { assemblyNumber: ROLL_FIELD_MSG.assemblyNumber },
      'The roll does not say its assembly either: enter its number',
    );
  const { rows: jobs } = await deps.db.query<{ created_by: string }>(
    'SELECT created_by FROM roll_jobs WHERE id = $1',
    [jobId],
  );
  const importer = await importerOf(deps.db, jobs[0]!.created_by);
  const areas = importer ? await importerAreas(deps.db, importer) : [];
  const refusal = partRefusal(importer, areas, {
    partNumber: input.partNumber,
    assemblyNumber,
    assemblyName: found.assembly_name,
  });
  const clean = await deps.db.transaction(async (tx) => {
    const part = (await lockPart(tx, jobId, partId))!;
    mustBeInReview(part);
    const { coverPart: _c, headerPart: _h, disagreeingPages: _d, ...info } = part.info;
    await tx.query(
      `UPDATE roll_job_parts SET part_number = $2, assembly_number = $3, info = $4,
         status = $5, error = $6 WHERE id = $1`,
      [
        partId,
        input.partNumber,
        assemblyNumber,
        JSON.stringify({ ...info, partFrom: 'person' }),
        refusal ? 'refused' : 'review',
        refusal ? JSON.stringify(refusal) : null,
      ],
    );
    const evaluation = await evaluatePart(tx, partId);
    await settleJobStatus(tx, jobId);
    return evaluation.clean && !refusal;
  });
  if (clean) await publishPart(deps, partId);
  return toPart((await lockPart(deps.db, jobId, partId))!);
}
