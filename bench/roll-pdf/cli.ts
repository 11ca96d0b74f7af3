// `npm run roll:pdf`: writes synthetic roll parts as PDFs in the Commission's layout, each
// with its ground truth (part-<n>.pdf, part-<n>.truth.json), for tests and the OCR benchmark.
//   npm run roll:pdf -- --out <dir> [--parts 2] [--voters 90] [--edition en|hi]
//     [--image|--text] [--devanagari-digits] [--seed 2026] [--dpi 200]
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_PATH, hasChromium, launchChromium } from '../../devkit/roll-pdf/render.ts';
import { renderRollPdf } from '../../devkit/roll-pdf/generate.ts';

const USAGE =
  'Usage: npm run roll:pdf -- --out <dir> [--parts 2] [--voters 90] [--edition en|hi] ' +
  '[--image|--text] [--devanagari-digits] [--seed 2026] [--dpi 200]';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    parts: { type: 'string', default: '1' },
    voters: { type: 'string', default: '90' },
    edition: { type: 'string', default: 'en' },
    image: { type: 'boolean', default: false },
    text: { type: 'boolean', default: false },
    'devanagari-digits': { type: 'boolean', default: false },
    seed: { type: 'string', default: '2026' },
    dpi: { type: 'string', default: '200' },
  },
});

const whole = (name: string, text: string, min: number, max: number): number => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) fail(`--${name} must be ${min}–${max}. ${USAGE}`);
  return n;
};
if (!values.out) fail(USAGE);
if (values.edition !== 'en' && values.edition !== 'hi') fail(`--edition is en or hi. ${USAGE}`);
if (values.image && values.text) fail(`Choose one of --image and --text. ${USAGE}`);
if (!hasChromium()) fail(`Chromium not found at ${CHROMIUM_PATH} (set CHROMIUM_PATH).`);
const parts = whole('parts', values.parts, 1, 300);
const voters = whole('voters', values.voters, 1, 1500);
const seed = whole('seed', values.seed, 0, 2 ** 32 - 1);
const dpi = whole('dpi', values.dpi, 72, 600);

await mkdir(values.out, { recursive: true });
const browser = await launchChromium();
try {
  for (let part = 1; part <= parts; part++) {
    const started = Date.now();
    const { pdf, truth } = await renderRollPdf(browser, {
      seed,
      part,
      voters,
      edition: values.edition,
      variant: values.image ? 'image' : 'text',
      devanagariDigits: values['devanagari-digits'],
      dpi,
    });
    await writeFile(join(values.out, `part-${part}.pdf`), pdf);
    await writeFile(join(values.out, `part-${part}.truth.json`), JSON.stringify(truth, null, 1));
    console.log(
      `part-${part}.pdf: ${truth.pageCount} pages, ${truth.boxes.length} boxes, ` +
        `${truth.cover.totals.total} electors (${Date.now() - started} ms)`,
    );
  }
} finally {
  await browser.close();
}
