// What a list page prints above its boxes and below them, read from its lines (OCR or a text
// layer): "Assembly Constituency No. and Name : 173-Lucknow Central   Part No. : 45", the
// section ("Section No. and Name : 1-Ward No. 7 Rampur"), a supplement's title ("Supplement 1 -
// List of Deletions") and the footer's "Total Pages 12 - Page 3" — in English, Hindi and
// Gujarati. A file of list pages without its cover is still a part: its pages say which.
import { latinDigits } from './roll-words.ts';
import type { PageHeader } from './types.ts';

const PART =
  /(?:part\s*no|(?<![\u0900-\u097F])भाग\s*सं|(?<![\u0A80-\u0AFF])ભાગ\s*નં)[^0-9०-९:;]*[:;.\-–\s]*([0-9०-९]{1,4})/i;
const ASSEMBLY = /assembly|constituency|विधान\s*सभा|निर्वाचन\s*क्षेत्र|વિધાનસભા/i;
const SECTION = /section|अनुभाग|વિભાગનો|વિભાગ\s*નં/i;
const DELETIONS = /deletion|विलोपन|विलोपित|हटाए|કમી/i;
const ADDITIONS = /addition|परिवर्धन|जोड़े|વધારા/i;
/** A supplement's title, which some rolls print on the line of the sections it covers. */
const ADDITIONS_TITLE =
  /list\s*of\s*additions?|supplement\s*\d*\s*[-–:]\s*.*addition|परिवर्धन\s*(?:की\s*)?सूची/i;
const PAGE = /(?:page|पृष्ठ|પૃ\s*ષ્ઠ)\s*[-:.]?\s*([0-9]{1,3})\s*$/i;
const TOTAL = /(?:total\s*pages|कुल\s*पृष्ठ|કુલ\s*પૃ\s*ષ્ઠો)\s*[-:.]?\s*([0-9]{1,3})/i;

/** "173-Lucknow Central" (the text after a label) → number and name. */
function numberAndName(text: string): { number: number; name: string } | null {
  const m = /^\s*([0-9]{1,4})\s*[-–.]\s*(.*)$/.exec(text);
  return m ? { number: Number(m[1]), name: m[2]!.trim() } : null;
}

/** The text after a label's colon (or its last colon-like mark), trimmed. */
const afterLabel = (line: string) => {
  const colon = line.search(/[:;]/);
  const from = colon >= 0 ? colon + 1 : Math.max(0, line.search(/[0-9]{1,4}\s*[-–]/));
  return line.slice(from).replace(/^[\s:;.-]+/, '');
};

export function readPageHeader(lines: string[]): PageHeader {
  const header: PageHeader = {
    assemblyNumber: null,
    assemblyName: '',
    partNumber: null,
    section: null,
    list: null,
    pageNumber: null,
    pageCount: null,
  };
  for (const raw of lines) {
    const line = latinDigits(raw).replace(/\s+/g, ' ').trim();
    const part = PART.exec(line);
    if (part && header.partNumber === null) header.partNumber = Number(part[1]);
    // The part's label shares the assembly's line: read the assembly left of it.
    const beforePart = part ? line.slice(0, part.index) : line;
    if (ASSEMBLY.test(beforePart) && header.assemblyNumber === null) {
      const an = numberAndName(afterLabel(beforePart));
      if (an) [header.assemblyNumber, header.assemblyName] = [an.number, an.name];
    } else if (SECTION.test(beforePart) && !header.section) {
      // A supplement's header lists every section it covers: then no one section is the page's.
      const value = afterLabel(beforePart);
      const sections = value.split(/\s*[:;]\s*(?=[0-9]{1,3}\s*[-–])/);
      const one = numberAndName(sections[0] ?? '');
      if (one && sections.length === 1) header.section = one;
    }
    if (DELETIONS.test(line)) header.list = 'deletions';
    else if (ADDITIONS_TITLE.test(line) || (ADDITIONS.test(line) && !SECTION.test(line)))
      header.list ??= 'additions';
    const total = TOTAL.exec(line);
    if (total) header.pageCount = Number(total[1]);
    const page = PAGE.exec(line.replace(TOTAL, ''));
    if (page) header.pageNumber = Number(page[1]);
  }
  return header;
}

/** The Hindi model drops or changes Latin 1s, 4s and 7s: equal once those are set aside. */
const alike = (hindi: number, latin: number) =>
  String(hindi).replace(/[147]/g, '') === String(latin).replace(/[147]/g, '');

/**
 * The Hindi read's header with the numbers a Latin read of the same lines gives: the Latin read
 * cannot read the labels, but its digits are sure where the Hindi model drops or changes Latin
 * 1s ("2।-" for 211, "6" for 161). A number is taken from the Latin line in the place of the
 * Hindi line holding the label: the number before the dash for the assembly and the section,
 * the last for the part — where the Hindi read has none, or one alike but for 1s, 4s and 7s.
 */
export function withLatinNumbers(header: PageHeader, hindi: string[], latin: string[]): PageHeader {
  if (hindi.length !== latin.length) return header;
  const out = { ...header };
  const take = (read: number | null, latinValue: number | undefined) =>
    latinValue !== undefined && (read === null || alike(read, latinValue)) ? latinValue : read;
  hindi.forEach((raw, i) => {
    const line = latinDigits(raw);
    const numbers = [...latinDigits(latin[i]!).matchAll(/([0-9]{1,4})(\s*[-–])?/g)];
    const dashed = numbers.find((m) => m[2])?.[1];
    const part = PART.exec(line);
    if (part)
      out.partNumber = take(out.partNumber, Number(numbers.at(-1)?.[1] ?? NaN) || undefined);
    const beforePart = part ? line.slice(0, part.index) : line;
    if (ASSEMBLY.test(beforePart) && dashed !== undefined)
      out.assemblyNumber = take(out.assemblyNumber, Number(dashed));
    else if (SECTION.test(beforePart) && dashed !== undefined) {
      const name = out.section?.name ?? afterLabel(beforePart).replace(/^[^-–]*[-–]\s*/, '');
      const number = take(out.section?.number ?? null, Number(dashed));
      if (number !== null) out.section = { number, name };
    }
  });
  if (out.assemblyNumber !== null && !out.assemblyName) {
    const line = hindi.map(latinDigits).find((l) => ASSEMBLY.test(l));
    const beforePart = line ? line.slice(0, PART.exec(line)?.index ?? line.length) : '';
    out.assemblyName = afterLabel(beforePart)
      .replace(/^[^-–]*[-–]\s*/, '')
      .trim();
  }
  return out;
}
