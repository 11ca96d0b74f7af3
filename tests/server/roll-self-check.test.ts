// The roll checks itself (issue 42): each rule mends or doubts a misreading, and leaves alone
// a correct value that merely looks like one (a son whose name is a letter off his father's).
import { describe, expect, it } from 'vitest';
import type { CheckedBox } from '../../server/rolls/read/self-check.ts';
import { checkPart, pairEditions } from '../../server/rolls/read/self-check.ts';
import type { ReadBox } from '../../server/rolls/read/types.ts';

let serial = 0;
const box = (over: Partial<ReadBox> = {}): ReadBox => ({
  serial: ++serial,
  epic: `ABC${String(1000000 + serial)}`,
  name: '',
  relationType: 'father',
  relativeName: '',
  houseNumber: '1',
  age: 40,
  gender: 'Male',
  deleted: false,
  section: 1,
  list: 'main',
  page: 2,
  rect: { x: 0, y: 0, width: 1, height: 1 },
  confidence: 0.95,
  doubts: [],
  fieldConfidence: {},
  ...over,
});

/** A field read with low confidence (below the reader's doubt, or only just above it). */
const unsureOf = (field: keyof ReadBox, confidence = 60): Partial<ReadBox> => ({
  fieldConfidence: { [field]: confidence },
  doubts: confidence < 70 ? [field as never] : [],
});

const notes = (b: CheckedBox) => b.selfCheck ?? [];

describe('a relative is another elector of the house', () => {
  const father = box({ name: 'Pramod Pal', age: 74, houseNumber: '21' });
  const wife = box({
    name: 'Ramvati Pal',
    relationType: 'husband',
    relativeName: 'Pramod Pal',
    gender: 'Female',
    age: 70,
    houseNumber: '21',
  });

  it('mends a doubted relative one letter off the house member it must be', () => {
    const son = box({
      name: 'Umesh Pal',
      relativeName: 'Pramod PaI',
      age: 43,
      houseNumber: '21',
      ...unsureOf('relativeName'),
    });
    const [, , checked] = checkPart([father, wife, son], 'en');
    expect(checked!.relativeName).toBe('Pramod Pal');
    expect(checked!.doubts).not.toContain('relativeName');
    expect(notes(checked!)).toEqual([
      { field: 'relativeName', rule: 'household', action: 'mended', was: 'Pramod PaI' },
    ]);
    expect(son.relativeName).toBe('Pramod PaI');
  });

  it('leaves a son whose name is a letter off his father’s, and a relative not on the roll', () => {
    const dad = box({ name: 'Ramesh Kumar', age: 60, houseNumber: '7' });
    const son = box({
      name: 'Rakesh Kumar',
      relativeName: 'Ramesh Kumar',
      age: 35,
      houseNumber: '7',
      ...unsureOf('name', 80),
    });
    const grandfatherGone = box({
      name: 'Suresh Kumar',
      relativeName: 'Mahesh Kumar',
      age: 58,
      houseNumber: '7',
      ...unsureOf('relativeName', 80),
    });
    const checked = checkPart([dad, son, grandfatherGone], 'en');
    expect(checked.map((b) => [b.name, b.relativeName])).toEqual([
      ['Ramesh Kumar', ''],
      ['Rakesh Kumar', 'Ramesh Kumar'],
      ['Suresh Kumar', 'Mahesh Kumar'],
    ]);
    expect(checked.flatMap(notes)).toEqual([]);
  });

  it('leaves a widow’s husband a letter off her son’s name', () => {
    const widow = box({
      name: 'Sita Devi',
      relationType: 'husband',
      relativeName: 'Ramesh Kumar',
      gender: 'Female',
      age: 62,
      houseNumber: '8',
      ...unsureOf('relativeName'),
    });
    const son = box({
      name: 'Rakesh Kumar',
      relativeName: 'Ramesh Kumar',
      age: 40,
      houseNumber: '8',
    });
    expect(checkPart([widow, son], 'en')[0]!.relativeName).toBe('Ramesh Kumar');
  });

  it('mends a member’s name that two relatives in the house spell otherwise', () => {
    const misread = box({ name: 'Pramod PaI', age: 74, houseNumber: '21', ...unsureOf('name') });
    const son = box({ name: 'Umesh Pal', relativeName: 'Pramod Pal', age: 43, houseNumber: '21' });
    const [checked] = checkPart([misread, wife, son], 'en');
    expect(checked!.name).toBe('Pramod Pal');
  });
});

describe('a household shares a surname', () => {
  const house = (last: string, over: Partial<ReadBox> = {}) => [
    box({ name: 'Ram Yadav', age: 70, houseNumber: '9' }),
    box({
      name: 'Sita Devi',
      relativeName: 'Ram Yadav',
      relationType: 'husband',
      gender: 'Female',
      houseNumber: '9',
    }),
    box({ name: 'Mohan Yadav', relativeName: 'Ram Yadav', age: 45, houseNumber: '9' }),
    box({
      name: `Sunita ${last}`,
      relativeName: 'Mohan Yadav',
      relationType: 'husband',
      gender: 'Female',
      houseNumber: '9',
      ...over,
    }),
  ];

  it('mends a surname read unsurely a letter off the household’s', () => {
    const checked = checkPart(house('Yadaw', unsureOf('name', 80)), 'en');
    expect(checked[3]!.name).toBe('Sunita Yadav');
    expect(notes(checked[3]!)[0]).toMatchObject({ rule: 'surname', was: 'Sunita Yadaw' });
  });

  it('leaves a surname read surely, and Devi, doubting it where three members share the other', () => {
    const checked = checkPart(house('Yadaw'), 'en');
    expect(checked.map((b) => b.name)).toEqual([
      'Ram Yadav',
      'Sita Devi',
      'Mohan Yadav',
      'Sunita Yadaw',
    ]);
    expect(checked[3]!.doubts).toContain('name');
    expect(checked.slice(0, 3).every((b) => !b.doubts.includes('name'))).toBe(true);
  });
});

