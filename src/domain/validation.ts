// Shared validation vocabulary. Yup messages are i18n keys (see src/locales/en.json
// "errors.*"), so the UI shows them in the user's language and the server returns the same
// keys in its 400 answers.
import type { InferType, Schema } from 'yup';
import { ValidationError } from 'yup';

export const MSG = {
  required: 'errors.required',
  email: 'errors.email',
  number: 'errors.number',
  date: 'errors.date',
  tooLong: 'errors.tooLong',
  oneOf: 'errors.oneOf',
  passwordShort: 'errors.passwordShort',
  invalidBody: 'errors.invalidBody',
} as const;

export type FieldErrors = Record<string, string>;

/** Validate `input` against `schema`; returns the cast value or the per-field error keys. */
export async function validate<S extends Schema>(
  schema: S,
  input: unknown,
): Promise<{ ok: true; value: InferType<S> } | { ok: false; fields: FieldErrors }> {
  if (schema.type === 'object' && input !== null && input !== undefined) {
    if (typeof input !== 'object' || Array.isArray(input))
      return { ok: false, fields: { _: MSG.invalidBody } };
  }
  try {
    const value: InferType<S> = await schema.validate(input, {
      abortEarly: false,
      stripUnknown: true,
    });
    return { ok: true, value };
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const fields: FieldErrors = {};
    for (const inner of err.inner.length ? err.inner : [err]) {
      const path = inner.path || '_';
      if (!(path in fields)) fields[path] = String(inner.message);
    }
    return { ok: false, fields };
  }
}
