// The review form's values (text, as typed) and their rules: EPIC three letters and seven
// digits, age 18–120, serial and section whole numbers from 1. Messages are i18n keys, shown
// under each field in the user's language; the server checks the same and answers 400 with
// `fields` for anything it refuses.
import { boolean, object, string } from 'yup';
import type { InferType } from 'yup';
import type { RollRow, RollRowFields } from '../../domain/roll-jobs.ts';
import { EPIC_PATTERN, MAX_ROLL_AGE, MIN_ROLL_AGE } from '../../domain/roll-jobs.ts';
import { MSG } from '../../domain/validation.ts';
import { RELATION_TYPES } from '../../domain/voter-roll.ts';

export const GENDERS = ['Male', 'Female', 'Other'] as const;

const KEY = {
  epic: 'rolls.review.errors.epic',
  age: 'rolls.review.errors.age',
  serial: 'rolls.review.errors.serial',
  section: 'rolls.review.errors.section',
} as const;

const wholeFrom = (min: number, max: number) => (v: string | undefined) =>
  !v || (/^\d{1,6}$/.test(v) && Number(v) >= min && Number(v) <= max);

export const reviewSchema = object({
  serial: string().trim().required(MSG.required).test('serial', KEY.serial, wholeFrom(1, 99999)),
  epic: string()
    .transform((v: string) => v.replace(/\s+/g, '').toUpperCase())
    .required(MSG.required)
    .matches(EPIC_PATTERN, KEY.epic),
  name: string().trim().required(MSG.required).max(200, MSG.tooLong),
  // "Not given" may come back from the select as no value at all: it is ''.
  relationType: string()
    .default('')
    .oneOf(['', ...RELATION_TYPES], MSG.oneOf)
    .defined(MSG.required),
  relativeName: string().trim().max(200, MSG.tooLong).defined(),
  houseNumber: string().trim().max(60, MSG.tooLong).defined(),
  age: string()
    .trim()
    .required(MSG.required)
    .test('age', KEY.age, wholeFrom(MIN_ROLL_AGE, MAX_ROLL_AGE)),
  gender: string()
    .default('')
    .oneOf(['', ...GENDERS], MSG.oneOf)
    .defined(MSG.required),
  deleted: boolean().defined(),
  section: string().trim().defined().test('section', KEY.section, wholeFrom(1, 99999)),
});

export type ReviewValues = InferType<typeof reviewSchema>;

const text = (n: number | null) => (n === null ? '' : String(n));

export function reviewValues(row: RollRow): ReviewValues {
  return {
    serial: text(row.serial),
    epic: row.epic,
    name: row.name,
    relationType: row.relationType ?? '',
    relativeName: row.relativeName,
    houseNumber: row.houseNumber,
    age: text(row.age),
    gender: row.gender ?? '',
    deleted: row.deleted,
    section: text(row.section),
  };
}

const numberOrNull = (v: string) => (v.trim() === '' ? null : Number(v));

/** The row's fields as the reviewer left them (values already cast by the schema). */
export function reviewedFields(row: RollRow, values: ReviewValues): RollRowFields {
  return {
    serial: numberOrNull(values.serial),
    epic: values.epic,
    name: values.name,
    relationType: (values.relationType || null) as RollRowFields['relationType'],
    relativeName: values.relativeName,
    houseNumber: values.houseNumber,
    age: numberOrNull(values.age),
    gender: (values.gender || null) as RollRowFields['gender'],
    deleted: values.deleted,
    section: numberOrNull(values.section),
    list: row.list,
  };
}
