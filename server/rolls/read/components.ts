// Connected pieces of ink on a page (8-connected), found from runs of ink row by row with a
// union–find: the roll's boxes, bands and photo frames are each one piece, whatever the page's
// shift or slight skew, which is how the reader finds them by the page's own lines.

export type Piece = {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Ink pixels in the piece. */
  ink: number;
};

export const widthOf = (p: Piece) => p.x1 - p.x0 + 1;
export const heightOf = (p: Piece) => p.y1 - p.y0 + 1;

export function findPieces(ink: Uint8Array, width: number, height: number): Piece[] {
  const parent: number[] = [];
  const find = (a: number): number => {
    while (parent[a] !== a) {
      parent[a] = parent[parent[a]!]!;
      a = parent[a]!;
    }
    return a;
  };
  const union = (a: number, b: number) => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  // Runs: [start, end, rowIndex, id] flattened per row.
  const runStart: number[] = [];
  const runEnd: number[] = [];
  const runRow: number[] = [];
  let prevFirst = 0;
  let prevLast = 0;
  for (let y = 0; y < height; y++) {
    const first = runStart.length;
    const base = y * width;
    let x = 0;
    while (x < width) {
      if (!ink[base + x]) {
        x++;
        continue;
      }
      const s = x;
      while (x < width && ink[base + x]) x++;
      const id = runStart.length;
      runStart.push(s);
      runEnd.push(x - 1);
      runRow.push(y);
      parent.push(id);
      // 8-connected: touches a run of the row above that spans s-1 … x.
      for (let p = prevFirst; p < prevLast; p++) {
        if (runEnd[p]! < s - 1) continue;
        if (runStart[p]! > x) break;
        union(id, p);
      }
    }
    prevFirst = first;
    prevLast = runStart.length;
  }
  const pieces = new Map<number, Piece>();
  for (let r = 0; r < runStart.length; r++) {
    const root = find(r);
    const y = runRow[r]!;
    const piece = pieces.get(root);
    const len = runEnd[r]! - runStart[r]! + 1;
    if (!piece) pieces.set(root, { x0: runStart[r]!, x1: runEnd[r]!, y0: y, y1: y, ink: len });
    else {
      piece.x0 = Math.min(piece.x0, runStart[r]!);
      piece.x1 = Math.max(piece.x1, runEnd[r]!);
      piece.y1 = Math.max(piece.y1, y);
      piece.ink += len;
    }
  }
  return [...pieces.values()];
}
