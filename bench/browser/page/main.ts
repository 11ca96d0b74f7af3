// Entry of the benchmark page: exposes the measured runs to the Playwright driver.
import type { BenchApi } from './bench-api.ts';
import { enginePull } from './engine-pull.ts';
import { floorBulkPut, floorFetch } from './floor-bulk-put.ts';

const api: BenchApi = { enginePull, floorFetch, floorBulkPut };
window.boothBench = api;
document.getElementById('status')!.textContent = 'ready';
