// The screen benchmark's table: each figure beside the engine's own time for the same query,
// its target and whether it was met or by how much it was missed, with the machine's load.
import type { Figure, RunReport } from '../lib/report.ts';

const ms = (n: number): string =>
  Number.isNaN(n) ? 'failed' : `${Math.round(n).toLocaleString('en-US')} ms`;

function verdict(f: Figure): string {
  const t = f.target;
  if (!t) return '–';
  if (t.kind === 'max') {
    if (Number.isNaN(f.value)) return `≤ ${ms(t.value)}: MISSED (no result)`;
    return f.met ? `≤ ${ms(t.value)}: met` : `≤ ${ms(t.value)}: MISSED by ${ms(f.value - t.value)}`;
  }
  if (t.kind === 'maxRatio')
    return f.met
      ? `≤ ${t.value}× baseline: met (${f.ratio}×)`
      : `≤ ${t.value}× baseline: MISSED by ${Math.round(((f.ratio ?? 0) - t.value) * 100) / 100}×`;
  return f.met ? 'met' : 'MISSED';
}

export function screensMarkdown(report: RunReport): string {
  const env = Object.entries(report.environment)
    .map(([k, v]) => `- ${k}: ${v}`)
    .join('\n');
  const rows = report.figures.map(
    (f) =>
      `| ${f.label} | ${ms(f.value)} | ${f.baseline ? `${ms(f.baseline.value)} (${f.baseline.label})` : '–'} | ${verdict(f)} |`,
  );
  const met = report.figures.filter((f) => f.met).length;
  return [
    `# Screens benchmark (issue 22 item 7) — ${report.startedAt}`,
    '',
    env,
    '',
    `${met} of ${report.figures.length} targets met.`,
    '',
    '| figure | screen | engine / baseline (same run, same page) | target |',
    '|---|---|---|---|',
    ...rows,
    '',
    ...report.figures.flatMap((f) => (f.notes ?? []).map((n) => `- ${f.label}: ${n}`)),
    '',
  ].join('\n');
}
