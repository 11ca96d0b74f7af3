// `npm run bench:fieldwork` (issue 11), about 15 minutes: every field-work figure beside its
// same-run baseline, printed and written to bench/results/fieldwork-latest.{json,md}.
// - phone-bench.ts: marking voted and recording a visit at CPU 4× with 2,000 voters, beside a
//   bare Dexie add (target ≤ 100 ms p95);
// - turnout-bench.ts: a coordinator's turnout per part for 300,000 voters and 150,000 marks on
//   PGlite and PostgreSQL, beside a bare count(*) of the marks (target ≤ 200 ms p95);
// - live-bench.ts: a mark on one phone to a coordinator's open turnout view (target ≤ 5 s).
// Each part also runs alone (see its header).
import { liveFigures } from './live-bench.ts';
import { phoneFigures } from './phone-bench.ts';
import { turnoutFigures } from './turnout-bench.ts';
import { printFigure, startReport, writeReport } from '../lib/report.ts';

const { report, add } = startReport();
const details = report.details as Record<string, Record<string, unknown>>;
details.turnout = {};
details.phone = {};
details.live = {};
await turnoutFigures(add, details.turnout);
for (const figures of [await phoneFigures(details.phone), await liveFigures(details.live)])
  for (const f of figures) {
    report.figures.push(f);
    printFigure(f);
  }
report.finishedAt = new Date().toISOString();
for (const path of writeReport(report, 'fieldwork-latest', 'Field work (issue 11)'))
  console.log(`wrote ${path}`);
