// The four stat tiles of the spec: Total Campaigns, Pending, Accepted, Participation Rate.
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CampaignStats as Stats } from '../../domain/campaigns.ts';

export function CampaignStats({ stats }: { stats: Stats }) {
  const { t } = useTranslation();
  const tiles = [
    { key: 'total', label: t('campaigns.stats.total'), value: String(stats.total) },
    { key: 'pending', label: t('campaigns.stats.pending'), value: String(stats.pending) },
    { key: 'accepted', label: t('campaigns.stats.accepted'), value: String(stats.accepted) },
    { key: 'rate', label: t('campaigns.stats.rate'), value: `${stats.participationRate}%` },
  ];
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4 }}
      spacing="sm"
      aria-label={t('campaigns.stats.label')}
      component="section"
    >
      {tiles.map((tile) => (
        <Paper key={tile.key} withBorder p="sm" radius="md" data-testid={`stat-${tile.key}`}>
          <Text size="sm" c="dimmed">
            {tile.label}
          </Text>
          <Text fw={700} fz={24}>
            {tile.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
