// A part's ASD list as the Commission prints it — title, assembly and part, a ruled table of
// list number, serial in the part, EPIC, elector, relative and category — in English or
// Hindi, as a PDF with a text layer or as a scan (the roll generator's print engine and scan
// effect, devkit/roll-pdf/render.ts), for the ASD tests and screenshots.
import type { Browser } from 'playwright-core';
import { esc, STYLE } from './roll-pdf/html-kit.ts';
import { MARGIN_X } from './roll-pdf/layout.ts';
import { imagePdf, textPdf } from './roll-pdf/render.ts';
import { DEFAULT_DPI, scanPages } from './roll-pdf/scan.ts';

export type AsdPdfRow = {
  serial: number;
  epic: string;
  name: string;
  relative: string;
  /** As printed: "Absent", "Dead/Duplicate", "मृत", "S". */
  category: string;
};

export type AsdPdfOptions = {
  edition: 'en' | 'hi';
  variant: 'text' | 'image';
  assembly: { number: number; name: string };
  part: number;
  rows: readonly AsdPdfRow[];
  /** The scan's noise and turn (image variant). */
  seed?: number;
};

const ROWS_PER_PAGE = 28;

const WORDS = {
  en: {
    title: 'Electoral Roll 2026 – List of Absent, Shifted and Dead/Duplicate electors (ASD)',
    place: (a: string, p: number) => `Assembly Constituency: ${a}    Part No.: ${p}`,
    heads: [
      'S.No.',
      'Serial No. in Part',
      'EPIC No.',
      'Name of Elector',
      'Father/Husband Name',
      'Category',
    ],
    page: (n: number, of: number) => `Page ${n} of ${of}`,
  },
  hi: {
    title: 'निर्वाचक नामावली 2026 – अनुपस्थित, स्थानांतरित एवं मृत/दोहरा निर्वाचकों की सूची',
    place: (a: string, p: number) => `विधानसभा निर्वाचन क्षेत्र: ${a}    भाग संख्या: ${p}`,
    heads: ['क्र.सं.', 'भाग में क्रमांक', 'ईपीआईसी संख्या', 'निर्वाचक का नाम', 'पिता/पति का नाम', 'श्रेणी'],
    page: (n: number, of: number) => `पृष्ठ ${n} / ${of}`,
  },
} as const;

const TABLE_STYLE = `
.list { position: absolute; left: ${MARGIN_X + 4}mm; right: ${MARGIN_X + 4}mm; top: 14mm }
.list h1 { text-align: center; font-size: 11pt; margin-bottom: 2mm }
.list .place { text-align: center; font-size: 10pt; font-weight: 700; margin-bottom: 5mm;
  white-space: pre }
.list table { width: 100%; border-collapse: collapse; font-size: 9.5pt }
.list td, .list th { border: 0.3mm solid #000; padding: 1.6mm 2.2mm; white-space: nowrap }
.list th { background: #e6e6e6; font-size: 8.5pt }
.list td.n { text-align: right }
.pageno { position: absolute; left: 0; right: 0; top: 284mm; text-align: center; font-size: 8pt }
`;

/** The list's HTML, A4 pages of ROWS_PER_PAGE rows. */
export function asdListHtml(opts: AsdPdfOptions): string {
  const w = WORDS[opts.edition];
  const pages: string[] = [];
  const count = Math.max(1, Math.ceil(opts.rows.length / ROWS_PER_PAGE));
  for (let p = 0; p < count; p++) {
    const rows = opts.rows.slice(p * ROWS_PER_PAGE, (p + 1) * ROWS_PER_PAGE);
    const body = rows
      .map(
        (r, i) =>
          `<tr><td class="n">${p * ROWS_PER_PAGE + i + 1}</td><td class="n">${r.serial}</td>` +
          `<td>${esc(r.epic)}</td><td>${esc(r.name)}</td><td>${esc(r.relative)}</td>` +
          `<td>${esc(r.category)}</td></tr>`,
      )
      .join('');
    pages.push(
      `<section class="page"><div class="list"><h1>${esc(w.title)}</h1>` +
        `<div class="place">${esc(w.place(`${opts.assembly.number} - ${opts.assembly.name}`, opts.part))}</div>` +
        `<table><thead><tr>${w.heads.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead>` +
        `<tbody>${body}</tbody></table></div>` +
        `<div class="pageno">${esc(w.page(p + 1, count))}</div></section>`,
    );
  }
  return (
    `<!doctype html><html lang="${opts.edition}"><head><meta charset="utf-8">` +
    `<style>${STYLE}${TABLE_STYLE}</style></head><body>${pages.join('\n')}</body></html>\n`
  );
}

/** The list as a PDF: the print engine's (a text layer), or its pages scanned. */
export async function renderAsdPdf(browser: Browser, opts: AsdPdfOptions): Promise<Uint8Array> {
  const html = asdListHtml(opts);
  if (opts.variant === 'text') return textPdf(browser, html);
  const pageCount = Math.max(1, Math.ceil(opts.rows.length / ROWS_PER_PAGE));
  const scans = scanPages(opts.seed ?? 1, opts.part, pageCount, DEFAULT_DPI);
  return (await imagePdf(browser, html, scans)).pdf;
}
