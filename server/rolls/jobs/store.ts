// Roll jobs as the API answers them: a job with its files and parts (RollJob), the rows
// waiting for review a page at a time, and one row. Reads only; who may see a job is
// decided here too (its creator; the admin every job), so an id of someone else's job
// answers like a missing one.
import type {
  RollFailedRow,
  RollJob,
  RollJobFile,
  RollPartResult,
  RollRow,
  RollRowFields,
} from '../../../src/domain/roll-jobs.ts';
import type { RollPartAsk, RollPlace } from '../../../src/domain/roll-asks.ts';
import type { Queryable } from '../../db/database.ts';
import type { Caller } from '../../services/access.ts';

type JobRow = {
  id: string;
  created_by: string;
  created_at: Date | string;
  status: RollJob['status'];
  error: RollJob['error'] | null;
  scope: string;
  cancel_requested: boolean;
  place: RollPlace | null;
};

export type StoredJob = { job: JobRow; id: string; createdBy: string; scope: string };

type FileRow = {
  id: string;
  name: string;
  size: number;
  kind: RollJobFile['kind'];
  status: RollJobFile['status'];
  pages_done: number;
  pages_total: number | null;
  read_by: RollJobFile['readBy'] | null;
  error: RollJobFile['error'] | null;
};

export type PartRow = {
  id: string;
  job_id: string;
  file_id: string;
  edition: RollPartResult['edition'];
  assembly_number: number | null;
  assembly_name: string;
  part_number: number | null;
  info: PartInfo;
  printed: RollPartResult['printed'];
  counted: RollPartResult['counted'] | null;
  boxes: number;
  row_count: number;
  deleted_count: number;
  to_review: number;
  checks: RollPartResult['checks'];
  status: RollPartResult['status'] | 'publishing';
  published: RollPartResult['published'] | null;
  failed_rows: RollFailedRow[] | null;
  ask: RollPartAsk | null;
  decision: RollPartResult['decision'] | null;
  error: RollPartResult['error'] | null;
};

/** What a part knows besides its numbers (from the cover, or a table's columns). */
export type PartInfo = {
  partName?: string;
  pollingStation?: string;
  sections?: { number: number; name: string }[];
  state?: string;
  district?: string;
  /** What a table's columns give beside the names (ST_CODE, DIST_NO, PS_NO). */
  stateCode?: string;
  districtNumber?: number;
  pollingStationNumber?: number;
  revision?: string;
  publicationDate?: string;
  /**
   * Where a PDF's part number came from: its cover, only its list pages' headers, or a person
   * (who entered or confirmed it). Absent for tables, whose part column says it.
   */
  partFrom?: 'cover' | 'header' | 'person';
  /** What the cover and the list pages' headers each said, when they do not agree. */
  coverPart?: number;
  headerPart?: number;
  /** List pages whose header names another part or assembly than the rest. */
  disagreeingPages?: number[];
};

type RowRow = {
  id: string;
  part_id: string;
  fields: RollRowFields;
  confidence: number;
  doubts: (keyof RollRowFields)[];
  reviewed: boolean;
  page: number | null;
  has_image: boolean;
  raw: RollRow['raw'] | null;
};

const JOB_COLUMNS = 'id, created_by, created_at, status, error, scope, cancel_requested, place';
export const PART_COLUMNS = `id, job_id, file_id, edition, assembly_number, assembly_name,
  part_number, info, printed, counted, boxes, row_count, deleted_count, to_review, checks,
  status, published, failed_rows, ask, decision, error`;
const ROW_COLUMNS = `r.id, r.part_id, r.fields, r.confidence, r.doubts, r.reviewed, r.page,
  r.image IS NOT NULL AS has_image, r.raw`;

const ZERO = { male: 0, female: 0, thirdGender: 0, total: 0 };

