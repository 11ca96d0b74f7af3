// Entry of the benchmark page: exposes the measured runs to the Playwright driver.
import type { BenchApi } from './bench-api.ts';
import { engineApplyOnly } from './engine-apply-only.ts';
import { enginePull } from './engine-pull.ts';
import { floorBulkPut, floorFetch } from './floor-bulk-put.ts';
import { floorFiles } from './floor-files.ts';
import { writeProbe } from './write-probe.ts';

const api: BenchApi = {
  enginePull,
  engineApplyOnly,
  floorFetch,
  floorBulkPut,
  floorFiles,
  writeProbe,
};
window.boothBench = api;
document.getElementById('status')!.textContent = 'ready';
