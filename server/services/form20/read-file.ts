// An uploaded Form 20 read into a sheet (src/domain/form20/sheet.ts): an XLSX or CSV as the
// roll import reads tables (table-file.ts), a PDF by its text layer (pdf.js, as the roll
// reader does) put back into its table (pdf-table.ts). The kind is told by the bytes, not the
// name. A scanned PDF (no text layer) is refused with a clear message: reading a scanned
// Form 20 — turned pages, small digits in a dense grid, Hindi headings — by OCR is not done yet
// (docs/form20.md says why and what to do instead).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PlacedWord } from '../../../src/domain/form20/pdf-table.ts';
import { tableOfPages } from '../../../src/domain/form20/pdf-table.ts';
import type { Form20Sheet } from '../../../src/domain/form20/sheet.ts';
import { Form20Error, readForm20Table } from '../../../src/domain/form20/sheet.ts';
import { tableRows } from '../../rolls/jobs/table-file.ts';
import { sniffAsdFile } from '../../rolls/asd/read-file.ts';
import { textItems } from '../../rolls/read/text-page.ts';
import { FORM20_ERRORS } from './errors.ts';

export type Form20FileKind = 'pdf' | 'xlsx' | 'csv';
export type Form20ReadBy = 'table' | 'text';

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
export async function pdfWords(bytes: Uint8Array): Promise<PlacedWord[][]> {
  const doc = await openPdf(bytes);
  try {
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

export async function readForm20File(
  kind: Form20FileKind,
  bytes: Uint8Array,
): Promise<{ sheet: Form20Sheet; readBy: Form20ReadBy }> {
  if (kind === 'pdf') {
    const pages = await pdfWords(bytes);
    if (!pages.some((p) => p.some((w) => /\d/.test(w.text)))) throw FORM20_ERRORS.scanned();
    return { sheet: sheetOf(tableOfPages(pages)), readBy: 'text' };
  }
  let rows: string[][];
  try {
    rows = await tableRows(kind, bytes);
  } catch {
    throw FORM20_ERRORS.unreadable();
  }
  return { sheet: sheetOf(rows), readBy: 'table' };
}
