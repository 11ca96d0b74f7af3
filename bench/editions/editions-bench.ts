// Issue 25: comparing a new edition of the roll with the old (src/domain/roll-editions.ts).
//   - Server: a 300,000-voter assembly's two editions with about 10 % changed (edition-pairs.ts),
//     compared in Node; beside a bare baseline in the same run: a Map join of the same rows by
//     EPIC alone. Target ≤ 10 s.
//   - Phone: one booth's 1,200 voters compared in Chromium with the CPU 4× slower (CDP), the same
//     code bundled by Vite; beside the same bare join in the same page. Target ≤ 1 s.
//   - Matching on the changed rows (every row of the new edition that is not unchanged, and every
//     voter deleted): precision and recall of the pairs found against the known truth, and the
//     share given the right class. Targets ≥ 99.5 %.
//   - Publish (publish-leg.ts): what the coordinator waits for — a new revision of two booths
//     uploaded to the real server until every part card shows what changed, beside the same
//     parts' first import.
// Run: npm run bench:editions → bench/results/editions-latest.{md,json}; --smoke: 3,000 voters.
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { EditionVoter } from '../../src/domain/roll-editions.ts';
import { compareEditions } from '../../src/domain/roll-editions.ts';
import { launchBrowser } from '../../devkit/e2e-browser.ts';
import { currentLoad, loadSpan, startReport, writeReport } from '../lib/report.ts';
import { SMOKE, sized } from '../lib/smoke.ts';
import { editionPair } from './edition-pairs.ts';
import type { EditionPair } from './edition-pairs.ts';
import { publishLeg } from './publish-leg.ts';

const VOTERS = sized(300_000, 3_000);
const RUNS = sized(3, 1);
const PHONE_RUNS = sized(5, 2);
/** Two booths' worth, published through the real server. */
const PUBLISH_VOTERS = sized(2_400, 600);
const CPU_RATE = 4;

const log = (text: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;

/** The bare baseline: pair the rows by EPIC alone, in a Map. */
function bareJoin(before: EditionVoter[], after: EditionVoter[]): number {
  const byEpic = new Map(before.map((v) => [v.voterId, v]));
  let found = 0;
  for (const row of after) if (byEpic.has(row.voterId)) found++;
  return found;
}

function timed(fn: () => unknown, runs: number): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return median(times);
}

/** Precision, recall and right class over the changed rows, against the pair's truth. */
function accuracy(pair: EditionPair) {
  const diff = compareEditions(pair.before, pair.after, 1);
  const rowIndex = new Map(pair.after.map((row, i) => [row, i]));
  const found = new Map<number, { before: string | null; kind: string }>();
  const deletedFound = new Set<string>();
  for (const c of diff.changes) {
    if (c.kind === 'deleted') deletedFound.add(c.before.id!);
    else
      found.set(rowIndex.get(c.after)!, {
        before: 'before' in c ? c.before.id! : null,
        kind: c.kind,
      });
  }
  let predicted = 0;
  let truePairs = 0;
  let right = 0;
  let rows = 0;
  let rightClass = 0;
  let steady = 0;
  let steadyRight = 0;
  pair.truth.forEach((t, i) => {
    const f = found.get(i)!;
    if (!t.changed) {
      steady++;
      if (f.before === t.before && f.kind === t.kind) steadyRight++;
      return;
    }
    rows++;
    if (f.before) predicted++;
    if (t.before) truePairs++;
    if (f.before && f.before === t.before) right++;
    if (f.kind === t.kind && f.before === t.before) rightClass++;
  });
  for (const id of pair.deleted) {
    rows++;
    if (deletedFound.has(id)) rightClass++;
  }
  return {
    precision: predicted ? right / predicted : 1,
    recall: truePairs ? right / truePairs : 1,
    rightClass: rightClass / rows,
    rows,
    steady: steadyRight / steady,
    counts: diff.counts,
  };
}

/** roll-editions.ts and what it imports as one script that sets `window.Editions`. */
async function bundleForPage(): Promise<string> {
  const entry = fileURLToPath(new URL('../../src/domain/roll-editions.ts', import.meta.url));
  const out = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['iife'], name: 'Editions', fileName: 'editions' },
    },
  });
  const outputs = Array.isArray(out) ? out : [out];
  const chunk = outputs
    .flatMap((o) => ('output' in o ? o.output : []))
    .find((c) => c.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('editions bench: no bundle');
  return chunk.code;
}

