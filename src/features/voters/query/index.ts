// Voter queries for the report screens (see report-query.ts).
export {
  loadFacetValues,
  loadGenderCounts,
  loadHousehold,
  loadReportPage,
  loadReportRows,
  loadVoter,
} from './report-query.ts';
export type { GenderCounts, ReportPage, ReportQuery } from './report-query.ts';
export { useGenderCounts, useReportPage, useVoterWithHousehold } from './use-report-query.ts';
