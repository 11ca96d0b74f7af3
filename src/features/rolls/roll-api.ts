// The roll import's server calls (issue 21, shapes in src/domain/roll-jobs.ts). Online only:
// a job lives on the server, so nothing here is queued in the outbox; a failure is an ApiError
// for the screen to explain. Reads go through the hooks, writes through roll-commands.ts.
import type {
  RollJob,
  RollJobResponse,
  RollPartResult,
  RollRow,
  RollRowCorrection,
} from '../../domain/roll-jobs.ts';
import type { AsdResult } from '../../domain/asd-list.ts';
import type { ClashChoice, RollPlaceInput } from '../../domain/roll-asks.ts';
import { apiRoutes } from '../../domain/api/index.ts';
import { API_BASE, ApiError } from '../../sync/api-client.ts';
import { addressOf, callApi } from '../../sync/call-api.ts';
import { getToken } from '../../sync/session.ts';

const api = apiRoutes.rolls;

/** Rows of the review queue fetched at once: a screenful to jump between. */
export const REVIEW_PAGE = 50;

export async function fetchRollJobs(signal?: AbortSignal): Promise<RollJob[]> {
  const { jobs } = await callApi(api.list, { signal });
  return jobs;
}

/** Rows of a part fetched at once in its serial-order list: a few phone screens. */
export const ROWS_PAGE = 50;

export function fetchRollJob(
  id: string,
  review: { offset: number; limit: number },
  signal?: AbortSignal,
  rows?: { partId: string; offset: number; limit: number },
): Promise<RollJobResponse> {
  const query = {
    reviewOffset: review.offset,
    reviewLimit: review.limit,
    ...(rows ? { rowsPart: rows.partId, rowsOffset: rows.offset, rowsLimit: rows.limit } : {}),
  };
  return callApi(api.read, { params: { id }, query, signal });
}

/**
 * Time allowed for an upload: a minute, plus the files at 25 kB/s (a weak 3G link); 100 MB
 * then gets about 70 minutes instead of the default 20 s, which a roll could never meet.
 */
export const uploadTimeoutMs = (bytes: number) => 60_000 + Math.ceil(bytes / 25);

export function postRollFiles(files: readonly File[]): Promise<{ id: string }> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const bytes = files.reduce((sum, f) => sum + f.size, 0);
  return callApi(api.upload, {
    body: form,
    timeoutMs: uploadTimeoutMs(bytes),
  });
}

export function postCancel(id: string): Promise<unknown> {
  return callApi(api.cancel, { params: { id }, body: {} });
}

export function patchRow(
  jobId: string,
  rowId: string,
  correction: RollRowCorrection,
): Promise<RollRow> {
  return callApi(api.correctRow, { params: { id: jobId, rowId }, body: correction });
}

export function postAcceptPart(
  jobId: string,
  partId: string,
  acceptRows: boolean,
): Promise<unknown> {
  return callApi(api.acceptPart, {
    params: { id: jobId, partId },
    body: acceptRows ? { acceptRows: true } : {},
  });
}

export function putPartNumber(
  jobId: string,
  partId: string,
  input: { partNumber: number; assemblyNumber?: number },
): Promise<RollPartResult> {
  return callApi(api.partNumber, { params: { id: jobId, partId }, body: input });
}

export function putPlace(jobId: string, place: RollPlaceInput): Promise<RollJob> {
  return callApi(api.place, { params: { id: jobId }, body: place });
}

export function postDecision(
  jobId: string,
  partId: string,
  choice: ClashChoice,
): Promise<RollPartResult> {
  return callApi(api.decision, { params: { id: jobId, partId }, body: { choice } });
}

/**
 * The cropped picture of a row's printed box. An <img> cannot send the bearer token, so the
 * bytes are fetched here (with it) and the screen shows them through an object URL.
 */
export async function fetchRowImage(jobId: string, rowId: string, signal: AbortSignal) {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${addressOf(api.rowImage, { id: jobId, rowId })}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal,
    });
  } catch (err) {
    throw new ApiError('network', err instanceof Error ? err.message : 'Network error');
  }
  if (!res.ok) throw new ApiError('http', res.statusText, res.status);
  return res.blob();
}

/** An ASD list's time: its upload, then up to ASD_OCR_MAX_PAGES scanned pages read by OCR. */
export const asdTimeoutMs = (bytes: number) => uploadTimeoutMs(bytes) + 90_000;

export type AsdFields = { part: number; assembly?: number; listName: string };

/** One part's ASD list, the fields first so the server reads them before the file. */
export function postAsdList(file: File, fields: AsdFields): Promise<AsdResult> {
  const form = new FormData();
  form.append('part', String(fields.part));
  if (fields.assembly !== undefined) form.append('assembly', String(fields.assembly));
  form.append('listName', fields.listName);
  form.append('file', file, file.name);
  return callApi(api.asd, { body: form, timeoutMs: asdTimeoutMs(file.size) });
}
