// The cover and the closing page, read from their lines of text (OCR or a text layer), in
// English, Hindi and Gujarati and in the arrangements the Commission prints them: the state,
// district, assembly, part (also boxed beside a label over two lines), main town, revision,
// publication date, sections, polling station, the cover's table of electors (first and last
// serial, male, female, third gender, total) and the closing summary's main list, additions,
// deletions and net electors.
//
// A value is taken only beside its own label, and kept only when it is whole: a date that is
// no date, a total that does not add up, a section number out of sequence is left out rather
// than guessed. The Hindi model reads Latin digits badly (a 1 becomes ।, 4 or 7, or is lost), so
// a Hindi page comes with a Latin read of the same page (`latin`): a number the Hindi read gives
// is taken from the Latin read when the two agree on every digit but 1, 4 and 7, and a number
// with one of those digits that no Latin read confirms is left out.
import type { RollTotals } from '../../../src/domain/roll-jobs.ts';
import { numbersIn } from './roll-words.ts';
import type { ReadCover } from './types.ts';

/** What the cover gives beyond `ReadCover`: the year of revision. */
export type CoverReading = ReadCover & { revisionYear: number | null };

/** The closing summary's rows, each when printed and read whole (male + female + third = total). */
export type ClosingReading = {
  main: RollTotals | null;
  additions: RollTotals | null;
  deletions: RollTotals | null;
  net: RollTotals | null;
};

/** Devanagari and Gujarati digits as Latin, NFC. */
const norm = (s: string): string =>
  s
    .normalize('NFC')
    .replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966))
    .replace(/[૦-૯]/g, (d) => String(d.charCodeAt(0) - 0x0ae6));

