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
