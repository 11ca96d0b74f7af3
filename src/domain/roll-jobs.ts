// The roll import as jobs on the server (issue 21): what `POST /api/rolls` starts and
// `GET /api/rolls/:id` answers — a job of one or more files (PDF parts, or the Commission's
// XLSX/CSV), read page by page, each part checked against its own printed totals, doubtful
// rows queued for a person to review, and a part published to its booth only when its checks
// pass or a reviewer accepts what differs. Framework-free: the server, the screens and the
// tests share these shapes.
import { object } from 'yup';
import { uuidField } from './ids.ts';
import { queryInteger } from './validation.ts';
import type { RelationType } from './voter-roll.ts';
import type { ComparedField, EditionKind, Place } from './roll-editions.ts';
import type { ClashChoice, RollPartAsk, RollPlace } from './roll-asks.ts';

export const ROLL_FILE_KINDS = ['pdf', 'xlsx', 'csv'] as const;
export type RollFileKind = (typeof ROLL_FILE_KINDS)[number];

/** Largest upload the server takes in one request (all files together). */
export const ROLL_UPLOAD_LIMIT_BYTES = 100 * 1024 * 1024;
/** Most files in one job: a coordinator's assembly, part by part. */
export const ROLL_UPLOAD_MAX_FILES = 400;

export type RollJobStatus =
  /** Waiting for a worker. */
  | 'queued'
  /** A worker is reading its files. */
  | 'running'
  /** Read; some part waits for a person (doubtful rows or totals that differ). */
  | 'review'
  /** Every part published or refused. */
  | 'done'
  /** Nothing could be read (every file refused); see the files' errors. */
  | 'failed'
  | 'cancelled';

export type RollEdition = 'en' | 'hi';

export type RollTotals = { male: number; female: number; thirdGender: number; total: number };

/** A message for the user: an i18n key, its English text, and values for the key. */
export type RollMessage = {
  messageKey: string;
  message: string;
  values?: Record<string, string | number>;
};

export type RollJobFile = {
  id: string;
  name: string;
  bytes: number;
  kind: RollFileKind;
  status: 'queued' | 'reading' | 'read' | 'refused' | 'cancelled';
  /** Pages read of the file's pages (a CSV/XLSX file counts as one page). */
  pagesDone: number;
  pagesTotal: number | null;
  /** How the PDF was read: its text layer, or OCR of its page images. */
  readBy?: 'text' | 'ocr' | 'table';
  error?: RollMessage;
};

export type RollCheckName =
  /**
   * The part number is known and sure: printed on the cover and not contradicted by the list
   * pages' headers, or entered (or confirmed) by a person. Read from the headers alone, or where
   * the cover and the headers disagree, a person confirms it first.
   */
  | 'partNumber'
  /** Every elector box found on the pages became a row. */
  | 'boxesAreRows'
  /**
   * Serials run 1…n with no gap and no repeat. A table file lists the electors in force only,
   * so its gaps are the deleted and pass (with a note); a repeat never does.
   */
  | 'serialsContinuous'
  /** Every EPIC has the Commission's format (three letters, seven digits). */
  | 'epicFormat'
  /** Every age is 18–120. */
  | 'ageRange'
  /** No EPIC twice in the part. */
  | 'duplicateEpic'
  /** Electors counted by gender (deleted boxes left out) = the printed totals, when printed. */
  | 'totalsMatch'
  /** The part belongs to an assembly inside the importer's area. */
  | 'insideArea'
  /** Every row became a voter the last time the part was published (see `failedRows`). */
  | 'rowsPublished';

export type RollCheck = {
  name: RollCheckName;
  ok: boolean;
  /** What differs, for the user (e.g. "serials 14, 15 missing"). */
  detail?: RollMessage;
  /**
   * What a check says instead of "passed" when it passed with something to tell: totals a file
   * does not print ("not printed"), gaps where a converted file leaves the deleted out.
   */
  note?: RollMessage;
};

export type RollPartStatus =
  /** Read and checked; waiting for its doubtful rows or a reviewer's acceptance. */
  | 'review'
  /** Its voters are on their way to the booth's phones. */
  | 'published'
  /** Not imported (another assembly, outside the area, not a roll); see `error`. */
  | 'refused';

export type RollPartResult = {
  id: string;
  fileId: string;
  edition: RollEdition;
  assemblyNumber: number | null;
  assemblyName: string;
  /** Null while the file did not say it and no person has entered it yet. */
  partNumber: number | null;
  partName: string;
  pollingStation: string;
  sections: { number: number; name: string }[];
  /** Printed on the cover or the closing page (null when the file prints none: CSV/XLSX). */
  printed: RollTotals | null;
  /** Counted from the rows read (deleted electors left out). */
  counted: RollTotals;
  /** Elector boxes found on the pages (rows for CSV/XLSX). */
  boxes: number;
  rows: number;
  deleted: number;
  checks: RollCheck[];
  /** Rows still waiting for a person. */
  toReview: number;
  status: RollPartStatus;
  /** When published: voters written new, and voters of the other edition given this script. */
  published?: {
    created: number;
    updated: number;
    /** Voters of another list the person chose to replace, removed from the part. */
    removed?: number;
    /** When the part came as a new revision of the roll held: what changed (issue 25). */
    edition?: EditionSummary;
  };
  /**
   * Rows the server refused the last time the part was published: then nothing of the part was
   * written, and it waits in review until they are corrected (or the part accepted again).
   */
  failedRows?: RollFailedRow[];
  /** What the part waits to be told before it is published (roll-asks.ts). */
  ask?: RollPartAsk;
  /** What the person chose for the voters the part held (stop refuses the part). */
  decision?: Exclude<ClashChoice, 'stop'>;
  error?: RollMessage;
};

