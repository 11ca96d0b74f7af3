// "All Events": the tab's campaigns as cards, or the list's empty message.
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CampaignCard } from './campaign-card.tsx';
import type { CampaignView } from './use-campaigns.ts';

export function CampaignList({
  campaigns,
  onOpen,
}: {
  campaigns: readonly CampaignView[];
  onOpen: (campaign: CampaignView) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="campaigns-all-events">
      <Title order={2} fz="lg" id="campaigns-all-events">
        {t('campaigns.list.heading')}
      </Title>
      {campaigns.length === 0 ? (
        <Text c="dimmed">{t('campaigns.empty.list')}</Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {campaigns.map((c) => (
            <CampaignCard key={c.id} campaign={c} onOpen={() => onOpen(c)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
