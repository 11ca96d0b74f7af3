// Draws the app icons (a white ballot box with a ticked ballot on brand orange) into public/.
// Run with `npm run icons`; the PNGs are committed so a build never depends on this script.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';

type Rgba = readonly [number, number, number, number];
type Point = readonly [number, number];

const ORANGE: Rgba = [232, 89, 12, 255]; // theme_color #e8590c
const WHITE: Rgba = [255, 255, 255, 255];
const CLEAR: Rgba = [0, 0, 0, 0];

/** Signed-distance-ish test for a rounded rectangle in unit coordinates. */
function inRoundedRect(p: Point, x0: number, y0: number, x1: number, y1: number, r: number) {
  const cx = Math.min(Math.max(p[0], x0 + r), x1 - r);
  const cy = Math.min(Math.max(p[1], y0 + r), y1 - r);
  return (p[0] - cx) ** 2 + (p[1] - cy) ** 2 <= r * r;
}

function nearSegment(p: Point, a: Point, b: Point, halfWidth: number) {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const t = Math.max(
    0,
    Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)),
  );
  const [qx, qy] = [a[0] + t * dx, a[1] + t * dy];
  return (p[0] - qx) ** 2 + (p[1] - qy) ** 2 <= halfWidth * halfWidth;
}

/**
 * The mark, in a unit square centred on (0.5, 0.5): a ballot paper with a tick dropping into
 * a box. Kept inside a radius of ~0.41 so a 0.8 scale fits the maskable safe zone (0.4).
 */
function markColor(p: Point): Rgba | null {
  const tick =
    nearSegment(p, [0.41, 0.33], [0.47, 0.39], 0.026) ||
    nearSegment(p, [0.47, 0.39], [0.6, 0.25], 0.026);
  if (tick) return ORANGE;
  // The ballot paper reaches down into the slot of the lid, so it reads as being cast.
  if (inRoundedRect(p, 0.34, 0.16, 0.66, 0.5, 0.03)) return WHITE;
  if (inRoundedRect(p, 0.2, 0.46, 0.8, 0.54, 0.03)) {
    return p[0] > 0.27 && p[0] < 0.73 && p[1] > 0.485 && p[1] < 0.515 ? ORANGE : WHITE;
  }
  if (inRoundedRect(p, 0.24, 0.56, 0.76, 0.8, 0.04)) return WHITE; // box body
  return null;
}

type IconSpec = {
  file: string;
  size: number;
  /** Full-bleed square background (maskable, Apple) instead of a rounded tile on transparent. */
  fullBleed: boolean;
  /** Scale of the mark around the centre. */
  markScale: number;
};

function colorAt(p: Point, spec: IconSpec): Rgba {
  const inTile = spec.fullBleed || inRoundedRect(p, 0, 0, 1, 1, 0.22);
  if (!inTile) return CLEAR;
  const m: Point = [(p[0] - 0.5) / spec.markScale + 0.5, (p[1] - 0.5) / spec.markScale + 0.5];
  return markColor(m) ?? ORANGE;
}

/** 4×4 supersampling gives smooth edges without a graphics library. */
function render(spec: IconSpec): Buffer {
  const png = new PNG({ width: spec.size, height: spec.size });
  const n = 4;
  for (let y = 0; y < spec.size; y++) {
    for (let x = 0; x < spec.size; x++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const p: Point = [(x + (sx + 0.5) / n) / spec.size, (y + (sy + 0.5) / n) / spec.size];
          const c = colorAt(p, spec);
          // Premultiply so transparent samples don't darken the edge colour.
          sum[0]! += c[0] * c[3];
          sum[1]! += c[1] * c[3];
          sum[2]! += c[2] * c[3];
          sum[3]! += c[3];
        }
      }
      const i = (y * spec.size + x) * 4;
      const alpha = sum[3]!;
      png.data[i] = alpha ? Math.round(sum[0]! / alpha) : 0;
      png.data[i + 1] = alpha ? Math.round(sum[1]! / alpha) : 0;
      png.data[i + 2] = alpha ? Math.round(sum[2]! / alpha) : 0;
      png.data[i + 3] = Math.round(alpha / (n * n));
    }
  }
  return PNG.sync.write(png);
}

export const ICONS: IconSpec[] = [
  { file: 'icons/icon-192.png', size: 192, fullBleed: false, markScale: 1 },
  { file: 'icons/icon-512.png', size: 512, fullBleed: false, markScale: 1 },
  { file: 'icons/icon-maskable-512.png', size: 512, fullBleed: true, markScale: 0.8 },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, fullBleed: true, markScale: 0.9 },
];

/** The same mark as SVG, for the browser tab. */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect width="100" height="100" rx="22" fill="#e8590c"/>
  <rect x="20" y="46" width="60" height="8" rx="3" fill="#fff"/>
  <rect x="27" y="48.5" width="46" height="3" fill="#e8590c"/>
  <rect x="34" y="16" width="32" height="34" rx="3" fill="#fff"/>
  <path d="M41 33 47 39 60 25" fill="none" stroke="#e8590c" stroke-width="5.2" stroke-linecap="round" stroke-linejoin="round"/>
  <rect x="24" y="56" width="52" height="24" rx="4" fill="#fff"/>
</svg>
`;

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));

function write(relative: string, data: Buffer | string) {
  const path = publicDir + relative;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
  console.log(`wrote public/${relative}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const spec of ICONS) write(spec.file, render(spec));
  write('favicon.svg', FAVICON_SVG);
}
