// The benchmark's baseline: bare OCR over a fixed 3 × 10 grid — each voter page cut at the
// layout's nominal box positions (no lines found, no straightening, no sequence check), each
// cell read whole in the edition's script and parsed by the same field rules.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { boxFields } from '../../server/rolls/read/box-fields.ts';
import { stack } from '../../server/rolls/read/box-images.ts';
import type { OcrEngine } from '../../server/rolls/read/ocr-engine.ts';
import { crop, READ_DPI, renderPage } from '../../server/rolls/read/page-image.ts';
import type { ReadBox, ReadPart } from '../../server/rolls/read/types.ts';
import { BOX, MARGIN_X } from '../../devkit/roll-pdf/layout.ts';
import type { RollPdfTruth } from '../../devkit/roll-pdf/truth.ts';

const MM = READ_DPI / 25.4;
// Where the first row sits under one section band, as on most pages.
const FIRST_TOP = 26.8;
const COL_GAP = 1.6;
const ROW_GAP = 1.2;

export async function readFixedGrid(
  pdf: Uint8Array,
  truth: RollPdfTruth,
  engine: OcrEngine,
): Promise<ReadPart> {
  const doc = await getDocument({ data: pdf.slice(), verbosity: 0 }).promise;
  const factory = (doc as unknown as { canvasFactory: Parameters<typeof renderPage>[1] })
    .canvasFactory;
  const boxes: ReadBox[] = [];
  const voterPages = [...new Set(truth.boxes.map((b) => b.page))];
  for (const n of voterPages) {
    const image = await renderPage(await doc.getPage(n), factory);
    const cells = [];
    for (let row = 0; row < 10; row++)
      for (let col = 0; col < 3; col++)
        cells.push(
          crop(
            image,
            (MARGIN_X + col * (BOX.width + COL_GAP)) * MM,
            (FIRST_TOP + row * (BOX.height + ROW_GAP)) * MM,
            BOX.width * 0.78 * MM,
            BOX.height * MM,
          ),
        );
    const { image: stacked, tops } = stack(cells, 24);
    const lines = await engine.lines(stacked, truth.edition === 'hi' ? 'hin' : 'eng');
    // A row for every cell the OCR found anything in: the grid does not know the page.
    cells.forEach((cell, i) => {
      const mine = lines.filter(
        (l) => (l.y0 + l.y1) / 2 >= tops[i]! && (l.y0 + l.y1) / 2 < tops[i]! + cell.height,
      );
      if (!mine.some((l) => l.text.trim().length > 2)) return;
      const [head, ...body] = mine;
      const words = head?.words ?? [];
      const f = boxFields({
        serial: words[0] ? [{ ...head!, text: words[0].text, words: [words[0]] }] : [],
        epic: head ? [{ ...head, words: words.slice(1) }] : [],
        body,
        deleted: false,
      });
      boxes.push({
        ...f,
        page: n,
        rect: { x: 0, y: 0, width: 0, height: 0 },
        section: null,
        list: 'main',
      });
    });
  }
  await doc.destroy();
  return {
    edition: truth.edition,
    cover: null,
    header: null,
    closing: null,
    boxes,
    pages: voterPages.length,
  };
}
