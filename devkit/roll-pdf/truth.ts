// The ground truth written beside each roll PDF: what every page prints and where, from the
// same part and layout the pages were drawn from. A reader's output is scored against it.
import type { Cover, Elector, RollPart, Totals } from './part-model.ts';
import type { Band, Rect, RollLayout } from './layout.ts';
import type { EditionText } from './labels.ts';
import { bandText } from './page-html.ts';
import type { ImageRect, ScanPage } from './scan.ts';
import { imageRect } from './scan.ts';

export type PdfVariant = 'text' | 'image';

export type TruthBox = Elector & {
  page: number;
  /** 1–3 from the left. */
  column: number;
  /** 1–10 from the top: the box row on its page (bands do not count). */
  row: number;
  /** On the PDF page in points, from its top-left corner. */
  pdfRect: Rect;
  /** On the page image (image variant only). */
  image?: ImageRect;
};

export type TruthHeading = {
  page: number;
  kind: Band['kind'];
  section: number;
  text: string;
  pdfRect: Rect;
  image?: ImageRect;
};

export type RollPdfTruth = {
  format: 'booth-panel/roll-pdf-truth/1';
  seed: number;
  edition: RollPart['edition'];
  variant: PdfVariant;
  /** How digits are printed; the truth always holds them as Latin digits or numbers. */
  digits: 'latin' | 'devanagari';
  pageCount: number;
  pageSize: { widthPt: number; heightPt: number };
  cover: Cover;
  boxes: TruthBox[];
  headings: TruthHeading[];
  additions: { count: number; firstSerial: number | null; lastSerial: number | null };
  deletedSerials: number[];
  /** Printed on the closing page; `net` is the cover's totals. */
  totals: { main: Totals; additions: Totals; deletions: Totals; net: Totals };
  /** The image variant's pages: size, dpi, rotation and offset of each. */
  scans?: ScanPage[];
};

const PT = 72 / 25.4;
const round2 = (n: number): number => Math.round(n * 100) / 100;
const points = (r: Rect): Rect => ({
  x: round2(r.x * PT),
  y: round2(r.y * PT),
  width: round2(r.width * PT),
  height: round2(r.height * PT),
});

export function partTruth(args: {
  seed: number;
  part: RollPart;
  layout: RollLayout;
  text: EditionText;
  devanagariDigits: boolean;
  scans?: ScanPage[];
}): RollPdfTruth {
  const { part, layout, scans } = args;
  const onImage = (page: number, r: Rect) => {
    const scan = scans?.[page - 1];
    return scan ? { image: imageRect(r, scan) } : {};
  };
  const pages = layout.voterPages;
  const boxes = pages.flatMap((p) =>
    p.boxes.map((b) => ({
      ...b.elector,
      page: p.page,
      column: b.column,
      row: b.row,
      pdfRect: points(b.rect),
      ...onImage(p.page, b.rect),
    })),
  );
  const added = part.electors.filter((e) => e.list === 'additions');
  return {
    format: 'booth-panel/roll-pdf-truth/1',
    seed: args.seed,
    edition: part.edition,
    variant: scans ? 'image' : 'text',
    digits: args.devanagariDigits ? 'devanagari' : 'latin',
    pageCount: layout.pageCount,
    pageSize: { widthPt: round2(210 * PT), heightPt: round2(297 * PT) },
    cover: part.cover,
    boxes,
    headings: pages.flatMap((p) =>
      p.bands.map((b) => ({
        page: p.page,
        kind: b.kind,
        section: b.section,
        text: bandText(args.text, part, b),
        pdfRect: points(b.rect),
        ...onImage(p.page, b.rect),
      })),
    ),
    additions: {
      count: added.length,
      firstSerial: added[0]?.serial ?? null,
      lastSerial: added.at(-1)?.serial ?? null,
    },
    deletedSerials: part.electors.filter((e) => e.deleted).map((e) => e.serial),
    totals: part.summary,
    ...(scans ? { scans } : {}),
  };
}
