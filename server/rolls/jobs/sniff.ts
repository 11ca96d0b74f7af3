// Which kind of roll file an upload is, from its bytes (the name and declared type are the
// sender's word): a PDF starts with "%PDF-", an XLSX is a zip holding the workbook ("xl/"),
// a CSV is UTF-8 text without NUL bytes whose first line has a separator.
import type { RollFileKind } from '../../../src/domain/roll-jobs.ts';

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  Buffer.from(bytes.subarray(from, to)).toString('latin1');

export function sniffRollFile(bytes: Uint8Array): RollFileKind | null {
  if (!bytes.length) return null;
  // PDF readers accept the header within the first kilobyte.
  if (ascii(bytes, 0, 1024).includes('%PDF-')) return 'pdf';
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)
    return Buffer.from(bytes).includes('xl/') ? 'xlsx' : null;
  const head = bytes.subarray(0, 64 * 1024);
  if (head.includes(0)) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(head);
  } catch {
    // A multi-byte letter cut at the 64 KiB edge is still text; elsewhere it is not UTF-8.
    if (head.length === bytes.length) return null;
    text = new TextDecoder().decode(head);
  }
  const firstLine = text.replace(/^\ufeff/, '').split(/\r?\n/, 1)[0] ?? '';
  return /[,;\t|]/.test(firstLine) ? 'csv' : null;
}
