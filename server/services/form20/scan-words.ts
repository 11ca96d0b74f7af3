// A scanned Form 20 (a PDF of page images, no text layer) read by the roll reader's OCR into
// the same placed words the text layer gives, so pdf-table.ts puts the table back together and
// the sheet's own checks (checks.ts) list every figure that does not add up.
//
// What it follows (docs/form20.md, "A scanned PDF"):
// - A page is rendered as the roll reader renders one (pdf.js on @napi-rs/canvas), its long side
//   at 3,100 px (A4 at 265 dpi) whatever the file claims: the sheet's small digits are then ~19 px
//   tall, and a 110 dpi scan is upsampled to that size. Measured on a 200 dpi scan of the Vav
//   sheet's page 1: 39 of 41 stations exact at 3,100 px, 38 at 2,900, 29 at 3,508 (~21 px
//   digits: Tesseract reads more lone 0s as 4 or 1), none read at 4,200.
// - The sheet is often printed sideways. The first page is tried turned 0°, 90°, 270° and 180°
//   (its middle band only, to save time); the turn whose read has the most lines of numbers only
//   (four or more) is kept for every page; a turn with five such lines ends the search.
// - The grid's ruled lines are cleared first (the ASD reader's clearTable): with them, Tesseract
//   reads "0" as "o" and cells' borders as "[" and "|".
// - Only the English model: the digits of the Commission's sheets are Latin.
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PlacedWord } from '../../../src/domain/form20/pdf-table.ts';
import { clearTable, tableSkew } from '../../rolls/asd/pdf-lines.ts';
import { createOcrEngine } from '../../rolls/read/index.ts';
import type { OcrEngine } from '../../rolls/read/index.ts';
import type { OcrLine } from '../../rolls/read/ocr-engine.ts';
import type { Gray } from '../../rolls/read/page-image.ts';
import { crop, otsuThreshold, renderPage, rotate180 } from '../../rolls/read/page-image.ts';
import { rotate } from '../../rolls/read/deskew.ts';

/** The long side of a page as read: an A4 sheet's at 265 dpi. */
export const SCAN_LONG_SIDE = 3100;

/** Turns tried, clockwise degrees, in the order they are tried. */
export const SCAN_TURNS = [0, 90, 270, 180] as const;
export type ScanTurn = (typeof SCAN_TURNS)[number];

type CanvasFactory = Parameters<typeof renderPage>[1];

/**
 * What the scanned path read: each page's words by the English model, the same with the numbers
 * as the digits model read them (digitPages), the turn kept, and how many lines were rows.
 */
export type ScanReading = {
  pages: PlacedWord[][];
  digitPages: PlacedWord[][];
  turn: ScanTurn;
  tableLines: number;
};

/** The image turned a quarter circle clockwise. */
export function turnQuarter(img: Gray): Gray {
  const { width, height } = img;
  const data = new Uint8Array(width * height);
  // Output is height wide and width tall: (x, y) comes from (y, height - 1 - x).
  for (let y = 0; y < width; y++)
    for (let x = 0; x < height; x++) data[y * height + x] = img.data[(height - 1 - x) * width + y]!;
  return { width: height, height: width, data };
}

export function turned(img: Gray, turn: ScanTurn): Gray {
  switch (turn) {
    case 0:
      return img;
    case 90:
      return turnQuarter(img);
    case 180:
      return rotate180(img);
    case 270:
      return rotate180(turnQuarter(img));
  }
}

const NUMBER = /^\d[\d,]*$/;

/** An OCR word as a table's word: cell borders left by the clearing taken off. */
const cleanWord = (text: string) => text.replace(/^[[\]|(){}!]+|[[\]|(){}!.,]+$/g, '');

/**
 * Lines that read as a station's row: four or more words, all numbers. A page upside down reads
 * its 0, 1 and 8 as digits too, but its other digits as letters, so its lines are mixed.
 */
export const tableLineCount = (lines: readonly OcrLine[]) =>
  lines.filter((l) => {
    const words = l.words.map((w) => cleanWord(w.text)).filter(Boolean);
    return words.length >= 4 && words.every((w) => NUMBER.test(w));
  }).length;

/** A ruled line's piece: a column of ink at x from y0 to y1. */
type Rule = { x: number; y0: number; y1: number };

/** The grid's vertical lines, found as clearTable finds them (ink taller than any print). */
function verticalRules(img: Gray, threshold: number, tallest: number): Rule[] {
  const rules: Rule[] = [];
  const { width, height, data } = img;
  for (let x = 0; x < width; x++) {
    let run = 0;
    for (let y = 0; y <= height; y++) {
      if (y < height && data[y * width + x]! <= threshold) run++;
      else {
        if (run >= tallest) rules.push({ x, y0: y - run, y1: y });
        run = 0;
      }
    }
  }
  return rules;
}