/** Two neighbouring booths (a voter moved between them stays in the comparison). */
async function phoneLeg(pair: EditionPair, part: number) {
  const inBooths = (v: EditionVoter) => v.partNumber === part || v.partNumber === part + 1;
  const before = pair.before.filter(inBooths);
  const after = pair.after.filter(inBooths);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.addScriptTag({ content: await bundleForPage() });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    // No named functions inside: tsx would wrap them in a helper the page does not have.
    return await page.evaluate(
      ({ before, after, runs }) => {
        const lib = (window as unknown as { Editions: { compareEditions: typeof compareEditions } })
          .Editions;
        const compareTimes: number[] = [];
        const bareTimes: number[] = [];
        for (let i = 0; i < runs; i++) {
          let start = performance.now();
          lib.compareEditions(before, after, 1);
          compareTimes.push(performance.now() - start);
          start = performance.now();
          const byEpic = new Map(before.map((v) => [v.voterId, v]));
          if (after.filter((row) => byEpic.has(row.voterId)).length < 0) throw new Error();
          bareTimes.push(performance.now() - start);
        }
        const mid = Math.floor((runs - 1) / 2);
        return {
          compare: compareTimes.sort((x, y) => x - y)[mid]!,
          bare: bareTimes.sort((x, y) => x - y)[mid]!,
          voters: before.length,
        };
      },
      { before, after, runs: PHONE_RUNS },
    );
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const { report, add } = startReport();
  const startLoad = currentLoad();
  log(`generating two editions of ${VOTERS.toLocaleString('en-US')} voters`);
  const pair = editionPair(VOTERS);
  const changedShare = pair.truth.filter((t) => t.changed).length / pair.after.length;
  log(
    `${pair.after.length} rows in the new edition, ${(changedShare * 100).toFixed(1)} % changed, ${pair.deleted.size} deleted`,
  );

  const serverMs = timed(() => compareEditions(pair.before, pair.after, 1), RUNS);
  const bareMs = timed(() => bareJoin(pair.before, pair.after), RUNS);
  add({
    id: 'serverCompare',
    label: `compare two editions, ${VOTERS.toLocaleString('en-US')} voters (Node, median of ${RUNS})`,
    unit: 'ms',
    value: serverMs,
    baseline: { label: 'bare Map join by EPIC', value: bareMs },
    target: { kind: 'max', value: 10_000 },
  });

  const acc = accuracy(pair);
  add({
    id: 'precision',
    label: `pairs found right, changed rows (${acc.rows.toLocaleString('en-US')})`,
    unit: '%',
    value: acc.precision * 100,
    target: { kind: 'min', value: 99.5 },
  });
  add({
    id: 'recall',
    label: 'true pairs found, changed rows',
    unit: '%',
    value: acc.recall * 100,
    target: { kind: 'min', value: 99.5 },
  });
  add({
    id: 'rightClass',
    label: 'changed rows given the right class and voter',
    unit: '%',
    value: acc.rightClass * 100,
    notes: [
      `classes found: ${JSON.stringify(acc.counts)}`,
      `rows not changed, paired and classed right: ${(acc.steady * 100).toFixed(3)} %`,
    ],
  });

  const part = pair.before[0]!.partNumber;
  const phone = await phoneLeg(pair, part);
  add({
    id: 'phoneCompare',
    label: `compare two booths (${phone.voters} voters), Chromium CPU ${CPU_RATE}× (median of ${PHONE_RUNS})`,
    unit: 'ms',
    value: phone.compare,
    baseline: { label: 'bare Map join by EPIC, same page', value: phone.bare },
    target: { kind: 'max', value: 1_000 },
  });

  const parts = editionPair(PUBLISH_VOTERS, 2027);
  log(`publishing two revisions of ${PUBLISH_VOTERS} voters through the real server`);
  const publish = await publishLeg(parts);
  add({
    id: 'publishRevision',
    label: `new revision of ${publish.parts} parts (${PUBLISH_VOTERS.toLocaleString('en-US')} voters) published: upload → every part card shows what changed`,
    unit: 'ms',
    value: publish.next,
    baseline: { label: 'first import of the same parts, same server', value: publish.first },
    notes: [`classes per part: ${JSON.stringify(publish.counts)}`],
  });

  report.details = { changedShare, deleted: pair.deleted.size, load: loadSpan(startLoad) };
  report.finishedAt = new Date().toISOString();
  const files = writeReport(
    report,
    SMOKE ? 'editions-smoke' : 'editions-latest',
    'Roll editions benchmark',
  );
  log(`${loadSpan(startLoad)}; wrote ${files.join(', ')}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
