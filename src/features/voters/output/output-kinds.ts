// Which outputs a report offers, and how much one print view may hold. Slips need voter rows
// (name, voter id); labels need households. The caps keep a print view to about 200 A4 pages:
// more would freeze a phone and nobody cuts that many slips from one filter.
import type { VoterReportDef, VoterReportKind } from '../../../domain/voter-reports.ts';

export const SLIP_KINDS = [
  'list',
  'familyHead',
  'doubleVoter',
] as const satisfies readonly VoterReportKind[];
export const LABEL_KINDS = [
  'family',
  'familyLabels',
  'familyHead',
] as const satisfies readonly VoterReportKind[];

export const hasSlips = (def: Pick<VoterReportDef, 'kind'>): boolean =>
  (SLIP_KINDS as readonly VoterReportKind[]).includes(def.kind);
export const hasLabels = (def: Pick<VoterReportDef, 'kind'>): boolean =>
  (LABEL_KINDS as readonly VoterReportKind[]).includes(def.kind);

/** What a print view shows. */
export type OutputView = 'table' | 'slips' | 'labels';

/** Slips per A4 page: 2 columns × 5 rows. */
export const SLIPS_PER_PAGE = 10;
/** Labels per A4 page: 3 columns × 8 rows. */
export const LABELS_PER_PAGE = 24;

/** Most items one print view renders; above it the view asks to narrow the filter. */
export const PRINT_LIMITS = {
  table: 5000,
  slips: 2000,
  labels: 2400,
} as const satisfies Record<OutputView, number>;

/** Items rendered per step, so a large sheet never blocks the main thread for long. */
export const RENDER_CHUNK = 100;