/** A row the server refused to write as a voter, and why. */
export type RollFailedRow = {
  rowId: string;
  serial: number | null;
  name: string;
  /** An i18n key under errors (errors.invalidInput, errors.voterOutsideArea …). */
  reason: string;
  /** The fields refused, by voter field name, with their i18n keys. */
  fields?: Record<string, string>;
};

/** The fields a row holds, as read (or as a reviewer corrected them). */
export type RollRowFields = {
  serial: number | null;
  epic: string;
  name: string;
  relationType: RelationType | null;
  relativeName: string;
  houseNumber: string;
  age: number | null;
  gender: 'Male' | 'Female' | 'Other' | null;
  /** The box carries the DELETED stamp: kept, marked deleted in this edition. */
  deleted: boolean;
  section: number | null;
  list: 'main' | 'additions';
};

export type RollRow = RollRowFields & {
  id: string;
  partId: string;
  /** 0–1: the reader's confidence in the row as a whole (1 for text and CSV/XLSX rows). */
  confidence: number;
  /** Fields the reader doubts (or a check flags); the row is queued for review while any remain. */
  doubts: (keyof RollRowFields)[];
  reviewed: boolean;
  /** PDF rows: the page it was read from, and whether a cropped image of its box is kept. */
  page: number | null;
  hasImage: boolean;
  /** Table rows: each field's cell as the file writes it, to show beside what was read. */
  raw?: Partial<Record<keyof RollRowFields, string>>;
  /** Waits for a person now: doubted, not reviewed, and its part not yet published. */
  inReview?: boolean;
};

export type RollJob = {
  id: string;
  createdAt: string;
  createdBy: string;
  status: RollJobStatus;
  /** Over all files: pages read of pages known. */
  pagesDone: number;
  pagesTotal: number;
  files: RollJobFile[];
  parts: RollPartResult[];
  /** The state and district a person gave for files that do not name them. */
  place?: RollPlace;
  error?: RollMessage;
};

/**
 * `GET /api/rolls/:id`: the job, the rows waiting for review (a page of them), and a page of
 * every row read (of one part with `rowsPart`), in serial order, each marked `inReview`.
 */
export type RollJobResponse = RollJob & {
  review: RollRow[];
  reviewTotal: number;
  rows: RollRow[];
  rowsTotal: number;
};

/** `GET /api/rolls`: the caller's recent jobs, newest first, without rows. */
export type RollJobList = { jobs: RollJob[] };

/** `PATCH /api/rolls/:id/rows/:rowId`: corrected fields; the row leaves the queue as reviewed. */
export type RollRowCorrection = Partial<RollRowFields>;

/** The EPIC as the Commission writes it: three letters and seven digits (e.g. NLD1234567). */
export const EPIC_PATTERN = /^[A-Z]{3}[0-9]{7}$/;

export const MIN_ROLL_AGE = 18;
export const MAX_ROLL_AGE = 120;

/**
 * GET /rolls/:id: which page of the rows waiting for review to send, and which page of all
 * rows (none unless `rowsLimit` is given; of one part with `rowsPart`, else of every part).
 */
export const reviewQuerySchema = object({
  reviewOffset: queryInteger(0, 1_000_000, 0),
  reviewLimit: queryInteger(1, 500, 100),
  rowsPart: uuidField().optional(),
  rowsOffset: queryInteger(0, 1_000_000, 0),
  rowsLimit: queryInteger(0, 500, 0),
});

/** One elector in an edition summary's lists. */
export type EditionEntry = {
  /** The voter's record id. */
  id: string;
  name: string;
  /** The serial in the new edition; for a deleted voter, the one it had. */
  serial: number | null;
  /** Corrected: the particulars that changed. */
  fields?: ComparedField[];
  /** Moved: the part and section it was in and is in now. */
  from?: Place;
  to?: Place;
  /** Moved to another part: its serial in the part it left (none once cut). */
  fromSerial?: number | null;
  /** Respelled: each name whose letters changed with its sound the same, old → new. */
  spellings?: Respelling[];
};

/** One name of a voter spelled otherwise by the new edition (the same person, issue 43). */
export type Respelling = { field: ComparedField; from: string; to: string };

/** A panna whose voters the new edition scattered: a person must re-cut it. */
export type FlaggedPanna = {
  pannaId: string;
  memberName: string;
  fromSerial: number;
  toSerial: number;
  reason: 'empty' | 'mixed';
};

/** A new revision of a part over the one held: counts and a list per class. */
export type EditionSummary = {
  revision: string;
  previous: string;
  counts: Record<EditionKind, number>;
  corrected: EditionEntry[];
  moved: EditionEntry[];
  added: EditionEntry[];
  deleted: EditionEntry[];
  /** Names cut before (or on the ASD list) that this edition has again. */
  back: EditionEntry[];
  /**
   * Names spelled otherwise, the same person (issue 43); absent from summaries made before.
   * A voter both corrected and respelled is in both lists.
   */
  respelled?: EditionEntry[];
  /**
   * This part's voters the same revision lists in another part (`to` names it), noted when
   * that part publishes, whichever comes first (server/rolls/jobs/edition-moves.ts).
   */
  movedOut?: EditionEntry[];
  /** Voters an earlier revision cut that this one leaves out too: not cut again, not counted. */
  stillOut?: number;
  /** Pannas re-cut to their voters' new serials, and those left for a person. */
  pannasRecut: number;
  pannasFlagged: FlaggedPanna[];
};

export const EDITION_LISTS = [
  'deleted',
  'added',
  'moved',
  'movedOut',
  'corrected',
  'respelled',
  'back',
] as const;
export type EditionList = (typeof EDITION_LISTS)[number];
