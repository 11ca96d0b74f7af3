// The roll reader's rules on what OCR gave, without OCR: names cleaned of the specks read
// around them, a doubted EPIC's series agreed with the part's, the digit read weighed against
// the text read, and a husband's name standing in for an unread gender.
import { describe, expect, it } from 'vitest';
import { assemblePart } from '../../server/rolls/read/assemble.ts';
import { boxFields, houseValue } from '../../server/rolls/read/box-fields.ts';
import { liftStamp } from '../../server/rolls/read/box-images.ts';
import type { BoxFields } from '../../server/rolls/read/box-fields.ts';
import { weighDigitReads } from '../../server/rolls/read/digit-reads.ts';
import type { OcrLine } from '../../server/rolls/read/ocr-engine.ts';
import type { Gray } from '../../server/rolls/read/page-image.ts';
import { readPageHeader } from '../../server/rolls/read/page-header.ts';
import { epicIn, genderOf, LABELS, personName } from '../../server/rolls/read/roll-words.ts';
import { checkSerialOrder } from '../../server/rolls/read/serial-order.ts';
import type { ReadBox } from '../../server/rolls/read/types.ts';

const line = (text: string, confidence = 95): OcrLine => ({
  text,
  confidence,
  y0: 0,
  y1: 10,
  words: text.split(' ').map((w, i) => ({ text: w, confidence, x0: i * 10, x1: i * 10 + 8 })),
});

describe('personName', () => {
  it.each([
    ['Name : Mohan Lodhi :', 'Mohan Lodhi'],
    ["Father's Name : Dilip joshi", 'Dilip Joshi'],
    ['पिता का नाम : का नाम : आरिफ़ हाशमी', 'आरिफ़ हाशमी'],
    ['नाम : मोहन लोधी ट', 'मोहन लोधी'],
    ['नाम : रूबी बानों', 'रूबी बानो'],
    // Kept: a lone consonant of a two-word name, and a Latin initial.
    ['नाम : राम क', 'राम क'],
    ['Name : Ram K Verma', 'Ram K Verma'],
    // A dash or a mark before the name is a speck.
    ['Name : -Lakshmi Bajpai', 'Lakshmi Bajpai'],
    ['नाम : ~ रूबी', 'रूबी'],
    // A name in capitals holds no small l; one in mixed case keeps it.
    ["Father's Name : JAl PARKASH", 'JAI PARKASH'],
    ["Father's Name : JEAN GERARD RAJ!", 'JEAN GERARD RAJI'],
    // A zero-width non-joiner ending a word prints nothing.
    ['पिता का नाम : राम शंकर गौड्\u200c', 'राम शंकर गौड्'],
    ['Name : Lalji Kamlesh', 'Lalji Kamlesh'],
  ])('%s → %s', (text, want) => {
    expect(personName(text)).toBe(want);
  });
});

const box = (k: number, epic: string, doubted = false): ReadBox => ({
  page: 2,
  rect: { x: 0, y: 0, width: 10, height: 10 },
  confidence: 0.9,
  serial: k + 1,
  epic,
  name: `Voter ${k}`,
  relationType: 'father',
  relativeName: 'Ram',
  houseNumber: '1',
  age: 30,
  gender: 'Male',
  deleted: false,
  section: 1,
  list: 'main',
  doubts: doubted ? ['epic'] : [],
});

