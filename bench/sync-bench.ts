// `npm run bench:sync`: push and pull throughput over real HTTP on PGlite and PostgreSQL, and
// the browser pull of a whole assembly through the real sync engine, each next to a bare-
// database baseline measured in the same run. Writes bench/results/latest.{json,md}.
// Optional arguments pick legs: pglite, postgres, browser (default: all; a subset writes
// bench/results/partial.{json,md} instead). `--smoke` runs the legs on a tiny roll in seconds
// for CI: it prints the figures, judges no target and writes nothing; a broken leg exits 1.
import { startReport, writeReport } from './lib/report.ts';
import { runBackendLegs } from './legs/backend-legs.ts';
import { runBrowserLeg } from './legs/browser-leg.ts';
import { PLAN, SMOKE_PLAN } from './legs/leg-context.ts';

const ALL_LEGS = ['pglite', 'postgres', 'browser'] as const;
type Leg = (typeof ALL_LEGS)[number];

const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
// `--voters=N`: the browser leg's assembly at another size (the full 300,000 on disk takes an
// hour on 2 cores); `--memory`: its Chromium profile in memory, as a measure of all but the disk.
const voters = Number(args.find((a) => a.startsWith('--voters='))?.slice('--voters='.length) ?? 0);
const memory = args.includes('--memory');
const isOption = (a: string) => a === '--smoke' || a === '--memory' || a.startsWith('--voters=');
const unknown = args.filter((a) => !isOption(a) && !ALL_LEGS.includes(a as Leg));
if (unknown.length || (voters && !(voters >= 100))) {
  console.error(
    `Unknown arguments: ${unknown.join(' ')} (legs: ${ALL_LEGS.join(', ')}; --smoke, --memory, --voters=N)`,
  );
  process.exit(2);
}
const requested = args.filter((a) => !isOption(a));
const legs: Leg[] = requested.length
  ? ALL_LEGS.filter((l) => requested.includes(l))
  : [...ALL_LEGS];

const { report, add: addJudged } = startReport();
// A smoke run's tiny roll says nothing about the targets: its figures are printed, not judged.
const add: typeof addJudged = smoke ? ({ target: _target, ...f }) => addJudged(f) : addJudged;
const base = smoke ? SMOKE_PLAN : PLAN;
const plan = {
  ...base,
  assemblySize: voters || base.assemblySize,
  browserProfile: memory ? ('memory' as const) : ('disk' as const),
};
const ctx = { plan, add, report };
if (smoke) console.log('Smoke run: a tiny roll, no targets, nothing written');

const started = performance.now();
for (const backend of ['pglite', 'postgres'] as const) {
  if (!legs.includes(backend)) continue;
  await runBackendLegs(backend, ctx);
}
if (legs.includes('browser')) await runBrowserLeg(ctx);

report.finishedAt = new Date().toISOString();
report.environment.totalSeconds = Math.round((performance.now() - started) / 1000);
if (report.skipped.length) console.log(`\nSkipped: ${report.skipped.join('; ')}`);
if (smoke) {
  console.log(`\nSmoke run passed in ${report.environment.totalSeconds} s`);
} else {
  const whole = legs.length === ALL_LEGS.length && !voters && !memory;
  const paths = writeReport(report, whole ? 'latest' : 'partial');
  console.log(`\nWrote ${paths.join(', ')}`);
  const missed = report.figures.filter((f) => f.met === false);
  if (missed.length) console.log(`Targets missed: ${missed.map((f) => f.label).join('; ')}`);
}
