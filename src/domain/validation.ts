// Shared validation vocabulary. Yup messages are i18n keys (see src/locales/en.json
// "errors.*"), so the UI shows them in the user's language and the server returns the same
// keys in its 400 answers.
import type { InferType, Schema } from 'yup';
import { ValidationError, number, string } from 'yup';

export const MSG = {
  required: 'errors.required',
  email: 'errors.email',
  number: 'errors.number',
  date: 'errors.date',
  time: 'errors.time',
  tooLong: 'errors.tooLong',
  oneOf: 'errors.oneOf',
  passwordShort: 'errors.passwordShort',
  invalidBody: 'errors.invalidBody',
  scope: 'errors.scope',
  uuid: 'errors.uuid',
  tooLarge: 'errors.tooLarge',
  /** Fallback for Yup's built-in English messages (wrong type and the like). */
  invalid: 'errors.invalid',
} as const;

export type FieldErrors = Record<string, string>;

/**
 * `string().trim()` that leaves non-strings alone. Yup's own trim/lowercase transforms call
 * `value.trim()` on whatever arrives and throw a TypeError on `{}` or `[]`; this way such input
 * fails the type check with a field path instead.
 */
export const trimmedString = () =>
  string()
    .transform((v: unknown) => (typeof v === 'string' ? v.trim() : v))
    .test('text', MSG.invalid, (v) => typeof v !== 'string' || isStorableText(v));

/** PostgreSQL text cannot hold NUL, and a lone UTF-16 surrogate breaks jsonb: refuse both. */
export const isStorableText = (s: string): boolean => !s.includes('\u0000') && !/\p{Cs}/u.test(s);

/** True when every string (and key) inside a JSON value is storable text. */
export function hasOnlyStorableText(value: unknown): boolean {
  if (typeof value === 'string') return isStorableText(value);
  if (Array.isArray(value)) return value.every(hasOnlyStorableText);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).every(([k, v]) => isStorableText(k) && hasOnlyStorableText(v));
  return true;
}

/**
 * A whole-number query parameter in plain digits between `min` and `max` (both safe
 * integers), `fallback` when absent. Yup's own number() would read "1e3", "0x10" or " 5" and
 * let 1e20 through to the database; a repeated parameter (a list) is refused too.
 */
export const queryInteger = (min: number, max: number, fallback: number) =>
  number()
    .transform((_: unknown, original: unknown) => {
      if (typeof original === 'number') return original;
      return typeof original === 'string' && /^\d{1,16}$/.test(original) ? Number(original) : NaN;
    })
    .typeError(MSG.number)
    .integer(MSG.number)
    .min(min, MSG.number)
    .max(max, MSG.number)
    .default(fallback);

/** Lower-cases strings only (see trimmedString). */
export const lowerCased = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v);

/** Validate `input` against `schema`; returns the cast value or the per-field error keys. */
export async function validate<S extends Schema>(
  schema: S,
  input: unknown,
): Promise<{ ok: true; value: InferType<S> } | { ok: false; fields: FieldErrors }> {
  // A body that is not an object at all (null, array, string, number) is one error, not a
  // Yup message in English; undefined still validates so missing fields are named one by one.
  if (schema.type === 'object' && input !== undefined) {
    if (input === null || typeof input !== 'object' || Array.isArray(input))
      return { ok: false, fields: { _: MSG.invalidBody } };
  }
  try {
    const value: InferType<S> = await schema.validate(input, {
      abortEarly: false,
      stripUnknown: true,
    });
    return { ok: true, value };
  } catch (err) {
    return { ok: false, fields: toFieldErrors(err) };
  }
}

/**
 * Synchronous validation that keeps unknown keys: for sync records, whose schemas type the
 * known fields and let others through (size-limited by the schema itself).
 */
export function validateKeepingUnknown<S extends Schema>(
  schema: S,
  input: unknown,
): { ok: true; value: InferType<S> } | { ok: false; fields: FieldErrors } {
  try {
    return { ok: true, value: schema.validateSync(input, { abortEarly: false }) };
  } catch (err) {
    return { ok: false, fields: toFieldErrors(err) };
  }
}

/** Yup's error as per-field i18n keys; a transform that threw on odd input counts as bad input. */
function toFieldErrors(err: unknown): FieldErrors {
  if (err instanceof TypeError) return { _: MSG.invalidBody };
  if (!(err instanceof ValidationError)) throw err;
  const fields: FieldErrors = {};
  for (const inner of err.inner.length ? err.inner : [err]) {
    const path = inner.path || '_';
    const message = String(inner.message);
    if (!(path in fields)) fields[path] = message.startsWith('errors.') ? message : MSG.invalid;
  }
  return fields;
}