describe("a doubted EPIC's series", () => {
  const part = (boxes: ReadBox[]) =>
    assemblePart([{ page: 2, kind: 'voters', edition: 'en', boxes }]).boxes;

  it('takes the part series one letter off, staying doubted', () => {
    const boxes = [0, 1, 2].map((k) => box(k, `NLD000000${k}`));
    const read = part([...boxes, box(3, 'NTD0000003', true)]);
    expect(read[3]).toMatchObject({ epic: 'NLD0000003', doubts: ['epic'] });
  });

  it('leaves a series held by a sure EPIC, a series too small, and two near series', () => {
    const few = part([box(0, 'NLD0000001'), box(1, 'NLD0000002'), box(2, 'NTD0000003', true)]);
    expect(few[2]!.epic).toBe('NTD0000003');
    const held = part([
      ...[0, 1, 2].map((k) => box(k, `NLD000000${k}`)),
      box(3, 'NTD0000003'),
      box(4, 'NTD0000004', true),
    ]);
    expect(held[4]!.epic).toBe('NTD0000004');
    const two = part([
      ...[0, 1, 2].map((k) => box(k, `NLD000000${k}`)),
      ...[3, 4, 5].map((k) => box(k, `NKD000000${k}`)),
      box(6, 'NTD0000006', true),
    ]);
    expect(two[6]!.epic).toBe('NTD0000006');
  });

  it('takes the part series among those an EPIC read with a letter too many may stand for', () => {
    const read = epicIn('LKCS5585801');
    expect(read).toEqual({
      epic: 'LKC5585801',
      fixed: true,
      series: ['KCS', 'LCS', 'LKS', 'LKC'],
    });
    expect(epicIn('UPIR0239517')?.series).toContain('UPR');
    const boxes = [0, 1, 2].map((k) => box(k, `UPR000000${k}`));
    const split = { ...box(3, 'UPI0239517', true), epicSeries: epicIn('UPIR0239517')!.series };
    const mended = part([...boxes, split]);
    expect(mended[3]).toMatchObject({ epic: 'UPR0239517', doubts: ['epic'] });
  });

  it("doubts a sure EPIC alone in a series one letter off or shifted from the part's, not two letters off", () => {
    const read = part([
      ...[0, 1, 2].map((k) => box(k, `RZW000000${k}`)),
      box(3, 'ZWA0000003'),
      box(4, 'UPX0000004'),
      box(5, 'RZM0000005'),
      box(6, 'RKM0000006'),
    ]);
    expect(read[3]!.doubts).toContain('epic');
    expect(read[4]!.doubts).not.toContain('epic');
    expect(read[5]!.doubts).toContain('epic');
    expect(read[6]!.doubts).not.toContain('epic');
    expect(read.slice(0, 3).every((b) => !b.doubts.length)).toBe(true);
  });

  it('leaves the sure EPICs of a series most of whose EPICs read with a low score', () => {
    // A real SIR page's whole series scores 30–70 read right: its sure reads stay sure.
    const read = part([
      ...[0, 1].map((k) => box(k, `IPD000000${k}`)),
      ...[2, 3, 4].map((k) => box(k, `IPD000000${k}`, true)),
    ]);
    expect(read.map((b) => b.doubts.includes('epic'))).toEqual([false, false, true, true, true]);
  });
});

describe("a list's serials", () => {
  const check = (serials: number[]) => {
    const boxes = serials.map((s, k) => ({ ...box(k, 'NLD1234567'), serial: s }));
    checkSerialOrder(boxes);
    return boxes.map((b) => `${b.serial}${b.doubts.includes('serial') ? '?' : ''}`);
  };

  it('doubts a sure read a long jump from its neighbour that one digit would close', () => {
    // First in its list, nothing proves it: kept as read, doubted.
    expect(check([3, 32, 33, 34])).toEqual(['3?', '32', '33', '34']);
    // Between two neighbours leaving room for one number, one digit off it: filled.
    expect(check([40, 41, 4, 43])).toEqual(['40', '41', '42', '43']);
  });

  it('leaves the gaps deletions leave, and a jump no one digit explains', () => {
    expect(check([30, 32, 33, 36])).toEqual(['30', '32', '33', '36']);
    expect(check([3, 58, 59])).toEqual(['3', '58', '59']);
  });
});

describe('a supplement whose title did not read', () => {
  const page = (n: number, serials: number[]) => ({
    page: n,
    kind: 'voters' as const,
    edition: 'en' as const,
    boxes: serials.map((s) => ({ ...box(s - 1, `ABC${String(s).padStart(7, '0')}`), page: n })),
  });
  const run = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

  it('is the additions when it follows the main list ending on a page it does not fill', () => {
    const read = assemblePart([
      page(2, run(1, 6)),
      page(3, run(7, 6)),
      page(4, run(13, 4)),
      page(5, run(17, 3)),
    ]).boxes;
    expect(read.slice(0, 16).every((b) => b.list === 'main' && !b.doubts.includes('list'))).toBe(
      true,
    );
    expect(read.slice(16).every((b) => b.list === 'additions' && b.doubts.includes('list'))).toBe(
      true,
    );
  });

  it('is not guessed while every page is full, nor when the short page is the last', () => {
    const full = assemblePart([page(2, run(1, 6)), page(3, run(7, 6)), page(4, run(13, 2))]);
    expect(full.boxes.every((b) => b.list === 'main' && !b.doubts.includes('list'))).toBe(true);
  });
});

