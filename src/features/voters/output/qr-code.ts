// QR codes of voter ids, drawn in the browser (works offline). The SVG text of qrcode goes
// inline into the slip: an <img> per code would make the browser parse and paint a separate
// SVG document for each of up to 2,000 slips on the main thread (seconds per hundred).
import QRCode from 'qrcode';

/** Medium error correction survives a smudged print; a one-module quiet zone in the SVG. */
export const QR_OPTIONS = { type: 'svg', errorCorrectionLevel: 'M', margin: 1 } as const;

/** The SVG markup of a QR code of `text`: only path data, never the text itself. */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, QR_OPTIONS);
}

/** What a QR code is painted on: a browser canvas, or @napi-rs/canvas in the test tools. */
export type QrPainter = {
  fillStyle: unknown;
  fillRect(x: number, y: number, width: number, height: number): void;
};

/**
 * Paint the QR code of `text` in a `size` px square at (x, y): whole pixels per module (a
 * blurred edge reads worse on a cheap printer), a two-module quiet zone on white.
 */
export function drawQr(
  ctx: QrPainter,
  text: string,
  at: { x: number; y: number; size: number; ink?: string },
): void {
  const { modules } = QRCode.create(text, {
    errorCorrectionLevel: QR_OPTIONS.errorCorrectionLevel,
  });
  const quiet = 2;
  const cell = Math.floor(at.size / (modules.size + 2 * quiet));
  const side = cell * (modules.size + 2 * quiet);
  const left = at.x + Math.floor((at.size - side) / 2);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(left, at.y, side, side);
  ctx.fillStyle = at.ink ?? '#000000';
  for (let r = 0; r < modules.size; r += 1)
    for (let c = 0; c < modules.size; c += 1)
      if (modules.get(r, c))
        ctx.fillRect(left + (c + quiet) * cell, at.y + (r + quiet) * cell, cell, cell);
}
