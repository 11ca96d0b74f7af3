// One voter's slip drawn as a PNG, to send as a picture on WhatsApp: the printed slip's lines
// (a list of label/value pairs: a new slip field is one more line) beside the QR code of the
// voter id, in the page's own fonts so Hindi names draw as Devanagari. Loaded only on the tap
// that shares a slip, so the canvas code stays out of the app's first download.
import type { FilterRow } from '../../../domain/voter-filters.ts';
import { VOTER_OPTIONS } from '../../../domain/voter-fields.ts';
import { drawQr } from './qr-code.ts';
import type { SlipLine, VoterSlip } from './slip-data.ts';
import { slipLinesOf } from './slip-data.ts';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** What the slip picture shows of the voter beyond the slip itself (the row has them). */
export type SlipPerson = { age: string; gender: string };

export function slipPersonOf(row: FilterRow): SlipPerson {
  const { age, gender } = row as { age?: unknown; gender?: unknown };
  return {
    age: typeof age === 'number' || typeof age === 'string' ? String(age).trim() : '',
    gender: typeof gender === 'string' ? gender.trim() : '',
  };
}

/** The stored gender ("Male") in the reader's language; an unknown spelling as it is. */
function genderLabel(gender: string, t: Translate): string {
  const id = Object.entries(VOTER_OPTIONS.gender).find(([, v]) => v === gender)?.[0];
  return id ? t(`voters.options.gender.${id}`) : gender;
}

/** The slip's lines (slip-data.ts), with the voter's age and gender after the relative. */
export function slipLines(slip: VoterSlip, person: SlipPerson, t: Translate): SlipLine[] {
  const ageGender = [person.age, person.gender && genderLabel(person.gender, t)]
    .filter(Boolean)
    .join(' · ');
  const [relative, ...rest] = slipLinesOf(slip, t);
  const lines = [relative!, { label: t('voterOutput.slip.ageGender'), value: ageGender }, ...rest];
  return lines.filter((l) => l.value);
}

/** Pixel sizes of the picture: 720 px wide, sharp on a phone screen and small to send. */
const SIZE = { width: 720, pad: 32, qr: 208, gap: 24, name: 40, label: 22, value: 30 };
const COLOR = { text: '#111827', label: '#4b5563', band: '#c2410c', line: '#d1d5db' };

/** `text` broken into lines of at most `width` px (a word longer than that is cut). */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (ctx.measureText(next).width <= width || !line) line = next;
    else {
      out.push(line);
      line = word;
    }
    while (ctx.measureText(line).width > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && ctx.measureText(line.slice(0, cut)).width > width) cut -= 1;
      out.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) out.push(line);
  return out;
}

type Draw = { font: string; color: string; text: string; x: number; y: number };

/** Where each piece of text goes: beside the QR code while it lasts, full width below it. */
function layout(ctx: CanvasRenderingContext2D, name: string, lines: SlipLine[], family: string) {
  const { width, pad, qr, gap } = SIZE;
  const qrBottom = pad + 12 + qr;
  const draws: Draw[] = [];
  let y = pad + 12;
  const room = () => (y < qrBottom ? width - 2 * pad - qr - gap : width - 2 * pad);
  const put = (text: string, px: number, weight: number, color: string, lineHeight: number) => {
    const font = `${weight} ${px}px ${family}`;
    ctx.font = font;
    for (const part of wrap(ctx, text, room())) {
      draws.push({ font, color, text: part, x: pad, y });
      y += lineHeight;
    }
  };
  put(name, SIZE.name, 700, COLOR.text, 52);
  y += 8;
  for (const line of lines) {
    put(line.label, SIZE.label, 400, COLOR.label, 30);
    put(line.value, SIZE.value, 600, COLOR.text, 40);
    y += 10;
  }
  return { draws, height: Math.max(y, qrBottom) + pad };
}

/** The font the page draws its text in, loaded for this text (Devanagari included). */
async function pageFont(sample: string): Promise<string> {
  const family = getComputedStyle(document.body).fontFamily || 'sans-serif';
  try {
    await Promise.all([
      document.fonts.load(`400 ${SIZE.value}px ${family}`, sample),
      document.fonts.load(`700 ${SIZE.value}px ${family}`, sample),
    ]);
    await document.fonts.ready;
  } catch {
    // A font that will not load leaves the canvas its fallback: still readable.
  }
  return family;
}

/** The slip as a PNG file named after the voter id. */
export async function slipImage(slip: VoterSlip, person: SlipPerson, t: Translate): Promise<File> {
  const name = slip.name || slip.voterId || '-';
  const lines = slipLines(slip, person, t);
  const family = await pageFont([name, ...lines.flatMap((l) => [l.label, l.value])].join(' '));
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No canvas');
  const { draws, height } = layout(ctx, name, lines, family);
  canvas.width = SIZE.width;
  canvas.height = height;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, SIZE.width, height);
  ctx.fillStyle = COLOR.band;
  ctx.fillRect(0, 0, SIZE.width, 12);
  ctx.strokeStyle = COLOR.line;
  ctx.lineWidth = 2;
  ctx.strokeRect(1, 1, SIZE.width - 2, height - 2);
  ctx.textBaseline = 'top';
  for (const d of draws) {
    ctx.font = d.font;
    ctx.fillStyle = d.color;
    ctx.fillText(d.text, d.x, d.y);
  }
  if (slip.voterId)
    drawQr(ctx, slip.voterId, {
      x: SIZE.width - SIZE.pad - SIZE.qr,
      y: SIZE.pad + 12,
      size: SIZE.qr,
    });
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('No image');
  const file = (slip.voterId || 'voter').replace(/[^\w-]/g, '');
  return new File([blob], `slip-${file || 'voter'}.png`, { type: 'image/png' });
}
