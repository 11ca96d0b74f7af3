// The pocket printer's slip drawn in Node, by the app's own layout (slip-drawing.ts in
// POCKET_STYLE) on Skia (@napi-rs/canvas) with the app's own Noto Sans Devanagari files, for the
// printer's unit test and `npm run bench:slips`, which have no browser. The E2E test draws it in
// Chromium instead, as the phone does.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GlobalFonts, createCanvas } from '@napi-rs/canvas';
import i18next from 'i18next';
import type { FilterRow } from '../src/domain/voter-filters.ts';
import { POCKET_STYLE } from '../src/features/voters/output/pocket-slip.ts';
import type { SlipBooth, VoterSlip } from '../src/features/voters/output/slip-data.ts';
import { voterSlips } from '../src/features/voters/output/slip-data.ts';
import type { SlipPainter } from '../src/features/voters/output/slip-drawing.ts';
import {
  layoutSlip,
  paintSlip,
  slipLines,
  slipPersonOf,
} from '../src/features/voters/output/slip-drawing.ts';
import type { MonoImage } from '../src/printer/mono-image.ts';
import { monoFromRgba } from '../src/printer/mono-image.ts';

export type Translate = (key: string, values?: Record<string, unknown>) => string;

const LOCALES = fileURLToPath(new URL('../src/locales/', import.meta.url));

/** The app's strings in `lang`, as the app merges its area files (src/i18n.ts). */
export function translator(lang: 'en' | 'hi'): Translate {
  const dir = join(LOCALES, lang);
  const tree = Object.assign(
    {},
    ...readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as object),
  ) as Record<string, unknown>;
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: lang,
    resources: { [lang]: { translation: tree } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  // Keys come from the app's files at run time: untyped here.
  const translate = i18n.t.bind(i18n) as unknown as (key: string, values: object) => string;
  return (key, values) => translate(key, values ?? {});
}

let fontFamily: string | null = null;

/**
 * The app's Noto Sans Devanagari (the woff2 files it serves: a Devanagari and a Latin subset,
 * each a family here, as Skia falls back along the list only between families).
 */
export function slipFont(): string {
  if (fontFamily) return fontFamily;
  const require = createRequire(import.meta.url);
  const files = join(require.resolve('@fontsource/noto-sans-devanagari/package.json'), '../files');
  for (const subset of ['devanagari', 'latin', 'latin-ext'])
    for (const weight of [400, 700])
      GlobalFonts.registerFromPath(
        join(files, `noto-sans-devanagari-${subset}-${weight}-normal.woff2`),
        `App Noto ${subset}`,
      );
  fontFamily = "'App Noto devanagari', 'App Noto latin', 'App Noto latin-ext', sans-serif";
  return fontFamily;
}

/** Slips of voter rows, as the app builds them (one booth, one poll day for all). */
export function slipsOf(
  rows: FilterRow[],
  booth: SlipBooth & { path: string },
  poll: string,
): VoterSlip[] {
  // A voter's record lives in its booth: its place (scope) is the booth's path.
  const placed = rows.map((row) => ({ ...row, scope: booth.path }));
  return voterSlips(placed, new Map([[booth.path, booth]]), poll);
}

/** One slip as the printer's dots, drawn in Node as the phone draws it. */
export function nodePocketSlip(slip: VoterSlip, row: FilterRow, t: Translate): MonoImage {
  const family = slipFont();
  const name = slip.name || slip.voterId || '-';
  const lines = slipLines(slip, slipPersonOf(row), t);
  const measure = createCanvas(1, 1).getContext('2d') as unknown as SlipPainter;
  const layout = layoutSlip(measure, { name, lines, qrText: slip.voterId }, POCKET_STYLE, family);
  const canvas = createCanvas(POCKET_STYLE.width, layout.height);
  const ctx = canvas.getContext('2d');
  paintSlip(ctx as unknown as SlipPainter, layout, POCKET_STYLE, slip.voterId);
  const { data } = ctx.getImageData(0, 0, POCKET_STYLE.width, layout.height);
  return monoFromRgba(data, POCKET_STYLE.width, layout.height);
}

/** Voters with Hindi names, as a roll's Hindi edition gives them, for the slips' tests. */
export function hindiVoters(count: number, part = 12): (FilterRow & { id: string })[] {
  const first = ['रामप्रसाद', 'कमला', 'सुनीता', 'मोहनलाल', 'गीता', 'श्रीकृष्ण', 'लक्ष्मी'];
  const last = ['शर्मा', 'देवी', 'यादव', 'त्रिपाठी', 'वर्मा', 'प्रजापति', 'द्विवेदी'];
  return Array.from({ length: count }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(440000000000 + i)}`,
    firstName: first[i % first.length]!,
    lastName: last[(i * 3) % last.length]!,
    relation: `${first[(i + 2) % first.length]!} ${last[i % last.length]!}`,
    relationType: i % 2 ? 'husband' : 'father',
    gender: i % 2 ? 'Female' : 'Male',
    age: 25 + ((i * 7) % 60),
    voterId: `UPK${String(4400000 + i).padStart(7, '0')}`,
    partNumber: part,
    serialNumber: i + 1,
    address: `मकान ${i + 1}, गांधी नगर, वार्ड ${1 + (i % 4)}`,
  }));
}
