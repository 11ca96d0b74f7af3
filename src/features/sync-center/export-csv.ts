// CSV of the changes that have not reached the server (pending and failed), so a worker can
// hand them over even if the phone never gets back online. Column names stay English: the
// file is for people and tools alike.
import Papa from 'papaparse';
import type { OutboxEntry } from '../../db/types.ts';
import { entrySubject } from './entry-labels.ts';

export const CSV_COLUMNS = [
  'status',
  'kind',
  'table',
  'operation',
  'recordId',
  'subject',
  'fields',
  'reason',
  'createdAt',
] as const;

type CsvRow = Record<(typeof CSV_COLUMNS)[number], string>;

function toRow(entry: OutboxEntry): CsvRow {
  const common = {
    status: entry.status,
    kind: entry.kind,
    subject: entrySubject(entry),
    reason: entry.failure?.reason ?? '',
    createdAt: entry.createdAt,
  };
  if (entry.kind === 'request') {
    const body = entry.multipart ? entry.multipart.fields : entry.body;
    return {
      ...common,
      table: '',
      operation: `${entry.method} ${entry.path}`,
      recordId: '',
      fields: JSON.stringify(body ?? {}),
    };
  }
  return {
    ...common,
    table: entry.table,
    operation: entry.op,
    recordId: entry.recordId,
    fields: JSON.stringify(entry.fields),
  };
}

export function outboxCsv(entries: OutboxEntry[]): string {
  return Papa.unparse(entries.map(toRow), { columns: [...CSV_COLUMNS] });
}

/** Offer text as a file download. */
export function downloadText(
  filename: string,
  text: string,
  type = 'text/csv;charset=utf-8',
): void {
  // A BOM so spreadsheet apps read Devanagari names correctly.
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
