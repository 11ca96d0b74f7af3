// What the server answers about imported Form 20s and booth grades (server/routes/form20.ts),
// and the queries it takes. The grade report's row (BoothGradeRow) is the one place a booth's
// grade and coverage are described: a later column (a booth committee's state) extends it.
import { mixed, number, object, string } from 'yup';
import type { Form20ColumnMismatch, Form20RowMismatch } from './checks.ts';
import type { Grade } from './grades.ts';
import { GRADES } from './grades.ts';
import type { Form20Candidate } from './sheet.ts';
import { MSG, queryInteger, trimmedString } from '../validation.ts';

export const ELECTION_KINDS = ['assembly', 'loksabha'] as const;
export type ElectionKind = (typeof ELECTION_KINDS)[number];

/** Largest Form 20 file the server takes (a 300-station PDF is a few hundred kilobytes). */
export const FORM20_UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024;

/** The form fields of POST /form20/elections besides its file. */
export const form20ImportSchema = object({
  assembly: trimmedString().max(400, MSG.tooLong).required(MSG.required),
  kind: string().oneOf(ELECTION_KINDS, MSG.oneOf).required(MSG.required),
  year: number()
    .typeError(MSG.number)
    .integer(MSG.number)
    .min(1951, MSG.number)
    .max(2100, MSG.number)
    .required(MSG.required),
});

/** A station of the sheet that no booth took, and why. */
export type UnmatchedStation = {
  station: string;
  part: number;
  line: number;
  reason: 'noBooth' | 'twoBooths' | 'repeated';
};

export type Form20ElectionSummary = {
  id: string;
  assemblyPath: string;
  assemblyName: string;
  assemblyNumber: number | null;
  kind: ElectionKind;
  year: number;
  sourceName: string;
  stations: number;
  /** Booths of the assembly, and those given at least one station. */
  booths: number;
  matchedBooths: number;
  unmatched: number;
  /** Stations or columns whose printed totals do not add up. */
  mismatches: number;
  /** The party's candidate (index into candidates); null until the admin picks one. */
  ourCandidate: number | null;
  importedAt: string;
  gradedAt: string | null;
};

export type Form20ElectionDetail = Form20ElectionSummary & {
  /** How the file was read: a spreadsheet's cells, a PDF's text layer, or a scan by OCR. */
  readBy: 'table' | 'text' | 'ocr';
  candidates: Form20Candidate[];
  /** Each candidate's votes over the stations. */
  candidateVotes: number[];
  wonBy: number;
  lostBy: number;
  electors: number | null;
  rowMismatches: Form20RowMismatch[];
  columnMismatches: Form20ColumnMismatch[];
  hasTotalRow: boolean;
  unmatchedStations: UnmatchedStation[];
  unread: { line: number; text: string }[];
};

/** Counts of one grade (or of booths without a grade: `grade` null) over an area. */
export type GradeCount = {
  grade: Grade | null;
  booths: number;
  voters: number;
  houses: number;
  housesVisited: number;
  supporters: number;
  /** Voters marked as voted now, and votes polled at these booths last time. */
  votedNow: number;
  polledLast: number;
};

/** One booth of the grade report. */
export type BoothGradeRow = {
  electionId: string;
  boothPath: string;
  boothName: string;
  /** The booth's Hindi name, when its area has one. */
  boothNameHi: string | null;
  grade: Grade | null;
  /** Points of the votes cast: the party's candidate's share minus the strongest rival's. */
  margin: number | null;
  ourVotes: number;
  rivalVotes: number;
  stations: number;
  /** Voters on today's roll of the booth, and those marked as voted on poll day. */
  voters: number;
  votedNow: number;
  /** Votes polled at the booth's stations last time. */
  polledLast: number;
  houses: number;
  housesVisited: number;
  supporters: number;
  /**
   * The booth's committee (issue 46), as last judged (committee_booth_status): every role filled
   * and every quota met; and the same with verified members only.
   */
  committeeComplete: boolean;
  committeeVerified: boolean;
};

export type BoothGradeReport = {
  /** The elections the report covers (one, or one kind and year across assemblies). */
  elections: number;
  counts: GradeCount[];
  total: number;
  rows: BoothGradeRow[];
  /** When the houses were last counted (the oldest count shown); null: not counted yet. */
  housesCountedAt: string | null;
};

/** A graded election's counts for the dashboard: the latest per assembly inside the area. */
export type GradeOverview = {
  kind: ElectionKind;
  year: number;
  elections: number;
  counts: GradeCount[];
};

/** Each booth's grade under the latest graded election of its assembly (the Areas badges). */
export type BoothGradeBadges = { grades: Record<string, Grade> };

export const GRADE_FILTERS = [...GRADES, 'none', 'CD'] as const;
export type GradeFilter = (typeof GRADE_FILTERS)[number];

export const BOOTH_GRADES_PAGE_MAX = 200;

export const boothGradesQuerySchema = object({
  election: string().uuid(MSG.uuid).optional(),
  kind: string().oneOf(ELECTION_KINDS, MSG.oneOf).optional(),
  /** With `kind`: every election of that year; 0 = none named. */
  year: queryInteger(0, 2100, 0),
  area: trimmedString().max(400, MSG.tooLong).optional(),
  grade: mixed<GradeFilter>()
    .oneOf([...GRADE_FILTERS, undefined], MSG.oneOf)
    .optional(),
  search: trimmedString().max(100, MSG.tooLong).optional(),
  page: queryInteger(1, 100_000, 1),
  pageSize: queryInteger(1, BOOTH_GRADES_PAGE_MAX, 25),
});

export const gradeAreaQuerySchema = object({
  area: trimmedString().max(400, MSG.tooLong).optional(),
});

/** The booths of one screen's page, by path, comma-separated (at most 100). */
export const gradeBadgesQuerySchema = object({
  paths: trimmedString()
    .max(40_000, MSG.tooLong)
    .test('count', MSG.tooLong, (v) => !v || v.split(',').length <= 100)
    .optional(),
});

export const electionListQuerySchema = object({
  area: trimmedString().max(400, MSG.tooLong).optional(),
});
