// Turns the part's HTML into a PDF in the system Chromium: the print engine's PDF (a text
// layer), or page screenshots passed through the scan effect and bound with pdf-lib (images
// only, like the Commission's). Long fields are set smaller; a field that still does not fit
// stops the run, so no printed value is ever cut off from its truth.
import { existsSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../chromium-flags.ts';
import { PAGE } from './layout.ts';
import type { ScanPage } from './scan.ts';
import { SCAN_SCRIPT } from './scan.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const hasChromium = (): boolean => existsSync(CHROMIUM_PATH);

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });

const A4_POINTS = { width: (PAGE.width / 25.4) * 72, height: (PAGE.height / 25.4) * 72 };
const CSS_PX = { width: (PAGE.width / 25.4) * 96, height: (PAGE.height / 25.4) * 96 };

async function openHtml(browser: Browser, html: string, scale: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: Math.ceil(CSS_PX.width), height: Math.ceil(CSS_PX.height) },
    deviceScaleFactor: scale,
  });
  const page = await context.newPage();
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate('document.fonts.ready.then(() => true)');
  // Long lines are set smaller, down to 5 pt, as the printed rolls squeeze long names.
  await page.evaluate(`for (const el of document.querySelectorAll('.fields div'))
    for (let pt = 7; el.scrollWidth > el.clientWidth && pt > 5; ) el.style.fontSize = (pt -= 0.25) + 'pt'`);
  const cut = await page.evaluate(`[...document.querySelectorAll('.fields div, .band')]
    .filter((el) => el.scrollWidth > el.clientWidth + 0.5).map((el) => el.textContent)`);
  if (Array.isArray(cut) && cut.length) {
    await context.close();
    throw new Error(`Roll fields do not fit their box: ${cut.slice(0, 3).join(' | ')}`);
  }
  return page;
}

/** The print engine's PDF: A4 pages with a text layer. */
export async function textPdf(browser: Browser, html: string): Promise<Uint8Array> {
  const page = await openHtml(browser, html, 1);
  try {
    // A plain Uint8Array, not Playwright's Buffer: PDF readers such as pdf.js refuse Buffers.
    return new Uint8Array(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  } finally {
    await page.context().close();
  }
}

/** Each page screenshotted at the scan's dpi, scanned in a canvas, bound as JPEG pages. */
export async function imagePdf(
  browser: Browser,
  html: string,
  scans: readonly ScanPage[],
  quality = 0.72,
): Promise<{ pdf: Uint8Array; jpegs: Uint8Array[] }> {
  const dpi = scans[0]?.dpi ?? 200;
  const page = await openHtml(browser, html, dpi / 96);
  const scanner = await page.context().newPage();
  try {
    await scanner.setContent(`<!doctype html><script>${SCAN_SCRIPT}</script>`);
    const doc = await PDFDocument.create({ updateMetadata: false });
    const jpegs: Uint8Array[] = [];
    for (const [i, scan] of scans.entries()) {
      await page.evaluate(`document.body.classList.add('one');
        document.querySelectorAll('.page').forEach((p, j) => p.classList.toggle('shown', j === ${i}))`);
      const png = await page.screenshot({
        clip: { x: 0, y: 0, width: CSS_PX.width, height: CSS_PX.height },
        type: 'png',
      });
      const args = { ...scan, png: png.toString('base64'), quality };
      const jpeg = await scanner.evaluate(
        (a) => (window as unknown as { scanPage(x: typeof a): Promise<string> }).scanPage(a),
        args,
      );
      const bytes = new Uint8Array(Buffer.from(jpeg, 'base64'));
      jpegs.push(bytes);
      const image = await doc.embedJpg(bytes);
      doc
        .addPage([A4_POINTS.width, A4_POINTS.height])
        .drawImage(image, { x: 0, y: 0, ...A4_POINTS });
    }
    return { pdf: await doc.save(), jpegs };
  } finally {
    await page.context().close();
  }
}
