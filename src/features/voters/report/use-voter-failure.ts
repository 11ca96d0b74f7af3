// A failed voter write in the user's language (toast), with the detail in the console.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast.ts';
import { VoterSignedOutError } from './voter-commands.ts';

export function useVoterFailure(): (err: unknown) => void {
  const { t } = useTranslation();
  return useCallback(
    (err: unknown) => {
      console.error('Voter change failed', err);
      const reason =
        err instanceof VoterSignedOutError ? t('voters.screen.signedOut') : t('errors.unknown');
      toast.error(t('voters.screen.failed', { reason }));
    },
    [t],
  );
}