describe('digit reads', () => {
  const fields = (houseNumber: string): BoxFields => ({
    ...box(0, 'NLD0000001'),
    houseNumber,
    confidence: 0.9,
    doubts: [],
    fieldConfidence: {},
  });

  it('drops a dash or slash the digit read put at either end', () => {
    expect(weighDigitReads(fields('60'), { houseNumber: [line('-60')] })).toMatchObject({
      houseNumber: '60',
      doubts: [],
    });
  });

  it("keeps the text read's slash the digit read lost, doubted", () => {
    const out = weighDigitReads(fields('40/1'), { houseNumber: [line('401')] });
    expect(out).toMatchObject({ houseNumber: '40/1', doubts: ['houseNumber'] });
  });

  it('takes the digit read over a different text read, doubted; agreeing reads are trusted', () => {
    expect(weighDigitReads(fields('17'), { houseNumber: [line('11')] })).toMatchObject({
      houseNumber: '11',
      doubts: ['houseNumber'],
    });
    expect(weighDigitReads(fields('11'), { houseNumber: [line('11')] }).doubts).toEqual([]);
  });

  it('does not trust two reads agreeing on an 8 after a slash: it may be the letter B', () => {
    const doubted = { ...fields('27/8'), doubts: ['houseNumber' as const] };
    expect(weighDigitReads(doubted, { houseNumber: [line('27/8')] }).doubts).toEqual([
      'houseNumber',
    ]);
    expect(weighDigitReads(fields('27/3'), { houseNumber: [line('27/3')] }).doubts).toEqual([]);
  });
});

describe('an unread gender', () => {
  const read = (relative: string) =>
    boxFields({
      serial: [line('20')],
      epic: [line('NLD6666666')],
      body: [
        line('Name : Sita Pandey'),
        line(`${relative} : Abhishek Pandey`),
        line('House Number : 34'),
        line('Age : 80 Gender : ####'),
      ],
      deleted: true,
    });

  it("is Female beside a husband's name, still doubted; else left empty", () => {
    expect(read("Husband's Name")).toMatchObject({ gender: 'Female', relationType: 'husband' });
    expect(read("Husband's Name").doubts).toContain('gender');
    expect(read("Father's Name")).toMatchObject({ gender: null, relationType: 'father' });
  });
});

describe('a box under a DELETED stamp', () => {
  const read = (deleted: boolean, stampOverPrint: boolean) =>
    boxFields({
      serial: [line('28')],
      epic: [line('NLD7901234')],
      body: [
        line('Name : Mamta Kumari'),
        line("Father's Name : Ram"),
        line('House Number : 38/3'),
        line('Age : 25 Gender : Female'),
      ],
      deleted,
      stampOverPrint,
    });

  it('doubts the EPIC, names and house number the stamp may hide words of, even read surely', () => {
    expect(read(true, true).doubts).toEqual(
      expect.arrayContaining(['epic', 'name', 'relativeName', 'houseNumber']),
    );
    expect(read(false, false).doubts).toEqual([]);
  });

  it("doubts nothing of a text layer's deleted box: its words are all there", () => {
    expect(read(true, false).doubts).toEqual([]);
  });
});

describe("an EPIC's two reads", () => {
  const read = (epic: OcrLine, again: OcrLine) =>
    boxFields({
      serial: [line('20')],
      epic: [epic],
      epicAgain: [again],
      body: [line('Name : Sita Pandey'), line('Age : 40 Gender : Female')],
      deleted: false,
    });

  it('take the better score where they agree, and are doubted where they differ', () => {
    expect(read(line('IPD0204461', 30), line('IPD0204461', 90)).doubts).not.toContain('epic');
    expect(read(line('IPD0204461', 30), line('IPD0204461', 40)).doubts).toContain('epic');
    expect(read(line('IPD0204461', 95), line('IPD0204467', 95)).doubts).toContain('epic');
  });
});

describe('an age', () => {
  const read = (age: string) =>
    boxFields({
      serial: [line('56')],
      epic: [line('UPR4826860')],
      body: [
        line('Name : Durgawati Kumari'),
        line("Husband's Name : Lalji Kumar"),
        line('House Number : 60'),
        line(`Age : ${age} Gender : Female`),
      ],
      deleted: false,
    });

  it("has a font's 8 read B turned back, doubted; a clean read stays sure", () => {
    expect(read('B4')).toMatchObject({ age: 84, gender: 'Female' });
    expect(read('B4').doubts).toContain('age');
    expect(read('Bl').age).toBe(81);
    expect(read('4O').age).toBe(40);
    expect(read('84')).toMatchObject({ age: 84, doubts: [] });
  });
});

