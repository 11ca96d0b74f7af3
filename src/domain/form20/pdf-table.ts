// A Form 20 PDF's words, placed on their pages, put back into the table they were printed as,
// for readForm20Table (sheet.ts). A PDF has no cells, only words at places: the columns are
// found from the stations' rows (lines of numbers only, which every column fills), and every
// other word goes to the column nearest it — the headings (a candidate's name printed over
// three lines is one column's heading), the total rows ("Total EVM Votes", its words printed
// around the line of its numbers). The same for a scan's words read by OCR.
//
// What it follows (docs/form20.md):
// - The pages of one sheet share its columns: they are found once, from all pages.
// - The headings are the block of lines right above the first row of numbers (a gap of more
//   than three and a half lines' height ends it); the lines above it are the title. A word wider than two
//   and a half columns spans several (a group heading) and is left out of the columns.
// - A total row's numbers fill the columns right of its label, one each, in order.
// - Words left of the first column (a sheet may name the island or village of a group of
//   stations there) are not part of the table: a station's row is its numbers.
// - Only the first page's title and headings are kept; a later page's are its repeats.
import { stationOf } from './sheet.ts';

/** A word on a page, in any unit, y growing downwards, at the word's middle. */
export type PlacedWord = { text: string; x0: number; x1: number; y: number; height: number };

type Line = { y: number; height: number; words: PlacedWord[] };

const NUMBER = /^\d[\d,]*$/;
const isNumberWord = (w: PlacedWord) => NUMBER.test(w.text) || stationOf(w.text) !== null;
const centre = (w: PlacedWord) => (w.x0 + w.x1) / 2;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : 0;
};

/**
 * An item of several numbers ("100 100": a PDF maker may draw two narrow cells as one run) as
 * its numbers, the width shared by their characters.
 */
function splitWords(w: PlacedWord): PlacedWord[] {
  const text = w.text.trim();
  // Only numbers are split: a heading's words stay together (a group heading is one run).
  if (!/\s/.test(text) || !text.split(/\s+/).every((t) => NUMBER.test(t))) return [{ ...w, text }];
  const perChar = (w.x1 - w.x0) / Math.max(1, w.text.length);
  const out: PlacedWord[] = [];
  for (const m of w.text.matchAll(/\S+/g)) {
    const x0 = w.x0 + m.index * perChar;
    out.push({ ...w, text: m[0], x0, x1: x0 + m[0].length * perChar });
  }
  return out;
}

/** Words into lines, top to bottom, each left to right. */
export function linesOfWords(items: readonly PlacedWord[]): Line[] {
  const words = items.flatMap(splitWords);
  // One height for the page: a number squeezed into a narrow column may come with a tall
  // font matrix, and its own height would pull the next rows into its line.
  const height = median(words.filter((w) => w.text.trim()).map((w) => w.height)) || 1;
  const sorted = words
    .map((w) => ({ ...w, text: w.text.trim() }))
    .filter((w) => w.text)
    .sort((a, b) => a.y - b.y || a.x0 - b.x0);
  const lines: Line[] = [];
  for (const w of sorted) {
    const line = lines.at(-1);
    if (line && Math.abs(line.y - w.y) < height * 0.5) line.words.push(w);
    else lines.push({ y: w.y, height, words: [w] });
  }
  for (const l of lines) l.words.sort((a, b) => a.x0 - b.x0);
  return lines;
}

/** A line of a station's numbers: at least four number words and nothing else. */
const isRowLine = (l: Line) => l.words.length >= 4 && l.words.every(isNumberWord);

/** The column centres, from the rows that fill every column (the most common word count). */
function columnsOf(pages: readonly Line[][]): number[] {
  const rows = pages.flat().filter(isRowLine);
  const counts = new Map<number, number>();
  for (const r of rows) counts.set(r.words.length, (counts.get(r.words.length) ?? 0) + 1);
  let width = 0;
  let best = 0;
  for (const [n, c] of counts) if (c > best || (c === best && n > width)) [width, best] = [n, c];
  const full = rows.filter((r) => r.words.length === width);
  return Array.from({ length: width }, (_, i) => median(full.map((r) => centre(r.words[i]!))));
}

const nearest = (columns: readonly number[], x: number) => {
  let best = 0;
  for (let i = 1; i < columns.length; i++)
    if (Math.abs(columns[i]! - x) < Math.abs(columns[best]! - x)) best = i;
  return best;
};

