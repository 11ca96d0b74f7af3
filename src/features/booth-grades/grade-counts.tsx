// The report's counts by grade, one small card each: how many booths, and for each grade the
// share of their houses visited and the supporters found (the C and D cards are the ones a
// coordinator acts on). Pressing a card shows that grade's booths.
import { Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GradeBadge } from '../../components/grade-badge.tsx';
import type { GradeCount, GradeFilter } from '../../domain/form20/report.ts';

export type GradeCountsProps = {
  counts: readonly GradeCount[];
  onPick: (grade: GradeFilter) => void;
};

export function GradeCounts({ counts, onPick }: GradeCountsProps) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const share = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  return (
    <Stack gap="xs" component="section" aria-label={t('form20.counts.heading')}>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
        {counts.map((c) => (
          <UnstyledButton
            key={c.grade ?? 'none'}
            onClick={() => onPick(c.grade ?? 'none')}
            mih={44}
            aria-label={`${c.grade ? t('form20.grade.label', { grade: c.grade }) : t('form20.grade.none')}: ${t('form20.counts.booths', { count: c.booths })}`}
          >
            <Paper withBorder radius="md" p="xs" h="100%">
              <Group gap={6} wrap="nowrap">
                <GradeBadge grade={c.grade} />
                <Text fw={700}>{t('form20.counts.booths', { count: c.booths })}</Text>
              </Group>
              <Text size="sm">
                {t('form20.counts.houses', {
                  share: c.houses ? share.format(c.housesVisited / c.houses) : '–',
                })}
              </Text>
              <Text size="sm">
                {t('form20.counts.supporters', { count: number.format(c.supporters) })}
              </Text>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
