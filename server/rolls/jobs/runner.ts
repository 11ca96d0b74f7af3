// Runs one job its worker holds: each file not yet read is read (a PDF page by page, a table
// at once), its parts and rows stored with their checks in one transaction, then the parts
// that pass every check are published. Between pages and parts it asks whether to stop (the
// job was cancelled, the lease was lost, the server is stopping); what is stored stays, so the
// next worker to take the job goes on from there.
import { randomUUID } from 'node:crypto';
import type { RollMessage } from '../../../src/domain/roll-jobs.ts';
import type { Queryable } from '../../db/database.ts';
import { RollFileError } from '../read/types.ts';
import { evaluatePart, settleJobStatus } from './evaluate.ts';
import { importerAreas, importerOf, partRefusal } from './importer.ts';
import { MESSAGES } from './messages.ts';
import { pairJobEditions } from './pair-editions.ts';
import type { RollReader } from './pdf-file.ts';
import { assembleStored, readPdfPages } from './pdf-file.ts';
import type { PublishDeps } from './publish.ts';
import { askFirst, publishPart } from './publish.ts';
import type { ReadPartRows } from './table-file.ts';
import { readTable, TableFileError } from './table-file.ts';

export type RunDeps = PublishDeps & { reader: RollReader; workerId: string };

/** Why the runner let go of a job early. */
export type StopReason = 'cancel' | 'lost' | 'shutdown' | null;
export type StopCheck = () => Promise<StopReason>;

/** A job that failed this many times (its worker died each time) is given up. */
export const MAX_ATTEMPTS = 5;

/** The worker no longer holds the job: another took it over. */
export class LostLease extends Error {}

type FileRow = { id: string; kind: 'pdf' | 'csv' | 'xlsx'; status: string; data: Uint8Array };

async function holdJob(tx: Queryable, jobId: string, workerId: string): Promise<void> {
  const { rows } = await tx.query(
    'SELECT 1 FROM roll_jobs WHERE id = $1 AND locked_by = $2 FOR UPDATE',
    [jobId, workerId],
  );
  if (!rows.length) throw new LostLease();
}

async function refuseFile(deps: RunDeps, fileId: string, error: RollMessage): Promise<void> {
  await deps.db.query(`UPDATE roll_job_files SET status = 'refused', error = $2 WHERE id = $1`, [
    fileId,
    JSON.stringify(error),
  ]);
}

const ROWS_PER_INSERT = 1000;

