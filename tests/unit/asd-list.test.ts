// The ASD list parser (src/domain/asd-list.ts): tables with English and Hindi headings, lines
// of a PDF's text or OCR, categories in both languages and as A/S/D, EPICs normalised, every
// line it cannot read kept; and the matching of rows to the part's voters.
import { describe, expect, it } from 'vitest';
import type { AsdRow, AsdVoter } from '../../src/domain/asd-list.ts';
import {
  asdCategory,
  asdListNameOf,
  lineCells,
  matchAsdRows,
  readAsdLines,
  readAsdTable,
} from '../../src/domain/asd-list.ts';

const pick = ({ serial, epic, name, relative, category }: AsdRow) => ({
  serial,
  epic,
  name,
  relative,
  category,
});

describe('asdCategory', () => {
  it.each([
    ['Absent', 'absent'],
    ['ABSENTEE', 'absent'],
    ['A', 'absent'],
    ['a.', 'absent'],
    ['Shifted', 'shifted'],
    ['Permanently Shifted', 'shifted'],
    ['S', 'shifted'],
    ['Dead', 'dead'],
    ['D', 'dead'],
    ['Dead/Duplicate', 'dead'],
    ['Dead - Duplicate', 'dead'],
    ['Duplicate', 'duplicate'],
    ['Already enrolled', 'duplicate'],
    ['अनुपस्थित', 'absent'],
    ['लापता', 'absent'],
    ['स्थानांतरित', 'shifted'],
    ['स्थायी रूप से स्थानांतरित', 'shifted'],
    ['मृत', 'dead'],
    ['मृत/दोहरा', 'dead'],
    ['दोहरा', 'duplicate'],
    ['डुप्लीकेट', 'duplicate'],
  ])('%s → %s', (text, category) => {
    expect(asdCategory(text)).toBe(category);
  });

  it('reads whole words only, and no category from a legend of several', () => {
    expect(asdCategory('अमृत')).toBeNull();
    expect(asdCategory('Ram')).toBeNull();
    expect(asdCategory('Absent / Shifted / Dead')).toBeNull();
    expect(asdCategory('')).toBeNull();
  });
});

