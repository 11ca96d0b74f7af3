// The parts of an elector box that are read, cut from the page image and cleaned of ruling:
// the header (serial cell and EPIC, above the photo frame) and the body (the field lines left
// of the photo frame). Several boxes' parts are stacked into one tall image, so Tesseract is
// called once per page rather than once per box.
import type { Gray } from './page-image.ts';
import { crop } from './page-image.ts';
import type { BoxLayout } from './page-layout.ts';

/** Longest run of ink along a row (or a column) of the image. */
function longestRun(img: Gray, threshold: number, index: number, alongRow: boolean): number {
  const n = alongRow ? img.width : img.height;
  let best = 0;
  let run = 0;
  for (let i = 0; i < n; i++) {
    const v = alongRow ? img.data[index * img.width + i]! : img.data[i * img.width + index]!;
    run = v <= threshold ? run + 1 : 0;
    if (run > best) best = run;
  }
  return best;
}

/**
 * Paper over ruled lines: rows and columns holding a run of ink across most of the image. In a
 * strip one line of print tall (an EPIC) a letter's stem runs down most of it too (an N, a B,
 * a 1 of a thin font lost their stems, and 0 of 18 EPICs of a real UP page were read): there,
 * `sides` keeps the columns looked at to that fraction of the width at each side, where the
 * box's lines fall.
 */
export function clearRuling(img: Gray, threshold: number, sides = 0.5): Gray {
  const data = img.data.slice();
  for (let y = 0; y < img.height; y++)
    if (longestRun(img, threshold, y, true) > img.width * 0.6)
      data.fill(255, y * img.width, (y + 1) * img.width);
  const side = Math.ceil(img.width * sides);
  for (let x = 0; x < img.width; x++)
    if (
      (x < side || x >= img.width - side) &&
      longestRun(img, threshold, x, false) > img.height * 0.7
    )
      for (let y = 0; y < img.height; y++) data[y * img.width + x] = 255;
  return { ...img, data };
}

/**
 * Lift a stamp printed lighter than the text ("DELETED" in grey or red across a box): ink
 * lighter than halfway between the print's darkest and the ink threshold turns to paper. The
 * text's strokes keep their dark cores; a stamp as dark as the print is left as it is.
 */
export function liftStamp(img: Gray, threshold: number): Gray {
  const counts = new Uint32Array(256);
  let ink = 0;
  for (const v of img.data)
    if (v <= threshold) {
      counts[v]!++;
      ink++;
    }
  if (ink < 50) return img;
  // The print's darkest: the level below which a twentieth of the ink lies.
  let seen = 0;
  let core = 0;
  while (core < threshold && (seen += counts[core]!) < ink * 0.05) core++;
  const cut = Math.round(core + (threshold - core) * 0.5);
  return { ...img, data: img.data.map((v) => (v > cut ? 255 : v)) };
}

/** The EPIC strip's sides where a box's lines may fall (clearRuling). */
const EPIC_SIDES = 0.04;

export type BoxImages = { serial: Gray; epic: Gray; body: Gray };

/** Ink pixels in column `x` between rows y0 and y1. */
function columnInk(page: Gray, threshold: number, x: number, y0: number, y1: number): number {
  let n = 0;
  for (let y = y0; y < y1; y++) if (page.data[y * page.width + x]! <= threshold) n++;
  return n;
}

/**
 * Where the first run of print from the left (the serial) ends in rows y0–y1: the middle of the
 * first gap of paper wider than a few letters after it; null when there is none.
 */
function printGap(
  page: Gray,
  threshold: number,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
): number | null {
  const wide = Math.round((y1 - y0) * 1.2);
  let seen = false;
  let gap = 0;
  for (let col = x0; col < x1; col++) {
    // A column touched by a ruled line across the header (the box's border) is paper here.
    const n = columnInk(page, threshold, col, y0, y1);
    if (n > 0 && n < (y1 - y0) * 0.9) {
      if (seen && gap >= wide) return col - Math.round(gap / 2);
      seen = true;
      gap = 0;
    } else if (seen) gap++;
  }
  return null;
}

