// The computed reports on small hand-made rolls: households by house number (else address),
// heads, labels, counts per surname and address, and likely double voters across parts (age gap
// 2 yes, 3 no). The household rule itself: households.test.ts.
import { describe, expect, it } from 'vitest';
import type { VoterFields } from '../../src/db/types.ts';
import { addressKey } from '../../src/db/derive.ts';
import {
  addressKeyOf,
  addressWiseReport,
  doubleVoterReport,
  familyHeadReport,
  familyLabelsReport,
  familyReport,
  households,
  normaliseName,
  surnameReport,
} from '../../src/domain/voter-aggregates.ts';
import { findVoterReport, reportRows } from '../../src/domain/voter-reports.ts';

const v = (voterId: string, fields: Partial<VoterFields>): VoterFields => ({ voterId, ...fields });

/**
 * Two houses in part 1 (house 12 written three ways), one household by address in part 2, two
 * voters with neither house number nor address in part 3.
 */
const ROLL: VoterFields[] = [
  v('A1', {
    firstName: 'Ram',
    lastName: 'Sharma',
    gender: 'Male',
    age: 45,
    partNumber: 1,
    address: '12, Gandhi Nagar',
    houseno: '12',
  }),
  v('A2', {
    firstName: 'Sita',
    lastName: 'Sharma',
    gender: 'Female',
    age: 70,
    partNumber: 1,
    address: '12 gandhi  NAGAR',
    houseno: ' 12 ',
  }),
  v('A3', {
    firstName: 'Lav',
    lastName: 'sharma ',
    gender: 'M',
    age: 20,
    partNumber: 1,
    address: '12 Gandhi Nagar',
    houseno: '१२',
  }),
  v('B1', {
    firstName: 'Asha',
    lastName: 'Verma',
    gender: 'F',
    age: 33,
    partNumber: 1,
    address: '4 Nehru Road',
    houseno: '4',
  }),
  v('C1', {
    firstName: 'Imran',
    lastName: 'Khan',
    gender: 'Other',
    age: 50,
    partNumber: 2,
    address: '9 Station Road',
  }),
  v('C2', {
    firstName: 'Zara',
    lastName: 'Khan',
    gender: 'Female',
    age: 48,
    partNumber: 2,
    address: '9 Station Road',
  }),
  v('N1', { firstName: 'No', lastName: 'Address', age: 30, partNumber: 3 }),
  v('N2', { firstName: 'Also', lastName: 'Nowhere', age: 31, partNumber: 3, address: '  ' }),
];

describe('address keys', () => {
  it("equal the database's derived key, ASCII fast path or not", () => {
    for (const a of [
      '12 12 Gandhi',
      '  A-b,c ',
      '',
      'x__y',
      'गांधी नगर 12',
      'Ünal 5',
      "O'Neil 3rd",
      'H.No. 4/B',
    ])
      expect(addressKeyOf(a), a).toBe(addressKey(a));
    expect(addressKeyOf(undefined)).toBe(addressKey(undefined));
  });
});

describe('households', () => {
  it('groups by house number (else address) within a part; neither is a household of one', () => {
    const hs = households(ROLL);
    expect(hs.map((h) => h.members.map((m) => m.voterId))).toEqual([
      ['A1', 'A2', 'A3'],
      ['B1'],
      ['C1', 'C2'],
      ['N1'],
      ['N2'],
    ]);
    expect(hs.map((h) => h.head.voterId)).toEqual(['A2', 'B1', 'C1', 'N1', 'N2']);
  });
});

describe('family report', () => {
  it('one row per household with its size, the head and the part', () => {
    expect(familyReport(ROLL).map((r) => [r.name, r.partNumber, r.familySize])).toEqual([
      // Part, then house number in numeric order: house 4 before house 12.
      ['Asha Verma', 1, 1],
      ['Sita Sharma', 1, 3],
      ['Imran Khan', 2, 2],
      ['No Address', 3, 1],
      ['Also Nowhere', 3, 1],
    ]);
  });

  it('filters on family size and part', () => {
    const rows = reportRows(findVoterReport('family')!, ROLL, { familySizeFrom: '2', partTo: '1' });
    expect(rows.map((r) => r.familySize)).toEqual([3]);
  });
});

describe('family head report', () => {
  it('the eldest of each household with the household size', () => {
    const heads = familyHeadReport(ROLL);
    expect(heads.map((h) => [h.voterId, h.familySize])).toEqual([
      ['B1', 1],
      ['A2', 3],
      ['C1', 2],
      ['N1', 1],
      ['N2', 1],
    ]);
  });

  it('filters size, head age and part together', () => {
    const def = findVoterReport('familyHead')!;
    const ids = (values: Record<string, string>) =>
      reportRows(def, ROLL, values).map((r) => r.voterId);
    expect(ids({ familySizeFrom: '2', familySizeTo: '3' })).toEqual(['A2', 'C1']);
    expect(ids({ familySizeFrom: '2', ageTo: '60' })).toEqual(['C1']);
    expect(ids({ partFrom: '2', partTo: '2' })).toEqual(['C1']);
    // Family size counts every member, even those outside the age range.
    expect(ids({ ageFrom: '60', familySizeFrom: '3' })).toEqual(['A2']);
  });
});

