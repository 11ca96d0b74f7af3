// `npm run bench:roll`: the roll PDF reader over every corpus, side by side in one run — parts of
// our own generator (devkit/roll-pdf: English and Hindi scans with noise, skew and stamps, Hindi
// also with Devanagari digits, and a text-layer PDF) and every PDF under the corpus folder (real
// pages of several states, another generator's parts), each scored against its truth where it
// has one — beside bare OCR of the same pages in the same run. Per corpus and script, and
// overall: rows = boxes, each field exact, rows sent to review, wrong values nobody doubted, parts
// refused (the job's own partRows), seconds per page per core; each beside the issue's target
// (issue 42) and by how much it misses. Writes bench/results/roll-latest.{json,md}
// (roll-partial.* when only some files were read). See bench/README.md, "Roll PDFs".
//   npm run bench:roll -- [--corpus bench/roll-pdf/corpus] [--only real/,own/en-scan]
//     [--pages 3] [--parts 1] [--voters 60] [--seed 2026] [--engines wasm,native]
//     [--no-own] [--no-corpus] [--no-baseline] [--no-throughput]
//   npm run bench:roll -- --smoke → one small generated English scan and one real page,
//     tesseract.js only, no targets judged, results in a temporary folder
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import type { OcrEngine, OcrKind } from '../../server/rolls/read/ocr-engine.ts';
import { createOcrEngine } from '../../server/rolls/read/ocr-engine.ts';
import { hasNativeTesseract } from '../../server/rolls/read/native-ocr.ts';
import { RollFileError } from '../../server/rolls/read/types.ts';
import { partRows } from '../../server/rolls/jobs/pdf-file.ts';
import { renderRollPdf } from '../../devkit/roll-pdf/generate.ts';
import { readPart } from '../../devkit/roll-pdf/read-part.ts';
import { CHROMIUM_PATH, hasChromium, launchChromium } from '../../devkit/roll-pdf/render.ts';
import type { Truth } from '../../devkit/roll-pdf/score.ts';
import { scoreRows, truthOfGenerator } from '../../devkit/roll-pdf/score.ts';
import type { RollPdfTruth } from '../../devkit/roll-pdf/truth.ts';
import { RESULTS_DIR, SMOKE, sized } from '../lib/smoke.ts';
import type { CorpusFile } from './corpus.ts';
import { loadCorpus, pageList } from './corpus.ts';
import { readFixedGrid } from './fixed-grid.ts';
import type { FileResult } from './roll-report.ts';
import {
  columns,
  figuresJson,
  figuresTable,
  fileTable,
  misses,
  wrongExamples,
} from './roll-report.ts';
import { readWholePages, scoreWholePages } from './whole-page.ts';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    corpus: { type: 'string', default: join(ROOT, 'bench/roll-pdf/corpus') },
    only: { type: 'string' },
    pages: { type: 'string' },
    parts: { type: 'string', default: '1' },
    voters: { type: 'string', default: '60' },
    seed: { type: 'string', default: '2026' },
    engines: { type: 'string' },
    'no-own': { type: 'boolean', default: false },
    'no-corpus': { type: 'boolean', default: false },
    'no-baseline': { type: 'boolean', default: false },
    'no-throughput': { type: 'boolean', default: false },
    smoke: { type: 'boolean', default: false },
  },
});
const parts = sized(Number(values.parts), 1);
const voters = sized(Number(values.voters), 12);
const seed = Number(values.seed);
const only = values.only?.split(',').filter(Boolean) ?? [];
const picked = (file: string) => !only.length || only.some((o) => file.includes(o));
let partial =
  !!only.length ||
  !!values.pages ||
  values['no-own'] ||
  values['no-corpus'] ||
  values['no-baseline'];

const ALL_VARIANTS = [
  { file: 'en-scan', edition: 'en', variant: 'image', devanagariDigits: false },
  { file: 'hi-scan', edition: 'hi', variant: 'image', devanagariDigits: false },
  { file: 'hi-scan-devanagari-digits', edition: 'hi', variant: 'image', devanagariDigits: true },
  { file: 'en-text', edition: 'en', variant: 'text', devanagariDigits: false },
] as const;
// A smoke run proves the bench's path, not the reader's accuracy: one generated English scan.
const VARIANTS = SMOKE ? ALL_VARIANTS.filter((v) => v.file === 'en-scan') : ALL_VARIANTS;

