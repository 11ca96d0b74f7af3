// The roll import's server calls (issue 21, shapes in src/domain/roll-jobs.ts). Online only:
// a job lives on the server, so nothing here is queued in the outbox; a failure is an ApiError
// for the screen to explain. Reads go through the hooks, writes through roll-commands.ts.
import type {
  RollJob,
  RollJobList,
  RollJobResponse,
  RollRow,
  RollRowCorrection,
} from '../../domain/roll-jobs.ts';
import { API_BASE, ApiError, apiRequest } from '../../sync/api-client.ts';
import { getToken } from '../../sync/session.ts';

export const ROLLS_PATH = '/rolls';
const jobPath = (id: string) => `${ROLLS_PATH}/${encodeURIComponent(id)}`;
const rowPath = (jobId: string, rowId: string) =>
  `${jobPath(jobId)}/rows/${encodeURIComponent(rowId)}`;

/** Rows of the review queue fetched at once: a screenful to jump between. */
export const REVIEW_PAGE = 50;

export async function fetchRollJobs(signal?: AbortSignal): Promise<RollJob[]> {
  const { jobs } = await apiRequest<RollJobList>(ROLLS_PATH, { signal });
  return jobs;
}

export function fetchRollJob(
  id: string,
  review: { offset: number; limit: number },
  signal?: AbortSignal,
): Promise<RollJobResponse> {
  const query = `?reviewOffset=${review.offset}&reviewLimit=${review.limit}`;
  return apiRequest<RollJobResponse>(`${jobPath(id)}${query}`, { signal });
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
  return apiRequest<{ id: string }>(ROLLS_PATH, {
    method: 'POST',
    body: form,
    timeoutMs: uploadTimeoutMs(bytes),
  });
}

export function postCancel(id: string): Promise<unknown> {
  return apiRequest(`${jobPath(id)}/cancel`, { method: 'POST', body: {} });
}

export function patchRow(
  jobId: string,
  rowId: string,
  correction: RollRowCorrection,
): Promise<RollRow> {
  return apiRequest<RollRow>(rowPath(jobId, rowId), { method: 'PATCH', body: correction });
}

export function postAcceptPart(
  jobId: string,
  partId: string,
  acceptRows: boolean,
): Promise<unknown> {
  return apiRequest(`${jobPath(jobId)}/parts/${encodeURIComponent(partId)}/accept`, {
    method: 'POST',
    body: acceptRows ? { acceptRows: true } : {},
  });
}

/**
 * The cropped picture of a row's printed box. An <img> cannot send the bearer token, so the
 * bytes are fetched here (with it) and the screen shows them through an object URL.
 */
export async function fetchRowImage(jobId: string, rowId: string, signal: AbortSignal) {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${rowPath(jobId, rowId)}/image`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal,
    });
  } catch (err) {
    throw new ApiError('network', err instanceof Error ? err.message : 'Network error');
  }
  if (!res.ok) throw new ApiError('http', res.statusText, res.status);
  return res.blob();
}