describe('a part’s names repeat', () => {
  const many = (word: string, n: number) =>
    Array.from({ length: n }, (_, i) =>
      box({ name: `Name${i} ${word}`, houseNumber: String(100 + i) }),
    );

  it('mends a Hindi word seen once a matra off a common one, doubts a Latin one', () => {
    const hindi = [
      ...many('कुमार', 5),
      box({ name: 'राजू कूमार', houseNumber: '200', ...unsureOf('name', 80) }),
    ];
    expect(checkPart(hindi, 'hi').at(-1)!.name).toBe('राजू कुमार');
    const latin = [
      ...many('Sharma', 5),
      box({ name: 'Raju Sharna', houseNumber: '200', ...unsureOf('name', 80) }),
    ];
    const checked = checkPart(latin, 'en').at(-1)!;
    expect(checked.name).toBe('Raju Sharna');
    expect(checked.doubts).toContain('name');
  });

  it('leaves a rare word read surely beside a word seen a few times, doubts it beside one seen often', () => {
    const few = [...many('Sharma', 4), box({ name: 'Raju Sharna', houseNumber: '200' })];
    expect(checkPart(few, 'en').flatMap(notes)).toEqual([]);
    const often = [...many('Sharma', 5), box({ name: 'Raju Sharna', houseNumber: '200' })];
    const checked = checkPart(often, 'en').at(-1)!;
    expect(checked.name).toBe('Raju Sharna');
    expect(checked.doubts).toContain('name');
  });
});

describe('serials run in order', () => {
  it('doubts a serial out of order with both neighbours, never overwrites it', () => {
    const boxes = [1, 2, 9, 4, 5].map((s) => box({ serial: s, houseNumber: String(s) }));
    const checked = checkPart(boxes, 'en');
    expect(checked.map((b) => b.serial)).toEqual([1, 2, 9, 4, 5]);
    expect(checked.map((b) => b.doubts.includes('serial'))).toEqual([
      false,
      false,
      true,
      false,
      false,
    ]);
  });

  it('leaves serials in order', () => {
    const boxes = [1, 2, 3, 4].map((s) => box({ serial: s, houseNumber: String(s) }));
    expect(checkPart(boxes, 'en').flatMap(notes)).toEqual([]);
  });
});

describe('printed totals', () => {
  const people = () => [
    box({ houseNumber: '1', fieldConfidence: { gender: 95 } }),
    box({ houseNumber: '2', fieldConfidence: { gender: 72 } }),
    box({ houseNumber: '3', gender: 'Female', fieldConfidence: { gender: 95 } }),
  ];

  it('doubts the least surely read genders when the counts differ by a few', () => {
    const printed = { male: 1, female: 2, thirdGender: 0, total: 3 };
    const checked = checkPart(people(), 'en', printed);
    expect(checked[1]!.doubts).toContain('gender');
    expect(checked[2]!.doubts).not.toContain('gender');
  });

  it('leaves genders that add up, and doubts a husband read as male', () => {
    const printed = { male: 2, female: 1, thirdGender: 0, total: 3 };
    expect(checkPart(people(), 'en', printed).flatMap(notes)).toEqual([]);
    const wife = box({ relationType: 'husband', relativeName: 'Ram', gender: 'Male' });
    expect(checkPart([wife], 'en')[0]!.doubts).toContain('gender');
  });
});

describe('both editions', () => {
  const en = box({
    epic: 'XYZ1234567',
    name: 'Ramesh Sharma',
    relativeName: 'Suresh Sharma',
    age: 45,
  });
  const hi = { ...en, name: 'रमेश शर्मा', relativeName: 'सुरेश शर्मा' };

  it('pairs by EPIC and leaves twins that agree', () => {
    const { pairs, en: e, hi: h } = pairEditions([en], [hi]);
    expect(pairs).toEqual([[0, 0]]);
    expect([...e, ...h].flatMap(notes)).toEqual([]);
  });

  it('fills an unread age from the other edition and doubts what disagrees', () => {
    const unread = { ...hi, age: null, doubts: ['age' as const], name: 'रमेश वर्मा' };
    const {
      hi: [h],
    } = pairEditions([en], [unread]);
    expect(h!.age).toBe(45);
    expect(h!.doubts).not.toContain('age');
    expect(notes(h!)).toContainEqual({
      field: 'age',
      rule: 'otherEdition',
      action: 'filled',
      was: null,
    });
    expect(h!.doubts).toContain('name');
    const older = { ...hi, age: 46, fieldConfidence: { age: 80 } };
    const {
      en: [e2],
      hi: [h2],
    } = pairEditions([{ ...en, fieldConfidence: { age: 95 } }], [older]);
    expect(h2!.doubts).toContain('age');
    expect(e2!.doubts).not.toContain('age');
    expect(h2!.age).toBe(46);
  });

  it('pairs by serial, age and gender when an EPIC is missing', () => {
    const { pairs } = pairEditions([en], [{ ...hi, epic: '' }]);
    expect(pairs).toEqual([[0, 0]]);
    expect(pairEditions([en], [{ ...hi, epic: '', age: 50 }]).pairs).toEqual([]);
  });
});