/** The job when the caller may see it (its creator, or the admin); undefined otherwise. */
export async function findJob(
  db: Queryable,
  caller: Caller,
  id: string,
): Promise<StoredJob | undefined> {
  const { rows } = await db.query<JobRow>(`SELECT ${JOB_COLUMNS} FROM roll_jobs WHERE id = $1`, [
    id,
  ]);
  const job = rows[0];
  if (!job || (caller.role !== 'admin' && job.created_by !== caller.id)) return undefined;
  return { job, id: job.id, createdBy: job.created_by, scope: job.scope };
}

export function toPart(r: PartRow): RollPartResult {
  return {
    id: r.id,
    fileId: r.file_id,
    edition: r.edition,
    assemblyNumber: r.assembly_number,
    assemblyName: r.assembly_name,
    partNumber: r.part_number,
    partName: r.info.partName ?? '',
    pollingStation: r.info.pollingStation ?? '',
    sections: r.info.sections ?? [],
    printed: r.printed,
    counted: r.counted ?? ZERO,
    boxes: r.boxes,
    rows: r.row_count,
    deleted: r.deleted_count,
    checks: r.checks,
    toReview: r.to_review,
    // Being published right now: still what it was for the user.
    status: r.status === 'publishing' ? 'review' : r.status,
    ...(r.published ? { published: r.published } : {}),
    ...(r.failed_rows?.length ? { failedRows: r.failed_rows } : {}),
    // A question is for a part still waiting; one published or refused asks nothing more.
    ...(r.ask && r.status === 'review' ? { ask: r.ask } : {}),
    ...(r.decision ? { decision: r.decision } : {}),
    ...(r.error ? { error: r.error } : {}),
  };
}

const toFile = (r: FileRow): RollJobFile => ({
  id: r.id,
  name: r.name,
  bytes: Number(r.size),
  kind: r.kind,
  status: r.status,
  pagesDone: r.pages_done,
  pagesTotal: r.pages_total,
  ...(r.read_by ? { readBy: r.read_by } : {}),
  ...(r.error ? { error: r.error } : {}),
});

export const toRow = (r: RowRow): RollRow => ({
  ...r.fields,
  id: r.id,
  partId: r.part_id,
  confidence: Number(r.confidence),
  doubts: r.doubts,
  reviewed: r.reviewed,
  page: r.page,
  hasImage: r.has_image,
  ...(r.raw && Object.keys(r.raw).length ? { raw: r.raw } : {}),
});

/** Jobs with their files and parts, in the order of `jobs`. */
async function withDetails(db: Queryable, jobs: JobRow[]): Promise<RollJob[]> {
  if (!jobs.length) return [];
  const ids = jobs.map((j) => j.id);
  const files = await db.query<FileRow & { job_id: string }>(
    `SELECT job_id, id, name, size, kind, status, pages_done, pages_total, read_by, error
     FROM roll_job_files WHERE job_id = ANY($1::uuid[]) ORDER BY job_id, position`,
    [ids],
  );
  const parts = await db.query<PartRow>(
    `SELECT ${PART_COLUMNS} FROM roll_job_parts WHERE job_id = ANY($1::uuid[])
     ORDER BY job_id, position`,
    [ids],
  );
  return jobs.map((j) => {
    const mine = files.rows.filter((f) => f.job_id === j.id).map(toFile);
    return {
      id: j.id,
      createdAt: new Date(j.created_at).toISOString(),
      createdBy: j.created_by,
      status: j.status,
      pagesDone: mine.reduce((n, f) => n + f.pagesDone, 0),
      pagesTotal: mine.reduce((n, f) => n + (f.pagesTotal ?? 0), 0),
      files: mine,
      parts: parts.rows.filter((p) => p.job_id === j.id).map(toPart),
      ...(j.place && Object.keys(j.place).length ? { place: j.place } : {}),
      ...(j.error ? { error: j.error } : {}),
    };
  });
}

export async function readJob(db: Queryable, id: string): Promise<RollJob> {
  const { rows } = await db.query<JobRow>(`SELECT ${JOB_COLUMNS} FROM roll_jobs WHERE id = $1`, [
    id,
  ]);
  const [job] = await withDetails(db, rows);
  return job!;
}

