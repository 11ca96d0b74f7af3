// Yup and the server hand us i18n keys as plain strings ('errors.required'). This turns such a
// string into text without giving up t()'s typed keys elsewhere.
import { useCallback } from 'react';
import type { i18n as I18n, ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

export type TranslationKey = ParseKeys<'translation'>;

export function isTranslationKey(instance: I18n, key: string): key is TranslationKey {
  return instance.exists(key);
}

/** Returns a function: known key -> its text; anything else -> `fallback` (default: as given). */
export function useTranslateKey(): (key: string, fallback?: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (key: string, fallback?: string) =>
      isTranslationKey(i18n, key) ? String(t(key)) : (fallback ?? key),
    [t, i18n],
  );
}
