// A part from its pages: the boxes in print order with their sections and lists carried from
// page to page, the cover and the closing totals, and the serials checked as a sequence. Print
// order is serial order, so box k of the part is serial first + k. A serial read that agrees is
// kept; one that disagrees is doubted (a person decides); one unreadable is inferred from its
// place — without a doubt only when the boxes found are exactly the cover's serial range.
import type { PageHeader, PartHeader, ReadBox, PageReading, ReadPart } from './types.ts';

/** A serial read at this confidence (0–100) that differs from its place is doubted. */
const SURE_SERIAL = 90;

/** Undoubted EPICs sharing a prefix before it counts as the part's series. */
const SERIES_AT_LEAST = 3;

/**
 * A part's EPICs come in a few series (the three letters), each held by many electors. A
 * doubted EPIC whose letters are one off a series of the part and held by no sure EPIC is
 * read as that series ("NTD" where the part is "NLD"); it stays doubted for a person to see.
 */
function agreeEpicPrefixes(boxes: ReadBox[]): void {
  const series = new Map<string, number>();
  for (const b of boxes)
    if (b.epic && !b.doubts.includes('epic'))
      series.set(b.epic.slice(0, 3), (series.get(b.epic.slice(0, 3)) ?? 0) + 1);
  const common = [...series].filter(([, n]) => n >= SERIES_AT_LEAST).map(([p]) => p);
  const oneOff = (a: string, b: string) => [...a].filter((c, i) => c !== b[i]).length === 1;
  for (const b of boxes) {
    if (!b.epic || !b.doubts.includes('epic') || series.has(b.epic.slice(0, 3))) continue;
    const near = common.filter((p) => oneOff(p, b.epic.slice(0, 3)));
    if (near.length === 1) b.epic = near[0]! + b.epic.slice(3);
  }
}

/** The value most pages print (ties: the first page's), or null when none does. */
function mostPrinted<T>(values: (T | null)[]): T | null {
  const counts = new Map<T, number>();
  for (const v of values) if (v !== null && v !== '') counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: T | null = null;
  for (const [v, n] of counts) if (best === null || n > counts.get(best)!) best = v;
  return best;
}

/** The assembly and part the list pages' headers agree on, and the pages that say otherwise. */
export function partHeader(pages: { page: number; header?: PageHeader }[]): PartHeader | null {
  const printed = pages.filter((p): p is { page: number; header: PageHeader } => !!p.header);
  if (!printed.length) return null;
  const assemblyNumber = mostPrinted(printed.map((p) => p.header.assemblyNumber));
  const partNumber = mostPrinted(printed.map((p) => p.header.partNumber));
  const assemblyName =
    printed.find((p) => p.header.assemblyNumber === assemblyNumber && p.header.assemblyName)?.header
      .assemblyName ?? '';
  const disagreeing = printed
    .filter(
      (p) =>
        (p.header.partNumber !== null && p.header.partNumber !== partNumber) ||
        (p.header.assemblyNumber !== null && p.header.assemblyNumber !== assemblyNumber),
    )
    .map((p) => p.page);
  return { assemblyNumber, assemblyName, partNumber, disagreeing };
}

export function assemblePart(pages: PageReading[]): ReadPart {
  const sorted = [...pages].sort((a, b) => a.page - b.page);
  const cover = sorted.find((p) => p.kind === 'cover')?.cover ?? null;
  const closing = sorted.find((p) => p.kind === 'closing');
  const withEdition = sorted.find((p) => p.kind !== 'other');
  const edition = withEdition && 'edition' in withEdition ? withEdition.edition : 'en';

  const boxes: ReadBox[] = [];
  let section: number | null = null;
  let list: ReadBox['list'] = 'main';
  for (const page of sorted) {
    if (page.kind !== 'voters') continue;
    for (const read of page.boxes) {
      const box = { ...read, doubts: [...read.doubts] };
      if (box.list === 'additions') list = 'additions';
      box.list = list;
      if (box.section !== null) section = box.section;
      else box.section = section;
      boxes.push(box);
    }
  }

  // The closing page counts the additions: the last that many boxes are additions, whether or
  // not the additions band was read.
  const added = closing?.kind === 'closing' ? closing.additions?.total : undefined;
  if (added !== undefined && added <= boxes.length)
    boxes.forEach((b, k) => (b.list = k >= boxes.length - added ? 'additions' : 'main'));

  // The boxes the roll says it prints: the cover's serial range, else the closing summary's
  // main list and additions, else the electors printed plus the boxes stamped deleted.
  const first = cover?.serials?.first ?? 1;
  const summary = closing?.kind === 'closing' ? closing : undefined;
  const net = cover?.totals?.total ?? summary?.net?.total;
  const printedBoxes = cover?.serials
    ? cover.serials.last - cover.serials.first + 1
    : summary?.main && summary.additions
      ? summary.main.total + summary.additions.total
      : net !== undefined
        ? net + boxes.filter((b) => b.deleted).length
        : null;
  const countAgrees = printedBoxes === boxes.length;
  boxes.forEach((box, k) => {
    const expected = first + k;
    const unsure = box.doubts.includes('serial');
    if (box.serial === expected && !unsure) return;
    // Where the count proves the places, only a sure read against its place is doubted.
    const sure = (box.fieldConfidence?.serial ?? 100) >= (countAgrees ? SURE_SERIAL : 0);
    const legible = box.serial !== null && !unsure && sure;
    box.serial = expected;
    if (legible || !countAgrees) {
      if (!box.doubts.includes('serial')) box.doubts.push('serial');
    } else box.doubts = box.doubts.filter((d) => d !== 'serial');
  });

  agreeEpicPrefixes(boxes);
  return {
    edition,
    cover,
    header: partHeader(sorted.filter((p) => p.kind === 'voters')),
    closing: closing?.kind === 'closing' ? closing.net : null,
    boxes,
    pages: sorted.length,
  };
}
