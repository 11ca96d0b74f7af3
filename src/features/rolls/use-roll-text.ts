// Server messages in the user's language: a RollMessage or an API error carries an i18n key
// (the `errors` area, e.g. errors.rollImport.*) and the server's English text, used when this
// build does not know the key yet.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isTranslationKey } from '../../components/use-translate-key.ts';
import type { RollMessage } from '../../domain/roll-jobs.ts';
import { ApiError } from '../../sync/api-client.ts';

export function useRollText() {
  const { t, i18n } = useTranslation();

  const message = useCallback(
    (m: RollMessage | undefined): string => {
      if (!m) return '';
      return isTranslationKey(i18n, m.messageKey)
        ? String(t(m.messageKey, m.values ?? {}))
        : m.message;
    },
    [t, i18n],
  );

  /** Why a call failed, for "… failed: {{reason}}". */
  const failure = useCallback(
    (err: unknown): string => {
      if (err instanceof ApiError) {
        if (err.kind === 'network') return t('errors.network');
        if (err.kind === 'timeout') return t('errors.timeout');
        const key = err.body?.messageKey;
        // Roll answers may carry the key's values too (e.g. the serials given twice).
        const values = (err.body as { values?: Record<string, string | number> } | null)?.values;
        if (key && isTranslationKey(i18n, key)) return String(t(key, values ?? {}));
        if (err.body?.message) return err.body.message;
        if (err.status >= 500) return t('errors.server');
      }
      return t('errors.unknown');
    },
    [t, i18n],
  );

  /** A field's message: its i18n key in the user's language, or the server's own text. */
  const field = useCallback(
    (key: string | undefined): string | undefined =>
      key && (isTranslationKey(i18n, key) ? String(t(key)) : key),
    [t, i18n],
  );

  return { message, failure, field };
}

/** The field errors of a refused call (400 `fields`), or null when it named none. */
export function fieldErrorsOf(err: unknown): Record<string, string> | null {
  const fields = err instanceof ApiError ? err.body?.fields : undefined;
  return fields && Object.keys(fields).length ? fields : null;
}
