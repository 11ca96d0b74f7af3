// The member form rules (the specification's validation rules) and the search/display helpers, without any UI.
import { describe, expect, it } from 'vitest';
import { memberFormSchema, normalizeMobile, phoneHolder } from '../../src/domain/member-schema.ts';
import {
  TEAM_LEVELS,
  memberDisplayName,
  memberMatchesSearch,
} from '../../src/domain/team-levels.ts';
import { ValidationError } from 'yup';
import { validateRecordFields } from '../../src/domain/sync-records.ts';

/** Field -> message key, as Formik shows them (teams.errors.* keys included). */
async function validate(schema: typeof team, input: object) {
  try {
    return { ok: true as const, value: await schema.validate(input, { abortEarly: false }) };
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    return {
      ok: false as const,
      fields: Object.fromEntries(err.inner.map((e) => [e.path ?? '_', e.message])),
    };
  }
}

const team = memberFormSchema(TEAM_LEVELS[2].fields);
const valid = {
  firstName: ' Asha ',
  lastName: 'Verma',
  email: 'asha@example.com',
  phone: '+91 98765-43210',
  age: '34',
  designation: 'Pramukh',
  city: 'Lucknow',
  state: 'UP',
  dist: '',
  address: '12 MG Road',
  areaPath: 'up/lucknow/central/b1',
};

describe('member form schema', () => {
  it('accepts a complete team member, trims text, reads age as a number, keeps 10 digits', async () => {
    const result = await validate(team, valid);
    expect(result).toMatchObject({
      ok: true,
      value: { firstName: 'Asha', age: 34, phone: '9876543210' },
    });
  });

  it('needs only the name, a phone and the area: e-mail, age and places may stay empty', async () => {
    const result = await validate(team, {});
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.fields).toEqual({
        firstName: 'errors.required',
        phone: 'errors.required',
        areaPath: 'errors.required',
      });
    const bare = { firstName: 'Ramu', phone: '98765 43210', areaPath: 'up/b1' };
    const blanks = { lastName: '', email: ' ', age: '', city: '', state: '', address: '' };
    expect(await validate(team, { ...bare, ...blanks })).toMatchObject({
      ok: true,
      value: { firstName: 'Ramu', phone: '9876543210', email: '' },
    });
    const booth = memberFormSchema(TEAM_LEVELS[0].fields);
    expect(
      await validate(booth, { name: 'Ramu', phone: '09876543210', areaPath: 'b' }),
    ).toMatchObject({ ok: true, value: { phone: '9876543210' } });
  });

  it('reads an Indian mobile with +91, 91 or 0 and spaces, and nothing else', () => {
    for (const typed of [
      '9876543210',
      '+91 98765 43210',
      '+91-98765-43210',
      '098765 43210',
      '91 9876543210',
      ' 6000012345 ',
    ])
      expect(normalizeMobile(typed), typed).toMatch(/^[6-9]\d{9}$/);
    for (const odd of [
      '98765',
      '5876543210',
      '98765432101',
      '+1 9876543210',
      '0522 2612345',
      'abc',
      '',
    ])
      expect(normalizeMobile(odd), odd).toBeNull();
  });

  it('lets an old record keep its odd phone or stay without one, checks a new one, needs the area', async () => {
    const stored = { phone: '0522-261234' };
    const old = memberFormSchema(TEAM_LEVELS[2].fields, stored, false);
    expect((await validate(old, { firstName: 'Old', phone: '0522-261234' })).ok).toBe(true);
    expect(await validate(old, { firstName: 'Old', phone: '12345' })).toMatchObject({
      ok: false,
      fields: { phone: 'teams.errors.phone' },
    });
    const none = memberFormSchema(TEAM_LEVELS[2].fields, { phone: undefined });
    expect(await validate(none, { firstName: 'Old', phone: '', areaPath: 'b' })).toMatchObject({
      ok: true,
    });
    expect(await validate(none, { firstName: 'Old', phone: '' })).toMatchObject({
      ok: false,
      fields: { areaPath: 'errors.required' },
    });
  });

  it.each([
    ['email', 'not-mail', 'errors.email'],
    ['phone', '98x76', 'teams.errors.phone'],
    ['age', 'old', 'errors.number'],
    ['age', '-1', 'errors.between|{"min":0,"max":150}'],
    ['age', '151', 'errors.between|{"min":0,"max":150}'],
    ['age', '3.5', 'errors.number'],
  ])('refuses %s = %j with %s', async (field, value, key) => {
    const result = await validate(team, { ...valid, [field]: value });
    expect(result.ok ? {} : result.fields).toEqual({ [field]: key });
  });
});

describe('one phone per person in a list', () => {
  const members = [
    { id: 'a', firstName: 'Sita', phone: '+91 98765 43210', areaPath: 'up/b1' },
    { id: 'b', firstName: 'Gita', phone: '9000000001', areaPath: 'up/b2' },
    { id: 'c', firstName: 'Old', areaPath: 'up/b1' },
  ];

  it('finds who has the number in the same area, however it was typed', () => {
    expect(phoneHolder(members, '9876543210', 'up/b1')?.id).toBe('a');
    expect(phoneHolder(members, '098765-43210', 'up/b1')?.id).toBe('a');
  });

  it('lets the same number be used in another area, by the member edited, or never when empty', () => {
    expect(phoneHolder(members, '9876543210', 'up/b2')).toBeUndefined();
    expect(phoneHolder(members, '9876543210', 'up/b1', 'a')).toBeUndefined();
    expect(phoneHolder(members, '', 'up/b1')).toBeUndefined();
    expect(phoneHolder(members, '9000000002', 'up/b2')).toBeUndefined();
  });
});

describe('the server’s members shape', () => {
  it('stores a member with a name and a phone only, or a cleared e-mail and age', () => {
    const bare = { level: 'karyakarta', status: 'active', firstName: 'Ramu', phone: '9876543210' };
    expect(validateRecordFields('members', { ...bare, areaPath: 'up/b1' }).ok).toBe(true);
    expect(validateRecordFields('members', { ...bare, email: '', age: '' }).ok).toBe(true);
    expect(
      validateRecordFields('members', { level: 'booth', status: 'active', name: 'Old' }).ok,
    ).toBe(true);
  });
});

describe('member names and search', () => {
  const booth = { name: 'Ramesh Kumar', phone: '9876500000' };
  const split = { firstName: 'Sita', lastName: 'Devi', phone: '7000012345' };

  it('shows the screen’s own name shape, falling back to the other', () => {
    expect(memberDisplayName(booth, 'single')).toBe('Ramesh Kumar');
    expect(memberDisplayName(booth, 'split')).toBe('Ramesh Kumar');
    expect(memberDisplayName({ ...split, name: 'S. Devi' }, 'split')).toBe('Sita Devi');
    expect(memberDisplayName({ ...split, name: 'S. Devi' }, 'single')).toBe('S. Devi');
  });

  it('matches a case-insensitive substring of the name or the phone', () => {
    expect(memberMatchesSearch(booth, 'single', 'MESH k')).toBe(true);
    expect(memberMatchesSearch(split, 'split', 'devi')).toBe(true);
    expect(memberMatchesSearch(split, 'split', '00123')).toBe(true);
    expect(memberMatchesSearch(split, 'split', 'ramesh')).toBe(false);
    expect(memberMatchesSearch(split, 'split', '  ')).toBe(true);
  });
});
