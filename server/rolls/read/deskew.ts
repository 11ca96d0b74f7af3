// Scans come in slightly turned. The angle is measured from the top lines of the elector boxes
// (their left and right ends), and the page is turned back before anything is cut from it, so
// ruled lines run along pixel rows again and are cleared whole.
import type { Gray } from './page-image.ts';
import type { PageLayout } from './page-layout.ts';

/** Radians the page is turned (positive: the right end of a line sits lower), or 0. */
export function skewOf(layout: PageLayout, ink: Uint8Array, width: number): number {
  const angles: number[] = [];
  for (const { rect } of [...layout.boxes, ...layout.bands]) {
    const topAt = (x: number): number | null => {
      for (let y = rect.y; y < rect.y + rect.height / 2; y++) if (ink[y * width + x]) return y;
      return null;
    };
    const left = rect.x + Math.round(rect.width * 0.1);
    const right = rect.x + Math.round(rect.width * 0.9);
    const a = topAt(left);
    const b = topAt(right);
    if (a !== null && b !== null) angles.push(Math.atan2(b - a, right - left));
  }
  if (!angles.length) return 0;
  angles.sort((x, y) => x - y);
  return angles[Math.floor(angles.length / 2)]!;
}

/** The image turned by -angle about its centre (nearest pixel; paper where nothing maps). */
export function rotate(img: Gray, angle: number): Gray {
  if (Math.abs(angle) < 0.0005) return img;
  const { width, height } = img;
  const out = new Uint8Array(width * height).fill(255);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const cx = width / 2;
  const cy = height / 2;
  for (let y = 0; y < height; y++) {
    const dy = y - cy;
    // Source of (x, y): the output turned back by +angle.
    let sx = cx - cx * cos - dy * sin;
    let sy = cy - cx * sin + dy * cos;
    for (let x = 0; x < width; x++, sx += cos, sy += sin) {
      const ix = Math.round(sx);
      const iy = Math.round(sy);
      if (ix >= 0 && iy >= 0 && ix < width && iy < height)
        out[y * width + x] = img.data[iy * width + ix]!;
    }
  }
  return { width, height, data: out };
}