/** The caller's latest jobs (the admin's: everyone's), newest first. */
export async function listJobs(db: Queryable, caller: Caller, limit = 50): Promise<RollJob[]> {
  const mine = caller.role === 'admin' ? 'TRUE' : 'created_by = $2';
  const { rows } = await db.query<JobRow>(
    `SELECT ${JOB_COLUMNS} FROM roll_jobs WHERE ${mine} ORDER BY created_at DESC, id LIMIT $1`,
    caller.role === 'admin' ? [limit] : [limit, caller.id],
  );
  return withDetails(db, rows);
}

/** Rows waiting for a person, in part and roll order, a page at a time. */
export async function reviewRows(
  db: Queryable,
  jobId: string,
  offset: number,
  limit: number,
): Promise<{ review: RollRow[]; reviewTotal: number }> {
  const waiting = `FROM roll_job_rows r JOIN roll_job_parts p ON p.id = r.part_id
    WHERE p.job_id = $1 AND p.status IN ('review', 'publishing')
      AND NOT r.reviewed AND jsonb_array_length(r.doubts) > 0`;
  const total = await db.query<{ n: number | string }>(`SELECT count(*) AS n ${waiting}`, [jobId]);
  const { rows } = await db.query<RowRow>(
    `SELECT ${ROW_COLUMNS} ${waiting}
     ORDER BY p.position, r.position LIMIT $2 OFFSET $3`,
    [jobId, limit, offset],
  );
  return {
    review: rows.map((r) => ({ ...toRow(r), inReview: true })),
    reviewTotal: Number(total.rows[0]?.n ?? 0),
  };
}

/** Waiting for a person: doubted, not reviewed, its part not published or refused. */
const IN_REVIEW = `(p.status IN ('review', 'publishing') AND NOT r.reviewed
  AND jsonb_array_length(r.doubts) > 0)`;

/**
 * Every row read (of one part, or of the whole job part by part), in serial order — a row
 * without a serial after the others, in the order it was read — each marked `inReview`.
 */
export async function allRows(
  db: Queryable,
  jobId: string,
  page: { partId?: string; offset: number; limit: number },
): Promise<{ rows: RollRow[]; rowsTotal: number }> {
  const params: unknown[] = [jobId];
  let where = 'p.job_id = $1';
  if (page.partId) {
    params.push(page.partId);
    where += ' AND p.id = $2';
  }
  const from = `FROM roll_job_rows r JOIN roll_job_parts p ON p.id = r.part_id WHERE ${where}`;
  const total = await db.query<{ n: number | string }>(`SELECT count(*) AS n ${from}`, params);
  const rowsTotal = Number(total.rows[0]?.n ?? 0);
  if (!page.limit) return { rows: [], rowsTotal };
  // A serial is a JSON number (or null); numeric, not int, so 3.5 sorts instead of failing.
  const { rows } = await db.query<RowRow & { in_review: boolean }>(
    `SELECT ${ROW_COLUMNS}, ${IN_REVIEW} AS in_review ${from}
     ORDER BY p.position, CASE WHEN jsonb_typeof(r.fields -> 'serial') = 'number'
       THEN (r.fields ->> 'serial')::numeric END NULLS LAST, r.position
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.limit, page.offset],
  );
  return { rows: rows.map((r) => ({ ...toRow(r), inReview: r.in_review })), rowsTotal };
}

/** One row of the job, or undefined. */
export async function findRow(
  db: Queryable,
  jobId: string,
  rowId: string,
): Promise<(RollRow & { status: PartRow['status'] }) | undefined> {
  const { rows } = await db.query<RowRow & { status: PartRow['status'] }>(
    `SELECT ${ROW_COLUMNS}, p.status
     FROM roll_job_rows r JOIN roll_job_parts p ON p.id = r.part_id
     WHERE r.id = $1 AND p.job_id = $2`,
    [rowId, jobId],
  );
  const row = rows[0];
  return row ? { ...toRow(row), status: row.status } : undefined;
}