describe('readAsdTable', () => {
  it('reads an English CSV by its headings: the serial in the part, not the list number', () => {
    const reading = readAsdTable([
      [
        'S.No.',
        'Serial No. in Part',
        'EPIC No.',
        'Name of Elector',
        'Father/Husband Name',
        'Category',
      ],
      ['1', '14', 'abc1234567', 'Ram Kumar', 'Shyam Lal', 'A'],
      ['2', '27', 'UP/12/345/678901', 'Sita Devi', 'Mohan', 'Shifted'],
      ['3', '31', 'XYZ 7654321', 'Hari Prasad', 'Gopal', 'Dead/Duplicate'],
      ['4', '40', 'N/A', 'Geeta', 'Kishan', 'Duplicate'],
      ['5', '41', 'KLM1111111', 'Arjun', 'Mahesh', 'moved out?'],
      ['', '', '', '', '', ''],
      ['6', '42', 'KLM2222222', 'Ravi', 'Dinesh', ''],
    ]);
    expect(reading.rows.map(pick)).toEqual([
      {
        serial: 14,
        epic: 'ABC1234567',
        name: 'Ram Kumar',
        relative: 'Shyam Lal',
        category: 'absent',
      },
      {
        serial: 27,
        epic: 'UP12345678901',
        name: 'Sita Devi',
        relative: 'Mohan',
        category: 'shifted',
      },
      { serial: 31, epic: 'XYZ7654321', name: 'Hari Prasad', relative: 'Gopal', category: 'dead' },
      { serial: 40, epic: undefined, name: 'Geeta', relative: 'Kishan', category: 'duplicate' },
      { serial: 41, epic: 'KLM1111111', name: 'Arjun', relative: 'Mahesh', category: 'shifted' },
    ]);
    // The row without a category is kept for a person, with its line.
    expect(reading.unread).toEqual([{ line: 8, text: '6 | 42 | KLM2222222 | Ravi | Dinesh' }]);
    expect(reading.headings).toHaveLength(1);
  });

  it('reads a Hindi table with Devanagari digits and categories', () => {
    const reading = readAsdTable([
      ['क्र.सं.', 'मतदाता क्रमांक', 'ईपीआईसी संख्या', 'निर्वाचक का नाम', 'पिता/पति का नाम', 'श्रेणी'],
      ['१', '१४', 'ABC1234567', 'राम कुमार', 'श्याम लाल', 'अनुपस्थित'],
      ['२', '२७', 'ABC7654321', 'सीता देवी', 'मोहन', 'स्थानांतरित'],
      ['३', '३१', 'ABC1111111', 'अमृत लाल', 'गोपाल', 'मृत'],
      ['४', '४०', 'ABC2222222', 'गीता', 'किशन', 'डुप्लीकेट'],
      ['५', '४१', 'ABC3333333', 'अर्जुन', 'महेश', 'दोहरा'],
    ]);
    expect(reading.rows.map((r) => [r.serial, r.epic, r.name, r.category])).toEqual([
      [14, 'ABC1234567', 'राम कुमार', 'absent'],
      [27, 'ABC7654321', 'सीता देवी', 'shifted'],
      [31, 'ABC1111111', 'अमृत लाल', 'dead'],
      [40, 'ABC2222222', 'गीता', 'duplicate'],
      [41, 'ABC3333333', 'अर्जुन', 'duplicate'],
    ]);
    expect(reading.unread).toEqual([]);
  });

  it('reads a table without headings by what each cell holds', () => {
    const reading = readAsdTable([
      ['ASD list, Part No. 12'],
      ['7', 'ABC1234567', 'Ram Kumar', 'Shyam', '45', 'S'],
      ['9', 'Sita Devi', 'Mohan', 'Absent'],
    ]);
    expect(reading.part).toBe(12);
    expect(reading.rows.map(pick)).toEqual([
      { serial: 7, epic: 'ABC1234567', name: 'Ram Kumar', relative: 'Shyam', category: 'shifted' },
      { serial: 9, epic: undefined, name: 'Sita Devi', relative: 'Mohan', category: 'absent' },
    ]);
  });
});

describe('readAsdLines', () => {
  it('splits lines at tabs, bars or wide spaces', () => {
    expect(lineCells('1\tABC1234567\tRam')).toEqual(['1', 'ABC1234567', 'Ram']);
    expect(lineCells('1 | Ram')).toEqual(['1 ', ' Ram']);
    expect(lineCells('1   ABC1234567   Ram Kumar')).toEqual(['1', 'ABC1234567', 'Ram Kumar']);
    expect(lineCells('1 ABC1234567 Ram')).toEqual(['1 ABC1234567 Ram']);
  });

  it('reads lines of a text layer or OCR, titles and headings apart, unread lines kept', () => {
    const reading = readAsdLines([
      'List of Absent, Shifted and Dead electors',
      'Assembly Constituency: 45 - Lucknow Central    Part No.: 12',
      'S.No.\tSerial No.\tEPIC No.\tName\tRelative\tCategory',
      '1\t14\tABC1234567\tRam Kumar\tShyam Lal\tAbsent',
      '2 27 ABC7654321 Sita Devi W/O Mohan Lal S',
      '3 31 XYZ 1111111 Hari Prasad S/O Gopal Dead/Duplicate',
      '~~ ,, ;;',
      '4 40 ABC2222222 Geeta Kishan',
      'Page 1 of 1',
    ]);
    expect(reading.rows.map(pick)).toEqual([
      {
        serial: 14,
        epic: 'ABC1234567',
        name: 'Ram Kumar',
        relative: 'Shyam Lal',
        category: 'absent',
      },
      {
        serial: 27,
        epic: 'ABC7654321',
        name: 'Sita Devi',
        relative: 'Mohan Lal',
        category: 'shifted',
      },
      { serial: 31, epic: 'XYZ1111111', name: 'Hari Prasad', relative: 'Gopal', category: 'dead' },
    ]);
    expect(reading.unread.map((u) => u.line)).toEqual([7, 8]);
    expect(reading.unread[1]!.text).toBe('4 40 ABC2222222 Geeta Kishan');
    expect(reading.headings.map((h) => h.line)).toEqual([1, 2, 3, 9]);
    expect(reading.part).toBe(12);
  });

  it('gives rows under a category heading that category', () => {
    const reading = readAsdLines([
      'मृत मतदाताओं की सूची',
      '5 ABC1234567 राम कुमार पिता श्याम लाल',
      'Shifted electors',
      '8 ABC7654321 Sita Devi',
      '9 ABC1111111 Geeta Absent',
    ]);
    expect(reading.rows.map((r) => [r.serial, r.name, r.relative, r.category])).toEqual([
      [5, 'राम कुमार', 'श्याम लाल', 'dead'],
      [8, 'Sita Devi', undefined, 'shifted'],
      [9, 'Geeta', undefined, 'absent'],
    ]);
    expect(reading.unread).toEqual([]);
  });

  it('keeps a line that names a serial alone, or two categories, unread', () => {
    const reading = readAsdLines(['12 Absent', '13 Ram Absent Shifted', 'Ram A Sharma']);
    expect(reading.rows).toEqual([]);
    expect(reading.unread.map((u) => u.line)).toEqual([1, 2, 3]);
  });
});