/** The page ready for OCR: straightened, its ruled lines found and cleared. */
function prepared(img: Gray): { image: Gray; rules: Rule[] } {
  const threshold = otsuThreshold(img);
  const straight = rotate(img, tableSkew(img, threshold));
  // A ruled line is taller than 4.5 mm of print; a digit or letter is not.
  const tallest = Math.round((SCAN_LONG_SIDE / 297) * 4.5);
  return {
    image: clearTable(straight, threshold, tallest),
    rules: verticalRules(straight, threshold, tallest),
  };
}

type Cell = { left: number; right: number };

/** The ruled lines either side of x0..x1 at height y: the cell the word was printed in. */
function cellAt(rules: readonly Rule[], x0: number, x1: number, y: number): Cell {
  let left = -Infinity;
  let right = Infinity;
  for (const r of rules) {
    if (y < r.y0 || y > r.y1) continue;
    if (r.x <= x0 + 2 && r.x > left) left = r.x;
    if (r.x >= x1 - 2 && r.x < right) right = r.x;
  }
  return { left, right };
}

const ruled = (c: Cell) => Number.isFinite(c.left) && Number.isFinite(c.right);
const sameCell = (a: Cell, b: Cell) =>
  ruled(a) && Math.abs(a.left - b.left) <= 6 && Math.abs(a.right - b.right) <= 6;

type Run = PlacedWord & { cell: Cell; bottom: number };

/** A line's words joined per cell. */
function runsOf(l: OcrLine, rules: readonly Rule[]): Run[] {
  const y = (l.y0 + l.y1) / 2;
  const runs: Run[] = [];
  for (const w of l.words) {
    const text = cleanWord(w.text);
    if (!text) continue;
    const cell = cellAt(rules, w.x0, w.x1, y);
    const last = runs.at(-1);
    if (last && sameCell(last.cell, cell)) {
      last.text = `${last.text} ${text}`;
      last.x1 = w.x1;
    } else runs.push({ text, x0: w.x0, x1: w.x1, y, height: l.y1 - l.y0, cell, bottom: l.y1 });
  }
  return runs;
}

/**
 * On a line of numbers (four words or more, three in four of them numbers), a word that is a
 * number once o, O, Q and D are read as 0 and i, I, l and | as 1 is that number: the letters
 * Tesseract reads for those digits. The row's sums check what comes of it.
 */
function lettersAsDigits(runs: Run[]): Run[] {
  const numbers = runs.filter((r) => NUMBER.test(r.text)).length;
  if (runs.length < 4 || numbers * 4 < runs.length * 3) return runs;
  return runs.map((r) => {
    if (NUMBER.test(r.text)) return r;
    const digits = r.text.replace(/[oOQD]/g, '0').replace(/[iIl|]/g, '1');
    return NUMBER.test(digits) ? { ...r, text: digits } : r;
  });
}

/**
 * A row's serial and station number, printed in two narrow cells side by side, may be read as
 * one word ("100 100" as 100100, "7 7" as 77). On a row of numbers one short of the page's
 * widest rows whose first word is its two halves alike, that word is split in two.
 */
function splitDoubled(read: Run[][]): Run[][] {
  const lines = read.map(lettersAsDigits);
  const numbersOnly = (runs: Run[]) => runs.length >= 4 && runs.every((r) => NUMBER.test(r.text));
  const counts = new Map<number, number>();
  for (const runs of lines.filter(numbersOnly))
    counts.set(runs.length, (counts.get(runs.length) ?? 0) + 1);
  // The widest count of three lines or more: a page of rows 100 on may have more doubled
  // rows than whole ones.
  const usual = Math.max(...[...counts].filter(([, n]) => n >= 3).map(([count]) => count));
  return lines.map((runs) => {
    const first = runs[0];
    if (!first || runs.length !== usual - 1 || !numbersOnly(runs)) return runs;
    const half = first.text.length / 2;
    if (!Number.isInteger(half) || first.text.slice(0, half) !== first.text.slice(half))
      return runs;
    const middle = (first.x0 + first.x1) / 2;
    return [
      { ...first, text: first.text.slice(0, half), x1: middle - 1 },
      { ...first, text: first.text.slice(half), x0: middle + 1 },
      ...runs.slice(1),
    ];
  });
}

/**
 * OCR lines as placed words (pixels, y at each line's middle), one word per cell as a text layer
 * gives one run: the words of a line between the same two ruled lines are joined ("No of Valid
 * Votes Cast in favour of" becomes as wide as the candidates it spans, and is left out as a
 * group heading), and a heading printed over several lines in one cell ("Serial / No. Of /
 * Polling / Station") becomes one word at the cell's middle, so it falls in one column.
 */
