// An uploaded ASD list read into rows (src/domain/asd-list.ts): a PDF by its text layer or
// OCR (pdf-lines.ts), an XLSX or CSV/TSV as the roll import reads tables (table-file.ts), and
// any other UTF-8 text as lines. The kind is told by the bytes (sniff.ts), not the name.
import type { AsdReadBy, AsdReading } from '../../../src/domain/asd-list.ts';
import { readAsdLines, readAsdTable } from '../../../src/domain/asd-list.ts';
import type { OcrEngine } from '../read/ocr-engine.ts';
import { sniffRollFile } from '../jobs/sniff.ts';
import { tableRows } from '../jobs/table-file.ts';
import { HttpError } from '../../errors.ts';
import { ASD_ERRORS } from './messages.ts';
import { pdfLines } from './pdf-lines.ts';

export type AsdFileKind = 'pdf' | 'xlsx' | 'csv';

/** The file's kind: a PDF, an XLSX, or text (UTF-8 without NUL bytes); null: none of them. */
export function sniffAsdFile(bytes: Uint8Array): AsdFileKind | null {
  const kind = sniffRollFile(bytes);
  if (kind) return kind;
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  if (!bytes.length || zip || bytes.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 64 * 1024));
    return 'csv';
  } catch {
    return null;
  }
}

export type AsdFileReading = { reading: AsdReading; readBy: AsdReadBy };

export async function readAsdFile(
  kind: AsdFileKind,
  bytes: Uint8Array,
  engine?: OcrEngine,
): Promise<AsdFileReading> {
  if (kind === 'pdf') {
    const { lines, readBy } = await pdfLines(bytes, engine);
    return { reading: readAsdLines(lines), readBy };
  }
  let rows: string[][];
  try {
    rows = await tableRows(kind, bytes);
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw ASD_ERRORS.unreadable();
  }
  // A text file without separators is lines (cells apart by tabs or wide spaces).
  if (kind === 'csv' && rows.every((r) => r.length <= 1))
    return { reading: readAsdLines(rows.map((r) => r[0] ?? '')), readBy: 'table' };
  return { reading: readAsdTable(rows), readBy: 'table' };
}
