// Form rules for team and booth members (spec §5): every listed field "Required", e-mail in
// e-mail form, age a whole number from 0 to 150 (the message names the range), phone digits;
// the profile image optional, but when chosen a PNG/JPG/GIF/WebP of at most 25 MB
// (a camera photo; it is shrunk to 512 px before it is kept, so the server's 5 MB limit holds). One schema
// per field list, built from one field catalog.
import { mixed, number, object } from 'yup';
import type { AnySchema } from 'yup';
import { FILE_LIMITS } from './files.ts';
import type { TeamFieldId } from './team-levels.ts';
import { rangeMessage } from './message-values.ts';
import { MSG, trimmedString } from './validation.ts';

export const MEMBER_MSG = {
  phone: 'teams.errors.phone',
  imageType: 'teams.errors.imageType',
  imageSize: 'teams.errors.imageSize',
} as const;

/** Digits with an optional leading +, spaces or dashes between groups (e.g. +91 98765-43210). */
const PHONE_PATTERN = /^\+?\d[\d\s-]*\d$/;

/** Ages a member may have; the form's error names this range. */
export const AGE_RANGE = { min: 0, max: 150 } as const;
const ageRangeMessage = rangeMessage(AGE_RANGE.min, AGE_RANGE.max);

const requiredText = (max = 200) => trimmedString().max(max, MSG.tooLong).required(MSG.required);

const FIELD_RULES = {
  name: requiredText(),
  firstName: requiredText(),
  lastName: requiredText(),
  email: requiredText(254).email(MSG.email),
  phone: trimmedString()
    .max(20, MSG.tooLong)
    .required(MSG.required)
    .matches(PHONE_PATTERN, MEMBER_MSG.phone),
  age: number()
    // An empty input is "Required", not "Enter a number".
    .transform((v: unknown, orig: unknown) =>
      typeof orig === 'string' && orig.trim() === '' ? undefined : v,
    )
    .typeError(MSG.number)
    .integer(MSG.number)
    .min(AGE_RANGE.min, ageRangeMessage)
    .max(AGE_RANGE.max, ageRangeMessage)
    .required(MSG.required),
  designation: requiredText(),
  city: requiredText(),
  state: requiredText(),
  // Spec §5 lists district as required on booth members only; the team form's "dist" is optional.
  dist: trimmedString().max(200, MSG.tooLong),
  district: requiredText(),
  assembly: requiredText(),
  address: requiredText(1000),
} as const satisfies Record<TeamFieldId, AnySchema>;

/** What the form knows of a chosen image file (a browser File fits). */
export type ChosenImage = { type: string; size: number };

const isImage = (v: unknown): v is ChosenImage =>
  typeof v === 'object' && v !== null && 'type' in v && 'size' in v;

/** A photo chosen in a form: PNG, JPG, GIF or WebP, at most what the phone will shrink. */
export const chosenImageRule = mixed<ChosenImage>()
  .nullable()
  .optional()
  .test('type', MEMBER_MSG.imageType, (v) => {
    if (v === null || v === undefined) return true;
    return isImage(v) && (FILE_LIMITS.types as readonly string[]).includes(v.type);
  })
  .test('size', MEMBER_MSG.imageSize, (v) => !isImage(v) || v.size <= FILE_LIMITS.chosenMaxBytes);

/** The form schema for a level's field list, plus the optional profile image. */
export function memberFormSchema(fields: readonly TeamFieldId[]) {
  const shape: Partial<Record<TeamFieldId, AnySchema>> = {};
  for (const id of fields) shape[id] = FIELD_RULES[id];
  return object({ ...shape, profileImage: chosenImageRule });
}

/** Fields whose value is a number once validated. */
export const NUMBER_FIELDS: readonly TeamFieldId[] = ['age'];
/** Fields that may stay empty. */
export const OPTIONAL_FIELDS: readonly TeamFieldId[] = ['dist'];
