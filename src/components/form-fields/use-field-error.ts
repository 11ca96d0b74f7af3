// The translated error of a Formik field, shown once it was touched or the form submitted,
// so every error appears at once after the first Submit ("Required" in red under each empty
// field, "Must be between 0 and 150" under an age out of range).
import { useField, useFormikContext } from 'formik';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { parseMessage } from '../../domain/message-values.ts';
import { isTranslationKey } from '../use-translate-key.ts';

/**
 * Returns a function: a message from Yup or the server (an i18n key, possibly carrying
 * values, see domain/message-values.ts) -> its text; an unknown key is shown as given.
 */
export function useTranslateMessage(): (message: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message: string) => {
      const { key, values } = parseMessage(message);
      if (!isTranslationKey(i18n, key)) return message;
      return String(values ? t(key, values) : t(key));
    },
    [t, i18n],
  );
}

export function useFieldError(name: string): string | undefined {
  const [, meta] = useField<unknown>(name);
  const { submitCount } = useFormikContext();
  const translate = useTranslateMessage();
  const show = meta.touched || submitCount > 0;
  return show && typeof meta.error === 'string' ? translate(meta.error) : undefined;
}
