// One voter's slip drawn as a PNG, to send as a picture on WhatsApp: the printed slip's lines
// beside the QR code of the voter id (slip-drawing.ts), in the page's own fonts so Hindi names
// draw as Devanagari. Loaded only on the tap that shares a slip, so the canvas code stays out
// of the app's first download.
import type { VoterSlip } from './slip-data.ts';
import type { SlipPerson, SlipPainter, SlipStyle } from './slip-drawing.ts';
import { SHARE_STYLE, layoutSlip, paintSlip, slipLines } from './slip-drawing.ts';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The font the page draws its text in, loaded for this text (Devanagari included). */
export async function pageFont(sample: string, style: SlipStyle): Promise<string> {
  const family = getComputedStyle(document.body).fontFamily || 'sans-serif';
  try {
    await Promise.all([
      document.fonts.load(`400 ${style.value.px}px ${family}`, sample),
      document.fonts.load(`700 ${style.value.px}px ${family}`, sample),
    ]);
    await document.fonts.ready;
  } catch {
    // A font that will not load leaves the canvas its fallback: still readable.
  }
  return family;
}

/** The slip drawn in `style` on a new canvas, in the page's font. */
export async function slipCanvas(
  slip: VoterSlip,
  person: SlipPerson,
  t: Translate,
  style: SlipStyle,
): Promise<HTMLCanvasElement> {
  const name = slip.name || slip.voterId || '-';
  const lines = slipLines(slip, person, t);
  const family = await pageFont(
    [name, ...lines.flatMap((l) => [l.label, l.value])].join(' '),
    style,
  );
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No canvas');
  const painter = ctx as unknown as SlipPainter;
  const layout = layoutSlip(painter, { name, lines, qrText: slip.voterId }, style, family);
  canvas.width = style.width;
  canvas.height = layout.height;
  paintSlip(painter, layout, style, slip.voterId);
  return canvas;
}

/** The slip as a PNG file named after the voter id. */
export async function slipImage(slip: VoterSlip, person: SlipPerson, t: Translate): Promise<File> {
  const canvas = await slipCanvas(slip, person, t, SHARE_STYLE);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('No image');
  const file = (slip.voterId || 'voter').replace(/[^\w-]/g, '');
  return new File([blob], `slip-${file || 'voter'}.png`, { type: 'image/png' });
}
