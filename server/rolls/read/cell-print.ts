// A serial cell's print made easy for Tesseract, which drops a thin lone 1 (1111 read as 1):
// the leftovers of ruled lines that touch the cell's edges are papered over, and the cell is
// enlarged twice with smooth steps (measured on real Hindi and English rolls: serials 1110–1119
// and 11–17 came back whole instead of as a single digit).
import { findPieces } from './components.ts';
import type { Gray } from './page-image.ts';

/** The image with the thin upright marks at its left and right edges (ruled lines) made paper. */
export function withoutEdgeMarks(img: Gray, threshold: number): Gray {
  const { width, height } = img;
  const ink = new Uint8Array(img.data.length);
  for (let i = 0; i < ink.length; i++) ink[i] = img.data[i]! <= threshold ? 1 : 0;
  const data = img.data.slice();
  for (const p of findPieces(ink, width, height)) {
    const atSide = p.x0 <= 1 || p.x1 >= width - 2;
    if (!atSide || p.x1 - p.x0 > 4 || p.y1 - p.y0 < (p.x1 - p.x0 + 1) * 3) continue;
    for (let y = p.y0; y <= p.y1; y++)
      for (let x = p.x0; x <= p.x1; x++) if (ink[y * width + x]) data[y * width + x] = 255;
  }
  return { width, height, data };
}

/** The image `factor` times larger, each pixel the blend of its four nearest (bilinear). */
export function enlarge(img: Gray, factor: number): Gray {
  const width = Math.round(img.width * factor);
  const height = Math.round(img.height * factor);
  const data = new Uint8Array(width * height);
  const at = (x: number, y: number) => img.data[y * img.width + x]!;
  for (let y = 0; y < height; y++) {
    const sy = Math.min(img.height - 1.001, y / factor);
    const y0 = Math.floor(sy);
    const dy = sy - y0;
    for (let x = 0; x < width; x++) {
      const sx = Math.min(img.width - 1.001, x / factor);
      const x0 = Math.floor(sx);
      const dx = sx - x0;
      data[y * width + x] = Math.round(
        at(x0, y0) * (1 - dx) * (1 - dy) +
          at(x0 + 1, y0) * dx * (1 - dy) +
          at(x0, y0 + 1) * (1 - dx) * dy +
          at(x0 + 1, y0 + 1) * dx * dy,
      );
    }
  }
  return { width, height, data };
}
