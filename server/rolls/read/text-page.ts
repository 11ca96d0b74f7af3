// A page's text layer, where the PDF has a sound one: its items placed on the page image's
// pixels, gathered into the boxes the page's lines drew (found on the rendered page, as for a
// scan), and into lines top to bottom — the same lines OCR would give, at full confidence.
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { OcrLine } from './ocr-engine.ts';
import type { Rect } from './types.ts';

export type TextItem = { text: string; x: number; y: number; width: number; height: number };

/** The page's text items, in image pixels at `dpi` (y from the top, at the text's middle). */
export async function textItems(page: PDFPageProxy, dpi: number): Promise<TextItem[]> {
  const scale = dpi / 72;
  const { height } = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const items: TextItem[] = [];
  for (const item of content.items) {
    if (!('str' in item) || !item.str.trim()) continue;
    const h = Math.abs(item.transform[3] as number) || (item.height as number);
    items.push({
      text: item.str,
      x: (item.transform[4] as number) * scale,
      y: (height - (item.transform[5] as number) - h / 2) * scale,
      width: (item.width as number) * scale,
      height: h * scale,
    });
  }
  return logicalOrder(items);
}

const CONSONANT = '[\u0915-\u0939\u0958-\u095F\u0A95-\u0AB9]';
const VIRAMA = '[\u094D\u0ACD]';
/** The i-sign (ि, િ) printed before its consonant, and the cluster after it. */
const I_BEFORE = new RegExp(
  `([\u093F\u0ABF])\\s?((?:${CONSONANT}${VIRAMA})*${CONSONANT}[\u093C\u0ABC]?)`,
  'g',
);
const I_AT_WORD_START = new RegExp(`(^|[^\u0900-\u0AFF])[\u093F\u0ABF]`, 'u');

/**
 * Some PDF makers store Indic text in the order it is drawn: the i-sign, drawn left of its
 * consonant, comes first ("િપતા" for "પિતા"). Logical text never starts a word with it, so a
 * page that does is in drawn order throughout, and each i-sign is put after its cluster.
 */
export function logicalOrder(items: TextItem[]): TextItem[] {
  if (!items.some((i) => I_AT_WORD_START.test(i.text))) return items;
  const text = (t: string) => t.replace(I_BEFORE, '$2$1');
  // An i-sign can be an item of its own, before its consonant's item: join them first.
  const out: TextItem[] = [];
  for (const item of items) {
    const last = out.at(-1);
    if (last && /[\u093F\u0ABF]\s*$/.test(last.text) && Math.abs(last.y - item.y) < item.height / 2)
      out[out.length - 1] = {
        ...last,
        text: last.text + item.text,
        width: item.x + item.width - last.x,
      };
    else out.push(item);
  }
  return out.map((i) => ({ ...i, text: text(i.text) }));
}

/** Items into lines (close in height), each line left to right, as OCR lines. */
export function linesOf(items: TextItem[]): OcrLine[] {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const groups: TextItem[][] = [];
  for (const item of sorted) {
    const line = groups.at(-1);
    if (line && Math.abs(line[0]!.y - item.y) < item.height * 0.5) line.push(item);
    else groups.push([item]);
  }
  return groups.map((g) => {
    g.sort((a, b) => a.x - b.x);
    const words = g.map((i) => ({
      text: i.text.trim(),
      confidence: 100,
      x0: i.x,
      x1: i.x + i.width,
    }));
    const y = g[0]!.y;
    // Items that touch are one word (a ligature such as "fi" often comes as its own item).
    const text = g
      .map(
        (i, k) =>
          (k && i.x - (g[k - 1]!.x + g[k - 1]!.width) > i.height * 0.15 ? ' ' : '') + i.text.trim(),
      )
      .join('');
    return {
      text,
      confidence: 100,
      y0: y,
      y1: y,
      words,
    };
  });
}

export const within = (item: TextItem, r: Rect) =>
  item.x >= r.x && item.x <= r.x + r.width && item.y >= r.y && item.y <= r.y + r.height;

/** Does the text read as words (not a legacy font's private encoding)? */
export function soundText(items: TextItem[], words: RegExp): boolean {
  return items.some((i) => words.test(i.text));
}
