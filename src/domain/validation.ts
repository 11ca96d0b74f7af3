// Shared validation vocabulary. Yup messages are i18n keys (see src/locales/en.json
// "errors.*"), so the UI shows them in the user's language and the server returns the same
// keys in its 400 answers.
import type { InferType, Schema } from 'yup';
import { ValidationError, string } from 'yup';

export const MSG = {
  required: 'errors.required',
  email: 'errors.email',
  number: 'errors.number',
  date: 'errors.date',
  tooLong: 'errors.tooLong',
  oneOf: 'errors.oneOf',
  passwordShort: 'errors.passwordShort',
  invalidBody: 'errors.invalidBody',
  scope: 'errors.scope',
  uuid: 'errors.uuid',
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
  string().transform((v: unknown) => (typeof v === 'string' ? v.trim() : v));

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
    // A transform that still throws on odd input is bad input, not a server fault.
    if (err instanceof TypeError) return { ok: false, fields: { _: MSG.invalidBody } };
    if (!(err instanceof ValidationError)) throw err;
    const fields: FieldErrors = {};
    for (const inner of err.inner.length ? err.inner : [err]) {
      const path = inner.path || '_';
      const message = String(inner.message);
      if (!(path in fields)) fields[path] = message.startsWith('errors.') ? message : MSG.invalid;
    }
    return { ok: false, fields };
  }
}
