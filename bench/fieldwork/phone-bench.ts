// Issue 11, phone side: marking voted and recording a visit on a booth worker's phone (CPU
// throttled 4× through CDP, 2,000 voters on the phone), each as the screen does it on a tap,
// beside a bare Dexie add of the same-shaped record in the same page under the same throttling.
// Target: ≤ 100 ms p95 per action. Runs alone too:
//   node --import tsx bench/fieldwork/phone-bench.ts   → bench/results/fieldwork-phone-latest.*
// FIELDWORK_PHONE_N (200 actions of each kind) shrinks a run; it then writes fieldwork-phone-partial.*.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_FLAGS } from '../../devkit/chromium-flags.ts';
import type { Figure } from '../lib/report.ts';
import {
  currentLoad,
  figure,
  loadSpan,
  printFigure,
  startReport,
  writeReport,
} from '../lib/report.ts';
import { sized } from '../lib/smoke.ts';
import { median, p95 } from '../reports/figures.ts';
import { serveDir } from '../reports/static-server.ts';
import type { Pair, PhoneResult } from './page/phone-runs.ts';

const VOTERS = sized(2_000, 200);
const N = Number(process.env.FIELDWORK_PHONE_N ?? sized(200, 10));
/** House visits: each writes one entry per member, so fewer of them. */
const HOUSEHOLDS = Math.max(10, Math.round(N / 5));
const WARM = sized(5, 1);
const CPU_RATE = 4;

const round = (n: number): number => Math.round(n * 10) / 10;
const log = (text: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);

/** The page (page/: the real src/db, Poll Day and Door to Door data modules, no React) built with Vite. */
async function buildPage(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'fieldwork-phone-'));
  await build({
    configFile: false,
    root: fileURLToPath(new URL('./page/', import.meta.url)),
    logLevel: 'warn',
    build: { outDir: dir, emptyOutDir: true, target: 'es2022', minify: false },
  });
  return dir;
}

/** Runs the page in Chromium with a new profile on disk (IndexedDB on disk, as on a phone). */
async function measure(url: string): Promise<{ result: PhoneResult; chromium: string }> {
  const profile = mkdtempSync(join(tmpdir(), 'fieldwork-phone-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS],
    viewport: { width: 360, height: 740 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const problems: string[] = [];
    page.on('pageerror', (err) => problems.push(err.message));
    // A live query that fails would leave an action waiting: say why instead.
    page.on('console', (m) => m.text().startsWith('live query failed') && problems.push(m.text()));
    await page.goto(`${url}/index.html`);
    await page.waitForFunction(() => window.fieldworkBench !== undefined, null, {
      timeout: 30_000,
    });
    // The roll arrives unthrottled: it is the setting, not what is measured.
    const voters = await page.evaluate((a) => window.fieldworkBench!.setup(a), {
      voters: VOTERS,
      seed: 5,
    });
    if (voters !== VOTERS) throw new Error(`${voters} voters on the phone, expected ${VOTERS}`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    log(
      `${voters} voters on the phone; CPU ${CPU_RATE}×: ${N} marks, ${N} visits, ${HOUSEHOLDS} house visits (+ bare adds)`,
    );
    const result = await page.evaluate((a) => window.fieldworkBench!.phoneRuns(a), {
      n: N,
      households: HOUSEHOLDS,
      warm: WARM,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    if (problems.length) throw new Error(`page errors: ${problems.join('; ')}`);
    return { result, chromium: context.browser()?.version() ?? 'system /usr/bin/chromium' };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

function actionFigures(
  id: string,
  what: string,
  how: string,
  bareHow: string,
  p: Pair,
  extra: string[] = [],
): Figure[] {
  const at = `phone (CPU ${CPU_RATE}×, ${VOTERS.toLocaleString('en-US')} voters)`;
  const cold = `first one after opening (not in the figures): ${round(p.cold.app)} ms; its bare add ${round(p.cold.bare)} ms`;
  return [
    figure({
      id: `${id}-p95`,
      label: `${what}, ${at}: p95`,
      unit: 'ms',
      value: round(p95(p.app.write)),
      baseline: { label: `${bareHow} p95`, value: round(p95(p.bare.write)) },
      target: { kind: 'max', value: 100 },
      notes: [`${p.app.write.length} timed, ${how}`, cold, ...extra],
    }),
    figure({
      id: `${id}-median`,
      label: `${what}, ${at}: median`,
      unit: 'ms',
      value: round(median(p.app.write)),
      baseline: { label: `${bareHow} median`, value: round(median(p.bare.write)) },
    }),
    figure({
      id: `${id}-seen-p95`,
      label: `${what} → the open screen's live query shows it: p95`,
      unit: 'ms',
      value: round(p95(p.app.seen)),
      baseline: { label: `${bareHow} → shown, p95`, value: round(p95(p.bare.seen)) },
      notes: [
        'no target: what the worker sees next (the query re-read after the commit), before React renders it',
      ],
    }),
  ];
}

/** Builds the page, runs it and returns the judged figures; `details` receives the raw samples. */
export async function phoneFigures(details: Record<string, unknown> = {}): Promise<Figure[]> {
  const dir = await buildPage();
  const server = await serveDir(dir);
  const load = currentLoad();
  try {
    const { result: r, chromium: version } = await measure(server.url);
    const mean = r.household.members.reduce((a, b) => a + b, 0) / r.household.members.length;
    // Every sample in run order (a trend over the run shows), to a tenth of a millisecond.
    details.samples = JSON.parse(
      JSON.stringify(r, (_, v: unknown) => (typeof v === 'number' ? round(v) : v)),
    );
    details.chromium = version;
    const loadNote = `${loadSpan(load)} (the machine is shared; app and bare adds alternate, so both see the same load)`;
    return [
      ...actionFigures(
        'mark',
        'mark voted (Poll Day tap: markVoted, record + outbox entry)',
        'as the Poll Day card’s tap: currentAuthor, then markVoted (createRecord: the client id, the mark, its mutation id and outbox entry in one transaction); the turnout card’s live query open',
        'bare db.voteMarks.add',
        r.mark,
        [loadNote],
      ),
      ...actionFigures(
        'visit',
        'record a visit, one voter (visit sheet Save: recordVisits)',
        'met + supporter (the three-tap case) for one voter, as the visit sheet’s Save: currentAuthor, then recordVisits (createRecord, as for a mark); the part’s walk list live query open',
        'bare db.visits.add',
        r.visit,
        [loadNote],
      ),
      ...actionFigures(
        'household',
        'record a visit, whole house (one Save, one entry per member)',
        `households of 2 or more, ${round(mean)} members on average: recordVisits writes every member’s entry in one transaction (createRecords), so the open walk list re-reads the part once`,
        'bare db.visits.bulkAdd of the same entries',
        r.household,
        [loadNote],
      ),
    ];
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const { report } = startReport();
  report.environment.voters = VOTERS;
  report.environment.actions = N;
  report.environment.cpuThrottling = `${CPU_RATE}×`;
  report.figures = await phoneFigures(report.details);
  report.environment.chromium = String(report.details.chromium);
  report.finishedAt = new Date().toISOString();
  for (const f of report.figures) printFigure(f);
  const name = process.env.FIELDWORK_PHONE_N ? 'fieldwork-phone-partial' : 'fieldwork-phone-latest';
  for (const file of writeReport(report, name, 'Field work on the phone (issue 11)'))
    log(`wrote ${file}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
