import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { findScreenRoute } from '../../domain/navigation.ts';
import { PageTitle } from '../../components/page-title.tsx';

/** Stand-in for every screen not built yet: its title and a short "coming" line. */
export function PlaceholderScreen() {
  const { t } = useTranslation();
  const route = findScreenRoute(useLocation().pathname);
  return (
    <Stack gap="lg">
      <PageTitle>{route ? t(route.titleKey) : t('app.name')}</PageTitle>
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="sm">
          <ThemeIcon size={48} radius="xl" variant="light">
            <IconTools size={26} aria-hidden />
          </ThemeIcon>
          <Text c="dimmed" ta="center">
            {t('app.placeholder.coming')}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
