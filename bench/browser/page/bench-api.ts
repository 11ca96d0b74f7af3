// What the benchmark page exposes to the Playwright driver on `window.boothBench`.
import type { VoterRecord } from '../../../src/db/types.ts';
import type { ApplyOnlyResult } from './engine-apply-only.ts';
import type { FilesFloorResult } from './floor-files.ts';
import type { HeapSample } from './heap-sampler.ts';
import type { ProbeResult, ProbeVariant } from './write-probe.ts';

export type EngineResult = {
  records: number;
  /** To the end of the sync. */
  ms: number;
  /** To every report usable: the roll in memory (list-order.ts). */
  usableMs: number;
  /** The sync's answers on the wire (compressed), files and pull pages. */
  wireBytes: number;
  /** What the origin holds on disk after the sync (navigator.storage.estimate). */
  storedBytes: number;
  /** Part files kept (rollParts records). */
  files: number;
  pages: number;
  pageSize: number;
  heap: HeapSample[];
  /** The stored record with the lowest id, to check the floor stores the very same thing. */
  sample: VoterRecord | null;
};

/** A new edition of the roll over the old, through the engine (engine-edition.ts). */
export type EditionResult = {
  /** Voters in the roll after it (the list order). */
  records: number;
  ms: number;
  usableMs: number;
  wireBytes: number;
  /** Part files fetched, and pull requests. */
  files: number;
  pulls: number;
  /** Rows of the voters table (the overlay) before and after. */
  overlayBefore: number;
  overlayAfter: number;
  /** Reading the old roll into memory before the edition (untimed, outside the CPU figure). */
  warmMs: number;
  heap: HeapSample[];
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
  /** Open the first sync's database with its roll in memory, as the app holds it (untimed). */
  warmRoll(opts: { dbName: string }): Promise<number>;
  /** The same database synced again after a new edition (engine-edition.ts). */
  engineEdition(opts: { token: string; userId: string; dbName: string }): Promise<EditionResult>;
  floorFetch(opts: { token: string; pageSize: number }): Promise<FetchResult>;
  floorBulkPut(opts: { dbName: string; chunkSize: number }): Promise<FloorResult>;
  /** The floor of a first sync by part files (floor-files.ts). */
  floorFiles(opts: { token: string; dbName: string }): Promise<FilesFloorResult>;
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
