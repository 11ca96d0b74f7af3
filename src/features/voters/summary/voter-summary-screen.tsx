// All Voters Summary (the specification's screens): a heading and the voter counts by gender. The old page showed
// two cards fixed at 0; these count the live voters on this phone (the user's scope, as
// synced) and update as voters are added, edited, imported or synced (docs/spec-differences.md).
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { useGenderCounts } from '../../../roll/index.ts';

const CARDS = [
  { id: 'male', color: 'blue.8' },
  { id: 'female', color: 'pink.8' },
  { id: 'other', color: 'grape.8' },
] as const;

export function VoterSummaryScreen() {
  const { t, i18n } = useTranslation();
  const counts = useGenderCounts();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Stack gap="md">
      <PageTitle>{t('voters.summary.title')}</PageTitle>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        {CARDS.map((card) => (
          <Card
            key={card.id}
            withBorder
            radius="md"
            padding="lg"
            aria-labelledby={`summary-${card.id}`}
          >
            <Text id={`summary-${card.id}`} fw={700} size="sm" c="dimmed" tt="uppercase">
              {t(`voters.summary.${card.id}`)}
            </Text>
            <Text
              fz={32}
              fw={700}
              c={card.color}
              aria-live="polite"
              aria-busy={counts === undefined}
            >
              {counts === undefined ? '…' : number.format(counts[card.id])}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Text c="dimmed" size="sm">
        {counts === undefined
          ? ''
          : t('voters.summary.total', { count: counts.total, total: number.format(counts.total) })}
      </Text>
    </Stack>
  );
}