export function boxImages(page: Gray, box: BoxLayout, threshold: number): BoxImages {
  const { x, y, width, height } = box.rect;
  const photo = box.photo ?? { x: x + width * 0.78, y: y + height * 0.22, width: 0, height: 0 };
  const inset = Math.max(4, Math.round(height * 0.03));
  // The serial cell's bottom line ends the header: the first row, below the box's top line,
  // drawn across the box's left fifth.
  const cellWidth = Math.round(width * 0.2);
  let headerBottom = photo.y - inset;
  for (let row = y + inset * 2; row < photo.y; row++) {
    const strip = crop(page, x + inset, row, cellWidth, 1);
    if (longestRun(strip, threshold, 0, true) > cellWidth * 0.6) {
      headerBottom = row - 1;
      break;
    }
  }
  // Its right line: the first column of the header's left part inked down most of the header
  // (a letter's stroke is shorter). Without one, the header's print is split where paper
  // parts it: the serial is the first run of print from the left, the EPIC what follows.
  let cellRight: number | null = null;
  const headerHeight = headerBottom - y - inset;
  for (let col = x + inset * 3; col < x + width * 0.6 && cellRight === null; col++)
    if (columnInk(page, threshold, col, y + inset, headerBottom) >= headerHeight * 0.75)
      cellRight = col;
  const top = y + inset + 2;
  const split =
    cellRight ?? printGap(page, threshold, x + inset * 3, x + width - inset, top, headerBottom - 2);
  const serialRight = split ?? x + cellWidth;
  const serial = crop(
    page,
    x + inset + 2,
    top,
    serialRight - x - inset - 6,
    headerBottom - top - 2,
  );
  const epicLeft = split !== null ? split + 6 : x + Math.round(width * 0.15);
  const epicWidth = x + width - inset - 2 - epicLeft;
  // Some rolls print the EPIC lower than the serial cell's bottom line: it ends at the first
  // row of paper under the cell (at most a cell's height further down).
  let epicBottom = headerBottom - 2;
  const blank = (row: number) =>
    longestRun(crop(page, epicLeft, row, epicWidth, 1), threshold, 0, true) === 0;
  if (!blank(epicBottom)) {
    const limit = Math.min(headerBottom + (headerBottom - top), box.photo ? photo.y : y + height);
    while (epicBottom < limit && !blank(epicBottom)) epicBottom++;
  }
  const epic = crop(page, epicLeft, top, epicWidth, epicBottom - top);
  const bodyTop = Math.max(Math.min(photo.y, headerBottom + inset) - 2, epicBottom + 1);
  const body = clearRuling(
    crop(page, x + inset + 2, bodyTop, photo.x - x - inset - 6, y + height - inset - bodyTop),
    threshold,
  );
  const lifted = (img: Gray) => (box.stamped ? liftStamp(img, threshold) : img);
  return {
    serial: lifted(clearRuling(serial, threshold)),
    epic: lifted(clearRuling(epic, threshold, EPIC_SIDES)),
    body: lifted(body),
  };
}

/** Images one above another with white between; `tops[i]` is where image i starts. */
export function stack(images: Gray[], gap: number): { image: Gray; tops: number[] } {
  const width = Math.max(1, ...images.map((i) => i.width)) + 2 * gap;
  const tops: number[] = [];
  let height = gap;
  for (const img of images) {
    tops.push(height);
    height += img.height + gap;
  }
  const data = new Uint8Array(width * height).fill(255);
  images.forEach((img, i) => {
    for (let row = 0; row < img.height; row++)
      data.set(
        img.data.subarray(row * img.width, (row + 1) * img.width),
        (tops[i]! + row) * width + gap,
      );
  });
  return { image: { width, height, data }, tops };
}

/**
 * Paper over a table's grid on a whole page (the cover's and closing page's totals): runs of
 * ink longer than any letter — across (a third of the page) or down (`tallest` pixels).
 */
export function clearGrid(img: Gray, threshold: number, tallest: number): Gray {
  const { width, height } = img;
  const data = img.data.slice();
  const across = Math.round(width / 3);
  for (let y = 0; y < height; y++) {
    let run = 0;
    for (let x = 0; x <= width; x++) {
      if (x < width && img.data[y * width + x]! <= threshold) run++;
      else {
        if (run >= across) data.fill(255, y * width + x - run, y * width + x);
        run = 0;
      }
    }
  }
  for (let x = 0; x < width; x++) {
    let run = 0;
    for (let y = 0; y <= height; y++) {
      if (y < height && img.data[y * width + x]! <= threshold) run++;
      else {
        if (run >= tallest) for (let k = y - run; k < y; k++) data[k * width + x] = 255;
        run = 0;
      }
    }
  }
  return { width, height, data };
}
