// A message shown under a form's field: an i18n key and its values. The server ties a refusal
// to the fields to blame (`fields`: field -> key, the refusal's `values` beside), so a screen
// shows each under its field, in the user's language, and its own message when none is named.
import type { ApiErrorBody } from './auth.ts';

export type FieldMessage = { key: string; values?: Record<string, string | number> };

export type FieldRefusal<F extends string> = {
  /** A message for each of the form's fields the refusal names; the others are left out. */
  messages: Partial<Record<F, FieldMessage>>;
  values: Record<string, string | number>;
  messageKey: string | undefined;
};

/** A refusal's answer (`body`: null for none) as messages for the form's `fields`. */
export function fieldRefusalOf<F extends string>(
  body: ApiErrorBody | null,
  fields: readonly F[],
): FieldRefusal<F> {
  const answer: Record<string, unknown> = body ?? {};
  const given = (answer.fields ?? {}) as Record<string, string>;
  const values = (answer.values ?? {}) as Record<string, string | number>;
  const messages: Partial<Record<F, FieldMessage>> = {};
  for (const f of fields) if (given[f]) messages[f] = { key: given[f], values };
  const messageKey = typeof answer.messageKey === 'string' ? answer.messageKey : undefined;
  return { messages, values, messageKey };
}
