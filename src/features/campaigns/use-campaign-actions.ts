// What the screen's buttons do: decline, join (the form), save and cancel a campaign, each
// with the spec's toasts (§8); an answer kept for the network says so in the toast too.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.ts';
import { useSavedToast } from '../../components/use-saved-toast.ts';
import { useTranslateKey } from '../../components/use-translate-key.ts';
import { db } from '../../db/instance.ts';
import type { CampaignInput, ParticipationInput } from '../../domain/campaigns.ts';
import { ApiError } from '../../sync/api-client.ts';
import { cancelCampaign, declineInvitation, joinCampaign, saveCampaign } from './campaign-api.ts';
import type { CampaignView } from './use-campaigns.ts';

const KEPT = 'list.keptOnPhone';

export function useCampaignActions(userId: string | null, reload: () => void) {
  const { t } = useTranslation();
  const translate = useTranslateKey();
  const savedToast = useSavedToast();
  const [declining, setDeclining] = useState(false);

  const done = useCallback(
    (status: 'sent' | 'queued', message: string) => {
      if (status === 'queued') toast.success(t(KEPT), message);
      else savedToast(message);
    },
    [t, savedToast],
  );

  const decline = useCallback(
    async (campaign: CampaignView) => {
      if (!userId) return;
      setDeclining(true);
      try {
        done(await declineInvitation(db, userId, campaign.id), t('campaigns.toast.declined'));
      } catch (err) {
        console.error('Decline failed', err);
        toast.error(t('campaigns.toast.declineFailed'));
      } finally {
        setDeclining(false);
      }
    },
    [userId, done, t],
  );

  /** Throws ApiError with fields when the server names them, for the form to show. */
  const join = useCallback(
    async (campaign: CampaignView, input: ParticipationInput, photos: File[]) => {
      if (!userId) return;
      try {
        done(
          await joinCampaign(db, userId, campaign.id, input, photos),
          t('campaigns.toast.joined'),
        );
      } catch (err) {
        console.error('Participation failed', err);
        toast.error(t('campaigns.toast.joinFailed'));
        throw err;
      }
    },
    [userId, done, t],
  );

  const failed = useCallback(
    (err: unknown) => {
      console.error('Campaign change failed', err);
      const reason =
        err instanceof ApiError && err.body?.messageKey
          ? translate(err.body.messageKey, err.message)
          : t('errors.unknown');
      toast.error(t('campaigns.toast.saveFailed', { reason }));
    },
    [t, translate],
  );

  const save = useCallback(
    async (input: CampaignInput, id?: string) => {
      try {
        done(await saveCampaign(input, id), t('campaigns.toast.saved'));
        reload();
      } catch (err) {
        failed(err);
        throw err;
      }
    },
    [done, failed, reload, t],
  );

  /** After the screen's confirmation. */
  const cancel = useCallback(
    async (campaign: CampaignView) => {
      try {
        done(await cancelCampaign(campaign.id), t('campaigns.toast.cancelled'));
        reload();
      } catch (err) {
        failed(err);
      }
    },
    [done, failed, reload, t],
  );

  return { decline, declining, join, save, cancel };
}
