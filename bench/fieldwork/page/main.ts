// Entry of the field work phone benchmark page: exposes the measured runs to the Playwright driver.
import { phoneRuns, setup } from './phone-runs.ts';

const api = { setup, phoneRuns };
export type FieldworkBenchApi = typeof api;

declare global {
  interface Window {
    fieldworkBench?: FieldworkBenchApi;
  }
}

window.fieldworkBench = api;
document.getElementById('status')!.textContent = 'ready';
