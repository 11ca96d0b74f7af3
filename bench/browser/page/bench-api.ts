// What the benchmark page exposes to the Playwright driver on `window.boothBench`.
import type { VoterRecord } from '../../../src/db/types.ts';
import type { ApplyOnlyResult } from './engine-apply-only.ts';
import type { HeapSample } from './heap-sampler.ts';
import type { ProbeResult, ProbeVariant } from './write-probe.ts';

export type EngineResult = {
  records: number;
  ms: number;
  pages: number;
  pageSize: number;
  heap: HeapSample[];
  /** The stored record with the lowest id, to check the floor stores the very same thing. */
  sample: VoterRecord | null;
};

/** Fetching and shaping the floor's rows, untimed by the floor. */
export type FetchResult = { records: number; ms: number };

export type FloorResult = {
  records: number;
  ms: number;
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
  floorFetch(opts: { token: string; pageSize: number }): Promise<FetchResult>;
  floorBulkPut(opts: { dbName: string; chunkSize: number }): Promise<FloorResult>;
  /** Diagnostic only (not part of bench:sync): the engine's page apply without network. */
  engineApplyOnly(opts: {
    token: string;
    userId: string;
    dbName: string;
    pageSize: number;
  }): Promise<ApplyOnlyResult>;
  /** Diagnostic only: write generated voters under one variant (write-probe.ts). */
  writeProbe(variant: ProbeVariant): Promise<ProbeResult>;
};

declare global {
  interface Window {
    boothBench?: BenchApi;
  }
}
