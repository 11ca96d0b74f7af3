import type { Figure, RunReport } from '../lib/report.ts';

/** The workload every leg of one run shares, so the figures describe the same roll. */
export type Plan = {
  seed: number;
  clients: number;
  perClient: number;
  batchSize: number;
  /** Rows per pull page in the Node pull: the sync engine's default, as a phone asks. */
  pullPageSize: number;
  /** A whole assembly, pulled by a coordinator in the browser leg. */
  assemblySize: number;
  /** Voters of a neighbouring assembly, seeded too, that the coordinator must not receive. */
  outsideRows: number;
  /**
   * Where the browser leg's Chromium keeps IndexedDB: on disk as a phone does (default), or in
   * memory (an off-the-record profile; its quota fails past about 210,000 voters).
   */
  browserProfile?: 'disk' | 'memory';
};

/** What each benchmark leg gets: the plan, a way to record a figure and the report for details. */
export type LegContext = {
  plan: Plan;
  add(f: Omit<Figure, 'ratio' | 'met'>): void;
  report: RunReport;
};

/** The measured run. */
export const PLAN: Plan = {
  seed: 20_240_601,
  clients: 10,
  perClient: 10_000,
  batchSize: 500,
  pullPageSize: 500,
  assemblySize: 300_000,
  outsideRows: 20_000,
};

/** `--smoke`: the same legs on a tiny roll, in seconds, to show that every leg still runs. */
export const SMOKE_PLAN: Plan = {
  ...PLAN,
  clients: 2,
  perClient: 500,
  batchSize: 100,
  pullPageSize: 100,
  assemblySize: 3_000,
  outsideRows: 200,
};
