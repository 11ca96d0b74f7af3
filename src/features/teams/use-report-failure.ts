// A failed write in the user's language (toast), with the detail in the console for support.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.ts';
import { SignedOutError } from './member-commands.ts';

export function useReportFailure(): (err: unknown) => void {
  const { t } = useTranslation();
  return useCallback(
    (err: unknown) => {
      console.error('Team member change failed', err);
      const reason =
        err instanceof SignedOutError ? t('teams.errors.signedOut') : t('errors.unknown');
      toast.error(t('teams.failed', { reason }));
    },
    [t],
  );
}
