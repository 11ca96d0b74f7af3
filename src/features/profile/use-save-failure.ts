// Why a profile save failed, in the user's language, and the server's per-field messages
// (i18n keys by field path, e.g. "children[0].age") when it named any.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateKey } from '../../components/use-translate-key.ts';
import { ApiError } from '../../sync/api-client.ts';

export type SaveFailure = { message: string; fields?: Record<string, string> };

export function useSaveFailure(): (err: unknown) => SaveFailure {
  const { t } = useTranslation();
  const translateKey = useTranslateKey();
  return useCallback(
    (err: unknown) => {
      console.error('Profile save failed', err);
      let reason = t('errors.unknown');
      if (err instanceof ApiError) {
        if (err.body?.messageKey) reason = translateKey(err.body.messageKey, err.message);
        else if (err.status === 401) reason = t('errors.signInAgain');
        else if (err.status === 403) reason = t('errors.forbidden');
      }
      const fields = err instanceof ApiError ? err.body?.fields : undefined;
      return { message: t('profile.saveFailed', { reason }), fields };
    },
    [t, translateKey],
  );
}
