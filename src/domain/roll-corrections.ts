// What a reviewer may send to correct one row of a roll job (`PATCH /api/rolls/:id/rows/:rowId`),
// checked the same on the phone's review screen and on the server: a serial is a whole number
// from 1, an age 18–120, an EPIC three letters and seven digits, so a corrected row can pass
// the part's checks. Absent fields stay as read.
import { boolean, number, object, string } from 'yup';
import type { InferType } from 'yup';
import { RELATION_TYPES } from './voter-roll.ts';
import { EPIC_PATTERN, MAX_ROLL_AGE, MIN_ROLL_AGE } from './roll-jobs.ts';
import { MSG, trimmedString } from './validation.ts';

/** The i18n keys of a correction's own refusals (errors.json, errors.rollImport.*). */
export const ROLL_FIELD_MSG = {
  serial: 'errors.rollImport.serial',
  age: 'errors.rollImport.age',
  epic: 'errors.rollImport.epic',
  partNumber: 'errors.rollImport.partNumberInput',
  assemblyNumber: 'errors.rollImport.assemblyNumberInput',
} as const;

const text = (max: number) => trimmedString().max(max, MSG.tooLong);

export const rollRowCorrectionSchema = object({
  serial: number()
    .typeError(ROLL_FIELD_MSG.serial)
    .integer(ROLL_FIELD_MSG.serial)
    .min(1, ROLL_FIELD_MSG.serial)
    .max(100_000, ROLL_FIELD_MSG.serial)
    .optional(),
  epic: trimmedString()
    .transform((v: unknown) => (typeof v === 'string' ? v.toUpperCase().replace(/\s+/g, '') : v))
    .matches(EPIC_PATTERN, ROLL_FIELD_MSG.epic)
    .optional(),
  name: text(200).min(1, MSG.required).optional(),
  relationType: string()
    .oneOf([...RELATION_TYPES], MSG.oneOf)
    .nullable()
    .optional(),
  relativeName: text(200).optional(),
  houseNumber: text(100).optional(),
  age: number()
    .typeError(ROLL_FIELD_MSG.age)
    .integer(ROLL_FIELD_MSG.age)
    .min(MIN_ROLL_AGE, ROLL_FIELD_MSG.age)
    .max(MAX_ROLL_AGE, ROLL_FIELD_MSG.age)
    .optional(),
  gender: string().oneOf(['Male', 'Female', 'Other'], MSG.oneOf).nullable().optional(),
  deleted: boolean().typeError(MSG.invalid).optional(),
  section: number()
    .typeError(MSG.number)
    .integer(MSG.number)
    .min(0, MSG.number)
    .max(100_000, MSG.number)
    .nullable()
    .optional(),
  list: string().oneOf(['main', 'additions'], MSG.oneOf).optional(),
});

export type RollRowCorrectionInput = InferType<typeof rollRowCorrectionSchema>;

/** `POST /api/rolls/:id/parts/:partId/accept`: accept doubtful rows as they stand too. */
export const rollAcceptSchema = object({
  acceptRows: boolean().typeError(MSG.invalid).default(false),
});

const partInteger = (max: number, key: string) =>
  number()
    .transform((v: unknown, orig: unknown) => (orig === '' ? undefined : v))
    .typeError(key)
    .integer(key)
    .min(1, key)
    .max(max, key);

/**
 * `PUT /api/rolls/:id/parts/:partId/number`: the part number a person enters (the file did not
 * say it) or confirms (read from the list pages' headers only, or the cover and the headers
 * disagree), and the assembly number when the file did not say that either.
 */
export const partNumberSchema = object({
  partNumber: partInteger(100_000, ROLL_FIELD_MSG.partNumber).required(ROLL_FIELD_MSG.partNumber),
  assemblyNumber: partInteger(10_000, ROLL_FIELD_MSG.assemblyNumber).nullable().optional(),
});

export type PartNumberInput = InferType<typeof partNumberSchema>;
