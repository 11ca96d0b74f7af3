// What a booth's committee still lacks (issue 46): the one rule the booth screen and the server
// share (src/domain/committees/evaluate.ts). Roles by count or one per panna, quotas over
// members, members who left the team or sit in a removed role, verification, and the order the
// screen lists the gaps in.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CommitteeDefinition } from '../../src/domain/committees/definition.ts';
import {
  DEFAULT_DEFINITION,
  PER_PANNA,
  committeeDefinitionSchema,
  roleIdFor,
} from '../../src/domain/committees/definition.ts';
import type { SeatFacts } from '../../src/domain/committees/evaluate.ts';
import { evaluateCommittee, genderOf } from '../../src/domain/committees/evaluate.ts';
import { e164India, spacedNumber } from '../../src/domain/committees/sms-gateway.ts';
import { validate } from '../../src/domain/validation.ts';

const DEF: CommitteeDefinition = {
  roles: [
    { id: 'president', nameEn: 'President', nameHi: 'अध्यक्ष', count: 1 },
    { id: 'member', nameEn: 'Member', nameHi: 'सदस्य', count: 3 },
    { id: 'panna', nameEn: 'Panna pramukh', nameHi: 'पन्ना प्रमुख', count: PER_PANNA },
  ],
  quotas: [
    { kind: 'women', atLeast: 2 },
    { kind: 'youth', atLeast: 1, maxAge: 35 },
  ],
};

let n = 0;
const seat = (roleId: string, more: Partial<SeatFacts> = {}): SeatFacts => ({
  roleId,
  memberId: `m${++n}`,
  gender: 'male',
  age: 50,
  verified: false,
  inTeam: true,
  ...more,
});

describe('evaluateCommittee', () => {
  it('lists every role and quota as missing for an empty committee', () => {
    const s = evaluateCommittee(DEF, [], 4);
    expect(s.complete).toBe(false);
    expect(s.verified).toBe(false);
    expect(s.gaps.map((g) => [g.kind, 'short' in g ? g.short : 0])).toEqual([
      ['role', 1],
      ['role', 3],
      ['role', 4],
      ['quota', 2],
      ['quota', 1],
    ]);
    expect(s.roles.map((r) => r.need)).toEqual([1, 3, 4]);
  });

  it('needs one panna pramukh per panna, none before pannas are cut', () => {
    const full = [
      seat('president', { gender: 'female', age: 30 }),
      seat('member', { gender: 'female' }),
      seat('member'),
      seat('member'),
    ];
    expect(evaluateCommittee(DEF, full, 0).complete).toBe(true);
    const two = evaluateCommittee(DEF, [...full, seat('panna')], 2);
    expect(two.complete).toBe(false);
    expect(two.gaps).toEqual([
      expect.objectContaining({ kind: 'role', short: 1, need: 2, filled: 1 }),
      expect.objectContaining({ kind: 'unverified', count: 5 }),
    ]);
    expect(evaluateCommittee(DEF, [...full, seat('panna'), seat('panna')], 2).complete).toBe(true);
  });

  it('counts quotas over members, and says how many are not known', () => {
    const seats = [
      seat('president', { gender: '', age: null }),
      seat('member', { gender: 'female', age: 60 }),
      seat('member', { gender: '' }),
      seat('member'),
    ];
    const s = evaluateCommittee(DEF, seats, 0);
    expect(s.quotas.map((q) => [q.have, q.unknown])).toEqual([
      [1, 2],
      [0, 1],
    ]);
    expect(s.gaps).toEqual([
      expect.objectContaining({ kind: 'quota', short: 1, have: 1, unknown: 2 }),
      expect.objectContaining({ kind: 'quota', short: 1, have: 0, unknown: 1 }),
      { kind: 'unverified', count: 4 },
    ]);
    expect(s.complete).toBe(false);
  });

  it('is verified only when the verified members alone fill it', () => {
    const seats = [
      seat('president', { gender: 'female', age: 30, verified: true }),
      seat('member', { gender: 'female', verified: true }),
      seat('member', { verified: true }),
      seat('member', { verified: false }),
    ];
    const s = evaluateCommittee(DEF, seats, 0);
    expect(s).toMatchObject({ complete: true, verified: false, seats: 4, verifiedSeats: 3 });
    expect(s.gaps).toEqual([{ kind: 'unverified', count: 1 }]);
    seats[3] = { ...seats[3]!, verified: true };
    expect(evaluateCommittee(DEF, seats, 0)).toMatchObject({
      complete: true,
      verified: true,
      gaps: [],
    });
  });

  it('does not count members who left the team or sit in a removed role', () => {
    const seats = [
      seat('president', { gender: 'female', age: 30, inTeam: false }),
      seat('treasurer', { gender: 'female' }),
      seat('member', { gender: 'female' }),
    ];
    const s = evaluateCommittee(DEF, seats, 0);
    expect(s.roles[0]).toMatchObject({ need: 1, filled: 0 });
    expect(s.quotas[0]).toMatchObject({ have: 1 });
    expect(s.gaps.filter((g) => g.kind === 'leftTeam' || g.kind === 'oldRole')).toEqual([
      { kind: 'leftTeam', count: 1 },
      { kind: 'oldRole', count: 1 },
    ]);
    expect(s.seats).toBe(1);
  });

  it('never calls a committee complete with a role short or a quota unmet (any seats)', () => {
    const roles = ['president', 'member', 'panna', 'gone'];
    const facts = fc.record({
      roleId: fc.constantFrom(...roles),
      memberId: fc.uuid(),
      gender: fc.constantFrom('', 'female', 'male', 'other' as const),
      age: fc.option(fc.integer({ min: 18, max: 90 }), { nil: null }),
      verified: fc.boolean(),
      inTeam: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(facts, { maxLength: 12 }),
        fc.integer({ min: 0, max: 6 }),
        (seats, pannas) => {
          const s = evaluateCommittee(DEF, seats as SeatFacts[], pannas);
          const short = s.gaps.some((g) => g.kind === 'role' || g.kind === 'quota');
          expect(s.complete).toBe(!short);
          if (s.verified) expect(s.complete).toBe(true);
          expect(s.verifiedSeats).toBeLessThanOrEqual(s.seats);
        },
      ),
    );
  });
});

