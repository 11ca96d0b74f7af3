// Entry of the reports benchmark page: exposes the measured runs to the Playwright driver.
import { boothRuns } from './booth-runs.ts';
import { floorPut, importReal } from './import-runs.ts';
import { queryRuns } from './query-runs.ts';
import { generate, releaseRoll } from './roll.ts';

const api = { generate, releaseRoll, importReal, floorPut, queryRuns, boothRuns };
export type ReportsBenchApi = typeof api;

declare global {
  interface Window {
    reportsBench?: ReportsBenchApi;
  }
}

window.reportsBench = api;
document.getElementById('status')!.textContent = 'ready';
