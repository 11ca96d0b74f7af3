// Shared pieces of the roll's HTML: escaping, millimetre rectangles, the page frame (header
// rule and footer with the page count) and the stylesheet that makes the pages look printed.
import { escapeHtml } from '../../src/domain/escape-html.ts';
import type { Rect } from './layout.ts';
import { MARGIN_X, PAGE } from './layout.ts';
import type { EditionText } from './labels.ts';

/** Text as HTML: the roll's names, addresses and labels. */
export const esc = escapeHtml;

/** Millimetres with at most 3 decimals, so the HTML is the same bytes on every run. */
const mm = (n: number): string => `${Number(n.toFixed(3))}mm`;

export const at = (r: Rect): string =>
  `left:${mm(r.x)};top:${mm(r.y)};width:${mm(r.width)};height:${mm(r.height)}`;

/** One A4 page: the running header (left and right, as HTML), the body, the footer. */
export function pageFrame(
  t: EditionText,
  page: { number: number; of: number; left: string; right: string; date: string },
  body: string,
): string {
  const { labels: l, num } = t;
  return (
    `<section class="page"><div class="head"><span>${page.left}</span><span>${page.right}</span></div>` +
    body +
    `<div class="foot"><span>${esc(l.publicationDate)} : ${esc(page.date)}</span>` +
    `<span>${esc(l.page(num(page.number), num(page.of)))}</span></div></section>`
  );
}

export const STYLE = `
@page { size: A4; margin: 0 }
* { box-sizing: border-box; margin: 0; padding: 0 }
html, body { background: #fff; color: #000 }
body { font-family: 'Noto Sans', 'Noto Sans Devanagari', sans-serif; font-size: 8pt;
  -webkit-print-color-adjust: exact; print-color-adjust: exact }
.page { position: relative; width: ${PAGE.width}mm; height: ${PAGE.height}mm; overflow: hidden;
  break-after: page; background: #fff }
.page:last-child { break-after: auto }
body.one .page { display: none }
body.one .page.shown { display: block }
.head { position: absolute; left: ${MARGIN_X}mm; right: ${MARGIN_X}mm; top: 8mm; height: 10mm;
  display: flex; justify-content: space-between; align-items: flex-end; padding-bottom: 1mm;
  border-bottom: 0.4mm solid #000; font-size: 8.5pt; font-weight: 700 }
.foot { position: absolute; left: ${MARGIN_X}mm; right: ${MARGIN_X}mm; top: 288mm;
  display: flex; justify-content: space-between; padding-top: 1mm;
  border-top: 0.3mm solid #000; font-size: 7.5pt }
.band { position: absolute; border: 0.3mm solid #000; background: #e2e2e2; padding: 0 2mm;
  font-size: 8pt; font-weight: 700; line-height: 5mm; white-space: nowrap; overflow: hidden }
.band.additions { background: #c4c4c4; text-align: center; letter-spacing: 0.6mm;
  text-transform: uppercase; font-size: 8.5pt }
.box { position: absolute; border: 0.3mm solid #000; overflow: hidden }
.serial { position: absolute; left: 0; top: 0; min-width: 10mm; height: 4.8mm; padding: 0 1.2mm;
  border-right: 0.3mm solid #000; border-bottom: 0.3mm solid #000; font-weight: 700;
  line-height: 4.5mm; text-align: center }
.epic { position: absolute; right: 1.5mm; top: 0.3mm; font-weight: 700; line-height: 4.4mm }
.fields { position: absolute; left: 1.5mm; top: 5.5mm; right: 16.3mm; font-size: 7pt;
  line-height: 4.15mm }
.fields div { white-space: nowrap; overflow: hidden }
.fields .gender { margin-left: 4mm }
.photo { position: absolute; right: 1.5mm; top: 5.4mm; width: 13.4mm; height: 16.6mm;
  border: 0.25mm solid #000; display: flex; align-items: center; justify-content: center;
  padding: 1mm; text-align: center; font-size: 5pt; color: #333 }
.stamp { position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%) rotate(-20deg);
  padding: 0 2mm; border: 0.6mm solid rgba(0, 0, 0, 0.6); color: rgba(0, 0, 0, 0.6);
  font-size: 16pt; font-weight: 700; letter-spacing: 1.2mm; white-space: nowrap }
html[lang='hi'] .stamp, html[lang='hi'] .band.additions { letter-spacing: 0 }
.sheet { position: absolute; left: ${MARGIN_X + 4}mm; right: ${MARGIN_X + 4}mm; top: 22mm }
.sheet h1 { text-align: center; font-size: 15pt; margin-bottom: 1mm }
.sheet .sub { text-align: center; font-size: 10pt; font-weight: 700; margin-bottom: 5mm }
.sheet h2 { font-size: 9.5pt; background: #e2e2e2; border: 0.3mm solid #000; padding: 0.8mm 2mm }
.sheet .block { border: 0.3mm solid #000; border-top: 0; padding: 2mm 3mm; margin-bottom: 4mm;
  font-size: 9pt; line-height: 5.4mm }
.sheet .block b { font-weight: 700 }
.sheet table { width: 100%; border-collapse: collapse; font-size: 9pt; text-align: center }
.sheet td, .sheet th { border: 0.3mm solid #000; padding: 1.5mm 1mm }
.sheet th { background: #eee }
`;
