// Cancel with its confirmation: which job is being asked about, and the call with its toasts.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.ts';
import type { RollJob } from '../../domain/roll-jobs.ts';
import { cancelRollJob } from './roll-commands.ts';
import { useRollText } from './use-roll-text.ts';

export function useCancelJob(after: () => void) {
  const { t } = useTranslation();
  const { failure } = useRollText();
  const [asking, setAsking] = useState<RollJob | null>(null);
  const confirm = async () => {
    const job = asking;
    setAsking(null);
    if (!job) return;
    try {
      await cancelRollJob(job.id);
      toast.success(t('rolls.jobs.cancelled'));
    } catch (err) {
      console.error('Roll job cancel failed', err);
      toast.error(t('rolls.jobs.cancelFailed', { reason: failure(err) }));
    }
    after();
  };
  return { asking, ask: setAsking, dismiss: () => setAsking(null), confirm };
}
