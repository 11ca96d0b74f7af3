// Where the elector boxes and the section/additions bands are on a page image, from its own
// ruled lines: a box is a hollow piece of ink about a third of the page wide, a band a hollow
// piece across the page; inside a box, the photo frame is the hollow piece on the right. Boxes
// are ordered as the roll prints them (row by row, left to right). A page whose photo frames
// sit on the left was scanned upside down.
import type { Piece } from './components.ts';
import { findPieces, heightOf, widthOf } from './components.ts';
import { lineBoxes } from './grid-lines.ts';
import type { Rect } from './types.ts';

export type BoxLayout = {
  rect: Rect;
  /** The photo frame inside the box (null when none was found). */
  photo: Rect | null;
  /** A large mark across the box's print: the DELETED stamp. */
  stamped: boolean;
};

export type BandLayout = { rect: Rect };

export type PageLayout = {
  boxes: BoxLayout[];
  bands: BandLayout[];
  /** Photo frames on the left of their boxes: the page is upside down. */
  upsideDown: boolean;
};

const rectOf = (p: Piece): Rect => ({ x: p.x0, y: p.y0, width: widthOf(p), height: heightOf(p) });
const hollow = (p: Piece) => p.ink < 0.25 * widthOf(p) * heightOf(p);
const inside = (inner: Piece, outer: Piece) =>
  inner !== outer &&
  inner.x0 > outer.x0 &&
  inner.x1 < outer.x1 &&
  inner.y0 > outer.y0 &&
  inner.y1 < outer.y1;

/** Inside, give or take a line's width (the lines' rectangle and the ink's differ by that). */
const within = (inner: Piece, outer: Piece) =>
  inner.x0 >= outer.x0 - 6 &&
  inner.x1 <= outer.x1 + 6 &&
  inner.y0 >= outer.y0 - 6 &&
  inner.y1 <= outer.y1 + 6;
const meets = (a: Piece, b: Piece) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/**
 * Boxes of the roll's grid: at least two columns of boxes alike in size (the median's width
 * within 8 %, height within 15 %). A cover's or summary's table has cells of other sizes.
 */
function likeBoxes(rects: Rect[]): Rect[] {
  if (rects.length < 3) return [];
  const median = (v: number[]) => [...v].sort((a, b) => a - b)[v.length >> 1]!;
  const w = median(rects.map((r) => r.width));
  const h = median(rects.map((r) => r.height));
  const alike = rects.filter(
    (r) => Math.abs(r.width - w) < w * 0.08 && Math.abs(r.height - h) < h * 0.15,
  );
  const columns = new Set(alike.map((r) => Math.round(r.x / (w / 2))));
  return alike.length >= 3 && columns.size >= 2 ? alike : [];
}

export function pageLayout(ink: Uint8Array, width: number, height: number): PageLayout {
  const all = findPieces(ink, width, height);
  // Big pieces are the ruling; middling ones inside a box can be a stamp.
  const pieces = all.filter((p) => widthOf(p) > width * 0.02 || heightOf(p) > height * 0.012);
  let boxPieces = pieces.filter((p) => {
    const w = widthOf(p) / width;
    const h = heightOf(p) / height;
    return w > 0.24 && w < 0.37 && h > 0.05 && h < 0.14 && hollow(p);
  });
  // Boxes that touch are one piece a row (or a page) wide: their lines tell them apart, inside
  // that piece only, and only where they form a grid of like boxes (not a cover's table).
  const merged = pieces.filter(
    (p) => widthOf(p) > width * 0.6 && heightOf(p) > height * 0.05 && hollow(p),
  );
  if (merged.length) {
    const byLines = likeBoxes(lineBoxes(ink, width, height))
      .map((r): Piece => ({
        x0: r.x,
        y0: r.y,
        x1: r.x + r.width - 1,
        y1: r.y + r.height - 1,
        ink: 0,
      }))
      .filter((b) => merged.some((m) => within(b, m)));
    boxPieces = [...boxPieces, ...byLines.filter((b) => !boxPieces.some((p) => meets(p, b)))];
  }
  const bands = pieces
    .filter((p) => {
      const w = widthOf(p) / width;
      const h = heightOf(p) / height;
      return w > 0.8 && h > 0.008 && h < 0.035 && hollow(p);
    })
    .map((p) => ({ rect: rectOf(p) }));

  // A stamp's frame can be box-sized: a piece inside a box is never a box.
  boxPieces = boxPieces.filter((b) => !boxPieces.some((o) => inside(b, o)));
  let left = 0;
  let right = 0;
  const boxes = boxPieces.map((box) => {
    const atRightEnd = (p: Piece) =>
      widthOf(p) > widthOf(box) * 0.12 &&
      widthOf(p) < widthOf(box) * 0.35 &&
      heightOf(p) > heightOf(box) * 0.45 &&
      p.x0 > box.x0 + widthOf(box) * 0.55;
    // A photo frame is a narrow upright box at one end; the stamp is wide. A colour roll prints
    // a face (or its placeholder) there instead: a solid piece at the right end.
    const frame =
      pieces
        .filter((p) => inside(p, box) && hollow(p))
        .filter((p) => widthOf(p) > widthOf(box) * 0.12 && widthOf(p) < widthOf(box) * 0.35)
        .filter((p) => heightOf(p) > heightOf(box) * 0.45)
        .sort((a, b) => heightOf(b) - heightOf(a))[0] ??
      pieces.filter((p) => inside(p, box) && atRightEnd(p))[0];
    if (frame) {
      if (frame.x0 + frame.x1 < box.x0 + box.x1) left++;
      else right++;
    }
    // Print is one line tall; the stamp's frame and big letters (even merged with the print
    // they cross) are far taller or wider, and reach over the print on the left.
    const stamped = pieces.some(
      (p) =>
        inside(p, box) &&
        p !== frame &&
        !(frame && inside(p, frame)) &&
        p.x0 < box.x0 + widthOf(box) * 0.55 &&
        (heightOf(p) > heightOf(box) * 0.3 ||
          (widthOf(p) > widthOf(box) * 0.4 && heightOf(p) > heightOf(box) * 0.15)),
    );
    return { rect: rectOf(box), photo: frame ? rectOf(frame) : null, stamped };
  });
  // Elector boxes hold a photo (or its frame): box-sized cells without one are a cover's or a
  // summary's table, a map's frame, not a list page.
  // A DELETED stamp drawn over a box can swallow its photo frame.
  const listed = boxes.filter((b) => b.photo || b.stamped).length * 2 >= boxes.length ? boxes : [];
  return { boxes: printOrder(listed), bands, upsideDown: left > right };
}

/** Row by row (boxes whose tops are within half a box of each other), left to right. */
function printOrder(boxes: BoxLayout[]): BoxLayout[] {
  const sorted = [...boxes].sort((a, b) => a.rect.y - b.rect.y);
  const rows: BoxLayout[][] = [];
  for (const box of sorted) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]!.rect.y - box.rect.y) < box.rect.height / 2) row.push(box);
    else rows.push([box]);
  }
  return rows.flatMap((row) => row.sort((a, b) => a.rect.x - b.rect.x));
}
