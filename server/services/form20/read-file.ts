// An uploaded Form 20 read into a sheet (src/domain/form20/sheet.ts): an XLSX or CSV as the
// roll import reads tables (table-file.ts), a PDF by its text layer (pdf.js, as the roll
// reader does) put back into its table (pdf-table.ts). The kind is told by the bytes, not the
// name. A scanned PDF (no text layer) is read by the roll reader's OCR (scan-words.ts) into the
// same placed words, and refused with what was tried when no table comes of it
// (docs/form20.md, "A scanned PDF").
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PlacedWord } from '../../../src/domain/form20/pdf-table.ts';
import { tableOfPages } from '../../../src/domain/form20/pdf-table.ts';
import type { Form20Sheet } from '../../../src/domain/form20/sheet.ts';
import { Form20Error, readForm20Table } from '../../../src/domain/form20/sheet.ts';
import { HttpError } from '../../errors.ts';
import { tableRows } from '../../rolls/jobs/table-file.ts';
import { sniffAsdFile } from '../../rolls/asd/read-file.ts';
import { textItems } from '../../rolls/read/text-page.ts';
import type { OcrEngine } from '../../rolls/read/index.ts';
import { FORM20_ERRORS } from './errors.ts';
import { mergeReads } from './scan-merge.ts';
import { scanWords } from './scan-words.ts';

export type Form20FileKind = 'pdf' | 'xlsx' | 'csv';
export type Form20ReadBy = 'table' | 'text' | 'ocr';

/** A scan is read up to this many pages (about 25 s a page on two cores). */
export const FORM20_OCR_MAX_PAGES = 20;

/** The file's kind from its bytes: a PDF, an XLSX, or UTF-8 text; null: none of them. */
export const sniffForm20File = (bytes: Uint8Array): Form20FileKind | null => sniffAsdFile(bytes);

async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  try {
    return await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false })
      .promise;
  } catch (err) {
    if ((err as Error).name === 'PasswordException') throw FORM20_ERRORS.encrypted();
    throw FORM20_ERRORS.unreadable();
  }
}

/** Each page's words where pdf.js places them (72 dpi units are enough to tell columns). */
async function textWords(doc: PDFDocumentProxy): Promise<PlacedWord[][]> {
  const pages: PlacedWord[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    try {
      const items = await textItems(page, 72);
      pages.push(
        items.map((i) => ({
          text: i.text,
          x0: i.x,
          x1: i.x + i.width,
          y: i.y,
          height: i.height,
        })),
      );
    } finally {
      page.cleanup();
    }
  }
  return pages;
}

/** Serialises OCR across requests: a scan takes both cores while it is read. */
let ocrTail: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const run = ocrTail.then(work, work);
  ocrTail = run.catch(() => undefined);
  return run;
}

/** A PDF's sheet: by its text layer, or by OCR when no page has a number in its text. */
async function readPdf(
  bytes: Uint8Array,
  engine?: OcrEngine,
): Promise<{ sheet: Form20Sheet; readBy: Form20ReadBy }> {
  const doc = await openPdf(bytes);
  try {
    const pages = await textWords(doc);
    if (pages.some((p) => p.some((w) => /\d/.test(w.text))))
      return { sheet: sheetOf(tableOfPages(pages)), readBy: 'text' };
    if (doc.numPages > FORM20_OCR_MAX_PAGES)
      throw FORM20_ERRORS.scanTooLong({ max: FORM20_OCR_MAX_PAGES, pages: doc.numPages });
    const scan = await inTurn(() => scanWords(doc, engine));
    try {
      const table = tableOfPages(scan.pages);
      const sheet = sheetOf(table);
      let digits: Form20Sheet | null = null;
      try {
        digits = readForm20Table(tableOfPages(scan.digitPages));
      } catch {
        // The digits read's table is only a second opinion on rows; the English read stands.
      }
      // An unread line shows the whole row as read, the serial with the station's number.
      const lineText = (line: number) => (table[line - 1] ?? []).filter(Boolean).join(' | ');
      return { sheet: mergeReads(sheet, digits, lineText), readBy: 'ocr' };
    } catch (err) {
      // What was tried, for the person and the log: the turns, and how many rows were found.
      if (err instanceof HttpError)
        throw FORM20_ERRORS.scanUnread({ pages: doc.numPages, rows: scan.tableLines });
      throw err;
    }
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}

function sheetOf(table: string[][]): Form20Sheet {
  try {
    return readForm20Table(table);
  } catch (err) {
    if (err instanceof Form20Error) throw FORM20_ERRORS[err.key]();
    throw err;
  }
}

/** The file's sheet and how it was read; `engine` (OCR) for tests and the bench. */
export async function readForm20File(
  kind: Form20FileKind,
  bytes: Uint8Array,
  engine?: OcrEngine,
): Promise<{ sheet: Form20Sheet; readBy: Form20ReadBy }> {
  if (kind === 'pdf') return readPdf(bytes, engine);
  let rows: string[][];
  try {
    rows = await tableRows(kind, bytes);
  } catch {
    throw FORM20_ERRORS.unreadable();
  }
  return { sheet: sheetOf(rows), readBy: 'table' };
}