export function placedWords(lines: readonly OcrLine[], rules: readonly Rule[] = []): PlacedWord[] {
  const out: Run[] = [];
  let above: Run[] = [];
  for (const runs of splitDoubled(lines.map((l) => runsOf(l, rules)))) {
    const numbersOnly = runs.length > 0 && runs.every((r) => NUMBER.test(r.text));
    const next: Run[] = [];
    for (const run of runs) {
      // A heading's next line in the same cell, right below: the same heading.
      const over = numbersOnly
        ? undefined
        : above.find(
            (a) =>
              sameCell(a.cell, run.cell) &&
              !NUMBER.test(a.text) &&
              run.y - a.bottom < 1.5 * run.height,
          );
      if (over) {
        over.text = `${over.text} ${run.text}`;
        over.bottom = run.bottom;
        // At its last line, right above the rows, as the heading block is found.
        over.y = run.y;
        next.push(over);
      } else {
        out.push(run);
        next.push(run);
      }
    }
    above = next;
  }
  return out.map(({ text, x0, x1, y, height, cell }) => {
    if (!ruled(cell) || NUMBER.test(text)) return { text, x0, x1, y, height };
    // A heading stands at its cell's middle, as it was printed (centred).
    const middle = (cell.left + cell.right) / 2;
    const half = Math.min(x1 - x0, cell.right - cell.left) / 2;
    return { text, x0: middle - half, x1: middle + half, y, height };
  });
}

/**
 * The English read's lines with each number word replaced by the digits read's word in its place,
 * where the two boxes match one to one (the digits model may join two narrow cells: "1 1" as 11).
 */
export function withDigits(lines: readonly OcrLine[], digits: readonly OcrLine[]): OcrLine[] {
  const overlap = (a: { x0: number; x1: number }, b: { x0: number; x1: number }) =>
    Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 0.5 * Math.min(a.x1 - a.x0, b.x1 - b.x0);
  return lines.map((l) => {
    const mid = (l.y0 + l.y1) / 2;
    const d = digits.find((o) => o.y0 <= mid && mid <= o.y1);
    if (!d) return l;
    const words = l.words.map((w) => {
      const over = d.words.filter((o) => overlap(w, o));
      if (over.length !== 1 || !/^\d+$/.test(over[0]!.text)) return w;
      if (l.words.filter((o) => overlap(o, over[0]!)).length !== 1) return w;
      return { ...w, text: over[0]!.text };
    });
    return { ...l, words };
  });
}

async function pageImage(doc: PDFDocumentProxy, n: number): Promise<Gray> {
  const canvasFactory = (doc as unknown as { canvasFactory: CanvasFactory }).canvasFactory;
  const page = await doc.getPage(n);
  try {
    const { width, height } = page.getViewport({ scale: 1 });
    return await renderPage(page, canvasFactory, (SCAN_LONG_SIDE / Math.max(width, height)) * 72);
  } finally {
    page.cleanup();
  }
}

/**
 * The turn that makes a table of the first page: its middle band read at each turn, the one with
 * the most rows of numbers kept; five such rows end the search.
 */
async function findTurn(engine: OcrEngine, img: Gray): Promise<ScanTurn> {
  let best: { turn: ScanTurn; rows: number } = { turn: 0, rows: -1 };
  for (const turn of SCAN_TURNS) {
    const page = turned(img, turn);
    const band = crop(page, 0, page.height * 0.35, page.width, page.height * 0.3);
    const rows = tableLineCount(await engine.lines(prepared(band).image, 'eng'));
    if (rows > best.rows) best = { turn, rows };
    if (rows >= 5) break;
  }
  return best.turn;
}

/** Every page read by OCR; `shared` for tests and the bench (else one of its own, closed after). */
export async function scanWords(doc: PDFDocumentProxy, shared?: OcrEngine): Promise<ScanReading> {
  const engine = shared ?? (await createOcrEngine());
  try {
    const pages: PlacedWord[][] = [];
    const digitPages: PlacedWord[][] = [];
    let turn: ScanTurn = 0;
    let tableLines = 0;
    for (let n = 1; n <= doc.numPages; n++) {
      const img = await pageImage(doc, n);
      if (n === 1) turn = await findTurn(engine, img);
      const { image, rules } = prepared(turned(img, turn));
      const lines = await engine.lines(image, 'eng');
      tableLines += tableLineCount(lines);
      pages.push(placedWords(lines, rules));
      const digits = await engine.lines(image, 'digits');
      digitPages.push(placedWords(withDigits(lines, digits), rules));
    }
    return { pages, digitPages, turn, tableLines };
  } finally {
    if (!shared) await engine.close().catch(() => undefined);
  }
}
