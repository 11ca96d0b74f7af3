// The whole area from the server (issue 11): for a coordinator whose area is too large for a
// phone, turnout and coverage counted on the server — totals, turnout by polling hour, the
// areas one level down (drill down, and back up through the trail) and each part with its
// booth's grade (area-parts-table.tsx: the C and D booths alone during the poll). It follows
// new marks live (use-area-summary.ts); offline it keeps the last answer with its time.
import { BarChart } from '../../components/bar-chart/bar-chart.tsx';
import { Box, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table/index.ts';
import type { DataTableColumn } from '../../components/data-table/index.ts';
import { useShortTime } from '../../components/use-short-time.ts';
import { areaName, pathChain } from '../../domain/areas.ts';
import type { FieldSummary } from '../../domain/field-work.ts';
import { AreaPartsTable } from './area-parts-table.tsx';
import { countColumns, useFormats } from './area-columns.ts';
import { useAreaRecords } from './use-area-records.ts';
import { useAreaSummary } from './use-area-summary.ts';
import { useSlotLabel } from '../../components/use-slot-label.ts';

type ChildRow = FieldSummary['children'][number];
type HourRow = { hour: string; voted: number; total: number };

/** Each hour with the voters counted up to its end. */
function runningTotals(hours: FieldSummary['hours']): HourRow[] {
  const out: HourRow[] = [];
  for (const h of hours) out.push({ ...h, total: (out.at(-1)?.total ?? 0) + h.voted });
  return out;
}

/** Voted per polling hour as bars (the table beside carries the same figures). */
function HoursChart({ rows, label }: { rows: HourRow[]; label: (hour: string) => string }) {
  const { t } = useTranslation();
  return (
    <Box aria-hidden mb="sm">
      <BarChart
        h={180}
        maxBarWidth={56}
        data={rows.map((r) => ({ label: label(r.hour), voted: r.voted }))}
        dataKey="label"
        series={[{ name: 'voted', label: t('home.area.voted'), color: 'green.8' }]}
      />
    </Box>
  );
}

export function AreaTurnoutCard({ ownArea }: { ownArea: string }) {
  const { t, i18n } = useTranslation();
  const f = useFormats();
  const time = useShortTime();
  const [area, setArea] = useState(ownArea);
  const { summary, fetchedAt, failed } = useAreaSummary(area);
  const areas = useAreaRecords();
  const nameOf = (path: string) => {
    if (path === '') return t('home.area.everything');
    const known = areas?.find((a) => a.path === path && !a.deleted);
    return known ? areaName(known, i18n.language) : path.slice(path.lastIndexOf('/') + 1);
  };
  const open = (path: string) => setArea(path);
  // The trail from my own area down to the one shown.
  const trail = [ownArea, ...pathChain(area).filter((p) => p.length > ownArea.length)];
  // Polling hours are India Standard Time hours (field-work.ts), whatever the phone's zone.
  const clock = new Intl.DateTimeFormat(i18n.language, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Kolkata',
  });
  const hourLabel = (hour: string) => {
    const start = Date.parse(hour);
    return `${clock.format(start)}–${clock.format(start + 3_600_000)}`;
  };
  const hours = runningTotals(summary?.hours ?? []);
  const childColumns: DataTableColumn<ChildRow>[] = [
    {
      id: 'area',
      titleKey: 'home.area.area',
      card: 'title',
      render: (r) => (
        <Button variant="subtle" px={4} h={44} onClick={() => open(r.path)}>
          {t('home.area.open', { name: nameOf(r.path) })}
        </Button>
      ),
    },
    ...countColumns<ChildRow>(f),
  ];
  const slot = useSlotLabel();
  const hourColumns: DataTableColumn<HourRow>[] = [
    { id: 'hour', titleKey: 'home.area.hour', accessor: (r) => hourLabel(r.hour), card: 'title' },
    {
      id: 'voted',
      titleKey: 'home.area.voted',
      accessor: (r) => f.number(r.voted),
      align: 'right',
    },
    {
      id: 'total',
      titleKey: 'home.area.total',
      accessor: (r) => f.number(r.total),
      align: 'right',
    },
  ];
  const status = !summary
    ? failed
      ? t('home.area.offline')
      : t('home.area.loading')
    : failed
      ? t('home.area.stale', { time: time(fetchedAt!.toISOString()) })
      : t('home.area.updated', { time: time(fetchedAt!.toISOString()) });

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} fz="md">
          {t('home.area.title')}
        </Title>
        <Text size="sm" c={failed ? 'orange.9' : 'dimmed'} role="status">
          {status}
        </Text>
        <Group gap={4} component="nav" aria-label={t('home.area.trail')}>
          {trail.map((path, i) =>
            path === area ? (
              <Text key={path} fw={700} aria-current="location" px={4}>
                {nameOf(path)}
              </Text>
            ) : (
              <Group key={path} gap={4}>
                <Button variant="subtle" h={44} px={6} onClick={() => open(path)}>
                  {nameOf(path)}
                </Button>
                {i < trail.length - 1 && <Text aria-hidden>›</Text>}
              </Group>
            ),
          )}
        </Group>
        {summary && (
          <>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              {(
                [
                  ['voters', f.number(summary.totals.voters)],
                  [
                    'turnout',
                    `${f.number(summary.totals.voted)} (${f.share(summary.totals.voted, summary.totals.voters)})`,
                  ],
                  ['contacted', f.share(summary.totals.contacted, summary.totals.voters)],
                  [
                    'supportersWaiting',
                    f.number(summary.totals.supporters - summary.totals.supportersVoted),
                  ],
                ] as const
              ).map(([key, value]) => (
                <Box key={key}>
                  <Text size="sm" c="dimmed" fw={700}>
                    {t(`home.area.${key}`)}
                  </Text>
                  <Text fz="xl" fw={700}>
                    {value}
                  </Text>
                </Box>
              ))}
            </SimpleGrid>
            {summary.officer && (
              <Text size="sm" data-testid="officer-line">
                {t('home.area.officerLine', {
                  votes: f.number(summary.officer.votes),
                  count: summary.officer.booths,
                  slot: slot(summary.officer.slot),
                  party: f.number(summary.officer.partyVoted),
                  gap: f.number(summary.officer.votes - summary.officer.partyVoted),
                })}
              </Text>
            )}
            <Title order={3} fz="sm">
              {t('home.area.byHour')}
            </Title>
            {hours.length > 0 && <HoursChart rows={hours} label={hourLabel} />}
            <DataTable
              columns={hourColumns}
              rows={hours}
              rowKey={(r) => r.hour}
              label={t('home.area.byHour')}
              emptyMessage={t('home.area.noMarks')}
              minWidth={280}
              layout="table"
            />
            {summary.children.length > 0 && (
              <>
                <Title order={3} fz="sm">
                  {t('home.area.below')}
                </Title>
                <DataTable
                  columns={childColumns}
                  rows={summary.children}
                  rowKey={(r) => r.path}
                  label={t('home.area.below')}
                  minWidth={560}
                />
              </>
            )}
            <AreaPartsTable summary={summary} />
          </>
        )}
      </Stack>
    </Card>
  );
}
