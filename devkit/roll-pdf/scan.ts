// What makes a rendered page look scanned — a slight rotation, a small offset, blur, paper
// tone, grain and specks — chosen from the seed, and where a layout rectangle lands on the
// scanned image. The pixels are made in the page with a canvas, so no native image library.
import { createRng } from '../../server/demo/roll/prng.ts';
import type { Rect } from './layout.ts';
import { PAGE } from './layout.ts';

export type ScanPage = {
  page: number;
  /** Image size in pixels (A4 at `dpi`). */
  width: number;
  height: number;
  dpi: number;
  /** Clockwise, about the image centre, applied before the offset. */
  rotationDeg: number;
  offsetX: number;
  offsetY: number;
  /** Seed of the page's grain and specks. */
  noiseSeed: number;
};

export const DEFAULT_DPI = 200;

/** One scan per page of a part: the same seed and part give the same scans. */
export function scanPages(seed: number, part: number, pageCount: number, dpi: number): ScanPage[] {
  const rng = createRng(seed, 0x5ca0_0000 + part);
  const width = Math.round((PAGE.width / 25.4) * dpi);
  const height = Math.round((PAGE.height / 25.4) * dpi);
  const shift = Math.round(dpi / 15);
  return Array.from({ length: pageCount }, (_, i) => ({
    page: i + 1,
    width,
    height,
    dpi,
    rotationDeg: Number(((rng.chance(0.5) ? 1 : -1) * (0.3 + 0.7 * rng.next())).toFixed(3)),
    offsetX: rng.int(-shift, shift),
    offsetY: rng.int(-shift, shift),
    noiseSeed: rng.u32(),
  }));
}

export type ImageRect = {
  /** Axis-aligned bounding box of the box on the scanned image, in pixels. */
  rect: Rect;
  /** The box's corners on the image (top-left, top-right, bottom-right, bottom-left). */
  corners: [number, number][];
};

const round1 = (n: number): number => Math.round(n * 10) / 10;

/** Where a layout rectangle (millimetres) lands on the scanned page image. */
export function imageRect(r: Rect, scan: ScanPage): ImageRect {
  const sx = scan.width / PAGE.width;
  const sy = scan.height / PAGE.height;
  const cx = scan.width / 2;
  const cy = scan.height / 2;
  const a = (scan.rotationDeg * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const corners = [
    [r.x, r.y],
    [r.x + r.width, r.y],
    [r.x + r.width, r.y + r.height],
    [r.x, r.y + r.height],
  ].map(([x, y]): [number, number] => {
    const dx = x! * sx - cx;
    const dy = y! * sy - cy;
    return [
      round1(cx + dx * cos - dy * sin + scan.offsetX),
      round1(cy + dx * sin + dy * cos + scan.offsetY),
    ];
  });
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return {
    rect: { x, y, width: round1(Math.max(...xs) - x), height: round1(Math.max(...ys) - y) },
    corners,
  };
}

/**
 * Defines `window.scanPage(args)` in a blank page: PNG of the rendered page in, JPEG (base64)
 * of the scan out. Plain JavaScript in a string: functions handed to page.evaluate would be
 * wrapped in tsx's `__name()` helper, which the page does not have.
 */
export const SCAN_SCRIPT = `
window.scanPage = async ({ png, width, height, rotationDeg, offsetX, offsetY, noiseSeed, quality }) => {
  const img = new Image();
  img.src = 'data:image/png;base64,' + png;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.filter = 'blur(0.55px)';
  ctx.translate(width / 2 + offsetX, height / 2 + offsetY);
  ctx.rotate((rotationDeg * Math.PI) / 180);
  ctx.drawImage(img, -width / 2, -height / 2, width, height);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.filter = 'none';
  let s = noiseSeed >>> 0;
  const rand = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const phase = rand() * 6.28;
  const shade = new Float32Array(height);
  for (let y = 0; y < height; y++) shade[y] = 4 * Math.sin(phase + (y / height) * 9) - 3;
  const image = ctx.getImageData(0, 0, width, height);
  const px = image.data;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      let g = 0.299 * px[i] + 0.587 * px[i + 1] + 0.114 * px[i + 2];
      g = 24 + g * 0.86 + shade[y] + (rand() - 0.5) * 12;
      if (rand() < 0.0003) g -= 90 + 90 * rand();
      g = g < 0 ? 0 : g > 255 ? 255 : g;
      px[i] = g;
      px[i + 1] = g;
      px[i + 2] = g;
    }
  }
  ctx.putImageData(image, 0, 0);
  return canvas.toDataURL('image/jpeg', quality).slice('data:image/jpeg;base64,'.length);
};
`;
