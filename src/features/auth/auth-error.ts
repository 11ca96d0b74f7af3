// What the auth pages say when a call fails (spec §8): the server's message (in the user's
// language when it sends a key), "Network error" when the server was not reached, otherwise
// the page's own fallback ("Login failed" / "Registration failed").
import { ApiError } from '../../sync/api-client.ts';

export type AuthFailure = {
  /** Text for the alert above the submit button. */
  message: string;
  /** Per-field i18n keys from a 400 answer, for Formik's setErrors. */
  fields?: Record<string, string>;
};

export function describeAuthError(
  err: unknown,
  fallback: string,
  translate: (key: string, fallback?: string) => string,
): AuthFailure {
  if (!(err instanceof ApiError)) return { message: fallback };
  if (err.kind === 'network' || err.kind === 'timeout') {
    return { message: translate('errors.network') };
  }
  const body = err.body;
  if (err.kind !== 'http' || !body) return { message: fallback };
  const message = body.messageKey
    ? translate(body.messageKey, body.message || fallback)
    : body.message || fallback;
  return { message, fields: body.fields };
}
