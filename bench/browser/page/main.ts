// Entry of the benchmark page: exposes the measured runs to the Playwright driver.
import type { BenchApi } from './bench-api.ts';
import { engineApplyOnly } from './engine-apply-only.ts';
import { engineEdition, warmRoll } from './engine-edition.ts';
import { enginePull } from './engine-pull.ts';
import { floorBulkPut, floorFetch } from './floor-bulk-put.ts';
import { floorFiles } from './floor-files.ts';
import { writeProbe } from './write-probe.ts';

const api: BenchApi = {
  enginePull,
  engineEdition,
  warmRoll,
  engineApplyOnly,
  floorFetch,
  floorBulkPut,
  floorFiles,
  writeProbe,
};
// Room for every request's timing: a 300,000-voter sync makes 300+ file requests, beyond the
// default 250 entries, and the wire bytes are summed from these.
performance.setResourceTimingBufferSize(100_000);
window.boothBench = api;
document.getElementById('status')!.textContent = 'ready';
