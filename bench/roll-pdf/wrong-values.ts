// Development aid for the roll reader: reads corpus files and prints every value that differs
// from the truth (doubted or not), so a change to the reader can be judged box by box. Not a
// benchmark (`npm run bench:roll` is); prints real names, so its output stays on this machine.
//   node --import tsx bench/roll-pdf/wrong-values.ts [--engine native|wasm] [--field f]
//     [--own en-scan|hi-scan|hi-scan-devanagari-digits|en-text] [--voters 60] <file under corpus>...
// `--own` prints one part of our generator (seed 2026, part 1: the bench's own/<variant>-1.pdf).
// `--epics` prints instead every EPIC matched to a truth row by page and serial, tab-separated:
// file, page, serial, RIGHT or WRONG, its score, doubted or sure, read, truth — to judge where
// the EPIC's doubt sits (count the lines of each kind).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { CorpusFile } from './corpus.ts';
import { loadCorpus } from './corpus.ts';
import { renderRollPdf } from '../../devkit/roll-pdf/generate.ts';
import { launchChromium } from '../../devkit/roll-pdf/render.ts';
import { createOcrEngine } from '../../server/rolls/read/index.ts';
import type { OcrKind } from '../../server/rolls/read/ocr-engine.ts';
import { readPart } from '../../devkit/roll-pdf/read-part.ts';
import { scoreRows, truthOfGenerator } from '../../devkit/roll-pdf/score.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    engine: { type: 'string', default: 'native' },
    field: { type: 'string' },
    corpus: { type: 'string', default: resolve(import.meta.dirname, 'corpus') },
    own: { type: 'string' },
    voters: { type: 'string', default: '60' },
    epics: { type: 'boolean', default: false },
  },
});
const files: CorpusFile[] = positionals.length
  ? await loadCorpus(
      values.corpus,
      (f) => positionals.some((p) => f.includes(p)),
      () => undefined,
    )
  : [];
if (values.own) {
  const browser = await launchChromium();
  try {
    const [edition, variant] = values.own.split('-');
    const { pdf, truth } = await renderRollPdf(browser, {
      seed: 2026,
      part: 1,
      voters: Number(values.voters),
      edition: edition === 'hi' ? 'hi' : 'en',
      variant: variant === 'text' ? 'text' : 'image',
      devanagariDigits: values.own.endsWith('devanagari-digits'),
    });
    files.push({
      file: `own/${values.own}-1.pdf`,
      corpus: 'own',
      bytes: pdf,
      truth: truthOfGenerator(truth),
    });
  } finally {
    await browser.close();
  }
}
const engine = await createOcrEngine(values.engine as OcrKind);
try {
  for (const item of files) {
    const read = await readPart(item.bytes, engine);
    const boxes = read.part.boxes;
    if (values.epics) {
      const truth = new Map(item.truth?.rows.map((r) => [`${r.page}:${r.serial}`, r.epic]));
      for (const b of boxes) {
        const want = truth.get(`${b.page}:${b.serial}`);
        if (want === undefined || !b.epic) continue;
        const score = b.fieldConfidence?.epic?.toFixed(0) ?? '';
        const doubt = b.doubts.includes('epic') ? 'doubted' : 'sure';
        const right = b.epic === want ? 'RIGHT' : 'WRONG';
        console.log([item.file, b.page, b.serial, right, score, doubt, b.epic, want].join('\t'));
      }
      continue;
    }
    console.log(
      `# ${item.file}: ${boxes.length} rows, ${boxes.filter((b) => b.doubts.length).length} to review, ${(read.ms / 1000).toFixed(1)} s`,
    );
    const doubted = new Map<string, number>();
    for (const b of boxes) for (const d of b.doubts) doubted.set(d, (doubted.get(d) ?? 0) + 1);
    console.log(`  doubts: ${[...doubted].map(([f, n]) => `${f} ${n}`).join(', ')}`);
    if (!item.truth) continue;
    const score = scoreRows(boxes, item.truth);
    for (const [f, t] of Object.entries(score.fields))
      console.log(`  ${f}: ${t.exact}/${t.scored} exact, ${t.wrongUndoubted} wrong undoubted`);
    for (const w of score.wrong)
      if (!values.field || w.field === values.field)
        console.log(
          `  p${w.page} s${w.serial} ${w.field}${w.doubted ? ' (doubted)' : ' UNDOUBTED'}: «${w.read}» want «${w.truth}»`,
        );
  }
} finally {
  await engine.close();
}