describe('family labels', () => {
  it('name, part, address and house number per household (as the first member has it)', () => {
    expect(familyLabelsReport(ROLL).slice(0, 3)).toEqual([
      expect.objectContaining({ name: 'Asha Verma', partNumber: 1, houseno: '4' }),
      // The head's own address as typed, and the house number as its first member has it.
      expect.objectContaining({
        name: 'Sita Sharma',
        partNumber: 1,
        address: '12 gandhi  NAGAR',
        houseno: '12',
      }),
      expect.objectContaining({ name: 'Imran Khan', partNumber: 2, houseno: '' }),
    ]);
  });
});

describe('address-wise report', () => {
  it('male, female and total per address and part (M/F count too)', () => {
    const rows = addressWiseReport(ROLL);
    const gandhi = rows.find((r) => r.partNumber === 1 && r.total === 3)!;
    expect(gandhi).toMatchObject({ male: 2, female: 1, total: 3, name: 'Sita Sharma' });
    const station = rows.find((r) => r.partNumber === 2)!;
    expect(station).toMatchObject({ male: 0, female: 1, total: 2 });
    expect(rows.reduce((n, r) => n + r.total, 0)).toBe(ROLL.length);
  });

  it('separates the same address in two parts', () => {
    const rows = addressWiseReport([
      v('x', { address: 'Main Road', partNumber: 1, gender: 'Male' }),
      v('y', { address: 'main road', partNumber: 2, gender: 'Male' }),
    ]);
    expect(rows.map((r) => [r.partNumber, (r as { total?: number }).total])).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it('searches on address or part', () => {
    const def = findVoterReport('addressWise')!;
    expect(reportRows(def, ROLL, { search: 'station' }).map((r) => r.partNumber)).toEqual([2]);
    // Part 3's two voters without an address share one "no address" row.
    expect(
      reportRows(def, ROLL, { search: '3' }).map((r) => [
        r.partNumber,
        (r as { total?: number }).total,
      ]),
    ).toEqual([[3, 2]]);
  });
});

describe('surname report', () => {
  it('counts per surname and part, ignoring case and spaces; no last name, no row', () => {
    const rows = surnameReport([...ROLL, v('z', { firstName: 'Solo', partNumber: 1 })]);
    expect(rows.map((r) => [r.surname, r.partNumber, r.total])).toEqual([
      ['Sharma', 1, 3],
      ['Verma', 1, 1],
      ['Khan', 2, 2],
      ['Address', 3, 1],
      ['Nowhere', 3, 1],
    ]);
  });

  it('searches on surname', () => {
    const rows = reportRows(findVoterReport('surname')!, ROLL, { search: 'KHA' });
    expect(rows.map((r) => r.surname)).toEqual(['Khan']);
  });
});

describe('double voter report', () => {
  const person = (id: string, part: number, age: number, extra: Partial<VoterFields> = {}) =>
    v(id, {
      firstName: 'Mohan',
      lastName: 'Lal',
      relation: 'Shyam Lal',
      age,
      partNumber: part,
      ...extra,
    });

  it('finds the same name and relation in two parts with ages 2 apart', () => {
    const groups = doubleVoterReport([person('p1', 1, 40), person('p2', 7, 42)]);
    expect(groups.map((g) => g.voters.map((x) => x.voterId))).toEqual([['p1', 'p2']]);
  });

  it('not with ages 3 apart', () => {
    expect(doubleVoterReport([person('p1', 1, 40), person('p2', 7, 43)])).toEqual([]);
  });

  it('not within one part, nor with another relation, nor without an age', () => {
    expect(doubleVoterReport([person('p1', 1, 40), person('p2', 1, 41)])).toEqual([]);
    expect(
      doubleVoterReport([person('p1', 1, 40), person('p2', 2, 41, { relation: 'Ram Lal' })]),
    ).toEqual([]);
    expect(
      doubleVoterReport([person('p1', 1, 40), person('p2', 2, 40, { age: undefined })]),
    ).toEqual([]);
  });

  it('matches names across case, spacing and punctuation', () => {
    const groups = doubleVoterReport([
      person('p1', 1, 40),
      person('p2', 2, 40, { firstName: ' MOHAN', lastName: 'lal.', relation: 'shyam  lal' }),
    ]);
    expect(groups).toHaveLength(1);
    expect(normaliseName('  Shyam.  LAL ')).toBe('shyam lal');
  });

  it('keeps every pair of a group within the gap (30, 32 | 34, 35)', () => {
    const groups = doubleVoterReport([
      person('a', 1, 30),
      person('b', 2, 32),
      person('c', 3, 34),
      person('d', 4, 35),
    ]);
    expect(groups.map((g) => g.voters.map((x) => x.voterId))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('the report screen keeps a whole group when one member is in the part range', () => {
    const def = findVoterReport('doubleName')!;
    const rows = reportRows(def, [person('p1', 1, 40), person('p2', 7, 41)], { partFrom: '7' });
    expect(rows.map((r) => [r.voterId, (r as { group?: number }).group])).toEqual([
      ['p1', 1],
      ['p2', 1],
    ]);
  });
});
