// "Cancel campaign?" before a campaign is taken away from everyone it invited.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignView } from './use-campaigns.ts';

export function ConfirmCancel({
  campaign,
  onClose,
  onConfirm,
}: {
  campaign: CampaignView | null;
  onClose: () => void;
  onConfirm: (campaign: CampaignView) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      opened={campaign !== null}
      onClose={onClose}
      title={t('campaigns.detail.cancelCampaign')}
    >
      {campaign && (
        <>
          <Text>{t('campaigns.detail.confirmCancel', { title: campaign.title })}</Text>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onClose}>
              {t('campaigns.detail.keep')}
            </Button>
            <Button
              color="red.9"
              loading={busy}
              onClick={() => {
                setBusy(true);
                void onConfirm(campaign).finally(() => setBusy(false));
              }}
            >
              {t('campaigns.detail.cancelCampaign')}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