const kinds: OcrKind[] = values.engines
  ? (values.engines.split(',') as OcrKind[])
  : !SMOKE && (await hasNativeTesseract())
    ? ['wasm', 'native']
    : ['wasm'];

/** The files of the run: our generator's parts (made now), then the corpus. */
type Item = CorpusFile & { generated?: RollPdfTruth; language?: string };
const items: Item[] = [];
const startLoad = loadavg().map((l) => Number(l.toFixed(2)));
const started = new Date();
const dir = await mkdtemp(join(tmpdir(), 'roll-bench-'));

const ownWanted = values['no-own']
  ? []
  : VARIANTS.flatMap((v) =>
      Array.from({ length: parts }, (_, i) => ({
        v,
        p: i + 1,
        file: `own/${v.file}-${i + 1}.pdf`,
      })),
    ).filter((o) => picked(o.file));
// Our generator prints its parts in Chromium: without one, the run reads the corpus alone.
const noChromium = ownWanted.length > 0 && !hasChromium();
if (noChromium)
  console.log(`Our generator's parts skipped: no Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`);
if (ownWanted.length && !noChromium) {
  const browser = await launchChromium();
  try {
    for (const { v, p, file } of ownWanted) {
      const { pdf, truth } = await renderRollPdf(browser, { seed, part: p, voters, ...v });
      items.push({
        file,
        corpus: 'own generator',
        bytes: pdf,
        truth: truthOfGenerator(truth),
        generated: truth,
        language: v.edition,
      });
    }
  } finally {
    await browser.close();
  }
}

if (!values['no-corpus']) {
  const corpusDir = resolve(values.corpus);
  const pages = values.pages ? pageList(values.pages) : undefined;
  let files = await loadCorpus(corpusDir, picked, () => pages);
  if (SMOKE) {
    // One real page with hand-checked truth: the list page of the Gujarati original when the
    // corpus has it, else the first page with truth of the first file that has some.
    const all = files;
    const chosen =
      all.find((f) => f.file.includes('real/gujarat') && f.truth) ?? all.find((f) => f.truth);
    const page = chosen?.truth?.rows[0]?.page ?? 1;
    files = chosen
      ? await loadCorpus(
          corpusDir,
          (f) => f === chosen.file,
          () => [page],
        )
      : [];
  }
  items.push(...files);
}
if (!items.length)
  throw new Error(`No files to read (corpus ${values.corpus}, --only ${values.only})`);

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const engines = Object.fromEntries(
  await Promise.all(kinds.map(async (k) => [k, await createOcrEngine(k)] as const)),
) as Record<OcrKind, OcrEngine>;
const results: FileResult[] = [];
const scanFiles: string[] = [];
let scanPages = 0;
try {
  for (const item of items) {
    const path = join(dir, item.file.replaceAll('/', '__'));
    await writeFile(path, item.bytes);
    let baseline: Pick<FileResult, 'bare' | 'grid'> = {};
    for (const [n, kind] of kinds.entries()) {
      const t0 = performance.now();
      const c0 = cpuMs();
      let read: Awaited<ReturnType<typeof readPart>> | null = null;
      let failed: string | null = null;
      let refused: FileResult['refused'] = null;
      try {
        // The reader gets the bytes and nothing else: not the corpus, the language nor the truth.
        read = await readPart(item.bytes, engines[kind]);
        partRows(read.part, read.readings);
      } catch (err) {
        if (err instanceof RollFileError) refused = { key: err.messageKey, message: err.message };
        else failed = err instanceof Error ? err.message : String(err);
      }
      const ms = read?.ms ?? performance.now() - t0;
      const cpu = cpuMs() - c0;
      const boxes = read?.part.boxes ?? [];
      const language = item.truth?.language || item.language || read?.part.edition || '';
      // The baselines once per file (with the first engine): bare OCR of the same pages.
      if (n === 0 && !values['no-baseline']) {
        const lang = language === 'hi' ? 'hin' : 'eng';
        if (!(SMOKE && item.generated)) {
          const whole = await readWholePages(item.bytes, engines[kind], lang);
          baseline.bare = {
            pages: whole.pages,
            ms: whole.ms,
            cpuMs: whole.cpuMs,
            found: item.truth && !item.truth.notARoll ? scoreWholePages(whole, item.truth) : null,
          };
        }
        if (item.generated?.variant === 'image') {
          const g0 = performance.now();
          const grid = await readFixedGrid(item.bytes, item.generated, engines[kind]);
          baseline.grid = {
            pages: grid.pages,
            ms: performance.now() - g0,
            fields: scoreRows(grid.boxes, item.truth as Truth).fields,
          };
        }
      }
      const result: FileResult = {
        file: item.file + (item.pages ? ` (pages ${item.pages.join(', ')})` : ''),
        corpus: item.corpus,
        language,
        engine: kind,
        pages: read?.pages ?? 0,
        readBy: read?.readBy ?? '–',
        ms,
        cpuMs: cpu,
        rows: boxes.length,
        reviewRows: boxes.filter((b) => b.doubts.length).length,
        refused,
        ...(item.truth?.notARoll ? { notARoll: true } : {}),
        failed,
        score: item.truth && !item.truth.notARoll ? scoreRows(boxes, item.truth) : null,
        partialTruth: !!item.truth?.partial,
        ...(n === 0 ? baseline : {}),
      };
      results.push(result);
      const s = result.score;
      console.log(
        `${kind} ${result.file}: ${result.pages} pages (${result.readBy}) in ${(ms / 1000).toFixed(1)} s, CPU ${(cpu / 1000).toFixed(1)} s; ${result.rows} rows, ${result.reviewRows} to review` +
          (s
            ? `; truth ${s.truthRows}, none found ${s.lost}, wrong not doubted ${s.wrong.filter((w) => !w.doubted).length}`
            : '') +
          (refused ? `; REFUSED: ${refused.message}` : '') +
          (failed ? `; FAILED: ${failed}` : ''),
      );
      if (kind === 'wasm' && item.generated?.variant === 'image') {
        scanPages += result.pages;
        if (!scanFiles.includes(path)) scanFiles.push(path);
      }
    }
    baseline = {};
  }
} finally {
  await Promise.all(Object.values(engines).map((e) => e.close()));
}

