// A message a form shows under a field (its own check's or the server's refusal's): an i18n key
// with values, said in the user's language; a key this build does not know is shown as given.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '../domain/field-messages.ts';
import { isTranslationKey } from './use-translate-key.ts';

/** Returns a function: a field's message -> its text; none -> none. */
export function useSayMessage(): (message: FieldMessage | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return useCallback(
    (m: FieldMessage | undefined) =>
      m && (isTranslationKey(i18n, m.key) ? String(t(m.key, m.values ?? {})) : m.key),
    [t, i18n],
  );
}
