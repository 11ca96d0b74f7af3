// The household rule (domain/households.ts): a roll's part prints no address, so its houses are
// section + house number within the part — a part of 268 electors in 78 houses has 78
// households, not 268 — house numbers compared normalised (spacing, case, Devanagari digits,
// the rolls' stand-ins for "no house"), the address for a voter with one and no house number,
// and a voter with neither alone. Houses come in the roll's order: where each is first listed.
import { describe, expect, it } from 'vitest';
import type { VoterFields } from '../../src/db/types.ts';
import {
  householdKeys,
  houseNumberKey,
  houseNumberOf,
  households,
  inHouseOrder,
} from '../../src/domain/households.ts';
import { familyLabelsReport, familyReport } from '../../src/domain/voter-aggregates.ts';

type V = VoterFields & { id: string };

/**
 * A part as the Commission's file gives it: no address, sections 1–3, 78 houses of 1 to 6
 * electors (268 in all) in serial order, house numbers printed as a roll prints them.
 */
function rollPart(): V[] {
  // Nine rounds of eight houses of 4+3+2+6+1+5+3+4 = 28 (252), then six houses of 16: 268.
  const last = [4, 3, 2, 4, 1, 2];
  const sizes = Array.from({ length: 78 }, (_, i) =>
    i < 72 ? [4, 3, 2, 6, 1, 5, 3, 4][i % 8]! : last[i - 72]!,
  );
  expect(sizes.reduce((a, b) => a + b, 0)).toBe(268);
  const out: V[] = [];
  sizes.forEach((size, house) => {
    const section = house < 30 ? 1 : house < 60 ? 2 : 3;
    // House numbers start again in each section, as on a roll.
    const number = section === 1 ? house + 1 : section === 2 ? house - 29 : house - 59;
    for (let m = 0; m < size; m++)
      out.push({
        id: `v${out.length + 1}`,
        firstName: `Elector${out.length + 1}`,
        age: 20 + ((out.length * 7) % 60),
        partNumber: 45,
        serialNumber: out.length + 1,
        sectionNumber: section,
        sectionName: `Mohalla ${section}`,
        houseno: m === 1 ? ` ${number} ` : String(number),
      });
  });
  return out;
}

describe('house number key', () => {
  it('compares house numbers normalised', () => {
    expect(houseNumberKey('12')).toBe('12');
    expect(houseNumberKey('  12  ')).toBe('12');
    expect(houseNumberKey('१२')).toBe('12');
    expect(houseNumberKey('१२/३ क')).toBe(houseNumberKey('12 / 3  क'));
    expect(houseNumberKey('7A')).toBe(houseNumberKey('07a'));
    expect(houseNumberKey('H-4')).toBe(houseNumberKey('h - 4'));
    // Gujarati digits too (a Gujarati roll's text layer).
    expect(houseNumberKey('૧૨')).toBe('12');
    // Different houses stay different.
    expect(houseNumberKey('12/3')).not.toBe(houseNumberKey('12/4'));
    expect(houseNumberKey('12')).not.toBe(houseNumberKey('1 2'));
  });

  it('reads the rolls’ stand-ins for no house as no house number', () => {
    for (const none of ['', '   ', '0', '00', '-', '--', '0/0', 'NA', 'n/a', 'N.A.', 'Nil', '०'])
      expect(houseNumberKey(none), none).toBe('');
    expect(houseNumberKey(undefined)).toBe('');
    expect(houseNumberKey('10')).toBe('10');
    // A legacy record holding the number as a number is the same house.
    expect(houseNumberKey(12)).toBe('12');
    expect(houseNumberKey(0)).toBe('');
  });
});

