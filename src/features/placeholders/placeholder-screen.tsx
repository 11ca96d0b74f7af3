import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { findScreenRoute } from '../../domain/navigation.ts';

/** Stand-in for every screen not built yet: its title and a short "coming" line. */
export function PlaceholderScreen() {
  const { t } = useTranslation();
  const route = findScreenRoute(useLocation().pathname);
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {route ? t(route.titleKey) : t('app.name')}
      </Title>
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
