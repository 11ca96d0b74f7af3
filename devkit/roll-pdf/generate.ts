// The library's entry: one part of a synthetic roll as a PDF in the Commission's layout with
// its exact ground truth. `rollPdfSource` is pure (part, HTML, truth); `renderRollPdf` adds
// the PDF bytes from a Chromium the caller owns, so several parts can share one browser.
import type { Browser } from 'playwright-core';
import type { Edition } from './part-model.ts';
import { buildPart } from './part-model.ts';
import { layoutPart } from './layout.ts';
import { editionText } from './labels.ts';
import { partHtml } from './page-html.ts';
import { DEFAULT_DPI, scanPages } from './scan.ts';
import type { PdfVariant, RollPdfTruth } from './truth.ts';
import { partTruth } from './truth.ts';
import { imagePdf, textPdf } from './render.ts';

export type RollPdfOptions = {
  seed: number;
  /** Part number, from 1. */
  part: number;
  /** Boxes in the main list; the additions come on top (about 6 %, at least one). */
  voters: number;
  edition: Edition;
  variant: PdfVariant;
  devanagariDigits?: boolean;
  /** Image variant only (default 200). */
  dpi?: number;
};

export type RollPdfSource = { html: string; truth: RollPdfTruth };

/** The part's HTML and truth: the same options give the same bytes. */
export function rollPdfSource(opts: RollPdfOptions): RollPdfSource {
  const devanagariDigits = opts.devanagariDigits ?? false;
  const part = buildPart(opts);
  const layout = layoutPart(part.electors);
  const text = editionText(opts.edition, devanagariDigits);
  const scans =
    opts.variant === 'image'
      ? scanPages(opts.seed, opts.part, layout.pageCount, opts.dpi ?? DEFAULT_DPI)
      : undefined;
  return {
    html: partHtml(text, part, layout),
    truth: partTruth({ seed: opts.seed, part, layout, text, devanagariDigits, scans }),
  };
}

export type RollPdf = RollPdfSource & {
  pdf: Uint8Array;
  /** The image variant's scanned pages (JPEG), in page order. */
  jpegs?: Uint8Array[];
};

export async function renderRollPdf(browser: Browser, opts: RollPdfOptions): Promise<RollPdf> {
  const source = rollPdfSource(opts);
  const { scans } = source.truth;
  if (!scans) return { ...source, pdf: await textPdf(browser, source.html) };
  const { pdf, jpegs } = await imagePdf(browser, source.html, scans);
  return { ...source, pdf, jpegs };
}
