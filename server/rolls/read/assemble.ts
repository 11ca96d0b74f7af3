// A part from its pages: the boxes in print order with their sections and lists carried from
// page to page (a page's header names its section and its supplement), the cover, the list
// pages' headers and the closing totals. Each box keeps the serial its own cell prints; the
// sequence only doubts it (serial-order.ts). A deletions supplement's boxes are deleted electors
// printed with their main-list serials.
import { checkPart } from './self-check.ts';
import { checkSerialOrder } from './serial-order.ts';
import type { PageHeader, PartHeader, ReadBox, PageReading, ReadPart } from './types.ts';

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
  const shifted = (a: string, b: string) =>
    a.slice(1) === b.slice(0, 2) || a.slice(0, 2) === b.slice(1);
  for (const b of boxes) {
    if (!b.epic) continue;
    const prefix = b.epic.slice(0, 3);
    if (!b.doubts.includes('epic')) {
      // A sure EPIC alone in a series one letter off the part's ("IRP" beside "BRP") or the
      // part's shifted by one ("ZWA" beside "RZW") is more likely misread than an elector from
      // elsewhere: a person looks. Two letters apart is no sign: a real part holds many series
      // of one elector each (IVT, IKU beside IPD, moved in from elsewhere), all read right.
      if (series.get(prefix) === 1 && common.some((p) => oneOff(p, prefix) || shifted(p, prefix)))
        b.doubts.push('epic');
      continue;
    }
    // Read with a letter too many: the one series among those it may stand for that the part holds.
    const held = (b.epicSeries ?? []).filter((p) => common.includes(p));
    if (held.length === 1) b.epic = held[0]! + b.epic.slice(3);
    if (held.length || series.has(b.epic.slice(0, 3))) continue;
    const near = common.filter((p) => oneOff(p, prefix));
    if (near.length === 1) b.epic = near[0]! + b.epic.slice(3);
  }
}

const sureSerials = (boxes: ReadBox[]): number[] =>
  boxes.filter((b) => b.serial !== null && !b.doubts.includes('serial')).map((b) => b.serial!);

/** Most of a page's sure serials lie below the highest one read before it. */
function startsOver(boxes: ReadBox[], highest: number): boolean {
  const sure = sureSerials(boxes);
  return sure.length >= 3 && sure.filter((s) => s < highest).length * 2 > sure.length;
}

/** The boxes of a full list page: the count most list pages hold. */
function fullPage(pages: PageReading[]): number {
  const counts = pages.flatMap((p) => (p.kind === 'voters' ? [p.boxes.length] : []));
  return mostPrinted(counts) ?? 0;
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
  /** The boxes of a deletions supplement: printed with their main-list serials. */
  const deletions = new Set<ReadBox>();
  let section: number | null = null;
  let list: ReadBox['list'] = 'main';
  /** The additions began on a page whose title did not read: their list is a guess. */
  let additionsGuessed = false;
  let highest = 0;
  const full = fullPage(sorted);
  let endedShort = false;
  for (const page of sorted) {
    if (page.kind !== 'voters') continue;
    const header = page.header;
    if (header?.list === 'additions') list = 'additions';
    // A new section's page starts that section, whatever the last band said.
    if (header?.section) section = header.section.number;
    // Serials only rise through the main list and its additions: a later page whose sure
    // serials lie below those already read starts over with main-list serials — a deletions
    // supplement whose title did not read. Its electors are marked deleted, for a person.
    const unreadDeletions = header?.list == null && startsOver(page.boxes, highest);
    // The main list ends on a page it does not fill; a supplement starts on a fresh page. A
    // page after a short one, with no title or section read and serials going on, is the
    // additions, doubted for a person.
    if (
      list === 'main' &&
      endedShort &&
      header?.list == null &&
      !header?.section &&
      !unreadDeletions
    ) {
      list = 'additions';
      additionsGuessed = true;
    }
    if (header?.list !== 'deletions' && !unreadDeletions) endedShort = page.boxes.length < full;
    for (const read of page.boxes) {
      const box = { ...read, doubts: [...read.doubts] };
      if (header?.list === 'deletions' || unreadDeletions) {
        box.deleted = true;
        box.doubts = box.doubts.filter((d) => d !== 'deleted');
        if (unreadDeletions) box.doubts.push('deleted');
        box.list = 'main';
        deletions.add(box);
      } else {
        if (box.list === 'additions') list = 'additions';
        box.list = list;
        if (list === 'additions' && additionsGuessed && !box.doubts.includes('list'))
          box.doubts.push('list');
      }
      if (box.section !== null) section = box.section;
      else box.section = header?.list === 'deletions' ? null : section;
      boxes.push(box);
    }
    if (header?.list !== 'deletions' && !unreadDeletions)
      highest = Math.max(highest, ...sureSerials(page.boxes));
  }

  // The closing page counts the additions: the last that many boxes before the deletions are
  // additions, whether or not the additions band was read.
  const listed = boxes.filter((b) => !deletions.has(b));
  const added = closing?.kind === 'closing' ? closing.additions?.total : undefined;
  if (added !== undefined && added <= listed.length)
    listed.forEach((b, k) => (b.list = k >= listed.length - added ? 'additions' : 'main'));

  // Serials as printed, checked as a sequence: the lists, and the deletions apart.
  const serials = cover?.serials;
  checkSerialOrder(listed, serials ? { first: serials.first, last: serials.last } : {});
  checkSerialOrder(boxes.filter((b) => deletions.has(b)));

  agreeEpicPrefixes(boxes);
  const net = closing?.kind === 'closing' ? closing.net : null;
  return {
    edition,
    cover,
    header: partHeader(sorted.filter((p) => p.kind === 'voters')),
    closing: net,
    // What the roll repeats (houses, surnames, the part's names, totals) mends or doubts reads.
    boxes: checkPart(boxes, edition, net ?? cover?.totals ?? null),
    pages: sorted.length,
  };
}
