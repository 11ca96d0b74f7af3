// A roll PDF opened for reading, page by page. Each page is rendered (also when it has text:
// the boxes are found by the page's ruled lines either way); a page with a sound text layer is
// read from its text, any other by OCR — turned right way up and straightened first. The
// edition (English or Hindi) is told by the first page that names itself.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { RollEdition } from '../../../src/domain/roll-jobs.ts';
import { boxFields } from './box-fields.ts';
import { boxImages, clearGrid, stack } from './box-images.ts';
import { enlarge, withoutEdgeMarks } from './cell-print.ts';
import { readClosing, readCover, rollPageKind } from './cover-page.ts';
import { rotate, skewOf } from './deskew.ts';
import type { OcrEngine } from './ocr-engine.ts';
import { createOcrEngine } from './ocr-engine.ts';
import type { Gray } from './page-image.ts';
import { inkOf, otsuThreshold, pageDpi, READ_DPI, renderPage, rotate180 } from './page-image.ts';
import type { PageLayout } from './page-layout.ts';
import { pageLayout } from './page-layout.ts';
import { encodePng } from './png.ts';
import { crop } from './page-image.ts';
import { LABELS } from './roll-words.ts';
import { linesOf, soundText, textItems, within } from './text-page.ts';
import type { TextItem } from './text-page.ts';
import { readPageHeader, withLatinNumbers } from './page-header.ts';
import type { PageHeader, PageReading, ReadBox, RollDocument } from './types.ts';
import { RollFileError } from './types.ts';
import { readVoterPage } from './voter-page.ts';

const ROLL_WORDS = /name|नाम|electoral|निर्वाचक|section|अनुभाग|summary|सारांश|નામ|મતદાર/i;
const DEVANAGARI = /[\u0900-\u097F]/;
const ROLL_PAGE = new RegExp(`${LABELS.cover.source}|${LABELS.closing.source}`, 'i');
/** The photo frame's caption, left out of the fields when the frame was not found. */
const PHOTO_WORDS = /^\s*((photo|is|available|फोटो|उपलब्ध|है)\s*)+$/i;

type CanvasFactory = Parameters<typeof renderPage>[1];

