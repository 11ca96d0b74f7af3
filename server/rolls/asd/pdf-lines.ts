// An ASD list's PDF as lines of text for src/domain/asd-list.ts, cells apart by tabs. A page
// whose text layer reads as words is read from it (pdf.js, as the roll reader does); any other
// page — a scan — is rendered, straightened, its table's ruled lines papered over, and read
// by the roll reader's OCR engine (tesseract.js with the npm models, or ROLL_OCR=native). The
// words of one line further apart than a space are in different cells.
//
// A scan is read within the request, so its pages are capped (ASD_OCR_MAX_PAGES, 3–5 s a page
// on one core, under the proxy's 65 s); scans are read one at a time per server, so two
// uploads do not share its two cores. The English model reads first; a page where it places
// no row is read again with the Hindi model, the numbers and EPICs taken from the English read
// of the same line (the Hindi model does not read Latin capitals and digits well). A title's
// part number read by OCR is not held against the chosen part (a lost digit would refuse a
// good list).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ASD_OCR_MAX_PAGES, readAsdLines } from '../../../src/domain/asd-list.ts';
import { rotate } from '../read/deskew.ts';
import type { OcrEngine, OcrLine } from '../read/ocr-engine.ts';
import { createOcrEngine } from '../read/ocr-engine.ts';
import type { Gray } from '../read/page-image.ts';
import { otsuThreshold, pageDpi, READ_DPI, renderPage } from '../read/page-image.ts';
import { epicIn } from '../read/roll-words.ts';
import { linesOf, soundText, textItems } from '../read/text-page.ts';
import { ASD_ERRORS } from './messages.ts';

/** Words a text layer of an ASD list has when it reads as words (not a legacy font). */
const LIST_WORDS =
  /name|नाम|epic|absent|shifted|dead|duplicate|अनुपस्थित|स्थानांतरित|मृत|दोहरा|serial|क्रम/i;

/** A gap wider than this share of the line's height starts a new cell. */
const CELL_GAP = 0.6;

type CanvasFactory = Parameters<typeof renderPage>[1];

/** One line's words joined: a space within a cell, a tab between cells. */
export function cellLine(line: OcrLine): string {
  const height = Math.max(1, line.y1 - line.y0);
  let text = '';
  let right = Number.NaN;
  for (const w of line.words) {
    const word = w.text.trim();
    if (!word) continue;
    if (text) text += w.x0 - right > height * CELL_GAP ? '\t' : ' ';
    text += word;
    right = w.x1;
  }
  return text;
}

/**
 * Radians a scanned table is turned (positive: a line's right end sits lower), from its ruled
 * lines: the angle within ±2° at which the ink, summed along rows, is most sharply peaked.
 */
export function tableSkew(img: Gray, threshold: number): number {
  const { width, height, data } = img;
  const step = 2;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y += step)
    for (let x = 0; x < width; x += step)
      if (data[y * width + x]! <= threshold) {
        xs.push(x);
        ys.push(y);
      }
  let best = 0;
  let bestScore = -1;
  const rows = new Float64Array(height + width);
  for (let tenth = -20; tenth <= 20; tenth++) {
    const tan = Math.tan((tenth / 10) * (Math.PI / 180));
    rows.fill(0);
    const shift = Math.ceil(width * Math.abs(tan));
    for (let i = 0; i < xs.length; i++) {
      const r = Math.round(ys[i]! - xs[i]! * tan) + shift;
      if (r >= 0 && r < rows.length) rows[r]! += 1;
    }
    let score = 0;
    for (const n of rows) score += n * n;
    if (score > bestScore) {
      bestScore = score;
      best = tenth;
    }
  }
  return (best / 10) * (Math.PI / 180);
}

/**
 * The table's ruled lines papered over, with the blur around them, and everything lighter
 * than ink made paper: OCR then reads each row's cells as the words of one line. A line is a
 * run of ink longer than any word: across a sixth of the page, or down `tallest` pixels.
 */
export function clearTable(img: Gray, threshold: number, tallest: number): Gray {
  const { width, height } = img;
  const src = img.data;
  const data = new Uint8Array(src.length);
  for (let i = 0; i < src.length; i++) data[i] = src[i]! <= threshold ? src[i]! : 255;
  const halo = 2;
  const across = Math.round(width / 6);
  for (let y = 0; y < height; y++) {
    let run = 0;
    for (let x = 0; x <= width; x++) {
      if (x < width && src[y * width + x]! <= threshold) run++;
      else {
        if (run >= across)
          for (let yy = Math.max(0, y - halo); yy <= Math.min(height - 1, y + halo); yy++)
            data.fill(255, yy * width + x - run, yy * width + x);
        run = 0;
      }
    }
  }
  for (let x = 0; x < width; x++) {
    let run = 0;
    for (let y = 0; y <= height; y++) {
      if (y < height && src[y * width + x]! <= threshold) run++;
      else {
        if (run >= tallest)
          for (let k = y - run; k < y; k++)
            for (let xx = Math.max(0, x - halo); xx <= Math.min(width - 1, x + halo); xx++)
              data[k * width + xx] = 255;
        run = 0;
      }
    }
  }
  return { width, height, data };
}