describe('a house number', () => {
  const read = (house: string) =>
    boxFields({
      serial: [line('20')],
      epic: [line('NLD6666666')],
      body: [
        line('Name : Sita Pandey'),
        line("Husband's Name : Abhishek Pandey"),
        line(`House Number : ${house}`),
        line('Age : 40 Gender : Female'),
      ],
      deleted: false,
    });

  it('is doubted when it is the label read again, kept when it holds words', () => {
    expect(read('House Nu').doubts).toContain('houseNumber');
    expect(read('मकान सं').doubts).toContain('houseNumber');
    expect(read('2/19 Telephone Colony').doubts).not.toContain('houseNumber');
  });
});

describe('a name ending in a lone letter', () => {
  const read = (name: string) =>
    boxFields({
      serial: [line('289')],
      epic: [line('UPR0000289')],
      body: [
        line(`Name : ${name}`),
        line("Father's Name : Ram Jatav"),
        line('House Number : 12'),
        line('Age : 40 Gender : Male'),
      ],
      deleted: false,
    });

  it('is doubted after a full name (a speck read as a letter), not as a middle initial', () => {
    expect(read('Mahesh Jatav E').doubts).toContain('name');
    expect(read('Ram K Verma').doubts).not.toContain('name');
    expect(read('Mahesh Jatav').doubts).not.toContain('name');
  });

  it('is doubted when it holds a digit (a number read on the name line)', () => {
    expect(read('41').doubts).toContain('name');
    expect(read('Mahesh ४').doubts).toContain('name');
  });

  it('is doubted when it is the label itself', () => {
    expect(read('Name').doubts).toContain('name');
  });
});

describe("a supplement's title", () => {
  it('is read on the line of the sections it covers, and a section named so is not one', () => {
    const onSectionLine = readPageHeader([
      'Assembly Constituency No. and Name : 173-Lucknow Central Part No. : 45',
      'Section No. and Name : 1-Ward No. 7 Rampur ; 2-Ward No. 8 Nayagaon Supplement 1 - List of Additions',
    ]);
    expect(onSectionLine.list).toBe('additions');
    expect(readPageHeader(['परिवर्धन की सूची']).list).toBe('additions');
    const named = readPageHeader(['Section No. and Name : 3-Addition Colony']);
    expect(named.list).toBeNull();
    expect(named.section).toEqual({ number: 3, name: 'Addition Colony' });
  });
});

describe('a house number read by the Hindi model', () => {
  it('takes a danda beside digits for a Latin 1 and a double danda for 11, and drops a dash', () => {
    expect(houseValue('मकान संख्या : 35/॥6')).toBe('35/116');
    expect(houseValue('मकान संख्या : ।2/4')).toBe('12/4');
    expect(houseValue('मकान संख्या : –60')).toBe('60');
    expect(houseValue('मकान संख्या : 2/19 टेलिफोन कॉलोनी')).toBe('2/19 टेलिफोन कॉलोनी');
  });
});

describe('a gender', () => {
  it('is read from its stem where a text layer dropped the last vowel sign', () => {
    expect(genderOf('સ્ત્ર')).toBe('Female');
    expect(genderOf('સ્ત્રી')).toBe('Female');
    expect(genderOf('स्त्री')).toBe('Female');
    expect(genderOf('પુરુષ')).toBe('Male');
    expect(genderOf('Male')).toBe('Male');
  });

  it("has its Gujarati label found with the space a text layer puts inside it ('જા તિ')", () => {
    expect(LABELS.gender.test('ઉં મર : 61 જા તિ : સ્ત્ર')).toBe(true);
  });
});

describe('a stamp lighter than the print', () => {
  // 100 pixels: 30 of print (20), 60 of stamp (150), 10 of paper; ink is 180 or darker.
  const img = (stamp: number): Gray => ({
    width: 10,
    height: 10,
    data: Uint8Array.from({ length: 100 }, (_, i) => (i < 30 ? 20 : i < 90 ? stamp : 255)),
  });

  it('is lifted off, the print kept', () => {
    const lifted = liftStamp(img(150), 180).data;
    expect([...lifted.subarray(0, 30)].every((v) => v === 20)).toBe(true);
    expect([...lifted.subarray(30)].every((v) => v === 255)).toBe(true);
  });

  it('stays where it is as dark as the print', () => {
    expect([...liftStamp(img(30), 180).data]).toEqual([...img(30).data]);
  });
});