export async function openRollDocument(
  bytes: Uint8Array,
  shared?: OcrEngine,
): Promise<RollDocument> {
  // Without the caller's engine, one of its own, closed with the document.
  const engine = shared ?? (await createOcrEngine());
  let doc: PDFDocumentProxy;
  try {
    doc = await getDocument({ data: bytes.slice(), verbosity: 0, isEvalSupported: false }).promise;
  } catch (err) {
    if (!shared) await engine.close();
    const name = (err as Error).name;
    if (name === 'PasswordException')
      throw new RollFileError('errors.rollImport.encrypted', 'The PDF is locked with a password.');
    throw new RollFileError('errors.rollImport.corrupt', 'The file is not a readable PDF.');
  }
  const canvasFactory = (doc as unknown as { canvasFactory: CanvasFactory }).canvasFactory;
  let edition: RollEdition | null = null;
  // How the file will be read, told by its first page (a scan has no text; a legacy font's
  // text does not read as words).
  const firstPage = await doc.getPage(1);
  const readBy = soundText(await textItems(firstPage, pageDpi(firstPage)), ROLL_WORDS)
    ? 'text'
    : 'ocr';
  firstPage.cleanup();

  /**
   * A page without boxes read in the edition's script (both, until the edition is known), and
   * its Latin read: the Hindi model drops or changes Latin digits' 1s, so a Hindi cover's or
   * closing page's numbers are checked against the Latin model's.
   */
  const ocrLines = async (img: Gray): Promise<{ lines: string[]; latin: string[] }> => {
    let eng: string[] | null = null;
    if (edition !== 'hi') {
      eng = (await engine.lines(img, 'eng')).map((l) => l.text);
      if (edition === 'en' || ROLL_PAGE.test(eng.join('\n'))) return { lines: eng, latin: eng };
    }
    const hin = (await engine.lines(img, 'hin')).map((l) => l.text);
    if (!eng && rollPageKind(hin)) eng = (await engine.lines(img, 'eng')).map((l) => l.text);
    return { lines: hin, latin: eng ?? hin };
  };

  const editionOf = (text: string): RollEdition => (DEVANAGARI.test(text) ? 'hi' : 'en');

  async function readPage(n: number): Promise<PageReading> {
    const page = await doc.getPage(n);
    try {
      let image = await renderPage(page, canvasFactory);
      let ink = inkOf(image);
      let layout = pageLayout(ink, image.width, image.height);
      const items = await textItems(page, pageDpi(page));
      if (soundText(items, ROLL_WORDS)) {
        const reading = textPage(n, items, image, layout);
        // A text layer is used only where the page agrees with it (serials read off the image).
        if (reading.kind !== 'voters' || (await agreesWithPage(reading.boxes, image, layout)))
          return reading;
      }
      let upsideDown = false;
      if (layout.upsideDown) {
        upsideDown = true;
        image = rotate180(image);
        ink = inkOf(image);
        layout = pageLayout(ink, image.width, image.height);
      }
      const skew = skewOf(layout, ink, image.width);
      if (skew) {
        image = rotate(image, skew);
        ink = inkOf(image);
        layout = pageLayout(ink, image.width, image.height);
      }
      if (layout.boxes.length) {
        edition ??= await editionFromBoxes(image, layout);
        const [boxes, header] = await Promise.all([
          readVoterPage({
            page: n,
            image,
            threshold: otsuThreshold(image),
            layout,
            edition,
            engine,
          }),
          headerOf(image, layout, edition),
        ]);
        return { page: n, kind: 'voters', edition, boxes, header };
      }
      // Tables' grids cleared first: OCR reads their numbers as one row.
      const cleared = clearGrid(image, otsuThreshold(image), Math.round((READ_DPI / 25.4) * 4.5));
      const read = await ocrLines(cleared);
      return otherPage(n, read.lines, upsideDown, read.latin);
    } finally {
      page.cleanup();
    }
  }

  /**
   * The page's header and footer (above the first row of boxes, below the last), read in the
   * edition's script. The Hindi model drops Latin 1s, so in the Hindi edition the numbers the
   * header lacks are taken from a Latin read of the same lines.
   */
  async function headerOf(image: Gray, layout: PageLayout, ed: RollEdition): Promise<PageHeader> {
    const top = Math.min(...layout.boxes.map((b) => b.rect.y));
    const bottom = Math.max(...layout.boxes.map((b) => b.rect.y + b.rect.height));
    const margin = Math.round(image.width * 0.004);
    const strips = stack(
      [
        crop(image, 0, 0, image.width, Math.max(1, top - margin)),
        crop(image, 0, bottom + margin, image.width, Math.max(1, image.height - bottom - margin)),
      ],
      24,
    );
    const lines = (await engine.lines(strips.image, ed === 'hi' ? 'hin' : 'eng')).map(
      (l) => l.text,
    );
    const header = readPageHeader(lines);
    if (ed !== 'hi') return header;
    const latin = (await engine.lines(strips.image, 'eng')).map((l) => l.text);
    return withLatinNumbers(header, lines, latin);
  }

  /**
   * Does the page's image print the serials its text layer gives? Each box's serial cell is read
   * by OCR (digits only): a box whose sure read differs is doubted; when most differ, the text
   * layer is not this page's (an OCR layer someone added, a legacy font's digits) and the page
   * is read from its image instead.
   */
  async function agreesWithPage(boxes: ReadBox[], image: Gray, layout: PageLayout) {
    const threshold = otsuThreshold(image);
    const cells = layout.boxes.map((b) =>
      enlarge(withoutEdgeMarks(boxImages(image, b, threshold).serial, threshold), 2),
    );
    const { image: strip, tops } = stack(cells, 48);
    const lines = await engine.lines(strip, 'digits');
    let differ = 0;
    boxes.forEach((box, i) => {
      const mine = lines.filter((l) => {
        const mid = (l.y0 + l.y1) / 2;
        return mid >= tops[i]! && mid < tops[i]! + cells[i]!.height;
      });
      const read = mine
        .map((l) => l.text)
        .join('')
        .replace(/\D/g, '');
      const sure = mine.length > 0 && Math.min(...mine.map((l) => l.confidence)) >= 80;
      if (!sure || !read || Number(read) === box.serial) return;
      differ++;
      if (!box.doubts.includes('serial')) box.doubts.push('serial');
      const r = box.rect;
      box.image ??= encodePng(crop(image, r.x - 4, r.y - 4, r.width + 8, r.height + 8));
    });
    return differ * 2 <= boxes.length;
  }

  /** The first box's body read in English: Latin words mean the English edition. */
  async function editionFromBoxes(image: Gray, layout: PageLayout): Promise<RollEdition> {
    const r = layout.boxes[0]!.rect;
    const lines = await engine.lines(crop(image, r.x, r.y, r.width * 0.7, r.height), 'eng');
    return /name|house|age/i.test(lines.map((l) => l.text).join(' ')) ? 'en' : 'hi';
  }

  function otherPage(
    n: number,
    lines: string[],
    upsideDown: boolean,
    latin: string[] = lines,
  ): PageReading {
    const text = lines.join('\n');
    const kind = rollPageKind(lines, latin);
    if (kind === 'closing') {
      edition ??= editionOf(text);
      return { page: n, kind: 'closing', edition, ...readClosing(lines, latin) };
    }
    if (kind === 'cover') {
      edition ??= editionOf(text);
      return { page: n, kind: 'cover', edition, cover: readCover(lines, latin) };
    }
    return { page: n, kind: 'other', ...(upsideDown ? { upsideDown } : {}) };
  }

  function textPage(n: number, items: TextItem[], image: Gray, layout: PageLayout): PageReading {
    edition ??= editionOf(items.map((i) => i.text).join(' '));
    if (!layout.boxes.length)
      return otherPage(
        n,
        linesOf(items).map((l) => l.text),
        false,
      );
    const bands = layout.bands.map((b) => {
      const text = linesOf(items.filter((i) => within(i, b.rect)))
        .map((l) => l.text)
        .join(' ');
      return { y: b.rect.y, text };
    });
    const boxes = layout.boxes.map((b): ReadBox => {
      const inBox = items.filter(
        (i) => within(i, b.rect) && !(b.photo && within(i, b.photo)) && !PHOTO_WORDS.test(i.text),
      );
      const deleted = inBox.some((i) => LABELS.deleted.test(i.text));
      const lines = linesOf(inBox.filter((i) => !LABELS.deleted.test(i.text)));
      const [head, ...body] = lines;
      const epicWord = head?.words.find((w) => /[A-Z]{2,}\/?\d{2,}/i.test(w.text));
      const serialWord = head?.words.find((w) => w !== epicWord);
      const line = (text: string) => ({
        text,
        confidence: 100,
        y0: 0,
        y1: 0,
        words: [{ text, confidence: 100, x0: 0, x1: 0 }],
      });
      const fields = boxFields({
        serial: serialWord ? [line(serialWord.text)] : [],
        epic: epicWord ? [line(epicWord.text)] : [],
        body,
        deleted,
      });
      const band = bands.filter((x) => x.y < b.rect.y).at(-1);
      const additions = bands.some(
        (x) => x.y < b.rect.y && LABELS.additions.test(x.text) && !LABELS.section.test(x.text),
      );
      const box: ReadBox = {
        ...fields,
        page: n,
        rect: b.rect,
        section: band && LABELS.section.test(band.text) ? sectionNumber(band.text) : null,
        list: additions ? 'additions' : 'main',
      };
      if (fields.doubts.length || deleted)
        box.image = encodePng(
          crop(image, b.rect.x - 4, b.rect.y - 4, b.rect.width + 8, b.rect.height + 8),
        );
      return box;
    });
    const top = Math.min(...layout.boxes.map((b) => b.rect.y));
    const bottom = Math.max(...layout.boxes.map((b) => b.rect.y + b.rect.height));
    const header = readPageHeader(
      linesOf(items.filter((i) => i.y < top || i.y > bottom)).map((l) => l.text),
    );
    return { page: n, kind: 'voters', edition, boxes, header };
  }

  return {
    pageCount: doc.numPages,
    readBy,
    readPage,
    close: async () => {
      await doc.destroy();
      if (!shared) await engine.close();
    },
  };
}

function sectionNumber(text: string): number | null {
  const after = text.split(/[:;]/)[1] ?? '';
  const m = /\d+/.exec(after.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966)));
  return m ? Number(m[0]) : null;
}

export type { PDFPageProxy };
