// Form rules for team and booth members: the name and a phone (a 10-digit Indian mobile, with
// +91/0 and spaces accepted and stored as the 10 digits) are required, and so is the area that
// decides who sees the member; e-mail, age and the place names are optional (many volunteers
// have no e-mail), each checked only when given. The profile image is optional, but when chosen a
// PNG/JPG/GIF/WebP of at most 25 MB (a camera photo; it is shrunk to 512 px before it is kept, so
// the server's 5 MB limit holds). One schema per field list, built from one field catalog.
import { mixed, number, object, string } from 'yup';
import type { AnySchema } from 'yup';
import { FILE_LIMITS } from './files.ts';
import type { TeamFieldId } from './team-levels.ts';
import { rangeMessage } from './message-values.ts';
import { MSG, trimmedString } from './validation.ts';

export const MEMBER_MSG = {
  phone: 'teams.errors.phone',
  /** Carries `{ name }` of the member who has the number (withValues). */
  phoneTaken: 'teams.errors.phoneTaken',
  imageType: 'teams.errors.imageType',
  imageSize: 'teams.errors.imageSize',
} as const;

/** An Indian mobile: 10 digits from 6-9, after an optional +91, 91 or 0 and spaces or dashes. */
const MOBILE = /^(?:\+?91|0)?([6-9]\d{9})$/;

/** The 10 digits of an Indian mobile number as typed ("+91 98765-43210"), null when it is none. */
export function normalizeMobile(typed: unknown): string | null {
  if (typeof typed !== 'string') return null;
  const m = MOBILE.exec(typed.replace(/[\s\-().]/g, ''));
  return m?.[1] ?? null;
}

/** Ages a member may have; the form's error names this range. */
export const AGE_RANGE = { min: 0, max: 150 } as const;
const ageRangeMessage = rangeMessage(AGE_RANGE.min, AGE_RANGE.max);

const requiredText = (max = 200) => trimmedString().max(max, MSG.tooLong).required(MSG.required);
const optionalText = (max = 200) => trimmedString().max(max, MSG.tooLong);

/**
 * The phone: stored as its 10 digits. `kept` is the number an old record already has, which
 * may stay as it is even when it is no mobile number (a landline typed years ago); a record
 * without a number may stay without (`required` false).
 */
function phoneRule(required: boolean, kept = '') {
  const rule = trimmedString()
    .max(40, MSG.tooLong)
    .transform((v: unknown) => (typeof v === 'string' ? (normalizeMobile(v) ?? v) : v))
    .test('mobile', MEMBER_MSG.phone, (v) => !v || v === kept.trim() || !!normalizeMobile(v));
  return required ? rule.required(MSG.required) : rule;
}

const FIELD_RULES = {
  name: requiredText(),
  firstName: requiredText(),
  // One-word names are common: the first name alone is enough.
  lastName: optionalText(),
  email: optionalText(254).email(MSG.email),
  phone: phoneRule(true),
  age: number()
    // An empty input is no age, not "Enter a number".
    .transform((v: unknown, orig: unknown) =>
      typeof orig === 'string' && orig.trim() === '' ? undefined : v,
    )
    .typeError(MSG.number)
    .integer(MSG.number)
    .min(AGE_RANGE.min, ageRangeMessage)
    .max(AGE_RANGE.max, ageRangeMessage),
  designation: optionalText(),
  city: optionalText(),
  state: optionalText(),
  dist: optionalText(),
  district: optionalText(),
  assembly: optionalText(),
  address: optionalText(1000),
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

/** The member being edited, as stored: an old record may lack what a new one must have. */
export type StoredMember = { phone?: unknown };

/**
 * The form schema for a level's field list, the area (`areaPath`, required unless
 * `areaRequired` is false: an old record saved without one, or a phone holding no areas to
 * choose from) and the optional profile image. Editing (`stored`), a record saved without a
 * phone may stay so, and its old phone may stay as typed.
 */
export function memberFormSchema(
  fields: readonly TeamFieldId[],
  stored?: StoredMember,
  areaRequired = true,
) {
  const shape: Partial<Record<TeamFieldId, AnySchema>> = {};
  for (const id of fields) shape[id] = FIELD_RULES[id];
  const kept = typeof stored?.phone === 'string' ? stored.phone.trim() : '';
  if (stored && fields.includes('phone')) shape.phone = phoneRule(kept !== '', kept);
  const area = string().max(400, MSG.tooLong);
  return object({
    ...shape,
    areaPath: areaRequired ? area.required(MSG.required) : area,
    profileImage: chosenImageRule,
  });
}

/** Fields whose value is a number once validated. */
export const NUMBER_FIELDS: readonly TeamFieldId[] = ['age'];
/** The fields a new member must have; every other one may stay empty. */
export const REQUIRED_FIELDS: readonly TeamFieldId[] = ['name', 'firstName', 'phone'];
/** Fields that may stay empty. */
export const OPTIONAL_FIELDS: readonly TeamFieldId[] = (
  Object.keys(FIELD_RULES) as TeamFieldId[]
).filter((id) => !REQUIRED_FIELDS.includes(id));

/** A member as far as the phone check needs it. */
export type PhoneHolder = { id: string; phone?: unknown; areaPath?: unknown };

/**
 * The member among `members` (one team list: one level) who already has `phone` in `areaPath`,
 * other than `exceptId` (the member being edited); undefined when the number is free. Stored
 * numbers are compared as mobiles, so "+91 98765 43210" and "9876543210" are the same.
 */
export function phoneHolder<M extends PhoneHolder>(
  members: Iterable<M>,
  phone: string,
  areaPath: string,
  exceptId?: string,
): M | undefined {
  const wanted = normalizeMobile(phone) ?? phone.trim();
  if (!wanted) return undefined;
  for (const m of members) {
    if (m.id === exceptId || (m.areaPath ?? '') !== areaPath) continue;
    const has = typeof m.phone === 'string' ? (normalizeMobile(m.phone) ?? m.phone.trim()) : '';
    if (has === wanted) return m;
  }
  return undefined;
}
