// The skipped rows as a file the worker can fix in a spreadsheet: row, field and reason in the
// reader's language.
import type { TFunction } from 'i18next';
import type { RowProblem } from '../../../domain/voter-csv.ts';
import { toCsv } from '../../../domain/voter-csv.ts';

export function problemsCsv(problems: readonly RowProblem[], t: TFunction): string {
  const text = (key: string) => String(t(key as 'voterImport.summary.row'));
  return toCsv(
    [t('voterImport.summary.row'), t('voterImport.summary.field'), t('voterImport.summary.reason')],
    problems.map((p) => [
      p.row,
      p.field ? text(`voterImport.fields.${p.field}`) : '',
      text(p.reason),
    ]),
  );
}

/** Offer text as a download; the BOM is already in `text`. */
export function downloadCsv(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