describe('matchAsdRows', () => {
  const voters: AsdVoter[] = [
    { id: 'v1', voterId: 'ABC1234567', serialNumber: 14, firstName: 'Ram', lastName: 'Kumar' },
    { id: 'v2', voterId: 'ABC7654321', serialNumber: 27, firstName: 'Sita', lastName: 'Devi' },
    { id: 'v3', serialNumber: 31, firstName: 'Hari', lastName: 'Prasad', firstNameHi: 'हरि' },
    { id: 'v4', voterId: 'ABC2222222', serialNumber: 40, firstName: 'Geeta' },
    { id: 'v5', voterId: 'ABC3333333', serialNumber: 41, firstName: 'Arjun' },
    { id: 'v6', voterId: 'ABC3333333', serialNumber: 42, firstName: 'Arjun' },
  ];
  const row = (over: Partial<AsdRow>): AsdRow => ({
    line: 1,
    text: '',
    category: 'absent',
    ...over,
  });

  it('pairs by EPIC, else by serial and name in either script; never by serial alone', () => {
    const rows = [
      row({ epic: 'ABC1234567', serial: 99, name: 'Somebody' }),
      row({ epic: 'ZZZ0000000', serial: 27, name: 'सीता देवी' }),
      row({ serial: 31, name: 'हरि प्रसाद' }),
      row({ serial: 40 }),
      row({ serial: 40, name: 'Mohan' }),
      row({ epic: 'ABC3333333' }),
      row({ epic: 'ABC1234567' }),
    ];
    const { matched, unmatched } = matchAsdRows(rows, voters);
    expect(matched.map((m) => [m.voterId, m.by])).toEqual([
      ['v1', 'epic'],
      ['v2', 'serialName'],
      ['v3', 'serialName'],
    ]);
    expect(unmatched.map((u) => [u.serial ?? u.epic, u.reason])).toEqual([
      [40, 'notFound'],
      [40, 'notFound'],
      ['ABC3333333', 'ambiguous'],
      ['ABC1234567', 'repeated'],
    ]);
  });
});

describe('asdListNameOf', () => {
  it('is the file name without its extension', () => {
    expect(asdListNameOf('ASD_list_2026.pdf')).toBe('ASD list 2026');
    expect(asdListNameOf('C:\\lists\\part 12.csv')).toBe('part 12');
  });
});
