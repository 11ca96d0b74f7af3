// Turns the page's raw timings into judged figures (bench/lib/report.ts), each beside its
// same-run baseline: the bare bulkPut for the import, a full-table read for every query.
import { DEFAULT_BATCH_SIZE } from '../../src/features/voters/import/import-pipeline.ts';
import type { Figure } from '../lib/report.ts';
import type { BoothResult } from './page/booth-runs.ts';
import type { ImportResult } from './page/import-runs.ts';
import type { QueryResult } from './page/query-runs.ts';

type Add = (f: Omit<Figure, 'ratio' | 'met'>) => void;

export function p95(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? NaN;
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

const round = (n: number): number => Math.round(n * 10) / 10;

export function importFigures(add: Add, n: number, real: ImportResult, floorMs: number): void {
  if (real.error) {
    add({
      id: 'import-failed',
      label: `import FAILED after ${real.rows.toLocaleString('en-US')} of ${n.toLocaleString('en-US')} voters`,
      unit: 's',
      value: round(real.ms / 1000),
      notes: [real.error],
    });
    return;
  }
  add({
    id: 'import',
    label: `CSV import of ${n.toLocaleString('en-US')} voters (worker parse + writeVoterBatch, ${DEFAULT_BATCH_SIZE} a batch)`,
    unit: 's',
    value: round(real.ms / 1000),
    baseline: { label: 'bare Dexie bulkPut, same rows and indexes', value: round(floorMs / 1000) },
    target: { kind: 'maxRatio', value: 1.2 },
    notes: [`${real.rows.toLocaleString('en-US')} rows written, ${real.skipped} skipped`],
  });
  add({
    id: 'import-long-task',
    label: 'longest main-thread task during the import',
    unit: 'ms',
    value: round(real.longestTaskMs),
    target: { kind: 'max', value: 200 },
    notes: [`${real.longTasks} tasks over 50 ms`],
  });
}

export function queryFigures(add: Add, q: QueryResult): void {
  add({
    id: 'list-order',
    label: 'list order read in the background after opening (index keys of every live voter)',
    unit: 'ms',
    value: round(q.listOrderMs),
    notes: [
      'once per change of the voters, after 300 ms without writes; searches wait for it only then',
    ],
  });
  const scan = { label: 'full-table read of every voter (median)', value: round(median(q.scanMs)) };
  add({
    id: 'cold-first-page',
    label: 'first report page after opening (code and caches cold; not in the p95s below)',
    unit: 'ms',
    value: round(q.coldMs),
    baseline: scan,
  });
  for (const [id, times] of Object.entries(q.page))
    add({
      id: `page-${id}`,
      label: `${id}: first page p95`,
      unit: 'ms',
      value: round(p95(times)),
      baseline: scan,
      target: { kind: 'max', value: 50 },
    });
  for (const [id, times] of Object.entries(q.total))
    add({
      id: `total-${id}`,
      label: `${id}: total count p95`,
      unit: 'ms',
      value: round(p95(times)),
      baseline: scan,
      target: { kind: 'max', value: 300 },
    });
  add({
    id: 'search-latin',
    label: 'name search, Latin surname: first page p95',
    unit: 'ms',
    value: round(p95(q.searchLatin)),
    baseline: scan,
    target: { kind: 'max', value: 50 },
  });
  add({
    id: 'search-devanagari',
    label: 'name search, Devanagari surname: first page p95',
    unit: 'ms',
    value: round(p95(q.searchDevanagari)),
    baseline: scan,
    target: { kind: 'max', value: 50 },
  });
  add({
    id: 'alphabetical',
    label: 'agewise, Alphabetical sort: first page p95',
    unit: 'ms',
    value: round(p95(q.alphabetical)),
    baseline: scan,
  });
}

export function boothFigures(add: Add, b: BoothResult): void {
  for (const [key, label] of [
    ['open', 'open a report (blank filters)'],
    ['filter', 'change a filter'],
    ['page', 'next page'],
    ['search', 'search (3 letters, then the name)'],
  ] as const)
    add({
      id: `booth-${key}`,
      label: `booth, 2,000 voters, CPU 4×: ${label} p95`,
      unit: 'ms',
      value: round(p95(b[key])),
      target: { kind: 'max', value: 100 },
    });
  add({
    id: 'booth-roll-read',
    label: 'booth, 2,000 voters, CPU 4×: roll read into memory after the first report opens',
    unit: 'ms',
    value: round(b.rollReadMs),
    notes: ['in the background; filters and pages wait for it only in the first second'],
  });
}
