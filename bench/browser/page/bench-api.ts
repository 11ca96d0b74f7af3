// What the benchmark page exposes to the Playwright driver on `window.boothBench`.
import type { VoterRecord } from '../../../src/db/types.ts';
import type { HeapSample } from './heap-sampler.ts';

export type EngineResult = {
  records: number;
  ms: number;
  pages: number;
  pageSize: number;
  heap: HeapSample[];
  /** The stored record with the lowest id, to check the floor stores the very same thing. */
  sample: VoterRecord | null;
};

export type FloorResult = {
  records: number;
  ms: number;
  /** Time to fetch and shape the rows, outside the measured bulkPut. */
  fetchMs: number;
  chunkSize: number;
  heap: HeapSample[];
  sample: VoterRecord | null;
};

export type BenchApi = {
  enginePull(opts: {
    token: string;
    userId: string;
    dbName: string;
    pageSize?: number;
  }): Promise<EngineResult>;
  floorBulkPut(opts: {
    token: string;
    dbName: string;
    pageSize: number;
    chunkSize: number;
  }): Promise<FloorResult>;
};

declare global {
  interface Window {
    boothBench?: BenchApi;
  }
}