describe('households of a roll part', () => {
  it('a part of 268 electors in 78 houses without addresses has 78 households', () => {
    const part = rollPart();
    const houses = households(part);
    expect(houses).toHaveLength(78);
    expect(houses.reduce((n, h) => n + h.members.length, 0)).toBe(268);
    // Each house's members are the consecutive serials the roll lists together.
    for (const h of houses) {
      const serials = h.members.map((m) => m.serialNumber!);
      expect(serials).toEqual(serials.map((_, i) => serials[0]! + i));
      expect(h.firstSerial).toBe(serials[0]);
      expect(new Set(h.members.map((m) => m.sectionNumber)).size).toBe(1);
    }
    // House 1 is printed in every section: three households, not one.
    expect(houses.filter((h) => houseNumberOf(h.members) === '1')).toHaveLength(3);
    // The family reports and labels count the same houses.
    expect(familyReport(part)).toHaveLength(78);
    expect(familyLabelsReport(part).map((r) => r.houseno)).toEqual(
      houses.map((h) => houseNumberOf(h.members)),
    );
  });

  it('the same house number in two parts is two households', () => {
    const a: V = { id: 'a', partNumber: 1, sectionNumber: 1, houseno: '5' };
    const b: V = { id: 'b', partNumber: 2, sectionNumber: 1, houseno: '5' };
    expect(households([a, b])).toHaveLength(2);
  });

  it('a section named but not numbered keeps its houses apart from another section', () => {
    const a: V = { id: 'a', partNumber: 1, sectionName: 'Rampur', houseno: '5' };
    const b: V = { id: 'b', partNumber: 1, sectionName: ' rampur ', houseno: '५' };
    const c: V = { id: 'c', partNumber: 1, sectionName: 'Sitapur', houseno: '5' };
    expect(households([a, b, c]).map((h) => h.members.map((m) => m.id))).toEqual([
      ['a', 'b'],
      ['c'],
    ]);
  });
});

describe('the address when there is no house number', () => {
  it('groups by address within the part; neither is a household of one', () => {
    const voters: V[] = [
      { id: 'a1', partNumber: 3, address: '9 Station Road' },
      { id: 'a2', partNumber: 3, address: '9, station road', houseno: 'NA' },
      { id: 'a3', partNumber: 4, address: '9 Station Road' },
      { id: 'h1', partNumber: 3, address: '9 Station Road', houseno: '9' },
      { id: 'n1', partNumber: 3 },
      { id: 'n2', partNumber: 3, houseno: '0' },
    ];
    expect(households(voters).map((h) => h.members.map((m) => m.id))).toEqual([
      ['a1', 'a2'],
      ['a3'],
      // A house number wins over the address (the rule reads the number first).
      ['h1'],
      ['n1'],
      ['n2'],
    ]);
    const keyOf = householdKeys();
    expect(keyOf(voters[4]!)).toBe('');
    // A lone voter's household key is its own id: the same whoever else is read.
    expect(households([voters[4]!])[0]!.key).toBe(households(voters)[3]!.key);
  });

  it('uses the address key the database derived when the record has one', () => {
    const keyOf = householdKeys();
    expect(keyOf({ partNumber: 1, address: 'X', addressKey: 'stored key' })).toBe(
      keyOf({ partNumber: 1, address: 'stored key' }),
    );
  });
});

describe('the roll’s order of houses', () => {
  it('by where the roll first lists each house, then houses without serials by number', () => {
    const voters: V[] = [
      { id: 'late', partNumber: 1, sectionNumber: 1, houseno: '3', serialNumber: 900 },
      { id: 'typed-10', partNumber: 1, houseno: '10' },
      { id: 'h7', partNumber: 1, sectionNumber: 1, houseno: '7', serialNumber: 2 },
      { id: 'h3', partNumber: 1, sectionNumber: 1, houseno: '3', serialNumber: 5 },
      { id: 'typed-9', partNumber: 1, houseno: '9' },
      { id: 'typed-none', partNumber: 1, address: 'Old Lane' },
      { id: 'p0', partNumber: 0, houseno: '1', serialNumber: 1 },
    ];
    const order = inHouseOrder(households(voters));
    expect(order.map((h) => h.members.map((m) => m.id))).toEqual([
      ['p0'],
      ['h7'],
      // A supplement's late serial joins its house, which stays where the roll first lists it.
      ['late', 'h3'],
      // No serial: no house number first, then 9 before 10.
      ['typed-none'],
      ['typed-9'],
      ['typed-10'],
    ]);
    expect(order.map((h) => h.houseNumber)).toEqual(['1', '7', '3', '', '9', '10']);
  });
});
