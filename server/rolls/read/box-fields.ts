// One elector box's printed lines → the row's fields, whatever read them (OCR lines with word
// confidences, or a text layer at full confidence). The header line holds the serial and the
// EPIC; then name, relative, house number, age and gender, found by their labels and, where a
// label is unreadable, by their place. A field is doubted when its words were read with low
// confidence or its value does not fit (an EPIC not of the Commission's form, an age outside
// 18–120, a gender not one of the three).
import type { RollRowFields } from '../../../src/domain/roll-jobs.ts';
import { MAX_ROLL_AGE, MIN_ROLL_AGE } from '../../../src/domain/roll-jobs.ts';
import { EIGHT_OR_B } from './digit-reads.ts';
import type { OcrLine } from './ocr-engine.ts';
import {
  afterColon,
  epicIn,
  genderOf,
  LABELS,
  latinDigits,
  numbersIn,
  personName,
  RELATION_LABELS,
} from './roll-words.ts';

/** Word confidence (0–100) under which a field is doubted. */
export const DOUBT_BELOW = 70;
/**
 * Names and house numbers are doubted higher: measured over every corpus (bench:roll), a name
 * read under 80 was wrong one time in three, a house number under 85 one time in three (the
 * "B" of 27/B read 8, a stray mark read as a letter), where a misread age or EPIC scores lower.
 */
const NAME_DOUBT_BELOW = 80;
const HOUSE_DOUBT_BELOW = 85;

export type BoxText = {
  /** What was read in the serial cell, and right of it (the EPIC, with the Latin model). */
  serial: OcrLine[];
  epic: OcrLine[];
  /** The EPIC read a second time, by the text model, where there is one: the two must agree. */
  epicAgain?: OcrLine[];
  body: OcrLine[];
  deleted: boolean;
  /** A stamp drawn across a scan's print (not a text layer's word "DELETED"): it hides words. */
  stampOverPrint?: boolean;
};

export type BoxFields = Omit<RollRowFields, 'section' | 'list'> & {
  confidence: number;
  doubts: (keyof RollRowFields)[];
  /** Each field's lowest word confidence (0–100), for tuning the doubts (bench:roll). */
  fieldConfidence: Partial<Record<keyof RollRowFields, number>>;
  epicSeries?: string[];
};

const minConfidence = (lines: (OcrLine | undefined)[]): number => {
  const present = lines.filter((l): l is OcrLine => !!l);
  const words = present.flatMap((l) => l.words).filter((w) => w.text.trim());
  if (words.length) return Math.min(...words.map((w) => w.confidence));
  return present.length ? Math.min(...present.map((l) => l.confidence)) : 0;
};

/** The words of a line right of its label's colon, for their confidence. */
const valueLine = (line: OcrLine | undefined): OcrLine | undefined => {
  if (!line) return undefined;
  const colon = line.words.findIndex((w) => /[:;]/.test(w.text));
  // A word holding the colon and the value ("Name:Akhtar", or one text item) counts itself.
  const from =
    colon >= 0 && /[:;]\s*$/.test(line.words[colon]!.text) ? colon + 1 : Math.max(colon, 0);
  return { ...line, words: line.words.slice(from) };
};

/** A house label read at this line confidence (0–100) with nothing after it is a blank. */
const SURE_BLANK = 85;

/** Below this confidence (0–100) a word of one or two marks at a line's end is a speck read. */
const SPECK_BELOW = 75;

/**
 * A line without the specks of a noisy scan read as letters at its ends ("Pankaj E",
 * "Umesh Maurya 3", ") Vimla"): words of one or two characters read unsurely, or marks alone.
 */
