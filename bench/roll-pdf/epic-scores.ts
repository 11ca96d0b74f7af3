// Development aid: every EPIC read in the corpus (and our generator's scans) with its score,
// whether it was doubted, and whether it is right, to judge where the EPIC's doubt threshold
// sits. Prints real EPICs: its output stays on this machine.
//   node --import tsx bench/roll-pdf/epic-scores.ts [--engine wasm|native] [files...]
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadCorpus } from './corpus.ts';
import { createOcrEngine } from '../../server/rolls/read/index.ts';
import type { OcrKind } from '../../server/rolls/read/ocr-engine.ts';
import { readPart } from '../../devkit/roll-pdf/read-part.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { engine: { type: 'string', default: 'wasm' } },
});
const files = await loadCorpus(
  resolve(import.meta.dirname, 'corpus'),
  (f) => !positionals.length || positionals.some((p) => f.includes(p)),
  () => undefined,
);
const engine = await createOcrEngine(values.engine as OcrKind);
try {
  for (const item of files) {
    if (!item.truth) continue;
    const read = await readPart(item.bytes, engine);
    const truth = new Map(item.truth.rows.map((r) => [`${r.page}:${r.serial}`, r.epic]));
    for (const b of read.part.boxes) {
      const want = truth.get(`${b.page}:${b.serial}`);
      if (want === undefined || !b.epic) continue;
      console.log(
        [
          item.file,
          b.page,
          b.serial,
          b.epic === want ? 'RIGHT' : 'WRONG',
          b.fieldConfidence?.epic?.toFixed(0),
          b.doubts.includes('epic') ? 'doubted' : 'sure',
          b.epic,
          want,
        ].join('\t'),
      );
    }
  }
} finally {
  await engine.close();
}