/** Pages per minute reading our generator's scans with `n` worker processes sharing them out. */
async function pagesPerMinute(kind: OcrKind, n: number): Promise<number> {
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: n }, (_, i) =>
      run(
        process.execPath,
        [
          '--import',
          'tsx',
          join(ROOT, 'devkit/roll-pdf/read-part.ts'),
          ...scanFiles.filter((_, k) => k % n === i),
        ],
        { env: { ...process.env, ROLL_OCR: kind } },
      ),
    ),
  );
  return scanPages / ((performance.now() - t0) / 60_000);
}
const workers: Record<string, { one: number; two: number } | { error: string }> = {};
// The worker processes load the reader afresh: a reader mid-edit in the working tree can break
// them after the figures above are in, and must not cost those figures.
if (!SMOKE && !values['no-throughput'] && scanFiles.length)
  for (const kind of kinds)
    try {
      workers[kind] = { one: await pagesPerMinute(kind, 1), two: await pagesPerMinute(kind, 2) };
    } catch (err) {
      const error = (err instanceof Error ? err.message : String(err)).split('\n').slice(0, 3);
      workers[kind] = { error: error.join(' ') };
      console.log(`Pages per minute with ${kind} not measured: ${workers[kind].error}`);
    }

const endLoad = loadavg().map((l) => Number(l.toFixed(2)));
const byEngine = kinds.map((kind) => ({
  kind,
  cols: columns(results.filter((r) => r.engine === kind)),
}));
const result = {
  date: started.toISOString(),
  ended: new Date().toISOString(),
  cores: cpus().length,
  load: { start: startLoad, end: endLoad },
  options: {
    corpus: values.corpus,
    only,
    pages: values.pages ?? null,
    parts,
    voters,
    seed,
    engines: kinds,
    smoke: SMOKE,
  },
  figures: Object.fromEntries(byEngine.map(({ kind, cols }) => [kind, figuresJson(cols)])),
  missed: Object.fromEntries(byEngine.map(({ kind, cols }) => [kind, misses(cols)])),
  files: results.map((r) => ({ ...r, score: r.score && { ...r.score } })),
  scansPagesPerMinute: workers,
};

