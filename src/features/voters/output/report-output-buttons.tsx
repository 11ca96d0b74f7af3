// PLACEHOLDER until the output feature lands: the toolbar slot for Export CSV, Print, slips
// and family labels of a report's current filtered result.
import type { FilterValues } from '../../../domain/voter-filters.ts';
import type { VoterReportDef } from '../../../domain/voter-reports.ts';

export type ReportOutputButtonsProps = {
  def: VoterReportDef;
  /** The filter area's current values: the output covers every row they select. */
  values: FilterValues;
};

export function ReportOutputButtons(_props: ReportOutputButtonsProps) {
  return null;
}
