// Voter queries for the report screens (see report-query.ts), and the roll's list order and
// search that the field-work screens (home, door to door, poll day) build on, and the pannas'
// voters.
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
export { partIndexAt, partSpan, readyListOrder, serialSpan } from './list-order.ts';
export type { ListOrder } from './list-order.ts';
export { searchIds } from './search-query.ts';
export { useListOrder } from './use-list-order.ts';
export { loadPannas, myPannaIds, pannaVoterIds } from './panna-lists.ts';
export type { PannaRow } from './panna-lists.ts';
