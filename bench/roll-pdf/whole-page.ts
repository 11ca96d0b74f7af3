// The corpus baseline: bare OCR of the same pages — each page rendered as the reader renders it
// and read whole by the same engine in one call (no grid, no boxes, no fields), timed the same
// way. It cannot give rows, so it is scored leniently: a truth value counts as found when it
// appears anywhere in its page's text (numbers and house numbers as a whole token, names as a
// run of text). That is an upper bound on what a field-by-field parse of the text could reach.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { OcrEngine } from '../../server/rolls/read/ocr-engine.ts';
import { renderPage } from '../../server/rolls/read/page-image.ts';
import type { FieldTally, Truth } from '../../devkit/roll-pdf/score.ts';
import { normText } from '../../devkit/roll-pdf/score.ts';

/** The fields a page's bare text can be searched for. */
export const FOUND_FIELDS = [
  'serial',
  'epic',
  'name',
  'relativeName',
  'houseNumber',
  'age',
] as const;
export type FoundField = (typeof FOUND_FIELDS)[number];

export type WholePageRead = {
  pages: number;
  ms: number;
  cpuMs: number;
  /** Per page, the text read (Devanagari digits as Latin, spaces collapsed). */
  text: string[];
};

const DEVANAGARI_DIGITS = /[०-९]/g;
const latinDigits = (s: string) =>
  s.replace(DEVANAGARI_DIGITS, (d) => String(d.charCodeAt(0) - 0x966));

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

export async function readWholePages(
  pdf: Uint8Array,
  engine: OcrEngine,
  lang: 'eng' | 'hin',
): Promise<WholePageRead> {
  const started = performance.now();
  const cpu = cpuMs();
  const doc = await getDocument({ data: pdf.slice(), verbosity: 0 }).promise;
  const factory = (doc as unknown as { canvasFactory: Parameters<typeof renderPage>[1] })
    .canvasFactory;
  const text: string[] = [];
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const image = await renderPage(await doc.getPage(n), factory);
      const lines = await engine.lines(image, lang);
      text.push(normText(latinDigits(lines.map((l) => l.text).join('\n'))));
    }
  } finally {
    await doc.destroy();
  }
  return { pages: text.length, ms: performance.now() - started, cpuMs: cpuMs() - cpu, text };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each field's truth values found in their page's bare text. */
export function scoreWholePages(read: WholePageRead, truth: Truth): Record<FoundField, FieldTally> {
  const out = Object.fromEntries(
    FOUND_FIELDS.map((f) => [f, { scored: 0, exact: 0, wrongUndoubted: 0 }]),
  ) as Record<FoundField, FieldTally>;
  for (const t of truth.rows) {
    const page = read.text[t.page - 1] ?? '';
    for (const f of FOUND_FIELDS) {
      if (truth.doubtful.has(`${t.serial}:${f}`) || truth.doubtful.has(`*:${f}`)) continue;
      const v = t[f];
      if (v === null || v === '') continue;
      out[f].scored++;
      const want = normText(String(v));
      const found =
        f === 'name' || f === 'relativeName'
          ? page.includes(want)
          : new RegExp(`(?<![0-9A-Za-z])${escape(want)}(?![0-9A-Za-z])`).test(page);
      if (found) out[f].exact++;
    }
  }
  return out;
}