/** Store a file's parts and rows, checked, and mark the file read: all or nothing. */
async function storeParts(deps: RunDeps, jobId: string, file: FileRow, parts: ReadPartRows[]) {
  const { rows: jobs } = await deps.db.query<{ created_by: string }>(
    'SELECT created_by FROM roll_jobs WHERE id = $1',
    [jobId],
  );
  const importer = await importerOf(deps.db, jobs[0]!.created_by);
  const areas = importer ? await importerAreas(deps.db, importer) : [];
  await deps.db.transaction(async (tx) => {
    await holdJob(tx, jobId, deps.workerId);
    await tx.query('DELETE FROM roll_job_parts WHERE file_id = $1', [file.id]);
    const { rows: count } = await tx.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM roll_job_parts WHERE job_id = $1',
      [jobId],
    );
    let position = Number(count[0]!.n);
    for (const part of parts) {
      const partId = randomUUID();
      // A part without its number waits for a person to enter it (review.ts setPartNumber).
      const refusal = partRefusal(importer, areas, part);
      await tx.query(
        `INSERT INTO roll_job_parts (id, job_id, file_id, position, edition, assembly_number,
           assembly_name, part_number, info, printed, boxes, status, error)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          partId,
          jobId,
          file.id,
          position++,
          part.edition,
          part.assemblyNumber,
          part.assemblyName,
          part.partNumber,
          JSON.stringify(part.info),
          JSON.stringify(part.printed),
          part.boxes,
          refusal ? 'refused' : 'review',
          refusal ? JSON.stringify(refusal) : null,
        ],
      );
      for (let i = 0; i < part.rows.length; i += ROWS_PER_INSERT) {
        const batch = part.rows.slice(i, i + ROWS_PER_INSERT).map((r, j) => ({
          id: randomUUID(),
          position: i + j,
          fields: r.fields,
          extra: r.extra,
          confidence: r.confidence,
          doubts: r.doubts,
          page: r.page,
          image: r.image ? Buffer.from(r.image).toString('base64') : null,
          raw: r.raw ?? null,
        }));
        await tx.query(
          `INSERT INTO roll_job_rows (id, part_id, position, fields, extra, confidence,
             read_doubts, doubts, page, image, raw)
           SELECT d.id, $1, d.position, d.fields, d.extra, d.confidence, d.doubts, d.doubts,
             d.page, decode(d.image, 'base64'), d.raw
           FROM jsonb_to_recordset($2::jsonb) AS d(id uuid, position int, fields jsonb,
             extra jsonb, confidence real, doubts jsonb, page int, image text, raw jsonb)`,
          [partId, JSON.stringify(batch)],
        );
      }
      await evaluatePart(tx, partId);
    }
    await tx.query(
      `UPDATE roll_job_files SET status = 'read', error = NULL,
         pages_done = coalesce(pages_total, 1), pages_total = coalesce(pages_total, 1),
         read_by = coalesce(read_by, 'table') WHERE id = $1`,
      [file.id],
    );
  });
}

/** Read one file; 'stopped' when asked to stop between pages. */
async function readFile(
  deps: RunDeps,
  jobId: string,
  file: FileRow,
  stop: StopCheck,
): Promise<'read' | 'stopped'> {
  try {
    let parts: ReadPartRows[];
    if (file.kind === 'pdf') {
      const bytes = new Uint8Array(file.data);
      const outcome = await readPdfPages(deps.db, deps.reader, { id: file.id, bytes }, async () =>
        Boolean(await stop()),
      );
      if (outcome === 'stopped') return 'stopped';
      parts = [await assembleStored(deps.db, deps.reader, file.id)];
    } else {
      parts = await readTable(file.kind, new Uint8Array(file.data));
    }
    await storeParts(deps, jobId, file, parts);
  } catch (err) {
    if (err instanceof RollFileError)
      await refuseFile(deps, file.id, { messageKey: err.messageKey, message: err.message });
    else if (err instanceof TableFileError) await refuseFile(deps, file.id, err.detail);
    else throw err;
  }
  return 'read';
}

/** End the job as cancelled: files not read are cancelled, nothing more is published. */
export async function finishCancelled(db: Queryable, jobId: string): Promise<void> {
  await db.query(
    `UPDATE roll_job_files SET status = 'cancelled'
     WHERE job_id = $1 AND status IN ('queued', 'reading')`,
    [jobId],
  );
  await db.query(
    `UPDATE roll_jobs SET status = 'cancelled', locked_by = NULL, locked_until = NULL,
       updated_at = now() WHERE id = $1`,
    [jobId],
  );
}

async function fail(db: Queryable, jobId: string, error: RollMessage): Promise<void> {
  await db.query(
    `UPDATE roll_jobs SET status = 'failed', error = $2, locked_by = NULL, locked_until = NULL,
       updated_at = now() WHERE id = $1`,
    [jobId, JSON.stringify(error)],
  );
}

/** Run the job to its end, or until told to stop. Returns why it stopped early, or null. */
export async function runJob(deps: RunDeps, jobId: string, stop: StopCheck): Promise<StopReason> {
  const { rows: jobs } = await deps.db.query<{ attempts: number }>(
    'SELECT attempts FROM roll_jobs WHERE id = $1',
    [jobId],
  );
  if ((jobs[0]?.attempts ?? 0) > MAX_ATTEMPTS) {
    await fail(deps.db, jobId, MESSAGES.jobFailed());
    return null;
  }
  const { rows: files } = await deps.db.query<FileRow>(
    `SELECT id, kind, status, data FROM roll_job_files
     WHERE job_id = $1 AND status IN ('queued', 'reading') ORDER BY position`,
    [jobId],
  );
  for (const file of files) {
    const reason = await stop();
    if (reason) return reason === 'cancel' ? cancelled(deps, jobId) : reason;
    if ((await readFile(deps, jobId, file, stop)) === 'stopped') {
      const why = (await stop()) ?? 'shutdown';
      return why === 'cancel' ? cancelled(deps, jobId) : why;
    }
  }
  // Both editions of a part (English and Hindi) check each other before the checks below.
  await pairJobEditions(deps.db, jobId, deps.workerId);
  // Publish what passed every check; a part waiting for a person stays for review.
  const { rows: parts } = await deps.db.query<{ id: string }>(
    `SELECT id FROM roll_job_parts WHERE job_id = $1 AND status IN ('review', 'publishing')
     ORDER BY position`,
    [jobId],
  );
  for (const part of parts) {
    const reason = await stop();
    if (reason) return reason === 'cancel' ? cancelled(deps, jobId) : reason;
    const clean = await deps.db.transaction(async (tx) => (await evaluatePart(tx, part.id)).clean);
    if (clean) await publishPart(deps, part.id);
    else await askFirst(deps.db, part.id);
  }
  await finish(deps, jobId);
  return null;
}

async function cancelled(deps: RunDeps, jobId: string): Promise<'cancel'> {
  await finishCancelled(deps.db, jobId);
  return 'cancel';
}

/** Read to the end: `review` or `done` by its parts, `failed` when no file gave a part. */
async function finish(deps: RunDeps, jobId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await holdJob(tx, jobId, deps.workerId);
    const { rows } = await tx.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM roll_job_parts WHERE job_id = $1',
      [jobId],
    );
    if (!Number(rows[0]!.n)) {
      const { rows: errs } = await tx.query<{ error: RollMessage | null }>(
        `SELECT error FROM roll_job_files WHERE job_id = $1 AND error IS NOT NULL
         ORDER BY position LIMIT 1`,
        [jobId],
      );
      await fail(tx, jobId, errs[0]?.error ?? MESSAGES.emptyFile());
      return;
    }
    await tx.query(
      `UPDATE roll_jobs SET status = 'review', locked_by = NULL, locked_until = NULL
       WHERE id = $1`,
      [jobId],
    );
    await settleJobStatus(tx, jobId);
  });
}
