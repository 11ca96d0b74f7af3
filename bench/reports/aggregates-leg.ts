// The computed reports' own work (src/domain/voter-aggregates.ts, no IndexedDB, no browser) over
// a whole assembly's roll at once, as a coordinator's report of every part asks it: double
// voters, family heads, family labels, address-wise and surnames together, beside one pass that
// only groups the same voters by address (the least a households report must do). A quadratic
// step would take hours here. This was a unit test's time limit (≤ 30 s); a time is a figure.
// Runs inside bench:reports; alone: node --import tsx bench/reports/aggregates-leg.ts [--smoke]
// → bench/results/reports-aggregates.{md,json}.
import { fileURLToPath } from 'node:url';
import type { VoterFields } from '../../src/db/types.ts';
import {
  addressWiseReport,
  doubleVoterReport,
  familyHeadReport,
  familyLabelsReport,
  surnameReport,
} from '../../src/domain/voter-aggregates.ts';
import type { Figure } from '../lib/report.ts';
import { currentLoad, loadSpan, startReport, writeReport } from '../lib/report.ts';
import { sized } from '../lib/smoke.ts';

const VOTERS = sized(300_000, 3_000);
const RUNS = sized(3, 1);

/** Houses of three, in five sections a part; every seventh voter typed in by address. */
function syntheticRoll(count: number): VoterFields[] {
  const roll: VoterFields[] = [];
  for (let i = 0; i < count; i++)
    roll.push({
      voterId: `V${i}`,
      firstName: `F${i % 50_000}`,
      lastName: 'Kumar',
      relation: `R${i % 50_000}`,
      age: 18 + (i % 70),
      partNumber: i % 300,
      address: `House ${i % 90_000}`,
      ...(i % 7 ? { houseno: String(Math.floor(i / 900)), sectionNumber: i % 5 } : {}),
      gender: i % 2 ? 'Male' : 'Female',
    });
  return roll;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function timed(runs: number, fn: () => unknown): number {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    out.push(performance.now() - start);
  }
  return Math.round(median(out));
}

export function aggregateFigures(
  add: (f: Omit<Figure, 'ratio' | 'met'>) => void,
  voters = VOTERS,
): void {
  const roll = syntheticRoll(voters);
  const all = timed(RUNS, () => {
    doubleVoterReport(roll);
    familyHeadReport(roll);
    familyLabelsReport(roll);
    addressWiseReport(roll);
    surnameReport(roll);
  });
  const grouped = timed(RUNS, () => {
    const byAddress = new Map<string, VoterFields[]>();
    for (const v of roll) {
      const key = `${v.partNumber}\n${v.address}`;
      const list = byAddress.get(key);
      if (list) list.push(v);
      else byAddress.set(key, [v]);
    }
    return byAddress;
  });
  add({
    id: 'aggregates-node',
    label: `computed reports' work over ${voters.toLocaleString('en-US')} voters at once in Node (double voters, family heads, family labels, address-wise, surnames), median of ${RUNS}`,
    unit: 'ms',
    value: all,
    baseline: { label: 'one pass grouping the same voters by address', value: grouped },
    target: { kind: 'max', value: 30_000 },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { report, add } = startReport();
  const load = currentLoad();
  aggregateFigures(add);
  report.details.load = loadSpan(load);
  report.finishedAt = new Date().toISOString();
  writeReport(report, 'reports-aggregates', 'Computed reports in Node');
}