/** One line's words in the table's cells (words of one cell joined by spaces). */
function cellsOf(words: readonly PlacedWord[], columns: readonly number[]): string[] {
  const cells = new Array<string>(columns.length).fill('');
  for (const w of words) {
    const i = nearest(columns, centre(w));
    cells[i] = cells[i] ? `${cells[i]} ${w.text}` : w.text;
  }
  return cells;
}

/**
 * The sheet's pages (each a list of placed words) as one table: the first page's title lines
 * (one cell each), one heading row, then every page's station and total rows.
 */
export function tableOfPages(pages: readonly (readonly PlacedWord[])[]): string[][] {
  const pageLines = pages.map(linesOfWords);
  const columns = columnsOf(pageLines);
  if (columns.length < 4)
    return pageLines.flat().map((l) => [l.words.map((w) => w.text).join(' ')]);
  const gap = median(columns.slice(1).map((c, i) => c - columns[i]!));
  // Words left of the first column are group labels (an island, a village): not the table's.
  const leftEdge = columns[0]! - gap * 0.6;
  const inTable = (l: Line): Line => ({
    ...l,
    words: l.words.filter((w) => centre(w) >= leftEdge),
  });
  const isRow = (l: Line) => isRowLine(inTable(l));
  const table: string[][] = [];
  pageLines.forEach((lines, page) => {
    const first = lines.findIndex(isRow);
    if (first < 0 && page > 0) {
      // A page of totals only (the last): its total rows, headings left out.
      table.push(...totalRows(lines, 0, columns, gap, inTable));
      return;
    }
    const top = first < 0 ? lines.length : first;
    // The heading block: lines right above the first row, up to a wide gap.
    let headStart = top;
    while (
      headStart > 0 &&
      lines[headStart]!.y - lines[headStart - 1]!.y <
        3.5 * Math.max(lines[headStart - 1]!.height, lines[headStart]!.height)
    )
      headStart--;
    if (page === 0) {
      for (const l of lines.slice(0, headStart)) table.push([l.words.map((w) => w.text).join(' ')]);
      const heading = lines
        .slice(headStart, top)
        .flatMap((l) => l.words)
        .filter((w) => w.x1 - w.x0 <= gap * 2.5);
      table.push(cellsOf(heading, columns));
    }
    if (first >= 0) table.push(...totalRows(lines, first, columns, gap, inTable));
  });
  return table;
}

/**
 * From line `from` on: the station rows as cells; a line of numbers that does not start in
 * the station's columns is a total row, labelled by the words printed left of its numbers on
 * the lines around it ("Total" / "EVM" / "Votes").
 */
function totalRows(
  lines: readonly Line[],
  from: number,
  columns: readonly number[],
  gap: number,
  inTable: (l: Line) => Line,
): string[][] {
  const rows: string[][] = [];
  const labelEdge = (columns[1] ?? columns[0]!) + gap / 2;
  for (let i = from; i < lines.length; i++) {
    const l = lines[i]!;
    const numbers = l.words.filter(isNumberWord);
    if (numbers.length < 3) continue;
    const own = inTable(l);
    if (isRowLine(own) && nearest(columns, centre(own.words[0]!)) <= 1) {
      rows.push(cellsOf(own.words, columns));
      continue;
    }
    // The label's words: on this line, and on the lines close above and below, left of the
    // first number column.
    const near = lines.filter(
      (o) =>
        Math.abs(o.y - l.y) <= 2.2 * l.height &&
        (o === l || !o.words.some(isNumberWord) || !isRowLine(inTable(o))),
    );
    const label = near
      .flatMap((o) => o.words.filter((w) => centre(w) < labelEdge && !isNumberWord(w)))
      .map((w) => w.text)
      .join(' ');
    const valueColumns = columns.flatMap((c, k) => (c >= labelEdge ? [k] : []));
    const values = l.words.filter((w) => centre(w) >= labelEdge || isNumberWord(w));
    let cells: string[];
    if (values.length === valueColumns.length && values.every(isNumberWord)) {
      cells = new Array<string>(columns.length).fill('');
      values.forEach((w, k) => (cells[valueColumns[k]!] = w.text));
    } else cells = cellsOf(values, columns);
    cells[0] = label || cells[0]!;
    rows.push(cells);
  }
  return rows;
}
