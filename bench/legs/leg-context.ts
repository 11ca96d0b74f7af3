import type { Figure, RunReport } from '../lib/report.ts';

/** What each benchmark leg gets: a way to record a figure and the report for details. */
export type LegContext = {
  add(f: Omit<Figure, 'ratio' | 'met'>): void;
  report: RunReport;
};

/** The plan shared by every leg, so the figures describe the same workload. */
export const PLAN = {
  seed: 20_240_601,
  clients: 10,
  perClient: 10_000,
  batchSize: 500,
  /** Rows per pull page in the Node pull: the sync engine's default, as a phone asks. */
  pullPageSize: 500,
  /** A whole assembly, pulled by a coordinator in the browser leg. */
  assemblySize: 300_000,
} as const;
