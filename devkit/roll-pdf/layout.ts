// Where everything sits on the roll's A4 pages, in millimetres: 3 × 10 elector boxes a page,
// a section band above each section's boxes (repeated at the top of every page), an
// "Additions" band before the additions. Computed here, not measured in the browser, so the
// truth's rectangles are exact and the same on every machine.
import type { Elector } from './part-model.ts';

export type Rect = { x: number; y: number; width: number; height: number };

export const PAGE = { width: 210, height: 297 } as const;
export const MARGIN_X = 8;
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN_X;
const COLUMNS = 3;
const ROWS = 10;
const COL_GAP = 1.6;
export const BOX = { width: (CONTENT_WIDTH - (COLUMNS - 1) * COL_GAP) / COLUMNS, height: 23.4 };
const ROW_GAP = 1.2;
export const BAND_HEIGHT = 5.6;
const BAND_GAP = 1.2;
/** The boxes and bands flow between the page header and footer. */
const FLOW_TOP = 20;
const FLOW_BOTTOM = 286;

export type PlacedBox = { elector: Elector; column: number; row: number; rect: Rect };
export type Band = { kind: 'section' | 'additions'; section: number; rect: Rect };
export type VoterPage = { page: number; bands: Band[]; boxes: PlacedBox[] };
/** Page 1 is the cover, then the voter pages, then the closing summary page. */
export type RollLayout = { voterPages: VoterPage[]; pageCount: number };

type Block = { list: Elector['list']; section: number; electors: Elector[] };

/** Consecutive electors of one list and section. */
function blocksOf(electors: readonly Elector[]): Block[] {
  const blocks: Block[] = [];
  for (const e of electors) {
    const last = blocks.at(-1);
    if (last && last.list === e.list && last.section === e.section) last.electors.push(e);
    else blocks.push({ list: e.list, section: e.section, electors: [e] });
  }
  return blocks;
}

export function layoutPart(electors: readonly Elector[]): RollLayout {
  const pages: VoterPage[] = [];
  let page: VoterPage | undefined;
  let y = 0;
  let rows = 0;

  const newPage = (): VoterPage => {
    page = { page: pages.length + 2, bands: [], boxes: [] };
    pages.push(page);
    y = FLOW_TOP;
    rows = 0;
    return page;
  };
  const fits = (bands: number, boxRows: number): boolean =>
    page !== undefined &&
    rows + boxRows <= ROWS &&
    y + bands * (BAND_HEIGHT + BAND_GAP) + boxRows * (BOX.height + ROW_GAP) - ROW_GAP <=
      FLOW_BOTTOM;
  const band = (p: VoterPage, kind: Band['kind'], section: number) => {
    p.bands.push({
      kind,
      section,
      rect: { x: MARGIN_X, y, width: CONTENT_WIDTH, height: BAND_HEIGHT },
    });
    y += BAND_HEIGHT + BAND_GAP;
  };
  /** A page within the additions names them again above the section band. */
  const headings = (p: VoterPage, block: Block, additionsHeading: boolean) => {
    if (additionsHeading) band(p, 'additions', block.section);
    band(p, 'section', block.section);
  };

  const blocks = blocksOf(electors);
  for (const [i, block] of blocks.entries()) {
    const firstAdditions = block.list === 'additions' && blocks[i - 1]?.list !== 'additions';
    const lead = firstAdditions ? 2 : 1;
    // A heading never ends a page: it needs room for one row of its boxes below it.
    if (fits(lead, 1)) headings(page!, block, firstAdditions);
    else headings(newPage(), block, block.list === 'additions');
    for (let start = 0; start < block.electors.length; start += COLUMNS) {
      if (!fits(0, 1)) headings(newPage(), block, block.list === 'additions');
      const p = page!;
      block.electors.slice(start, start + COLUMNS).forEach((elector, column) =>
        p.boxes.push({
          elector,
          column: column + 1,
          row: rows + 1,
          rect: { x: MARGIN_X + column * (BOX.width + COL_GAP), y, ...BOX },
        }),
      );
      y += BOX.height + ROW_GAP;
      rows += 1;
    }
  }
  return { voterPages: pages, pageCount: pages.length + 2 };
}
