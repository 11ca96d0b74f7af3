// Export, print, voter slips and family labels of a report's current filtered result; a
// voter's slip on a pocket printer.
export { ReportOutputButtons } from './report-output-buttons.tsx';
export type { ReportOutputButtonsProps } from './report-output-buttons.tsx';
export { PocketPrint } from './pocket-print.tsx';
export type { PocketPrintProps } from './pocket-print.tsx';
