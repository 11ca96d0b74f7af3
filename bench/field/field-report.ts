// The field benchmark's table: each figure before and after, its target, met or missed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { RESULTS_DIR as RESULTS, SMOKE } from '../lib/smoke.ts';

export type FieldFigure = {
  id: string;
  label: string;
  unit: 'ms' | 'KB' | 'score';
  before: number | null;
  after: number;
  /** 'max': after must be ≤ value; 'min': after must be ≥ value; none: a figure to read beside. */
  target?: { kind: 'max' | 'min'; value: number };
  met: boolean | null;
  notes: string[];
};

export type FieldReport = {
  startedAt: string;
  finishedAt: string;
  profile: string;
  environment: Record<string, string | number>;
  builds: Record<'before' | 'after', string>;
  howServed: string;
  figures: FieldFigure[];
  details: Record<string, unknown>;
};

export function fieldFigure(f: Omit<FieldFigure, 'met' | 'notes'>, notes: string[] = []) {
  const { target } = f;
  const met = !target
    ? null
    : target.kind === 'max'
      ? f.after <= target.value
      : f.after >= target.value;
  return { ...f, met, notes };
}

const num = (n: number | null, unit: FieldFigure['unit']) =>
  n === null ? '–' : unit === 'KB' ? n.toFixed(1) : String(Math.round(n));

function verdict(f: FieldFigure): string {
  if (SMOKE) return 'not judged (smoke run)';
  if (!f.target) return '–';
  if (f.met) return 'met';
  const by = Math.abs(f.after - f.target.value);
  return `MISSED by ${num(by, f.unit)} ${f.unit}`;
}

export function tableRows(report: FieldReport): string[][] {
  return report.figures.map((f) => [
    f.label,
    `${num(f.before, f.unit)} ${f.unit}`,
    `${num(f.after, f.unit)} ${f.unit}`,
    f.target ? `${f.target.kind === 'max' ? '≤' : '≥'} ${f.target.value} ${f.unit}` : '–',
    verdict(f),
  ]);
}

const HEAD = ['figure', 'before', 'after', 'target', 'met/missed'];

export function printTable(report: FieldReport): void {
  const rows = [HEAD, ...tableRows(report)];
  const widths = HEAD.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const [n, row] of rows.entries()) {
    console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | '));
    if (n === 0) console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  }
}

export function markdown(report: FieldReport): string {
  return [
    `# Field benchmark (first load) — ${report.startedAt}`,
    '',
    `Profile: ${report.profile}. KB = 1,000 bytes as sent (headers included).`,
    '',
    `Before: ${report.builds.before}. After: ${report.builds.after}. ${report.howServed}`,
    '',
    `Environment: ${Object.entries(report.environment)
      .map(([k, v]) => `${k}: ${v}`)
      .join('; ')}`,
    '',
    `| ${HEAD.join(' | ')} |`,
    `|${HEAD.map(() => '---').join('|')}|`,
    ...tableRows(report).map((r) => `| ${r.join(' | ')} |`),
    '',
    ...report.figures.flatMap((f) => f.notes.map((n) => `- ${f.label}: ${n}`)),
    '',
  ].join('\n');
}

/** field-latest.{json,md} plus a dated copy; a partial run writes only its own `name`.*. */
export function writeFieldReport(report: FieldReport, name?: string): string[] {
  mkdirSync(RESULTS, { recursive: true });
  const names = name ? [name] : ['field-latest', `field-${report.startedAt.slice(0, 10)}`];
  const written: string[] = [];
  for (const name of names) {
    writeFileSync(`${RESULTS}${name}.json`, JSON.stringify(report, null, 2) + '\n');
    writeFileSync(`${RESULTS}${name}.md`, markdown(report));
    written.push(`${RESULTS}${name}.json`, `${RESULTS}${name}.md`);
  }
  return written;
}
