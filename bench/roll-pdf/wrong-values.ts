// Development aid for the roll reader: reads corpus files and prints every value that differs
// from the truth (doubted or not), so a change to the reader can be judged box by box. Not a
// benchmark (`npm run bench:roll` is); prints real names, so its output stays on this machine.
//   node --import tsx bench/roll-pdf/wrong-values.ts [--engine native|wasm] <file under corpus>...
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadCorpus } from './corpus.ts';
import { createOcrEngine } from '../../server/rolls/read/index.ts';
import type { OcrKind } from '../../server/rolls/read/ocr-engine.ts';
import { readPart } from '../../devkit/roll-pdf/read-part.ts';
import { scoreRows } from '../../devkit/roll-pdf/score.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    engine: { type: 'string', default: 'native' },
    field: { type: 'string' },
    corpus: { type: 'string', default: resolve(import.meta.dirname, 'corpus') },
  },
});
const files = await loadCorpus(
  values.corpus,
  (f) => positionals.some((p) => f.includes(p)),
  () => undefined,
);
const engine = await createOcrEngine(values.engine as OcrKind);
try {
  for (const item of files) {
    const read = await readPart(item.bytes, engine);
    const boxes = read.part.boxes;
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