/** Serialises OCR across requests: a scan takes both cores while it is read. */
let ocrTail: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const run = ocrTail.then(work, work);
  ocrTail = run.catch(() => undefined);
  return run;
}

const EPIC_LIKE = /^[A-Z0-9]{10}$/i;

/** OCR words that look like an EPIC with the usual confusions (O/0, I/1, S/5) turned back. */
function fixEpicWords(line: OcrLine): OcrLine {
  return {
    ...line,
    words: line.words.map((w) => {
      const t = w.text.trim();
      if (!EPIC_LIKE.test(t) || !/\d/.test(t) || !/[A-Z]/i.test(t)) return w;
      const found = epicIn(t);
      return found ? { ...w, text: found.epic } : w;
    }),
  };
}

/**
 * The Hindi read's lines with what the English read does better: on a line where the English
 * read finds an EPIC, the numbers and the EPIC (left of its end) come from the English read,
 * the names and the category (right of it) from the Hindi one. The Hindi model reads Latin
 * capitals and digits poorly (it drops 1s), the English model Devanagari not at all.
 */
function withLatinEpics(hindi: OcrLine[], english: OcrLine[]): string[] {
  return hindi.map((line) => {
    const same = english.find(
      (e) => Math.min(e.y1, line.y1) - Math.max(e.y0, line.y0) > (line.y1 - line.y0) / 2,
    );
    const epicWord = same?.words.find((w) => epicIn(w.text) && /\d{4}/.test(w.text));
    if (!same || !epicWord) return cellLine(line);
    const left = { ...same, words: same.words.filter((w) => w.x1 <= epicWord.x1) };
    const right = { ...line, words: line.words.filter((w) => w.x0 > epicWord.x1) };
    return `${cellLine(left)}\t${cellLine(right)}`;
  });
}

/** The English read placed rows for at least half of its lines with an EPIC. */
function readsAsEnglish(lines: string[]): boolean {
  const rows = readAsdLines(lines).rows.length;
  const withEpic = lines.filter((l) => /[A-Z]{3}\d{7}/.test(l)).length;
  return rows > 0 && rows * 2 >= withEpic;
}

export type PdfLines = { lines: string[]; readBy: 'text' | 'ocr' };

async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  try {
    // A plain Uint8Array copy: pdf.js refuses Node's Buffers.
    const data = new Uint8Array(bytes);
    return await getDocument({ data, verbosity: 0, isEvalSupported: false }).promise;
  } catch (err) {
    if ((err as Error).name === 'PasswordException') throw ASD_ERRORS.encrypted();
    throw ASD_ERRORS.corrupt();
  }
}

/** The PDF's lines, page after page; `engine` for tests (else one of its own, closed after). */
export async function pdfLines(bytes: Uint8Array, shared?: OcrEngine): Promise<PdfLines> {
  const doc = await openPdf(bytes);
  let engine: OcrEngine | undefined = shared;
  try {
    const canvasFactory = (doc as unknown as { canvasFactory: CanvasFactory }).canvasFactory;
    const lines: string[] = [];
    const scanned: number[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      try {
        const items = await textItems(page, pageDpi(page));
        if (soundText(items, LIST_WORDS)) lines.push(...linesOf(items).map(cellLine));
        else scanned.push(n);
      } finally {
        page.cleanup();
      }
    }
    if (!scanned.length) return { lines, readBy: 'text' };
    if (scanned.length > ASD_OCR_MAX_PAGES)
      throw ASD_ERRORS.scanTooLong({ max: ASD_OCR_MAX_PAGES, pages: scanned.length });
    return await inTurn(async () => {
      engine ??= await createOcrEngine();
      let hindi = false;
      for (const n of scanned) {
        const page = await doc.getPage(n);
        try {
          const image = await renderPage(page, canvasFactory);
          const threshold = otsuThreshold(image);
          const straight = rotate(image, tableSkew(image, threshold));
          // The grid's lines go, so OCR reads each row's cells as words of one line.
          const cleared = clearTable(straight, threshold, Math.round((READ_DPI / 25.4) * 4.5));
          const english = (await engine.lines(cleared, 'eng')).map(fixEpicWords);
          const englishLines = english.map(cellLine);
          if (!hindi && readsAsEnglish(englishLines)) {
            lines.push(...englishLines);
            continue;
          }
          hindi = true;
          lines.push(...withLatinEpics(await engine.lines(cleared, 'hin'), english));
        } finally {
          page.cleanup();
        }
      }
      return { lines, readBy: 'ocr' as const };
    });
  } finally {
    await doc.destroy().catch(() => undefined);
    if (engine && !shared) await engine.close().catch(() => undefined);
  }
}
