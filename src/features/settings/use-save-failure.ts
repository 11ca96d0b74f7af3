// A failed save as the admin reads it: the server's per-field keys go back to the form, and a
// toast says why in the user's language (no network, not allowed, …).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.ts';
import { useTranslateKey } from '../../components/use-translate-key.ts';
import { ApiError } from '../../sync/api-client.ts';

/** Returns a reporter: it toasts the reason and gives back the server's field errors, if any. */
export function useSaveFailure(): (err: unknown) => Record<string, string> {
  const { t } = useTranslation();
  const translateKey = useTranslateKey();
  return useCallback(
    (err: unknown) => {
      let reason = t('errors.unknown');
      if (err instanceof ApiError) {
        if (err.kind === 'network' || err.kind === 'timeout') reason = t('settings.offline');
        else if (err.body?.messageKey) reason = translateKey(err.body.messageKey, err.message);
      } else console.error('Settings save failed', err);
      toast.error(t('settings.failed', { reason }));
      return err instanceof ApiError ? (err.body?.fields ?? {}) : {};
    },
    [t, translateKey],
  );
}
