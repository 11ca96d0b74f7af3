// The calls of the Booth grades screen (server/routes/form20.ts), by the contract's names.
// Online only: a Form 20 is read on the server, and the grades are the server's.
import { apiRoutes } from '../../domain/api/index.ts';
import type { GradeRule } from '../../domain/form20/grades.ts';
import type {
  BoothGradeReport,
  ElectionKind,
  Form20ElectionDetail,
  Form20ElectionSummary,
  GradeFilter,
} from '../../domain/form20/report.ts';
import { callApi } from '../../sync/call-api.ts';

const api = apiRoutes.form20;

export const fetchElections = (signal?: AbortSignal): Promise<Form20ElectionSummary[]> =>
  callApi(api.list, { signal });

export const fetchElection = (id: string, signal?: AbortSignal): Promise<Form20ElectionDetail> =>
  callApi(api.read, { params: { id }, signal });

export type ReportQuery = {
  election: string;
  grade?: GradeFilter;
  search?: string;
  page: number;
  pageSize: number;
};

export const fetchReport = (q: ReportQuery, signal?: AbortSignal): Promise<BoothGradeReport> =>
  callApi(api.grades, {
    query: {
      election: q.election,
      ...(q.grade ? { grade: q.grade } : {}),
      ...(q.search ? { search: q.search } : {}),
      page: q.page,
      pageSize: q.pageSize,
    },
    signal,
  });

export type ImportFields = { assembly: string; kind: ElectionKind; year: number };

/** A Form 20 file with its fields (the fields first, so the server reads them before the file). */
export function postForm20(file: File, fields: ImportFields): Promise<Form20ElectionDetail> {
  const form = new FormData();
  form.append('assembly', fields.assembly);
  form.append('kind', fields.kind);
  form.append('year', String(fields.year));
  form.append('file', file, file.name);
  // A PDF of a few hundred stations is read in seconds; a slow upload gets its time too.
  return callApi(api.import, { body: form, timeoutMs: 60_000 + file.size / 10 });
}

export const putGrading = (id: string, rule: GradeRule): Promise<Form20ElectionDetail> =>
  callApi(api.grading, { params: { id }, body: rule });

export const deleteElection = (id: string): Promise<{ deleted: true }> =>
  callApi(api.remove, { params: { id } });
