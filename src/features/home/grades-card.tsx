// The dashboard's booth grades (issue 46), for coordinators and the admin: the latest graded
// election in their area — how many booths are A, B, C and D — and, for the C and D booths
// where the effort goes, the share of their houses visited and the supporters found. From the
// server (GET /api/booth-grades/overview); nothing is shown until a Form 20 is graded, or
// offline.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GradeBadge } from '../../components/grade-badge.tsx';
import { useOnline } from '../../components/use-online.ts';
import { apiRoutes } from '../../domain/api/index.ts';
import type { GradeOverview } from '../../domain/form20/report.ts';
import { DASHBOARD_BASE } from '../../domain/navigation.ts';
import { callApi } from '../../sync/call-api.ts';

export function GradesCard({ area }: { area: string }) {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const [held, setHeld] = useState<{ area: string; overview: GradeOverview[] } | null>(null);
  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    callApi(apiRoutes.form20.overview, { query: { area }, signal: controller.signal }).then(
      (overview) => setHeld({ area, overview }),
      (err: unknown) => {
        if (!controller.signal.aborted) console.warn('Booth grades overview not loaded', err);
      },
    );
    return () => controller.abort();
  }, [area, online]);
  const latest = held?.area === area ? held.overview[0] : undefined;
  if (!latest) return null;
  const number = new Intl.NumberFormat(i18n.language);
  const share = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  const cd = latest.counts.filter((c) => c.grade === 'C' || c.grade === 'D');
  const houses = cd.reduce((n, c) => n + c.houses, 0);
  const visited = cd.reduce((n, c) => n + c.housesVisited, 0);
  const supporters = cd.reduce((n, c) => n + c.supporters, 0);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="home-grades">
      <Stack gap="xs">
        <Title order={2} fz="md" id="home-grades">
          {t('form20.home.heading')} ·{' '}
          {t('form20.home.latest', { kind: t(`form20.kinds.${latest.kind}`), year: latest.year })}
        </Title>
        <Group gap="md">
          {latest.counts.map((c) => (
            <Group key={c.grade ?? 'none'} gap={6} wrap="nowrap">
              <GradeBadge grade={c.grade} />
              <Text size="sm">{t('form20.counts.booths', { count: c.booths })}</Text>
            </Group>
          ))}
        </Group>
        {cd.length > 0 && (
          <Text size="sm">
            {t('form20.home.cd', {
              share: houses ? share.format(visited / houses) : '–',
              supporters: number.format(supporters),
            })}
          </Text>
        )}
        <Group>
          <Button component={Link} to={`${DASHBOARD_BASE}/booth-grades`} variant="light" mih={44}>
            {t('form20.home.open')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
