// What the roll reader gives the job runner: one result per page (so a job can store each page
// as it is read and resume after a restart), then the part assembled from its pages.
import type { RollEdition, RollRowFields, RollTotals } from '../../../src/domain/roll-jobs.ts';
import type { SelfCheckNote } from './self-check-notes.ts';

export type Rect = { x: number; y: number; width: number; height: number };

export type ReadBox = RollRowFields & {
  page: number;
  /** Where the box is on the page, in the page image's pixels (text PDFs: points). */
  rect: Rect;
  /** 0–1 for the row as a whole. */
  confidence: number;
  doubts: (keyof RollRowFields)[];
  /** Each field's lowest word confidence (0–100), where it was read by OCR. */
  fieldConfidence?: Partial<Record<keyof RollRowFields, number>>;
  /** The series an EPIC read with a letter too many may stand for (roll-words.ts epicIn). */
  epicSeries?: string[];
  /** What the roll's own repeats mended, filled or doubted in this box (self-check.ts). */
  selfCheck?: SelfCheckNote[];
  /** A PNG of the box, kept for doubtful rows so a person can see what was printed. */
  image?: Uint8Array;
};

export type ReadCover = {
  state: string;
  district: string;
  assemblyNumber: number | null;
  assemblyName: string;
  partNumber: number | null;
  partName: string;
  revision: string;
  /** YYYY-MM-DD, or ''. */
  publicationDate: string;
  sections: { number: number; name: string }[];
  pollingStation: { number: number | null; name: string; address: string };
  totals: RollTotals | null;
  /** The first and last serial the cover prints (its table of electors). */
  serials: { first: number; last: number } | null;
};

/**
 * What a list page prints above and below its boxes: the assembly, the part, the section, the
 * supplement it belongs to, and "Page x" of "Total Pages n". Any of it may be unread (null, '').
 */
export type PageHeader = {
  assemblyNumber: number | null;
  assemblyName: string;
  partNumber: number | null;
  section: { number: number; name: string } | null;
  /** The list the page's boxes belong to, when its header says (a supplement's title). */
  list: 'main' | 'additions' | 'deletions' | null;
  pageNumber: number | null;
  pageCount: number | null;
};

/** The assembly and part the list pages agree on (most pages' headers), with what differs. */
export type PartHeader = {
  assemblyNumber: number | null;
  assemblyName: string;
  partNumber: number | null;
  /** Pages whose header names another part or assembly than the rest. */
  disagreeing: number[];
};

export type PageReading =
  | { page: number; kind: 'cover'; edition: RollEdition; cover: ReadCover }
  | {
      page: number;
      kind: 'voters';
      edition: RollEdition;
      boxes: ReadBox[];
      header?: PageHeader;
    }
  | {
      page: number;
      kind: 'closing';
      edition: RollEdition;
      net: RollTotals | null;
      /** The closing summary's main list and additions rows (boxes, deleted ones too). */
      main?: RollTotals | null;
      additions?: RollTotals | null;
      deletions?: RollTotals | null;
    }
  /** A page that is none of these (blank, a map); `upsideDown` when it read only turned over. */
  | { page: number; kind: 'other'; upsideDown?: boolean };

export type ReadPart = {
  edition: RollEdition;
  cover: ReadCover | null;
  /** From the list pages' headers: a file of list pages without a cover is a part too. */
  header: PartHeader | null;
  /** The closing page's net totals, when found. */
  closing: RollTotals | null;
  boxes: ReadBox[];
  pages: number;
};

/** An opened PDF: how many pages, and how it will be read. */
export type RollDocument = {
  pageCount: number;
  readBy: 'text' | 'ocr';
  readPage(page: number): Promise<PageReading>;
  close(): Promise<void>;
};

/** Why a file cannot be read at all (an i18n key under rollImport.errors). */
export class RollFileError extends Error {
  constructor(
    readonly messageKey: string,
    message: string,
  ) {
    super(message);
  }
}
