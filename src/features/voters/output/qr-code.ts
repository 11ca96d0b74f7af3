// QR codes of voter ids, drawn in the browser (works offline): qrcode's SVG text as an image
// data URL, sharp at any print resolution and with no canvas needed.
import QRCode from 'qrcode';

/** Medium error correction survives a smudged print; no quiet zone (the slip has padding). */
export const QR_OPTIONS = { type: 'svg', errorCorrectionLevel: 'M', margin: 1 } as const;

export async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, QR_OPTIONS);
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
