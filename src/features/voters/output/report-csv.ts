// A report's rows as the CSV file a worker opens in Excel: the definition's columns with
// headers in the UI language — the roll's serial first; the surname report's Sl. numbered from
// 1 over the whole result. toCsv adds the BOM and neutralises formula-like cells.
import type { FilterRow } from '../../../domain/voter-filters.ts';
import type { VoterColumn } from '../../../domain/voter-fields.ts';
import type { VoterReportDef } from '../../../domain/voter-reports.ts';
import { reportColumns } from '../../../domain/voter-reports.ts';
import { toCsv } from '../../../domain/voter-csv.ts';

/** The definition's columns over the rows the filters return (all report kinds share them). */
export function outputColumns(def: VoterReportDef): VoterColumn<FilterRow>[] {
  // reportColumns is generic over one kind; a union definition is read through its widest row.
  const columns = reportColumns(def as Parameters<typeof reportColumns>[0]);
  return columns as VoterColumn<FilterRow>[];
}

/**
 * CSV text of every row. Missing cells stay empty (not the screen's "-"), so a spreadsheet
 * sees no value rather than a dash it would have to clean.
 */
export function reportCsv(
  def: VoterReportDef,
  rows: readonly FilterRow[],
  title: (key: string) => string,
): string {
  const columns = outputColumns(def);
  return toCsv(
    columns.map((c) => title(c.titleKey)),
    rows.map((row, i) => columns.map((c) => c.read(row, i + 1))),
  );
}

/** "alphaList-2026-11-22.csv": the report id and the local date of the export. */
export function reportFileName(def: Pick<VoterReportDef, 'id'>, now: Date, ext = 'csv'): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `${def.id}-${day}.${ext}`;
}

/** Offer text as a download; the BOM is already in `text` (toCsv). */
export function downloadCsv(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