/** A label whose words a text layer may break inside (Gujarati "સ્થિ તિ"): spaces optional. */
const loose = (s: string): string =>
  [...s.replace(/\s+/g, '')].map((c) => c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('\\s*');

const GU = (...words: string[]): string => words.map(loose).join('|');

const L = {
  title: new RegExp(`electoral\\s*roll|निर्वाचक\\s*नामावली|${GU('મતદારયાદી')}`, 'i'),
  state: /^\W*(?:\S{1,2}\s+)?(?:state|राज्य|રાજ્ય)\s*[:;]/i,
  assembly: new RegExp(`assembly\\s*constituency|विधानसभा|${GU('વિધાનસભા મત વિભાગનો')}`, 'i'),
  parliament: new RegExp(`parliament|लोकसभा|संसदीय|${GU('સંસદીય')}`, 'i'),
  part: new RegExp(
    `part\\s*(?:no|number)|(?<![\u0900-\u097F])भाग\\s*संख्या|(?<![\u0A80-\u0AFF])${GU('ભાગ નંબર')}`,
    'i',
  ),
  district: new RegExp(`\\bdistrict\\b|ज़िला|जिला|${GU('જિલ્લો')}`, 'i'),
  town: new RegExp(
    'main\\s*town(?:\\s*(?:\\/|or)\\s*village)?|मुख्य\\s*(?:शहर|ग्राम|नगर)(?:\\s*\\/\\s*(?:गाँव|गांव|ग्राम|नगर))?|' +
      GU('મુખ્ય શહેર/ગામ'),
    'i',
  ),
  revisionType: new RegExp(
    `type\\s*of\\s*revision|पुनरीक्षण\\s*का\\s*प्रकार|${GU('સુધારણાનો પ્રકાર')}`,
    'i',
  ),
  revisionYear: new RegExp(`year\\s*of\\s*revision|पुनरीक्षण\\s*का\\s*वर्ष|${GU('સુધારણાનું વષ')}`, 'i'),
  publication: new RegExp(
    `date\\s*of\\s*publication|प्रकाशन\\s*की\\s*तिथि|${GU('પ્રસિદ્ધિની તારીખ')}`,
    'i',
  ),
  sections: new RegExp(
    `sections?\\s*in\\s*the\\s*part|(?:अनुभागों|अनुभाग|प्रभागों)\\s*की\\s*संख्या|${GU('ભાગમાં સામેલ')}`,
    'i',
  ),
  station: new RegExp(
    `name\\s*of\\s*polling\\s*station|मतदान\\s*केंद्र\\s*की\\s*संख्या|${GU('મતદાન મથકનો નંબર')}`,
    'i',
  ),
  address: new RegExp(
    `address\\s*of\\s*polling(?:\\s*station)?|मतदान\\s*केंद्र\\s*का\\s*पता|${GU('મતદાન મથકનું સ્થળ તથા સરનામું')}`,
    'i',
  ),
  /** "3. Details of Polling Station", "४. …": a block's heading ends the one before. */
  heading:
    /^\W{0,3}[1-4]\s*[.,]\s*(?:details|polling|number|पुनरीक्षण|भाग|मतदान|मतदाताओं|निर्वाचकों|ભાગ|મતદાન|મતદારોની|સુધારણાની)/i,
  electors: new RegExp(
    `number\\s*of\\s*electors|मतदाताओं\\s*की\\s*संख्या|निर्वाचकों\\s*की\\s*संख्या|${GU('મતદારોની સંખ્યા')}`,
    'i',
  ),
  summary: /summary\s*of\s*electors|सारांश|संक्षिप्त\s*विवरणी/i,
  mainList: new RegExp(`main\\s*list|मूल\\s*सूची|मूल\\s*नामावली|${GU('મૂળ યાદી')}`, 'i'),
  additions: new RegExp(`addition|परिवर्धन|${GU('વધારા')}`, 'i'),
  deletions: new RegExp(`deletion|विलोपन|${GU('કમી')}`, 'i'),
  net: new RegExp(`net\\s*electors|कुल\\s*निर्वाचक|कुल\\s*मतदाता|${GU('કુલ મતદારો')}`, 'i'),
};

/** Labels of the cover's other fields: where a value printed before them ends. */
const STOP = new RegExp(
  [
    'part\\s*(?:no|number)',
    'post\\s*office',
    'police\\s*station',
    'tehsil',
    '\\bblock\\s*[:;]',
    'taluk',
    'pin[\\s-]*code',
    '\\bpin\\s*:',
    'ward\\s*number',
    'village\\s*council',
    'sub\\s*division',
    'type\\s*of\\s*(?:polling|revision)',
    'number\\s*of\\s*auxiliary',
    'stations?\\s*in\\s*this\\s*part',
    'roll\\s*identification',
    'qualifying\\s*date',
    'date\\s*of\\s*publication',
    '\\bdistrict\\b',
    'भाग\\s*संख्या',
    'डाकघर',
    'पुलिस\\s*स्टेशन',
    'थाना',
    'तहसील',
    'पिन\\s*कोड',
    'मतदान\\s*केंद्र\\s*का\\s*प्रकार',
    'निर्वाचक\\s*नामावली\\s*की\\s*पहचान',
    'सहायक\\s*मतदान',
    GU('ભાગ નંબર'),
    GU('પોલીસ સ્ટેશન'),
    GU('તાલુકો'),
    GU('જિલ્લો'),
    GU('પિન કોડ'),
    GU('મતદારયાદીની ઓળખ'),
    GU('મતદાન મથકનો પ્રકાર'),
    `(?:${loose('આભાગના')}\\s*)?${loose('પૂરકમતદાન')}`,
  ].join('|'),
  'i',
);

/** Junk OCR leaves around a value: separators, stray marks. */
const LEAD = /^[\s:;.,~©®|+\-–—'"“”‘’_=]+/;
const TRAIL = /[\s:;,~©®|+\-–—'"“”‘’_=]+$/;

/** The value in text that follows its label: up to a gap between columns or the next label. */
function valueOf(rest: string): string {
  let v = rest.replace(LEAD, '');
  v = v.split(/\s{3,}|\s[|[\]]/)[0] ?? '';
  const stop = STOP.exec(v);
  if (stop) v = v.slice(0, stop.index);
  // A label's own words left over (ends with ':') is no value; nor is a rule (———).
  if (/[:;]\s*$/.test(v)) return '';
  v = v.replace(/\s*[—–_-]{3,}.*$/, '');
  v = v.replace(TRAIL, '').replace(/\s+/g, ' ').trim();
  return /[\p{L}\p{N}]/u.test(v) ? v : '';
}

/** The text after the first match of the label on the line, or null. */
function afterLabel(line: string, label: RegExp): string | null {
  const m = label.exec(line);
  return m ? line.slice(m.index + m[0].length) : null;
}

/** The first column of a line (columns are parted by runs of spaces or bars). */
const firstColumn = (line: string): string =>
  (line.replace(/^[\s|[\]]+/, '').split(/\s{3,}|\s\|\s/)[0] ?? '').trim();

/** A value's reservation status ("(GEN)", ", SC", "(सामान्य)", "(અ. જ. જા.)") left out. */
const withoutReservation = (name: string): string =>
  name
    .replace(/\s*[([{][^()[\]{}]{0,20}[)\]}]?\s*$/, '')
    .replace(/\s*,\s*(?:GEN|SC|ST)\b.*$/i, '')
    .replace(TRAIL, '')
    .trim();

/** DD-MM-YYYY as YYYY-MM-DD when it is a date, else ''. */
function isoDate(d: string, m: string, y: string): string {
  const [day, month, year] = [Number(d), Number(m), Number(y)];
  if (year < 1950 || year > 2100 || month < 1 || month > 12 || day < 1) return '';
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return '';
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
}

const DATE = /(\d{1,2})\s*[-./]\s*(\d{1,2})\s*[-./]\s*(\d{4})/;

/**
 * Digits the Hindi model misreads in Latin print (1 as । or lost, 4, 7) left out: two reads of
 * the same number agree on what is left.
 */
const skeleton = (s: string): string => s.replace(/[^0-9]/g, '').replace(/[147]/g, '');
const doubtful = (s: string): boolean => /[147।|]/.test(s);

/** Both reads of a page: the lines to read (words) and, for Hindi, the Latin read's lines. */
type Reads = { lines: string[]; latin: string[] | null };

/**
 * A page that prints Devanagari digits (most of its digits read so) is read whole by the Hindi
 * model: no Latin read needed.
 */
function readsOf(lines: string[], latin?: string[]): Reads {
  const text = lines.join('');
  const devanagari = text.match(/[०-९]/g)?.length ?? 0;
  const western = text.match(/[0-9]/g)?.length ?? 0;
  return { lines, latin: latin && latin !== lines && devanagari <= western ? latin : null };
}

/**
 * A number or date the Hindi read gives on line `at`, as the Latin read gives it on a line
 * near: the Latin token whose skeleton is the same. Without a Latin read, or in a read made
 * in Latin, the token itself.
 */
function confirmed(reads: Reads, at: number, token: string, pattern: RegExp): string | null {
  if (!reads.latin) return token;
  const near: { text: string; d: number }[] = [];
  for (let j = Math.max(0, at - 3); j <= at + 3 && j < reads.latin.length; j++)
    for (const m of norm(reads.latin[j]!).matchAll(new RegExp(pattern.source, 'g')))
      near.push({ text: m[0], d: Math.abs(j - at) });
  const same = near
    .filter((c) => skeleton(c.text) === skeleton(token) && c.text.length >= token.length)
    .sort((a, b) => a.d - b.d);
  if (same.length) return same[0]!.text;
  return doubtful(token) ? null : token;
}

const lineIndex = (lines: string[], label: RegExp, from = 0): number => {
  for (let i = from; i < lines.length; i++) if (label.test(lines[i]!)) return i;
  return -1;
};

function readState(lines: string[]): string {
  const stated = lines.find((l) => L.state.test(l));
  if (stated) return valueOf(afterLabel(stated, L.state) ?? '');
  const title = lines.slice(0, 4).find((l) => L.title.test(l));
  if (!title) return '';
  // "ELECTORAL ROLL 2019, STATE- (U05) NATIONAL CAPITAL …", "निर्वाचक नामावली 2023 S20 राजस्थान"
  const m =
    /(?:electoral\s*roll|नामावली|યાદી)[\s,]*\d{4}[\s,]*(?:state\s*[-:]?\s*)?\(?[SU5]\s?[0-9O]{2}\)?\s+(\S.*)$/i.exec(
      title,
    );
  if (!m) return '';
  const v = valueOf(m[1]!);
  return /^[\p{L}][\p{L}\p{M}\s.&-]*$/u.test(v) ? v : '';
}

/** "62 - बहरोड़ (सामान्य)" at a label, or on the line above or below a label printed over two. */
function readAssembly(reads: Reads): { number: number | null; name: string; at: number } {
  const { lines } = reads;
  const at = lines.findIndex((l) => L.assembly.test(l) && !L.parliament.test(l));
  if (at < 0) return { number: null, name: '', at };
  for (const i of [at, at - 1, at + 1]) {
    const line = lines[i];
    if (line === undefined || (i !== at && L.parliament.test(line))) continue;
    const text = norm(line);
    const m = /(?:^|[\s:;])([0-9।|]{1,3})\s*[-–]\s*([^\d\s-].*)$/.exec(text);
    if (!m) continue;
    const num = confirmed(reads, i, m[1]!, /\d{1,3}/);
    const name = withoutReservation(valueOf(m[2]!));
    return { number: num && /^\d+$/.test(num) ? Number(num) : null, name, at: i };
  }
  return { number: null, name: '', at };
}

/** The part number: after its label, or alone in its box on the next line (the label's end). */
function readPart(reads: Reads, assembly: { number: number | null; at: number }): number | null {
  const { lines } = reads;
  for (let i = 0; i < lines.length; i++) {
    const rest = afterLabel(norm(lines[i]!), L.part);
    if (rest === null) continue;
    const m = /^[\s.:;\-–]*([0-9]{1,4})\b/.exec(rest);
    if (m) {
      const num = confirmed(reads, i, m[1]!, /\d{1,4}/);
      if (num) return Number(num);
    }
    // A Hindi read that lost the digits: the Latin read of the same line has them after the
    // assembly's number.
    if (reads.latin && assembly.number !== null && i === assembly.at && !/\d/.test(rest)) {
      for (let j = Math.max(0, i - 2); j <= i + 2 && j < reads.latin.length; j++) {
        const nums = numbersIn(norm(reads.latin[j]!));
        const k = nums.indexOf(assembly.number);
        if (k >= 0 && k === nums.length - 2) return nums[k + 1]!;
      }
    }
    // The label ends its line; the number stands alone at the end of the next.
    if (/^[\s.:;\-–]*$/.test(rest) && lines[i + 1] !== undefined) {
      const cols = norm(lines[i + 1]!)
        .trim()
        .split(/\s{3,}/);
      const last = cols.at(-1) ?? '';
      if (/^\d{1,4}$/.test(last)) return Number(last);
    }
  }
  return null;
}

/** The value beside a label (first line that has the label), up to the next column or label. */
function labelled(lines: string[], label: RegExp): { value: string; at: number } {
  const at = lineIndex(lines, label);
  if (at < 0) return { value: '', at };
  return { value: valueOf(afterLabel(lines[at]!, label) ?? ''), at };
}

function readRevision(reads: Reads): { type: string; year: number | null } {
  const { lines } = reads;
  const t = labelled(lines, L.revisionType);
  let type = t.value;
  // "Special Intensive Revision" with its year wrapped onto the next line.
  const next = t.at >= 0 ? lines[t.at + 1] : undefined;
  if (type && !/\d{4}\s*$/.test(type) && next !== undefined) {
    const cols = next.trim().split(/\s{2,}/);
    const years = cols.filter((c) => /^\d{4}$/.test(c));
    if (years.length === 1 && cols.every((c) => /^\d{4}$/.test(c) || c.length <= 2))
      type = `${type} ${years[0]}`;
  }
  const y = labelled(lines, L.revisionYear);
  const year = /\d{4}/.exec(norm(y.value))?.[0];
  const confirmedYear = year ? confirmed(reads, y.at, year, /\d{4}/) : null;
  return { type, year: confirmedYear ? Number(confirmedYear) : null };
}

function readPublication(reads: Reads): string {
  const at = lineIndex(reads.lines, L.publication);
  if (at < 0) return '';
  const m = DATE.exec(norm(afterLabel(reads.lines[at]!, L.publication) ?? ''));
  if (!m) return '';
  const token = confirmed(reads, at, m[0], DATE);
  const d = token ? DATE.exec(token) : null;
  return d ? isoDate(d[1]!, d[2]!, d[3]!) : '';
}

/** A section's or station's "N - name" at the start of a column; `expect` for a lost 1. */
function numbered(text: string): { token: string; name: string } | null {
  const m = /^\W{0,2}?([0-9०-९૦-૯]{1,3}|[।|]{1,2})?\s*[-–.]\s*(\S.*)$/.exec(text.trim());
  if (!m || !/\p{L}/u.test(m[2]!)) return null;
  return { token: norm(m[1] ?? ''), name: m[2]!.trim() };
}

/** A number the Hindi model printed as । or lost: the expected one when it is all 1s. */
function numberFrom(reads: Reads, at: number, token: string, expect: number): number | null {
  if (/^[।|]*$/.test(token))
    return reads.latin && /^1+$/.test(String(expect)) && token.length <= String(expect).length
      ? expect
      : null;
  const n = confirmed(reads, at, token, /\d{1,3}/);
  if (n !== null && /^\d+$/.test(n)) return Number(n);
  // A 4 or 7 read for a 1: the next number in sequence when only those digits differ.
  return skeleton(token) === skeleton(String(expect)) ? expect : null;
}

function readSections(reads: Reads): ReadCover['sections'] {
  const { lines } = reads;
  const from = lineIndex(lines, L.sections);
  if (from < 0) return [];
  const sections: ReadCover['sections'] = [];
  for (let i = from; i < lines.length; i++) {
    const line = lines[i]!;
    if (i > from && (L.heading.test(line) || L.station.test(line) || L.electors.test(line))) break;
    const text = i === from ? (afterLabel(line, L.sections) ?? '').replace(LEAD, '') : line;
    const column = firstColumn(text);
    const item = numbered(column);
    const last = sections.at(-1);
    if (!item) {
      // A name that runs onto the next line ("…, Puducherry-" / "605008").
      if (last && /[-,]$/.test(last.name) && column && !STOP.test(column) && !/:/.test(column))
        last.name = `${last.name}${last.name.endsWith('-') ? '' : ' '}${column}`;
      continue;
    }
    let name = valueOf(item.name);
    if (!name) continue;
    if (/-\s*$/.test(item.name.split(/\s{3,}/)[0]!)) name = `${name}-`;
    const expect = (last?.number ?? 0) + 1;
    let number = /overseas/i.test(name) ? 999 : numberFrom(reads, i, item.token, expect);
    if (number === null && !item.token && !last && reads.latin) number = 1;
    if (number === null || (number !== expect && number !== 999)) continue;
    if (sections.some((s) => s.number === number)) continue;
    sections.push({ number, name });
  }
  for (const s of sections) s.name = s.name.replace(/[\s,-]+$/, '');
  return sections;
}

function readStation(reads: Reads): ReadCover['pollingStation'] {
  const { lines } = reads;
  const at = lineIndex(lines, L.station);
  let number: number | null = null;
  let name = '';
  if (at >= 0) {
    for (let i = at; i <= at + 3 && i < lines.length; i++) {
      // On the label's line, what follows its colon ("… की संख्या व नाम : २ - …").
      const rest = afterLabel(lines[i]!, L.station) ?? '';
      const text = i === at ? rest.slice(rest.search(/[:;]/) + 1) : lines[i]!;
      if (i > at && (L.address.test(text) || L.heading.test(text))) break;
      const column = firstColumn(i === at ? text.replace(LEAD, '') : text);
      const item = numbered(column);
      if (!item) continue;
      number = numberFrom(reads, i, item.token, 1);
      name = valueOf(item.name);
      // A name that runs onto the next line: an open bracket, a trailing comma.
      const next = lines[i + 1];
      if (next !== undefined && (/\([^)]*$/.test(name) || /,\s*$/.test(firstColumn(column)))) {
        const more = valueOf(firstColumn(next));
        if (more && !L.address.test(next) && !STOP.test(more) && !numbered(more))
          name = `${name}${/,\s*$/.test(column) ? ',' : ''} ${more}`;
      }
      break;
    }
  }
  name = name.replace(/['"‘’“”](?=[\u0900-\u097F])/g, '');
  return { number: name ? number : null, name, address: readAddress(lines) };
}

function readAddress(lines: string[]): string {
  const at = lineIndex(lines, L.address);
  if (at < 0) return '';
  const same = valueOf(firstColumn((afterLabel(lines[at]!, L.address) ?? '').replace(LEAD, '')));
  if (same) return same;
  const parts: string[] = [];
  for (let i = at + 1; i < lines.length && parts.length < 3; i++) {
    const line = lines[i]!;
    if (L.heading.test(line) || L.electors.test(line)) break;
    const v = valueOf(firstColumn(line));
    if (!v) {
      if (parts.length) break;
      continue;
    }
    parts.push(/,\s*$/.test(firstColumn(line)) ? `${v},` : v);
  }
  return parts.join(' ').replace(/,$/, '');
}

const totalsOf = (n: number[]): RollTotals => ({
  male: n[0]!,
  female: n[1]!,
  thirdGender: n[2]!,
  total: n[3]!,
});

/** Male + female + third gender = total. */
export const addsUp = (t: RollTotals | null | undefined): boolean =>
  !!t && t.male + t.female + t.thirdGender === t.total;

/**
 * A row's last `count` numbers, from the line itself when they add up, else from the Latin
 * read of a line near it whose digits agree but for the Hindi model's 1s, 4s and 7s.
 */
function rowAt(reads: Reads, at: number, count: 4 | 6): number[] | null {
  const fits = (n: number[]): boolean =>
    n.length === count &&
    addsUp(totalsOf(n.slice(-4))) &&
    (count === 4 || (n[0]! >= 1 && n[0]! <= n[1]!));
  const own = numbersIn(norm(reads.lines[at]!)).slice(-count);
  if (!reads.latin) return fits(own) ? own : null;
  const digits = skeleton(norm(reads.lines[at]!));
  const candidates: { n: number[]; d: number }[] = [];
  for (let j = Math.max(0, at - 3); j <= at + 3 && j < reads.latin.length; j++) {
    const n = numbersIn(norm(reads.latin[j]!)).slice(-count);
    if (fits(n) && digits.endsWith(skeleton(n.join(''))) && skeleton(n.join('')).length > 1)
      candidates.push({ n, d: Math.abs(j - at) });
  }
  candidates.sort((a, b) => a.d - b.d);
  if (candidates.length) return candidates[0]!.n;
  if (fits(own) && !doubtful(own.join(''))) return own;
  // The total lost its 1s: male + female + third gender gives it when the digits agree.
  if (count === 4 && own.length === 4) {
    const sum = own[0]! + own[1]! + own[2]!;
    if (!doubtful(own.slice(0, 3).join('')) && skeleton(String(sum)) === skeleton(String(own[3])))
      return [own[0]!, own[1]!, own[2]!, sum];
  }
  return null;
}

/** The electors' table: first and last serial, male, female, third gender, total. */
function readElectors(reads: Reads): { totals: RollTotals | null; serials: ReadCover['serials'] } {
  const { lines } = reads;
  const heading = lines.findIndex(
    (l) => /male|पुरुष|પુરુ\s*ષ/i.test(l) && /female|महिला|સ્ત્રી/i.test(l),
  );
  const from = heading < 0 ? 0 : heading;
  for (let i = from; i < lines.length; i++) {
    const six = rowAt(reads, i, 6);
    if (six) return { totals: totalsOf(six.slice(2)), serials: { first: six[0]!, last: six[1]! } };
  }
  // The first serial lost: the four totals that add up, without the serials.
  if (heading >= 0)
    for (let i = heading + 1; i < lines.length; i++) {
      const four = rowAt(reads, i, 4);
      if (four && numbersIn(norm(lines[i]!)).length >= 5)
        return { totals: totalsOf(four), serials: null };
    }
  // No line at all in the Hindi read: the Latin read's own row of six.
  for (const line of reads.latin ?? []) {
    const n = numbersIn(norm(line));
    if (n.length === 6 && addsUp(totalsOf(n.slice(2))) && n[0]! >= 1 && n[0]! <= n[1]!)
      return { totals: totalsOf(n.slice(2)), serials: { first: n[0]!, last: n[1]! } };
  }
  return { totals: null, serials: null };
}

/**
 * The cover's fields from its lines; `latin`, for a page read by the Hindi model, is the
 * Latin model's read of the same page (its numbers).
 */
export function readCover(lines: string[], latin?: string[]): CoverReading {
  const reads = readsOf(lines, latin);
  const assembly = readAssembly(reads);
  const revision = readRevision(reads);
  const town = labelled(lines, L.town).value;
  const district = labelled(lines, L.district).value;
  return {
    state: readState(lines),
    district: /[\p{L}\p{M}]{2}/u.test(district) ? district : '',
    assemblyNumber: assembly.number,
    assemblyName: assembly.name,
    partNumber: readPart(reads, assembly),
    partName: /[\p{L}\p{M}]{2}/u.test(town) ? town : '',
    revision: revision.type,
    revisionYear: revision.year,
    publicationDate: readPublication(reads),
    sections: readSections(reads),
    pollingStation: readStation(reads),
    ...readElectors(reads),
  };
}

/**
 * The closing summary: each row (main list, additions, deletions, net electors) found by its
 * label; where a block prints a row per supplement and their total, the total (the largest).
 */
export function readClosing(lines: string[], latin?: string[]): ClosingReading {
  const reads = readsOf(lines, latin);
  const starts = {
    main: lineIndex(lines, L.mainList),
    additions: lineIndex(lines, L.additions),
    deletions: lineIndex(lines, L.deletions),
    net: lineIndex(lines, L.net),
  };
  const marks = Object.values(starts).filter((i) => i >= 0);
  const block = (key: keyof typeof starts): RollTotals | null => {
    const at = starts[key];
    if (at < 0) return null;
    const end = Math.min(lines.length, ...marks.filter((i) => i > at), at + 6);
    const rows: RollTotals[] = [];
    for (let i = at; i < (key === 'net' ? at + 1 : end); i++) {
      const row = rowAt(reads, i, 4);
      if (row) rows.push(totalsOf(row));
    }
    return rows.sort((a, b) => b.total - a.total)[0] ?? null;
  };
  const rows = {
    main: block('main'),
    additions: block('additions'),
    deletions: block('deletions'),
    net: block('net'),
  };
  // The main list that lost its 1s: net − additions + deletions, where the read agrees.
  const { main, additions, deletions, net } = rows;
  if (!main && starts.main >= 0 && additions && deletions && net) {
    const derived = (['male', 'female', 'thirdGender', 'total'] as const).map(
      (k) => net[k] - additions[k] + deletions[k],
    );
    const digits = skeleton(norm(lines[starts.main]!));
    if (derived.every((n) => n >= 0) && digits.endsWith(skeleton(derived.join(''))))
      rows.main = totalsOf(derived);
  }
  return rows;
}

/** A cover, a closing summary, or neither, by the words (or, without words, the numbers). */
export function rollPageKind(lines: string[], latin?: string[]): 'cover' | 'closing' | null {
  const text = lines.join('\n');
  if (L.summary.test(text) || (L.mainList.test(text) && L.additions.test(text))) return 'closing';
  const cover =
    /electoral\s*roll|नामावली|number\s*of\s*electors|निर्वाचकों\s*की|मतदान\s*केंद्र\s*का\s*विवरण|details\s*of\s*revision|पुनरीक्षण\s*का\s*विवरण/i;
  if (cover.test(text) || L.title.test(text) || L.revisionType.test(text)) return 'cover';
  // A cover whose words did not print (empty boxes): its table of electors still adds up.
  const six = [...lines, ...(latin ?? [])].map((l) => numbersIn(norm(l)));
  if (
    six.some(
      (n) =>
        n.length === 6 && addsUp(totalsOf(n.slice(2))) && n[0] === 1 && n[1]! >= n[5]! && n[5]! > 0,
    )
  )
    return 'cover';
  return null;
}
