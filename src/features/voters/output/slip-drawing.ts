// A slip as a picture, laid out and painted on any 2D canvas: the one shared on WhatsApp (720 px,
// in colour) and the one a pocket printer prints (384 dots, black) are the same layout in two
// styles, so a field added to the slip shows in both. The painter is typed by what it uses, so
// the same code runs on a browser canvas and on @napi-rs/canvas in the benchmark and tests.
import type { FilterRow } from '../../../domain/voter-filters.ts';
import { VOTER_OPTIONS } from '../../../domain/voter-fields.ts';
import type { QrPainter } from './qr-code.ts';
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

/** A canvas 2D context, as far as drawing a slip needs one. */
export type SlipPainter = QrPainter & {
  font: string;
  textBaseline: string;
  strokeStyle: unknown;
  lineWidth: number;
  measureText(text: string): { width: number };
  fillText(text: string, x: number, y: number): void;
  strokeRect(x: number, y: number, width: number, height: number): void;
};

type TextStyle = { px: number; weight: number; lineHeight: number };

export type SlipStyle = {
  width: number;
  pad: number;
  /** The QR code's square, top right. */
  qr: number;
  /** Between the text and the QR code. */
  gap: number;
  /** The coloured band across the top (0: none). */
  band: number;
  name: TextStyle;
  label: TextStyle;
  value: TextStyle;
  /** Space after the name, and after each label/value pair. */
  afterName: number;
  afterLine: number;
  color: { text: string; label: string; band: string; border: string | null };
  /** The picture's height is rounded up to a multiple of this (a printer's raster takes bytes of 8 rows). */
  heightStep: number;
};

/** The picture shared on WhatsApp: 720 px wide, sharp on a phone screen and small to send. */
export const SHARE_STYLE: SlipStyle = {
  width: 720,
  pad: 32,
  qr: 208,
  gap: 24,
  band: 12,
  name: { px: 40, weight: 700, lineHeight: 52 },
  label: { px: 22, weight: 400, lineHeight: 30 },
  value: { px: 30, weight: 600, lineHeight: 40 },
  afterName: 8,
  afterLine: 10,
  color: { text: '#111827', label: '#4b5563', band: '#c2410c', border: '#d1d5db' },
  heightStep: 1,
};

/** `text` broken into lines of at most `width` px (a word longer than that is cut). */
function wrap(ctx: SlipPainter, text: string, width: number): string[] {
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

export type SlipLayout = {
  draws: Draw[];
  height: number;
  /** Where the QR code goes (its top left); null when the voter has no id. */
  qr: { x: number; y: number } | null;
};

/** Where each piece of text goes: beside the QR code while it lasts, full width below it. */
export function layoutSlip(
  ctx: SlipPainter,
  content: { name: string; lines: SlipLine[]; qrText: string },
  style: SlipStyle,
  family: string,
): SlipLayout {
  const { width, pad, qr, gap, band } = style;
  const top = pad + band;
  const hasQr = content.qrText !== '';
  const qrBottom = hasQr ? top + qr : 0;
  const draws: Draw[] = [];
  let y = top;
  const room = () => (y < qrBottom ? width - 2 * pad - qr - gap : width - 2 * pad);
  const put = (text: string, s: TextStyle, color: string) => {
    const font = `${s.weight} ${s.px}px ${family}`;
    ctx.font = font;
    for (const part of wrap(ctx, text, room())) {
      draws.push({ font, color, text: part, x: pad, y });
      y += s.lineHeight;
    }
  };
  put(content.name, style.name, style.color.text);
  y += style.afterName;
  for (const line of content.lines) {
    put(line.label, style.label, style.color.label);
    put(line.value, style.value, style.color.text);
    y += style.afterLine;
  }
  const bottom = Math.max(y, qrBottom) + pad;
  return {
    draws,
    height: Math.ceil(bottom / style.heightStep) * style.heightStep,
    qr: hasQr ? { x: width - pad - qr, y: top } : null,
  };
}

/** Paint a laid-out slip on a canvas of `style.width` × `layout.height`. */
export function paintSlip(
  ctx: SlipPainter,
  layout: SlipLayout,
  style: SlipStyle,
  qrText: string,
): void {
  const { width, band } = style;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, layout.height);
  if (band) {
    ctx.fillStyle = style.color.band;
    ctx.fillRect(0, 0, width, band);
  }
  if (style.color.border) {
    ctx.strokeStyle = style.color.border;
    ctx.lineWidth = 2;
    ctx.strokeRect(1, 1, width - 2, layout.height - 2);
  }
  ctx.textBaseline = 'top';
  for (const d of layout.draws) {
    ctx.font = d.font;
    ctx.fillStyle = d.color;
    ctx.fillText(d.text, d.x, d.y);
  }
  if (layout.qr) drawQr(ctx, qrText, { ...layout.qr, size: style.qr });
}