const minutes = ((Date.now() - started.getTime()) / 60_000).toFixed(1);
const md = [
  `# bench:roll — ${result.date}`,
  '',
  `${result.cores} cores, load average (1, 5, 15 min) ${startLoad.join(', ')} at the start and ${endLoad.join(', ')} at the end (other agents share the machine); ${minutes} minutes.`,
  `Our generator: ${parts} part(s) per variant, ${voters} voters each (+ additions), seed ${seed}. Corpus: every PDF under \`${values.corpus === join(ROOT, 'bench/roll-pdf/corpus') ? 'bench/roll-pdf/corpus' : values.corpus}\`${only.length ? `, only ${only.join(', ')}` : ''}${values.pages ? `, pages ${values.pages}` : ''}. Engines: ${kinds.join(', ')}.`,
  ...(noChromium
    ? ['', `**Our generator's parts were not read: no Chromium at ${CHROMIUM_PATH}.**`]
    : []),
  '',
  ...byEngine.flatMap(({ kind, cols }) => [
    `## Figures, ${kind === 'wasm' ? 'tesseract.js (what npm installs)' : "the host's Tesseract (ROLL_OCR=native)"}`,
    '',
    'Per corpus and script of the names, then over all corpora. A missed target shows by how much in bold. "Other scripts" (Hindi, Gujarati) take the Hindi targets.',
    '',
    ...figuresTable(cols),
    '',
  ]),
  '## Files',
  '',
  ...fileTable(results),
  '',
  '## Wrong values nobody doubted (a few, taken in turn from each file)',
  '',
  ...(wrongExamples(results).length ? wrongExamples(results) : ['None.']),
  '',
  '## How to read it',
  '',
  '- **Rows = boxes** counts the pages whose printed boxes are known: every page of a full truth (our generator, gen2), the `boxesPerPage` of a partial one. Rows too many and too few both count against it. A file without truth gives rows, review, refusal and speed only.',
  '- **Fields** are matched to the truth by page and printed serial (a deleted elector in a deletions supplement carries its main-list serial), then by EPIC on the page, then (full truths only) in reading order among the rows left over. A truth box with no row counts as wrong in every field. Text is compared after NFC with runs of spaces collapsed, case as printed; `doubtful` fields of a truth are not scored. `status` is active / added / deleted together.',
  '- **Rows sent to review**: rows read with any doubt, of all rows read (files without truth too).',
  '- **Parts refused**: `partRows` of `server/rolls/jobs/pdf-file.ts` (what the job stores) threw `RollFileError` on the file\'s reading. A file whose truth says it is no roll (`notARoll`: the Bihar panchayat page) is right to be refused: it counts under "refused rightly", and reading it as a part counts as a refusal missed.',
  "- **Seconds a page**: CPU of this process (tesseract.js runs in its threads) divided by the pages read, the per-core cost other agents' load does not change; wall clock beside it. For `native` the CPU of the Tesseract child processes is not counted: read its wall clock.",
  "- **Bare OCR, whole page**: each page rendered as the reader renders it and read whole by the same engine in one call (English model, Hindi for Hindi files), timed the same way. It gives no rows, so a value counts as found when it appears anywhere in its page's text: an upper bound on what parsing that text could score. **Fixed 3 × 10 grid** (our generator's scans only): bare OCR of each box at its nominal place, parsed by the reader's field rules and scored as the reader.",
  "- **gen2 · Hindi**: `gen2-hi.pdf` prints all its Devanagari as empty boxes (its generator had no Devanagari font): names, relatives' names, labels and the gender are unreadable to anyone, so those fields miss there by construction. They are scored as they are, not left out; the serials, EPICs, ages and house numbers (Latin) are readable.",
  '- Gujarati has no OCR model here: the Gujarati original is read from its text layer when the reader trusts it, else by OCR that cannot read its names.',
  '',
  ...Object.entries(workers).map(([kind, w]) =>
    'error' in w
      ? `Our generator's scans with ${kind}, pages per minute: not measured (${w.error}).`
      : `Our generator's scans with ${kind}, pages per minute: 1 worker process ${w.one.toFixed(1)}, 2 worker processes ${w.two.toFixed(1)}.`,
  ),
  '',
].join('\n');
console.log(md);
if (!SMOKE && result.missed.wasm?.length)
  console.log(`\nTargets missed (tesseract.js):\n${result.missed.wasm.join('\n')}`);
if (noChromium) partial = true;
const name = partial ? 'roll-partial' : 'roll-latest';
await mkdir(RESULTS_DIR, { recursive: true });
await writeFile(join(RESULTS_DIR, `${name}.json`), JSON.stringify(result, null, 2));
await writeFile(join(RESULTS_DIR, `${name}.md`), md);
console.log(`\nWrote ${join(RESULTS_DIR, name)}.{json,md}`);
