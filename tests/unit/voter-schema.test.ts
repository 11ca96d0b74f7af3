// Voter form validation per report definition (the specification's validation rules "All voter forms"): empty → "Required"
// on every shown field but the optional ones; numbers read as numbers; options and dates kept.
import { ValidationError } from 'yup';
import type { AnyObjectSchema } from 'yup';
import { describe, expect, it } from 'vitest';
import type { VoterFormFieldId } from '../../src/domain/voter-fields.ts';
import { BASE_VOTER_FIELDS, VOTER_FIELDS, optionValues } from '../../src/domain/voter-fields.ts';
import { VOTER_REPORTS, findVoterReport } from '../../src/domain/voter-reports.ts';
import {
  VOTER_MSG,
  requiredVoterFields,
  voterFormFields,
  voterFormSchema,
} from '../../src/domain/voter-schema.ts';
import { MSG, validate } from '../../src/domain/validation.ts';
import { DEFAULT_OPTION_LISTS } from '../../src/domain/settings.ts';

/** Yup's own message per field (validate() would map keys outside errors.* to errors.invalid). */
function rawErrors(schema: AnyObjectSchema, input: unknown): Record<string, string> {
  try {
    schema.validateSync(input, { abortEarly: false });
    return {};
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    return Object.fromEntries(err.inner.map((e) => [e.path ?? '_', String(e.message)]));
  }
}

/** A valid typed-in value per field, as a form holds it (text). */
function sample(id: VoterFormFieldId): string {
  const def = VOTER_FIELDS[id];
  switch (def.kind) {
    case 'number':
      return ' 4 ';
    case 'phone':
      return '98765 43210';
    case 'date':
      return '1990-03-15';
    case 'select':
      // A list the admin edits (religion, schemes …) starts as its seeded values.
      return def.list ? DEFAULT_OPTION_LISTS[def.list][0]!.value : optionValues(def.options!)[0]!;
    case 'text':
      return `  ${id} text  `;
  }
}

describe.each(VOTER_REPORTS)('report $id: form', (def) => {
  const fields = voterFormFields(def);
  const required = requiredVoterFields(def);
  const schema = voterFormSchema(def);

  it('shows the base fields first, then its extra fields', () => {
    expect(fields.slice(0, BASE_VOTER_FIELDS.length)).toEqual([...BASE_VOTER_FIELDS]);
    for (const f of def.extraFields) expect(fields).toContain(f);
  });

  it('empty: "Required" on every required field and on nothing else', async () => {
    const empty = Object.fromEntries(fields.map((f) => [f, '']));
    const result = await validate(schema, empty);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fields).sort()).toEqual([...required].sort());
    for (const f of required) expect(result.fields[f], f).toBe(MSG.required);
  });

  it('filled: valid, numbers as numbers, text trimmed, phone digits', async () => {
    const input = Object.fromEntries(fields.map((f) => [f, sample(f)]));
    const result = await validate(schema, input);
    expect(result.ok ? 'ok' : result.fields).toBe('ok');
    if (!result.ok) return;
    const value = result.value as Record<string, unknown>;
    for (const f of fields) {
      const kind = VOTER_FIELDS[f].kind;
      if (kind === 'number') expect(value[f], f).toBe(4);
      if (kind === 'phone') expect(value[f], f).toBe('9876543210');
      if (kind === 'text') expect(value[f], f).toBe(`${f} text`);
    }
  });

  it('refuses a non-number, an unknown option and an impossible date', () => {
    const input = Object.fromEntries(fields.map((f) => [f, sample(f)]));
    const bad: Record<string, string> = { ...input, age: 'abc', partNumber: '1.5', phone: '98x' };
    if (fields.includes('dob')) bad.dob = '2021-02-30';
    // A fixed list refuses what it lacks; a list the admin edits takes any short text, since
    // a value removed from the list stays on the voters who hold it.
    const select = fields.find((f) => VOTER_FIELDS[f].kind === 'select' && !VOTER_FIELDS[f].list);
    if (select) bad[select] = 'Nope';
    const edited = fields.find((f) => VOTER_FIELDS[f].kind === 'select' && VOTER_FIELDS[f].list);
    if (edited) bad[edited] = 'Nope';
    const errors = rawErrors(schema, bad);
    expect(errors.age).toBe(MSG.number);
    expect(errors.partNumber).toBe(MSG.number);
    expect(errors.phone).toBe(VOTER_MSG.phone);
    if (fields.includes('dob')) expect(errors.dob).toBe(MSG.date);
    if (select) expect(errors[select]).toBe(MSG.oneOf);
    if (edited) expect(errors[edited]).toBeUndefined();
  });
});

describe('extra required fields of the specification’s validation rules', () => {
  it.each([
    ['birthdayList', 'dob'],
    ['education', 'education'],
    ['homeShift', 'homeShifted'],
    ['family', 'familySize'],
    ['approachList', 'approachqty'],
    ['voterSurveyList', 'party'],
    ['labharthiList', 'labharthicandidate'],
  ])('%s requires %s', (id, field) => {
    expect(requiredVoterFields(findVoterReport(id)!)).toContain(field);
  });

  it('the double-voter form leaves the relative part and number optional', async () => {
    const def = findVoterReport('doubleName')!;
    expect(requiredVoterFields(def)).toContain('relativeName');
    expect(requiredVoterFields(def)).not.toContain('partRelative');
    expect(requiredVoterFields(def)).not.toContain('numberRelative');
  });

  it('reads numbers given as numbers too', async () => {
    const def = findVoterReport('approachList')!;
    const input = Object.fromEntries(voterFormFields(def).map((f) => [f, sample(f)]));
    const result = await validate(voterFormSchema(def), { ...input, approachqty: 0, age: 34 });
    expect(result.ok && result.value).toMatchObject({ approachqty: 0, age: 34 });
  });
});
