// A voter's slip as a 58 mm pocket printer prints it: 384 dots across, black on white, drawn by
// the browser in the page's own fonts (so Hindi is shaped as on screen) and turned to dots here,
// on the phone: cheap printers garble Devanagari sent as text, never a picture.
import type { MonoImage } from '../../../printer/mono-image.ts';
import { monoFromRgba } from '../../../printer/mono-image.ts';
import type { VoterSlip } from './slip-data.ts';
import type { SlipPerson, SlipStyle } from './slip-drawing.ts';
import { slipCanvas } from './slip-image.ts';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * The printer's slip: the print head's 384 dots, a thin black rule on top to tear against, no
 * colour and no border (the paper's edges are the border), letters a little heavier than the
 * shared picture's so they survive the threshold, and a height in whole bytes of 8 rows.
 */
export const POCKET_STYLE: SlipStyle = {
  width: 384,
  pad: 10,
  qr: 132,
  gap: 10,
  band: 3,
  name: { px: 30, weight: 700, lineHeight: 38 },
  label: { px: 18, weight: 400, lineHeight: 22 },
  value: { px: 23, weight: 700, lineHeight: 29 },
  afterName: 4,
  afterLine: 5,
  color: { text: '#000000', label: '#000000', band: '#000000', border: null },
  heightStep: 8,
};

/** The slip as the printer's dots, drawn on a canvas in the page. */
export async function pocketSlip(
  slip: VoterSlip,
  person: SlipPerson,
  t: Translate,
): Promise<MonoImage> {
  const canvas = await slipCanvas(slip, person, t, POCKET_STYLE);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No canvas');
  const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height);
  return monoFromRgba(data, width, height);
}
