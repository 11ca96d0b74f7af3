// "Export CSV": every row of the report under the current filters (not only the page on
// screen), as a file named after the report and the day.
import type { FilterValues } from '../../../domain/voter-filters.ts';
import type { VoterReportDef } from '../../../domain/voter-reports.ts';
import { downloadCsv, reportCsv, reportFileName } from './report-csv.ts';
import { loadOutputRows } from './use-output-rows.ts';

/** Downloads the CSV and returns how many rows it holds (0: nothing was downloaded). */
export async function exportReportCsv(
  def: VoterReportDef,
  values: FilterValues,
  locale: string,
  title: (key: string) => string,
): Promise<number> {
  const rows = await loadOutputRows(def, values, locale);
  if (!rows.length) return 0;
  downloadCsv(reportFileName(def, new Date()), reportCsv(def, rows, title));
  return rows.length;
}