function withoutSpecks(line: OcrLine): OcrLine {
  const speck = (w: OcrLine['words'][number]) =>
    /^[^\p{L}\p{N}]+$/u.test(w.text) ||
    ([...w.text].length <= 2 &&
      w.confidence < SPECK_BELOW &&
      !/[:;]/.test(w.text) &&
      !/^[0-9०-९]+$/.test(w.text));
  const words = [...line.words];
  while (words.length > 1 && speck(words.at(-1)!)) words.pop();
  while (words.length > 1 && speck(words[0]!) && !/^\d/.test(words[0]!.text)) words.shift();
  if (words.length === line.words.length) return line;
  return { ...line, words, text: words.map((w) => w.text).join(' ') };
}

/**
 * Some rolls print a label's colon as a visarga ("नामः", "मकान संख्याः", "लिंगः") or a dash
 * ("Name - Ajay"): read as the colon it stands for, after a label only.
 */
const withColons = (text: string): string =>
  text
    .replace(/(नाम|संख्या|उम्र|आयु|लिंग)\s*ः/g, '$1 :')
    .replace(/^((?:\S+\s+){0,2}(?:name|number|no\.?|age|sex|gender))\s+[-–=]\s+/i, '$1 : ');

/**
 * The house number after its label: the label never, spaces between digits dropped. The Hindi
 * model reads a Latin 11 as a double danda and a 1 as a danda beside other digits ("35/॥6" is
 * 35/116): no house number prints a danda.
 */
