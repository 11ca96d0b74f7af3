// What the auth pages say when a call fails (the specification's error catalogue): the server's message (in the user's
// language when it sends a key), otherwise the page's own fallback ("Login failed" /
// "Registration failed"). The network gets two distinct texts: no answer in time means a slow
// network, worth a Retry; a call that failed outright means no connection.
import { ApiError } from '../../sync/api-client.ts';

export type AuthFailure = {
  /** Text for the alert above the submit button. */
  message: string;
  /** A second line under the message. */
  detail?: string;
  /** Offer Retry: the same values may well go through on a second try. */
  retry?: boolean;
  /** Per-field i18n keys from a 400 answer, for Formik's setErrors. */
  fields?: Record<string, string>;
};

export type AuthFailureTexts = {
  /** When the server answered without a message. */
  fallback: string;
  /** When the server could not be reached at all (offline). */
  network: AuthFailure;
  /** When the server did not answer in time. */
  slow: string;
};

export function describeAuthError(
  err: unknown,
  texts: AuthFailureTexts,
  translate: (key: string, fallback?: string) => string,
): AuthFailure {
  if (!(err instanceof ApiError)) return { message: texts.fallback };
  if (err.kind === 'timeout') return { message: texts.slow, retry: true };
  if (err.kind === 'network') return texts.network;
  const body = err.body;
  if (err.kind !== 'http' || !body) return { message: texts.fallback };
  const message = body.messageKey
    ? translate(body.messageKey, body.message || texts.fallback)
    : body.message || texts.fallback;
  return { message, fields: body.fields };
}
