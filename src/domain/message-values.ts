// Validation messages are i18n keys (validation.ts). Some need numbers in the sentence ("Must
// be between 0 and 150"), yet Yup, Formik and the server's 400 answer all carry one string per
// field. So the values ride along inside that string: `errors.between|{"min":0,"max":150}`.
// The key part still starts with "errors.", which the server keeps as a known key.

export type MessageValues = Record<string, string | number>;

export const RANGE_MSG = 'errors.between';

const SEPARATOR = '|';

/** One string holding an i18n key and the values to put into its {{placeholders}}. */
export function withValues(key: string, values: MessageValues): string {
  return `${key}${SEPARATOR}${JSON.stringify(values)}`;
}

/** The message for a number outside [min, max], naming the range. */
export function rangeMessage(min: number, max: number): string {
  return withValues(RANGE_MSG, { min, max });
}

function isMessageValues(v: unknown): v is MessageValues {
  return (
    typeof v === 'object' &&
    v !== null &&
    !Array.isArray(v) &&
    Object.values(v).every((x) => typeof x === 'string' || typeof x === 'number')
  );
}

/** Splits a message into its key and values; a plain key (or any other text) has none. */
export function parseMessage(message: string): { key: string; values?: MessageValues } {
  const at = message.indexOf(SEPARATOR);
  if (at < 0) return { key: message };
  try {
    const values: unknown = JSON.parse(message.slice(at + 1));
    if (isMessageValues(values)) return { key: message.slice(0, at), values };
  } catch {
    // Not ours: a text that merely contains the separator is shown as it is.
  }
  return { key: message };
}
