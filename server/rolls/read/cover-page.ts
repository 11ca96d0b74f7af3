// The cover and the closing page, read from their lines of text (OCR or a text layer): the
// assembly, part, sections, polling station, revision, publication date, and the printed
// totals — the cover's table of electors (first and last serial, male, female, third gender,
// total) and the closing summary's net electors.
import type { RollTotals } from '../../../src/domain/roll-jobs.ts';
import { LABELS, latinDigits, numbersIn } from './roll-words.ts';
import type { PageReading, ReadCover } from './types.ts';

const after = (line: string | undefined): string =>
  line === undefined ? '' : line.slice(line.search(/[:;]/) + 1).trim();

const lineWith = (lines: string[], pattern: RegExp): string | undefined =>
  lines.find((l) => pattern.test(l));

/** DD-MM-YYYY (Devanagari digits too) as YYYY-MM-DD, else ''. */
function isoDate(text: string): string {
  const m = /(\d{1,2})\s*[-./]\s*(\d{1,2})\s*[-./]\s*(\d{4})/.exec(latinDigits(text));
  return m ? `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : '';
}

/** "173 - Lucknow Central" → number and name. */
function numberAndName(text: string): { number: number | null; name: string } {
  const m = /^\s*(\d+)\s*[-–.]?\s*(.*)$/.exec(latinDigits(text));
  return m ? { number: Number(m[1]), name: m[2]!.trim() } : { number: null, name: text.trim() };
}

const totals = (n: number[]): RollTotals | null =>
  n.length >= 4 ? { male: n[0]!, female: n[1]!, thirdGender: n[2]!, total: n[3]! } : null;

export function readCover(lines: string[]): ReadCover {
  const assemblyLine = lineWith(lines, /assembly|विधानसभा/i) ?? '';
  const [assemblyText] = after(assemblyLine).split('|');
  const assembly = numberAndName(assemblyText ?? '');
  const partMatch = lines
    .map((l) => /(?:part\s*no|भाग\s*संख्या)\.?\s*[:;.]?\s*([0-9०-९]+)/i.exec(l))
    .find((m) => m);
  const partNumber = partMatch ? Number(latinDigits(partMatch[1]!)) : null;
  const station = numberAndName(
    after(lineWith(lines, /name\s*of\s*polling|मतदान\s*केंद्र\s*की\s*संख्या/i)),
  );

  // Sections: "1 - Rampur Mohalla 1" lines after the sections label, up to the next heading.
  const sections: ReadCover['sections'] = [];
  const from = lines.findIndex((l) => /sections|अनुभागों/i.test(l));
  for (const line of from < 0 ? [] : lines.slice(from + 1)) {
    const m = /^\s*(\d+)\s*[-–]\s*(.+)$/.exec(latinDigits(line));
    if (!m) break;
    sections.push({ number: Number(m[1]), name: m[2]!.trim() });
  }

  // The electors' table: under its heading (Male … Female), a row of six numbers (first,
  // last, male, female, third, total) — or at least the four totals when the serials are lost.
  const heading = lines.findIndex((l) => /male|पुरुष/i.test(l) && /female|महिला/i.test(l));
  const rows = (heading < 0 ? lines : lines.slice(heading + 1)).map(numbersIn);
  const six = rows.find((n) => n.length === 6);
  const four = heading < 0 ? undefined : rows.find((n) => n.length >= 4);
  const row = six ?? (four ? [NaN, NaN, ...four.slice(-4)] : undefined);
  return {
    state: after(lineWith(lines, /^\s*(state|राज्य)\b/i)).replace(/\s*part\s*no.*$/i, ''),
    district: after(lineWith(lines, /district|ज़िला|जिला/i)),
    assemblyNumber: assembly.number,
    assemblyName: assembly.name,
    partNumber,
    partName: after(lineWith(lines, /town|village|ग्राम|नगर/i)),
    revision: after(lineWith(lines, /type\s*of\s*revision|पुनरीक्षण\s*का\s*प्रकार/i)),
    publicationDate: isoDate(after(lineWith(lines, /publication|प्रकाशन/i))),
    sections,
    pollingStation: {
      number: station.number,
      name: station.name,
      address: after(lineWith(lines, /address|पता/i)),
    },
    totals: row ? totals(row.slice(2)) : null,
    serials: six ? { first: six[0]!, last: six[1]! } : null,
  };
}

/** The closing page's net electors and additions (male, female, third gender, total). */
export function readClosing(lines: string[]): {
  net: RollTotals | null;
  additions: RollTotals | null;
} {
  const net = lineWith(lines, LABELS.netElectors);
  const additions = lineWith(lines, LABELS.additions);
  return {
    net: net ? totals(numbersIn(net)) : null,
    additions: additions ? totals(numbersIn(additions)) : null,
  };
}

/** Male + female + third gender = total. */
export const addsUp = (t: RollTotals | null | undefined): boolean =>
  !!t && t.male + t.female + t.thirdGender === t.total;

/** A cover or closing page whose printed totals are missing or do not add up. */
export function needsLatinTotals(page: PageReading): boolean {
  if (page.kind === 'cover') return !addsUp(page.cover.totals);
  if (page.kind === 'closing') return !addsUp(page.net);
  return false;
}

/**
 * The totals from a Latin read of the same page, where they add up: the cover's row of six
 * (first and last serial, male, female, third gender, total), the closing summary's four rows
 * of four (main list, additions, deletions, net) in their printed order.
 */
export function withLatinTotals(page: PageReading, latin: string[]): PageReading {
  const rows = latin.map(numbersIn);
  if (page.kind === 'cover') {
    const six = rows.find((n) => n.length === 6 && addsUp(totals(n.slice(2))));
    if (!six) return page;
    return {
      ...page,
      cover: {
        ...page.cover,
        totals: totals(six.slice(2)),
        serials: { first: six[0]!, last: six[1]! },
      },
    };
  }
  if (page.kind === 'closing') {
    const four = rows.filter((n) => n.length === 4).map(totals);
    if (four.length !== 4 || !four.every(addsUp)) return page;
    return { ...page, main: four[0]!, additions: four[1]!, net: four[3]! };
  }
  return page;
}
