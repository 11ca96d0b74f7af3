// The member form rules (spec §5) and the search/display helpers, without any UI.
import { describe, expect, it } from 'vitest';
import { memberFormSchema } from '../../src/domain/member-schema.ts';
import {
  TEAM_LEVELS,
  memberDisplayName,
  memberMatchesSearch,
} from '../../src/domain/team-levels.ts';
import { ValidationError } from 'yup';

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
};

describe('member form schema', () => {
  it('accepts a complete team member, trims text, reads age as a number, dist optional', async () => {
    const result = await validate(team, valid);
    expect(result).toMatchObject({ ok: true, value: { firstName: 'Asha', age: 34 } });
  });

  it('names every empty required field "Required" (as an i18n key)', async () => {
    const result = await validate(team, {});
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.fields).toEqual({
        firstName: 'errors.required',
        lastName: 'errors.required',
        email: 'errors.required',
        phone: 'errors.required',
        age: 'errors.required',
        designation: 'errors.required',
        city: 'errors.required',
        state: 'errors.required',
        address: 'errors.required',
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
