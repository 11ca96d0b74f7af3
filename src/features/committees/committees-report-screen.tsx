// Committees from booth up to state (issue 46): for an area, how many of its booths have a
// complete committee and how many a complete one whose members are checked, then each area
// one level down to go into; a mandal lists its booths, each opening its committee. The server
// sums the figures; the phone keeps the last ones for offline reading.
import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Card,
  Group,
  Progress,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { DataTable } from '../../components/data-table/index.ts';
import type { DataTableColumn } from '../../components/data-table/index.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { useShortTime } from '../../components/use-short-time.ts';
import { areaName } from '../../domain/areas.ts';
import type { CommitteeCounts, CommitteeReportRow } from '../../domain/committees/report.ts';
import { DASHBOARD_BASE } from '../../domain/navigation.ts';
import { useCommitteeReport } from './use-committee-report.ts';
import { useCommitteeTexts } from './use-committee-texts.ts';

type BoothFilter = 'all' | 'incomplete' | 'unchecked';

function Totals({ counts, name }: { counts: CommitteeCounts; name: string }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  const share = (n: number) => (counts.booths ? percent.format(n / counts.booths) : '–');
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby="committee-totals"
    >
      <Stack gap="xs">
        <Title order={2} fz="h4" id="committee-totals">
          {t('committees.report.totals', {
            name,
            count: counts.booths,
            booths: number.format(counts.booths),
          })}
        </Title>
        {(['complete', 'verified'] as const).map((k) => (
          <div key={k}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600}>
                {t(`committees.report.${k}`)}
              </Text>
              <Text size="sm" fw={700}>
                {t('committees.report.share', {
                  value: number.format(counts[k]),
                  percent: share(counts[k]),
                })}
              </Text>
            </Group>
            <Progress
              value={counts.booths ? (counts[k] / counts.booths) * 100 : 0}
              color={k === 'verified' ? 'green.8' : 'yellow.7'}
              size="lg"
              mt={4}
              aria-hidden
            />
          </div>
        ))}
      </Stack>
    </Card>
  );
}

/** A booth's answer: a mark and a word, never colour alone. */
function YesNo({ yes }: { yes: boolean }) {
  const { t } = useTranslation();
  const Icon = yes ? IconCircleCheck : IconCircleX;
  return (
    <Group gap={4} wrap="nowrap">
      <Icon size={18} aria-hidden color={`var(--mantine-color-${yes ? 'green-9' : 'red-9'})`} />
      <Text size="sm" fw={600} c={yes ? 'green.9' : 'red.9'}>
        {yes ? t('committees.report.yes') : t('committees.report.no')}
      </Text>
    </Group>
  );
}

export function CommitteesReportScreen() {
  const { t, i18n } = useTranslation();
  const texts = useCommitteeTexts();
  const time = useShortTime();
  const [params, setParams] = useSearchParams();
  const path = params.get('area');
  const view = useCommitteeReport(path);
  const [filter, setFilter] = useState<BoothFilter>('all');
  const number = new Intl.NumberFormat(i18n.language);
  const go = (to: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (to === null) next.delete('area');
      else next.set('area', to);
      return next;
    });
  const report = view.report;
  const name = (a: { name: string; nameHi: string; path: string }) =>
    areaName(a, i18n.language) || t('committees.report.top');
  const booths = report?.rows.some((r) => r.isBooth) ?? false;
  const rows = report?.rows.filter(
    (r) =>
      !r.isBooth ||
      filter === 'all' ||
      (filter === 'incomplete' ? r.complete === 0 : r.verified === 0),
  );
  const columns: DataTableColumn<CommitteeReportRow>[] = [
    {
      id: 'area',
      titleKey: 'committees.report.area',
      card: 'title',
      render: (r) =>
        r.isBooth && r.id ? (
          <Anchor component={Link} to={`${DASHBOARD_BASE}/committee?booth=${r.id}`} fw={700}>
            {name(r)}
          </Anchor>
        ) : (
          <Button
            variant="subtle"
            mih={44}
            px={4}
            onClick={() => go(r.path)}
            fw={700}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
          >
            {name(r)}
          </Button>
        ),
    },
    ...(booths
      ? ([
          {
            id: 'complete',
            titleKey: 'committees.report.complete',
            card: 'field',
            render: (r) => <YesNo yes={r.complete > 0} />,
          },
          {
            id: 'verified',
            titleKey: 'committees.report.verified',
            card: 'field',
            render: (r) => <YesNo yes={r.verified > 0} />,
          },
        ] satisfies DataTableColumn<CommitteeReportRow>[])
      : ([
          {
            id: 'booths',
            titleKey: 'committees.report.booths',
            align: 'right',
            accessor: (r) => number.format(r.booths),
          },
          {
            id: 'complete',
            titleKey: 'committees.report.complete',
            align: 'right',
            accessor: (r) => number.format(r.complete),
          },
          {
            id: 'verified',
            titleKey: 'committees.report.verified',
            align: 'right',
            accessor: (r) => number.format(r.verified),
          },
        ] satisfies DataTableColumn<CommitteeReportRow>[])),
  ];
  return (
    <Stack gap="md">
      <PageTitle>{t('nav.pages.committees')}</PageTitle>
      <Text c="dimmed" size="sm">
        {t('committees.report.intro')}
      </Text>
      {report && (report.trail.length > 0 || report.path !== report.top) && (
        <Breadcrumbs separator="›" aria-label={t('committees.report.trail')}>
          <Anchor component="button" type="button" onClick={() => go(null)} mih={44}>
            {report.top === '' ? t('committees.report.top') : t('committees.report.mine')}
          </Anchor>
          {report.trail
            .filter((a) => a.path !== report.top)
            .map((a) => (
              <Anchor
                key={a.path}
                component="button"
                type="button"
                onClick={() => go(a.path)}
                mih={44}
              >
                {name(a)}
              </Anchor>
            ))}
        </Breadcrumbs>
      )}
      {view.stale && (
        <Alert color="yellow" variant="light" role="status">
          {t('committees.report.kept', { time: time(view.fetchedAt!) })}
        </Alert>
      )}
      {!report && view.error !== null && (
        <Alert color="red" variant="light" role="alert">
          {texts.failure(view.error)}
        </Alert>
      )}
      {report && <Totals counts={report.totals} name={name(report)} />}
      {booths && (
        <SegmentedControl
          value={filter}
          onChange={(v) => setFilter(v as BoothFilter)}
          aria-label={t('committees.report.show')}
          data={(['all', 'incomplete', 'unchecked'] as const).map((f) => ({
            value: f,
            label: t(`committees.report.filter.${f}`),
          }))}
          styles={{
            label: {
              minHeight: 44,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              whiteSpace: 'normal',
            },
          }}
        />
      )}
      <DataTable
        columns={columns}
        rows={view.loading ? undefined : (rows ?? [])}
        rowKey={(r) => r.path}
        label={t('committees.report.table')}
        emptyMessage={t('committees.report.none')}
        minWidth={480}
      />
    </Stack>
  );
}
