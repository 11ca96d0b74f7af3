// The dashboard home (issue 11). Its title paints with the shell's greeting; the figures, which
// read the phone's database (Dexie, the roll's list order, the API contracts), load after it,
// so an offline start does not fetch and run that code before the first frame (issue 45).
import { Stack, Text } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterFirstPaint } from '../../components/after-first-paint.ts';
import { PageTitle } from '../../components/page-title.tsx';

const HomeFigures = lazy(async () => ({
  default: (await import('./home-figures.tsx')).HomeFigures,
}));

export function HomeScreen() {
  const { t } = useTranslation();
  const painted = useAfterFirstPaint();
  return (
    <Stack gap="md">
      <PageTitle>{t('nav.pages.home')}</PageTitle>
      <Text c="dimmed" size="sm">
        {t('home.subtitle')}
      </Text>
      {/* Nothing until the figures' code is in: they show nothing before their first read either. */}
      {painted && (
        <Suspense fallback={null}>
          <HomeFigures />
        </Suspense>
      )}
    </Stack>
  );
}
