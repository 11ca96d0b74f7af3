// `npm run bench:sync`: push and pull throughput over real HTTP on PGlite and PostgreSQL, and
// the browser pull of a whole assembly through the real sync engine, each next to a bare-
// database baseline measured in the same run. Writes bench/results/latest.{json,md}.
// Optional arguments pick legs: pglite, postgres, browser (default: all; a subset writes
// bench/results/partial.{json,md} instead).
import { startReport, writeReport } from './lib/report.ts';
import { runBackendLegs } from './legs/backend-legs.ts';
import { runBrowserLeg } from './legs/browser-leg.ts';

const ALL_LEGS = ['pglite', 'postgres', 'browser'] as const;
type Leg = (typeof ALL_LEGS)[number];

const requested = process.argv.slice(2);
const legs: Leg[] = requested.length
  ? ALL_LEGS.filter((l) => requested.includes(l))
  : [...ALL_LEGS];

const { report, add } = startReport();

const started = performance.now();
for (const backend of ['pglite', 'postgres'] as const) {
  if (!legs.includes(backend)) continue;
  await runBackendLegs(backend, { add, report });
}
if (legs.includes('browser')) await runBrowserLeg({ add, report });

report.finishedAt = new Date().toISOString();
report.environment.totalSeconds = Math.round((performance.now() - started) / 1000);
const paths = writeReport(report, legs.length === ALL_LEGS.length ? 'latest' : 'partial');
console.log(`\nWrote ${paths.join(', ')}`);
const missed = report.figures.filter((f) => f.met === false);
if (missed.length) console.log(`Targets missed: ${missed.map((f) => f.label).join('; ')}`);
