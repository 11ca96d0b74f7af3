// Figures of one run, each next to the baseline measured in the same run, printed and written
// to bench/results/ as JSON and a short markdown table.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { RESULTS_DIR, SMOKE } from './smoke.ts';

export type Target =
  /** The figure itself must reach `value` (e.g. records/s). */
  | { kind: 'min'; value: number }
  /** The figure itself must stay at or below `value` (e.g. a worst-case time). */
  | { kind: 'max'; value: number }
  /** figure ÷ baseline must stay at or below `value` (e.g. time ratio). */
  | { kind: 'maxRatio'; value: number }
  /** The figure must beat another figure (e.g. PostgreSQL faster than PGlite). */
  | { kind: 'above'; figureId: string };

export type Figure = {
  id: string;
  label: string;
  unit: string;
  value: number;
  baseline?: { label: string; value: number };
  /** value ÷ baseline value. */
  ratio?: number;
  target?: Target;
  met?: boolean;
  notes?: string[];
};

export type RunReport = {
  startedAt: string;
  finishedAt: string;
  environment: Record<string, string | number>;
  figures: Figure[];
  /** Supporting detail: memory series, page counts, row checks. */
  details: Record<string, unknown>;
  skipped: string[];
};

const fmt = (n: number): string =>
  n >= 100 ? Math.round(n).toLocaleString('en-US') : String(Math.round(n * 100) / 100);

export function figure(given: Omit<Figure, 'ratio' | 'met'>, all: Figure[] = []): Figure {
  // A smoke run's tiny sizes say nothing about the targets: it judges none.
  const f = SMOKE ? { ...given, target: undefined } : given;
  const exact = f.baseline ? f.value / f.baseline.value : undefined;
  // Judged on the exact ratio; the rounded one is for reading.
  const ratio = exact === undefined ? undefined : Math.round(exact * 100) / 100;
  let met: boolean | undefined;
  if (f.target?.kind === 'min') met = f.value >= f.target.value;
  if (f.target?.kind === 'max') met = f.value <= f.target.value;
  if (f.target?.kind === 'maxRatio' && exact !== undefined) met = exact <= f.target.value;
  if (f.target?.kind === 'above') {
    const otherId = f.target.figureId;
    const other = all.find((o) => o.id === otherId);
    if (other) met = f.value > other.value;
  }
  return { ...f, ratio, met };
}

function targetText(f: Figure): string {
  if (!f.target) return '';
  const t = f.target;
  const mark = f.met === undefined ? '?' : f.met ? 'met' : 'MISSED';
  switch (t.kind) {
    case 'min':
      return `≥ ${fmt(t.value)} ${f.unit}: ${mark}`;
    case 'max':
      return `≤ ${fmt(t.value)} ${f.unit}: ${mark}`;
    case 'maxRatio':
      return `≤ ${t.value}× baseline: ${mark}`;
    case 'above':
      return `> ${t.figureId}: ${mark}`;
  }
}

export function printFigure(f: Figure): void {
  const base = f.baseline
    ? ` | baseline ${f.baseline.label}: ${fmt(f.baseline.value)} ${f.unit} (ratio ${f.ratio})`
    : '';
  const target = f.target ? ` | target ${targetText(f)}` : '';
  console.log(`  ${f.label}: ${fmt(f.value)} ${f.unit}${base}${target}`);
}

export function markdown(report: RunReport, title = 'Sync benchmark'): string {
  const rows = report.figures.map(
    (f) =>
      `| ${f.label} | ${fmt(f.value)} ${f.unit} | ${f.baseline ? `${fmt(f.baseline.value)} ${f.unit} (${f.baseline.label})` : '–'} | ${f.ratio ?? '–'} | ${f.target ? targetText(f) : '–'} |`,
  );
  const env = Object.entries(report.environment)
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ');
  return [
    `# ${title} — ${report.startedAt}`,
    '',
    `Environment: ${env}`,
    '',
    '| figure | value | baseline (same run) | ratio | target |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    ...(report.skipped.length ? ['Skipped:', ...report.skipped.map((s) => `- ${s}`), ''] : []),
    ...report.figures.flatMap((f) => (f.notes ?? []).map((n) => `- ${f.label}: ${n}`)),
    '',
  ].join('\n');
}

export function environment(): Record<string, string | number> {
  let commit = 'unknown';
  try {
    commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  } catch {
    // Not a git checkout: the figures still stand, only the commit is unknown.
  }
  let dirty = 'unknown';
  try {
    // The tree is shared with engineers at work: say whether server/ or src/ had local edits.
    dirty = String(
      execSync('git status --porcelain -- server src', { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean).length,
    );
  } catch {
    // Not a git checkout.
  }
  return {
    node: process.version,
    cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    loadAverageAtStart: loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
    commit,
    uncommittedServerOrSrcFiles: dirty,
  };
}

/** "load 3.1→4.2": the 1-minute load average across a measurement (this machine is shared). */
export function loadSpan(startLoad: number): string {
  return `1-min load average ${startLoad.toFixed(1)} → ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`;
}

export const currentLoad = (): number => loadavg()[0]!;

/**
 * Write bench/results/<name>.json and .md: `latest` for a full run (committed when worth
 * keeping), `partial` when only some legs ran, so a partial run never replaces a full one.
 */
export function writeReport(report: RunReport, name: string, title?: string): string[] {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const json = `${RESULTS_DIR}${name}.json`;
  const md = `${RESULTS_DIR}${name}.md`;
  writeFileSync(json, JSON.stringify(report, null, 2) + '\n');
  writeFileSync(md, markdown(report, title));
  return [json, md];
}

/** A new run's report and the function that judges, prints and records one figure. */
export function startReport(): { report: RunReport; add(f: Omit<Figure, 'ratio' | 'met'>): void } {
  const report: RunReport = {
    startedAt: new Date().toISOString(),
    finishedAt: '',
    environment: environment(),
    figures: [],
    details: {},
    skipped: [],
  };
  const add = (f: Omit<Figure, 'ratio' | 'met'>): void => {
    const done = figure(f, report.figures);
    report.figures.push(done);
    printFigure(done);
  };
  return { report, add };
}