describe('the definition', () => {
  it('starts as a committee the schema accepts, in both languages', async () => {
    const checked = await validate(committeeDefinitionSchema, DEFAULT_DEFINITION);
    expect(checked.ok).toBe(true);
    for (const r of DEFAULT_DEFINITION.roles) expect(r.nameHi).toMatch(/[\u0900-\u097f]/);
    expect(DEFAULT_DEFINITION.quotas).toEqual([{ kind: 'women', atLeast: 3 }]);
  });

  it('makes role ids from English names, distinct', () => {
    const taken = new Set(['president']);
    expect(roleIdFor('WhatsApp Pramukh', taken)).toBe('whatsapp-pramukh');
    expect(roleIdFor('President', taken)).toBe('president-2');
    expect(roleIdFor('  ', taken)).toBe('role');
  });
});

describe('genderOf and numbers', () => {
  it('reads genders as rolls and forms store them', () => {
    expect(['Female', 'F', 'महिला'].map(genderOf)).toEqual(['female', 'female', 'female']);
    expect(['Male', 'm', 'पुरुष'].map(genderOf)).toEqual(['male', 'male', 'male']);
    expect(['Other', 'third gender'].map(genderOf)).toEqual(['other', 'other']);
    expect([undefined, '', 'x'].map(genderOf)).toEqual(['', '', '']);
  });

  it('sends codes to Indian mobiles only', () => {
    expect(e164India('98765 43210')).toBe('+919876543210');
    expect(e164India('+91-98765-43210')).toBe('+919876543210');
    expect(e164India('09876543210')).toBe('+919876543210');
    expect(e164India('0522 2345678')).toBeNull();
    expect(e164India('')).toBeNull();
    expect(spacedNumber('+919876543210')).toBe('+91 98765 43210');
  });
});
