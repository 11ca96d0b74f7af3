// Elector boxes from the page's ruled lines, where the boxes touch one another (a table of
// boxes, as Delhi prints them) so that a whole row of boxes is one connected piece of ink and
// `pageLayout`'s pieces cannot tell them apart. Long horizontal and vertical strokes are
// gathered into lines; a box is the smallest rectangle two horizontal lines and two vertical
// lines close, of an elector box's size. Sizes are fractions of the page, so any resolution
// reads; the page is straightened before (a stroke may break over a pixel step or two).
import type { Rect } from './types.ts';

type HLine = { y: number; x0: number; x1: number };
type VLine = { x: number; y0: number; y1: number };

/** Runs of ink at least `min` long along one row (or column), bridging gaps of `gap` pixels. */
function runsAlong(
  at: (i: number) => number,
  n: number,
  min: number,
  gap: number,
): [number, number][] {
  const runs: [number, number][] = [];
  let start = -1;
  let last = -1;
  for (let i = 0; i <= n; i++) {
    const on = i < n && at(i) === 1;
    if (on) {
      if (start < 0) start = i;
      else if (i - last > gap + 1) {
        if (last - start + 1 >= min) runs.push([start, last]);
        start = i;
      }
      last = i;
    }
  }
  if (start >= 0 && last - start + 1 >= min) runs.push([start, last]);
  return runs;
}

/** Strokes of neighbouring rows (or columns) that overlap are one line, however thick. */
function gather(strokes: { at: number; from: number; to: number }[], near: number) {
  const lines: { at: number; from: number; to: number; n: number }[] = [];
  for (const s of strokes.sort((a, b) => a.at - b.at || a.from - b.from)) {
    const line = lines.find(
      (l) => s.at - l.at <= near && s.from <= l.to && s.to >= l.from && s.at >= l.at,
    );
    if (line) {
      line.at = s.at;
      line.from = Math.min(line.from, s.from);
      line.to = Math.max(line.to, s.to);
      line.n++;
    } else lines.push({ ...s, n: 1 });
  }
  return lines;
}

export function lineBoxes(ink: Uint8Array, width: number, height: number): Rect[] {
  const near = Math.max(3, Math.round(width * 0.003));
  const hStrokes = [];
  for (let y = 0; y < height; y++)
    for (const [from, to] of runsAlong((x) => ink[y * width + x]!, width, width * 0.12, 2))
      hStrokes.push({ at: y, from, to });
  const vStrokes = [];
  for (let x = 0; x < width; x++)
    for (const [from, to] of runsAlong((y) => ink[y * width + x]!, height, height * 0.03, 2))
      vStrokes.push({ at: x, from, to });
  const hLines: HLine[] = gather(hStrokes, near).map((l) => ({ y: l.at, x0: l.from, x1: l.to }));
  const vLines: VLine[] = gather(vStrokes, near).map((l) => ({ x: l.at, y0: l.from, y1: l.to }));

  const tol = near * 2;
  const candidates: Rect[] = [];
  for (const top of hLines)
    for (const bottom of hLines) {
      const h = bottom.y - top.y;
      if (h < height * 0.045 || h > height * 0.15) continue;
      const from = Math.max(top.x0, bottom.x0) - tol;
      const to = Math.min(top.x1, bottom.x1) + tol;
      const sides = vLines
        .filter((v) => v.y0 <= top.y + tol && v.y1 >= bottom.y - tol && v.x >= from && v.x <= to)
        .map((v) => v.x)
        .sort((a, b) => a - b);
      for (let i = 0; i + 1 < sides.length; i++) {
        const w = sides[i + 1]! - sides[i]!;
        if (w < width * 0.22 || w > width * 0.37) continue;
        candidates.push({ x: sides[i]!, y: top.y, width: w, height: h });
      }
    }
  // A rectangle split by a line across it into two box-tall halves is two rows, not a box.
  const split = (r: Rect) =>
    hLines.some(
      (l) =>
        l.y - r.y > height * 0.035 &&
        r.y + r.height - l.y > height * 0.035 &&
        l.x0 <= r.x + r.width * 0.2 &&
        l.x1 >= r.x + r.width * 0.8,
    );
  // Of overlapping rectangles (the box, and the box below its header line) the tallest.
  const boxes: Rect[] = [];
  for (const r of candidates.filter((c) => !split(c)).sort((a, b) => b.height - a.height))
    if (!boxes.some((b) => overlap(b, r) > 0.5 * r.width * r.height)) boxes.push(r);
  return boxes;
}

const overlap = (a: Rect, b: Rect): number =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
