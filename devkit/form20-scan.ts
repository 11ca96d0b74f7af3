// A scan made from a Form 20 with a text layer, for the scanned path's test and bench: chosen
// pages rendered by pdf.js at a scanner's resolution, turned as a sheet fed sideways is (and a
// little crooked), saved as JPEG in an image-only PDF. Its figures are the original's, so what
// the OCR reads can be compared with the truth.
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type ScanOptions = {
  /** 1-based pages of the original, in order. */
  pages: number[];
  /** Scanner resolution (default 200, the Commission's scans). */
  dpi?: number;
  /** Clockwise degrees the sheet lies turned on the scan: 90 is a landscape sheet fed upright. */
  turn?: 0 | 90 | 180 | 270;
  /** A small further tilt, degrees (default 0.4). */
  tilt?: number;
};

type Factory = {
  create(w: number, h: number): { canvas: unknown; context: CanvasRenderingContext2D };
  destroy(c: unknown): void;
};

/** The image-only PDF, one page per page asked for. */
export async function scanOfPdf(original: Uint8Array, opts: ScanOptions): Promise<Uint8Array> {
  const dpi = opts.dpi ?? 200;
  const turn = opts.turn ?? 0;
  const tilt = ((opts.tilt ?? 0.4) * Math.PI) / 180;
  const src = await getDocument({ data: new Uint8Array(original), verbosity: 0 }).promise;
  const out = await PDFDocument.create({ updateMetadata: false });
  try {
    const factory = (src as unknown as { canvasFactory: Factory }).canvasFactory;
    for (const n of opts.pages) {
      const page = await src.getPage(n);
      const viewport = page.getViewport({ scale: dpi / 72 });
      const w = Math.round(viewport.width);
      const h = Math.round(viewport.height);
      const rendered = factory.create(w, h);
      rendered.context.fillStyle = '#fff';
      rendered.context.fillRect(0, 0, w, h);
      await page.render({
        canvasContext: rendered.context,
        viewport,
        canvas: rendered.canvas as HTMLCanvasElement,
      }).promise;
      const sideways = turn === 90 || turn === 270;
      const [cw, ch] = sideways ? [h, w] : [w, h];
      const scan = createCanvas(cw, ch);
      const ctx = scan.getContext('2d');
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, cw, ch);
      ctx.translate(cw / 2, ch / 2);
      ctx.rotate((turn * Math.PI) / 180 + tilt);
      ctx.drawImage(rendered.canvas as Parameters<typeof ctx.drawImage>[0], -w / 2, -h / 2);
      factory.destroy(rendered);
      page.cleanup();
      const jpeg = await scan.encode('jpeg', 80);
      const image = await out.embedJpg(jpeg);
      const size = { width: (cw / dpi) * 72, height: (ch / dpi) * 72 };
      out.addPage([size.width, size.height]).drawImage(image, { x: 0, y: 0, ...size });
    }
    return await out.save();
  } finally {
    await src.destroy();
  }
}