export function houseValue(text: string): string {
  const colon = text.search(/[:;]/);
  const value = colon >= 0 ? text.slice(colon + 1) : text.replace(HOUSE_LABEL, '');
  return latinDigits(value.replace(HOUSE_LABEL, ''))
    .replace(/(?<=[\d/-])॥|॥(?=[\d/-])/g, '11')
    .replace(/(?<=[\d/-])।|।(?=[\d/-])/g, '1')
    .replace(/^[\s:;.,=©'"–—-]+|[\s.,;:'"|)\]]+$/g, '')
    .replace(/(\d)\s+(?=[\d/-])|(?<=[/-])\s+/g, '$1')
    .replace(/\s+/g, ' ');
}
const HOUSE_LABEL =
  /^\s*(house\s*(number|no\.?)|मकान\s*(संख्या|नं\.?)|गृह\s*संख्या|ઘર\s*નંબર)\s*[:;=©.\-–]*\s*/i;

type BodyLabel = 'name' | 'relative' | 'house' | 'age';

/** Which field a body line's label names (the text left of its colon), if any. */
function labelOf(text: string): BodyLabel | null {
  const colon = text.search(/[:;]/);
  const label = colon < 0 ? text.slice(0, 24) : text.slice(0, colon);
  if (LABELS.age.test(label) || (LABELS.age.test(text) && LABELS.gender.test(text))) return 'age';
  if (LABELS.house.test(label)) return 'house';
  if (RELATION_LABELS.some((r) => r.pattern.test(label))) return 'relative';
  if (LABELS.name.test(label)) return 'name';
  return null;
}

/**
 * A name as a roll prints one: not empty, not ending in a lone Latin letter after a full name
 * ("Mahesh Jatav E": a speck or the edge of a stamp read as a letter), holding no digit, and
 * not the label itself ("नाम" read where the name's print is faint): else a person checks it.
 */
const fitsName = (name: string): boolean =>
  !!name &&
  !/\S+ \S+ [A-Z]$/.test(name) &&
  !/[0-9०-९]/.test(name) &&
  !/^(name|नाम|નામ)$/i.test(name.trim());

/** An EPIC read's score: its words printing it (a serial digit or speck beside it tells nothing). */
function epicScore(lines: OcrLine[]): number {
  const printing = lines.map((l) => ({
    ...l,
    words: l.words.filter((w) => w.text.replace(/[^A-Za-z0-9]/g, '').length >= 3),
  }));
  return printing.some((l) => l.words.length) ? minConfidence(printing) : minConfidence(lines);
}

/** Letters a font's digits are read as, in a word that can only hold digits. */
const DIGIT_OF: Record<string, string> = {
  B: '8',
  O: '0',
  o: '0',
  D: '0',
  I: '1',
  l: '1',
  '|': '1',
  S: '5',
};

/**
 * The age's words after its label with a digit read as a letter turned back ("Age : B4": a
 * font's 8 read B; "Bl" is 81): mended, so still doubted for a person, as an EPIC's O/0.
 */
function ageDigits(segment: string): { text: string; mended: boolean } {
  let mended = false;
  const colon = segment.search(/[:;]/);
  // A word of up to three such signs holding a digit, or a B (8) first: a letter alone (an S,
  // an I) may be a speck, and is left.
  const value = segment.slice(colon + 1).replace(/(?<=^|\s)[0-9BOoDIl|S]{1,3}(?=\s|$)/g, (w) => {
    if (/^\d+$/.test(w) || !(/\d/.test(w) || w.startsWith('B'))) return w;
    mended = true;
    return [...w].map((c) => DIGIT_OF[c] ?? c).join('');
  });
  return { text: segment.slice(0, colon + 1) + value, mended };
}

/** Two lines read as one (a value printed over two lines). */
const joinLines = (a: OcrLine, b: OcrLine): OcrLine => ({
  ...a,
  text: `${a.text.replace(/\s+$/, '')} ${b.text.trim()}`,
  confidence: Math.min(a.confidence, b.confidence),
  y1: b.y1,
  words: [...a.words, ...b.words],
});

export function boxFields(box: BoxText): BoxFields {
  const doubts = new Set<keyof RollRowFields>();
  const fieldConfidence: BoxFields['fieldConfidence'] = {};
  /** Doubt `field` unless its value fits and was read with enough confidence. */
  const judge = (
    field: keyof RollRowFields,
    fits: boolean,
    confidence: number,
    below = DOUBT_BELOW,
  ) => {
    fieldConfidence[field] = confidence;
    if (!fits || confidence < below) doubts.add(field);
  };
  const body = box.body
    .map(withoutSpecks)
    .map((l) => ({ ...l, text: withColons(l.text) }))
    .filter((l) => l.text.length > 1);

  const serialText = latinDigits(box.serial.map((l) => l.text).join('')).replace(/\s+/g, '');
  const serial = /^\d{1,4}$/.test(serialText) ? Number(serialText) : null;
  judge('serial', serial !== null && serial >= 1, minConfidence(box.serial));
  const epicRead = epicIn(box.epic.map((l) => l.text).join(' '));
  const epic = epicRead?.epic ?? '';
  // The whitelisted read scores lower; its form (three letters, seven digits) is the stronger
  // test. A second read by the text model must agree, and where it does, the better score of
  // the two stands (gen2 and a real SIR page score right EPICs 0–50 in the whitelisted read).
  const again = box.epicAgain ? epicIn(box.epicAgain.map((l) => l.text).join(' ')) : null;
  const agreed = !!box.epicAgain && again?.epic === epic;
  judge(
    'epic',
    !!epicRead && !epicRead.fixed,
    Math.max(epicScore(box.epic), agreed ? epicScore(box.epicAgain!) : 0),
    DOUBT_BELOW - 20,
  );
  if (box.epicAgain && again?.epic !== epic) doubts.add('epic');

  // The body's lines by label, else by place: name, relative, house, age + gender. A line
  // without a label goes on the labelled line above it (a name or relative over two lines).
  const labelled = body.map((l) => labelOf(l.text));
  const joined: { line: OcrLine; label: BodyLabel | null }[] = [];
  body.forEach((line, i) => {
    const label = labelled[i]!;
    const above = joined.at(-1);
    if (!label && above && (above.label === 'name' || above.label === 'relative'))
      above.line = joinLines(above.line, line);
    else joined.push({ line, label });
  });
  const rest = [...joined];
  const take = (label: BodyLabel, place: number): OcrLine | undefined => {
    const i = rest.findIndex((j) => j.label === label);
    const found =
      i >= 0 ? rest[i] : joined[place] && !joined[place].label ? joined[place] : undefined;
    if (found && rest.includes(found)) rest.splice(rest.indexOf(found), 1);
    return found?.line;
  };
  const ageLine = take('age', 3);
  const houseLine = take('house', 2);
  const relativeLine = take('relative', 1);
  const nameLine = take('name', 0);

  const name = nameLine ? personName(nameLine.text) : '';
  judge('name', fitsName(name), minConfidence([valueLine(nameLine)]), NAME_DOUBT_BELOW);

  const relativeLabel = relativeLine?.text.split(/[:;]/)[0] ?? '';
  const relationType = RELATION_LABELS.find((r) => r.pattern.test(relativeLabel))?.type ?? null;
  if (!relationType) doubts.add('relationType');
  const relativeName = relativeLine ? personName(relativeLine.text) : '';
  judge(
    'relativeName',
    fitsName(relativeName),
    minConfidence([valueLine(relativeLine)]),
    NAME_DOUBT_BELOW,
  );

  const houseNumber = houseLine ? houseValue(houseLine.text) : '';
  // Rolls print some houses without a number: the label read surely with nothing after it is
  // such a blank, not a number lost.
  const blankHouse = !!houseLine && !houseNumber && houseLine.confidence >= SURE_BLANK;
  // The label read again where the number's print is faint ("House Nu" for 34) is no number.
  const houseIsLabel = /house|number|मकान|संख्या/i.test(houseNumber);
  judge(
    'houseNumber',
    (!!houseNumber && !EIGHT_OR_B.test(houseNumber) && !houseIsLabel) || blankHouse,
    blankHouse ? 100 : minConfidence([valueLine(houseLine)]),
    HOUSE_DOUBT_BELOW,
  );

  const ageText = ageLine?.text ?? '';
  const genderAt = ageText.search(LABELS.gender);
  const ageRead = ageDigits(genderAt > 0 ? ageText.slice(0, genderAt) : ageText);
  const ageNumbers = numbersIn(ageRead.text);
  const age = ageNumbers.length === 1 ? ageNumbers[0]! : null;
  if (ageRead.mended) doubts.add('age');
  // The words that hold the age's digits (OCR often glues "Age:37" into one word).
  const ageWords = (ageLine?.words ?? []).filter((w) => /\d|[०-९]/.test(w.text));
  const ageConfidence = ageLine ? minConfidence([{ ...ageLine, words: ageWords.slice(0, 1) }]) : 0;
  judge('age', age !== null && age >= MIN_ROLL_AGE && age <= MAX_ROLL_AGE, ageConfidence);
  const genderRead = genderAt >= 0 ? genderOf(afterColon(ageText.slice(genderAt))) : null;
  if (!genderRead) doubts.add('gender');
  // Unread (a stamp over it, say), a husband's name still tells: shown doubted, for a person.
  const gender = genderRead ?? (relationType === 'husband' ? 'Female' : null);

  const confidence =
    Math.min(minConfidence([...box.serial, ...box.epic]), minConfidence(body)) / 100;
  // No label read at all (a font that did not print, a page too faint): every field was
  // placed by position alone, which is a guess a person must see.
  if (body.length && labelled.every((l) => l === null))
    for (const f of [
      'name',
      'relativeName',
      'relationType',
      'houseNumber',
      'age',
      'gender',
    ] as const)
      doubts.add(f);

  // A stamp drawn across the print hides what it crosses: words under it read surely, and the
  // words it covers are gone without a trace ("राम" of "राम कुमार सक्सेना"); two reads of an
  // EPIC under it agree on the same wrong digit (gen2's 2960845 read 2960835 twice).
  if (box.stampOverPrint)
    for (const f of ['epic', 'name', 'relativeName', 'houseNumber'] as const) doubts.add(f);

  return {
    serial,
    epic,
    name,
    relationType,
    relativeName,
    houseNumber,
    age,
    gender,
    deleted: box.deleted,
    confidence: Math.max(0, Math.min(1, confidence)),
    doubts: [...doubts],
    fieldConfidence,
    ...(epicRead?.series ? { epicSeries: epicRead.series } : {}),
  };
}
