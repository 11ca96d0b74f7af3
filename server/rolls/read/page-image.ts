// A PDF page as grey pixels for the reader: rendered by pdf.js onto @napi-rs/canvas (both from
// npm), at a resolution where the roll's small print is still ~25 px tall, then turned to one
// byte per pixel, and to ink/paper by Otsu's threshold (scans vary in brightness).
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type Gray = { width: number; height: number; data: Uint8Array };

/** 200 dpi: what the Commission's scans carry; more costs OCR time without better reads. */
export const READ_DPI = 200;

/** An A4 page's short side (8.27 in) at READ_DPI, in pixels. */
const READ_WIDTH = Math.round(READ_DPI * 8.27);

/**
 * The resolution that renders this page's short side as an A4 page's at READ_DPI. A scan wrapped
 * into a PDF says nothing true about its paper size (a 300 dpi page image wrapped at 72 dpi is a
 * 26-inch "page"), but every roll is printed on A4 or near it: so the page is read at the size
 * of its print, whatever the file claims, and the reader's measures (in pixels) hold.
 */
export function pageDpi(page: PDFPageProxy): number {
  const { width, height } = page.getViewport({ scale: 1 });
  return (READ_WIDTH / Math.min(width, height)) * 72;
}

type CanvasFactory = {
  create(w: number, h: number): { canvas: unknown; context: CanvasRenderingContext2D };
  destroy(c: { canvas: unknown; context: unknown }): void;
};

export async function renderPage(
  page: PDFPageProxy,
  canvasFactory: CanvasFactory,
  dpi = pageDpi(page),
): Promise<Gray> {
  const viewport = page.getViewport({ scale: dpi / 72 });
  const width = Math.round(viewport.width);
  const height = Math.round(viewport.height);
  const target = canvasFactory.create(width, height);
  try {
    const { context } = target;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    await page.render({
      canvasContext: context,
      viewport,
      canvas: target.canvas as HTMLCanvasElement,
    }).promise;
    const rgba = context.getImageData(0, 0, width, height).data;
    const data = new Uint8Array(width * height);
    for (let i = 0, j = 0; j < data.length; i += 4, j++)
      data[j] = (rgba[i]! * 77 + rgba[i + 1]! * 151 + rgba[i + 2]! * 28) >> 8;
    return { width, height, data };
  } finally {
    canvasFactory.destroy(target);
  }
}

/** Otsu's threshold: the grey level that best splits ink from paper. */
export function otsuThreshold(img: Gray): number {
  const hist = new Float64Array(256);
  for (const v of img.data) hist[v]!++;
  const total = img.data.length;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * hist[i]!;
  let sumB = 0;
  let weightB = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    weightB += hist[t]!;
    if (!weightB) continue;
    const weightF = total - weightB;
    if (!weightF) break;
    sumB += t * hist[t]!;
    const meanB = sumB / weightB;
    const meanF = (sum - sumB) / weightF;
    const between = weightB * weightF * (meanB - meanF) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}

/** 1 where the pixel is ink. */
export function inkOf(img: Gray): Uint8Array {
  const t = otsuThreshold(img);
  const ink = new Uint8Array(img.data.length);
  for (let i = 0; i < ink.length; i++) ink[i] = img.data[i]! <= t ? 1 : 0;
  return ink;
}

/** The image turned half a circle (a page scanned upside down). */
export function rotate180(img: Gray): Gray {
  const data = new Uint8Array(img.data.length);
  for (let i = 0, n = data.length; i < n; i++) data[i] = img.data[n - 1 - i]!;
  return { width: img.width, height: img.height, data };
}

/** A rectangle of the image (clamped to it), as its own image. */
export function crop(img: Gray, x: number, y: number, w: number, h: number): Gray {
  const x0 = Math.max(0, Math.round(x));
  const y0 = Math.max(0, Math.round(y));
  const width = Math.max(1, Math.min(img.width - x0, Math.round(w)));
  const height = Math.max(1, Math.min(img.height - y0, Math.round(h)));
  const data = new Uint8Array(width * height);
  for (let row = 0; row < height; row++)
    data.set(
      img.data.subarray((y0 + row) * img.width + x0, (y0 + row) * img.width + x0 + width),
      row * width,
    );
  return { width, height, data };
}

/** Binary PGM (P5): the cheapest format Tesseract's Leptonica reads. */
export function toPgm(img: Gray): Uint8Array {
  const head = new TextEncoder().encode(`P5\n${img.width} ${img.height}\n255\n`);
  const out = new Uint8Array(head.length + img.data.length);
  out.set(head);
  out.set(img.data, head.length);
  return out;
}
