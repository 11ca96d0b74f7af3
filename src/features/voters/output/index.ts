// Export, print, voter slips and family labels of a report's current filtered result.
export { ReportOutputButtons } from './report-output-buttons.tsx';
export type { ReportOutputButtonsProps } from './report-output-buttons.tsx';
