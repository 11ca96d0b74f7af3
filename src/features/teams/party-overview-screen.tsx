// The Party Team Db overview (the specification's screens): one tile per party level with its live member count,
// each opening that level's list. Tiles and counts come from TEAM_LEVELS.
import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/page-title.tsx';
import { SCREEN_ROUTES } from '../../domain/navigation.ts';
import { TEAM_LEVELS } from '../../domain/team-levels.ts';
import { useLevelCounts } from './use-members.ts';

const TILES = TEAM_LEVELS.filter((l) => l.onOverview);
const TILE_LEVELS = TILES.map((l) => l.level);
const hrefOf = (routeId: string) => SCREEN_ROUTES.find((r) => r.id === routeId)?.href ?? '/';

export function PartyOverviewScreen() {
  const { t, i18n } = useTranslation();
  const counts = useLevelCounts(TILE_LEVELS);
  const format = new Intl.NumberFormat(i18n.language === 'hi' ? 'hi-IN' : 'en-IN');
  return (
    <Stack gap="md">
      <PageTitle>{t('teams.overview.title')}</PageTitle>
      <Text c="dimmed">{t('teams.overview.subtitle')}</Text>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md">
        {TILES.map((tile) => {
          const level = t(`teams.overview.tiles.${tile.id}`);
          const count = counts?.[tile.level];
          return (
            <UnstyledButton
              key={tile.id}
              component={Link}
              to={hrefOf(tile.routeId)}
              aria-label={t('teams.overview.open', { level, count: count ?? 0 })}
            >
              <Paper withBorder radius="md" p="md" shadow="xs" h="100%">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <ThemeIcon variant="light" radius="md" size="lg">
                    <IconUsersGroup size={20} aria-hidden />
                  </ThemeIcon>
                  <IconChevronRight size={18} aria-hidden color="var(--mantine-color-dimmed)" />
                </Group>
                <Text fz={28} fw={700} mt="sm" lh={1.1}>
                  {count === undefined ? '…' : format.format(count)}
                </Text>
                <Text fw={500} c="dimmed">
                  {level}
                </Text>
              </Paper>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
