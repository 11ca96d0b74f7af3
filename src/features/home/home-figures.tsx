// The dashboard home's figures (issue 11): my area at a glance from local data, so it works
// offline — voters, households, contacted and voted shares, the leaning of those contacted,
// counts per part, the team by level, pending invitations and changes not yet sent. Live: it
// follows every local write and every sync. Loaded after the greeting (home-screen.tsx).
import { BarChart } from '../../components/bar-chart/bar-chart.tsx';
import { Box, Card, Group, Progress, SimpleGrid, Text, Title } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table/index.ts';
import type { DataTableColumn } from '../../components/data-table/index.ts';
import { useSessionUserId } from '../../sync/use-session-user-id.ts';
import { getSessionUser } from '../../sync/session.ts';
import { MEMBER_LEVELS } from '../../db/types.ts';
import { LEANINGS } from '../../domain/field-work.ts';
import { menuPersonOf } from '../../domain/menu.ts';
import { AreaTurnoutCard } from './area-turnout-card.tsx';
import { EmptyRollCard } from './empty-roll-card.tsx';
import { GradesCard } from './grades-card.tsx';
import type { HomeStats, PartStats } from './home-data.ts';
import { useHomeStats } from './use-home-stats.ts';

const ListOrderReader = lazy(async () => ({
  default: (await import('./list-order-reader.tsx')).ListOrderReader,
}));

const LEANING_COLORS = {
  supporter: 'green.8',
  neutral: 'gray.6',
  opposed: 'red.8',
  unknown: 'blue.3',
};

const PART_COLUMNS: DataTableColumn<PartStats>[] = [
  { id: 'part', titleKey: 'home.parts.part', accessor: (r) => r.part, card: 'title' },
  { id: 'voters', titleKey: 'home.parts.voters', accessor: (r) => r.voters, align: 'right' },
  {
    id: 'contacted',
    titleKey: 'home.parts.contacted',
    accessor: (r) => r.contacted,
    align: 'right',
  },
  { id: 'voted', titleKey: 'home.parts.voted', accessor: (r) => r.voted, align: 'right' },
];

/** Beyond this many parts the bars get too thin to read: the table alone says it. */
const MAX_CHART_PARTS = 60;

/** Voters, contacted and voted per part as bars; the table below carries the same numbers. */
function PartsChart({ parts }: { parts: PartStats[] }) {
  const { t } = useTranslation();
  const data = parts.map((p) => ({ ...p, label: String(p.part) }));
  return (
    // Hidden from screen readers (the table has the figures) and never focusable.
    <Box aria-hidden mb="md">
      <BarChart
        h={220}
        data={data}
        dataKey="label"
        withLegend
        series={[
          { name: 'voters', label: t('home.parts.voters'), color: 'gray.5' },
          { name: 'contacted', label: t('home.parts.contacted'), color: 'blue.8' },
          { name: 'voted', label: t('home.parts.voted'), color: 'green.8' },
        ]}
      />
    </Box>
  );
}

function Tile({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed" fw={700}>
        {label}
      </Text>
      <Text fz={26} fw={700}>
        {value}
      </Text>
      {note && <Text size="sm">{note}</Text>}
    </Card>
  );
}

function LeaningCard({ stats }: { stats: HomeStats }) {
  const { t } = useTranslation();
  const total = LEANINGS.reduce((n, l) => n + stats.leaning[l], 0);
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} fz="md" mb="xs">
        {t('home.leaning.title')}
      </Title>
      {total === 0 ? (
        <Text c="dimmed">{t('home.leaning.none')}</Text>
      ) : (
        <>
          <Progress.Root size="xl" aria-hidden>
            {LEANINGS.map((l) => (
              <Progress.Section
                key={l}
                value={(stats.leaning[l] / total) * 100}
                color={LEANING_COLORS[l]}
              />
            ))}
          </Progress.Root>
          <Group gap="md" mt="xs">
            {LEANINGS.map((l) => (
              <Text key={l} size="sm">
                {t('home.leaning.count', {
                  label: t(`home.leaning.${l}`),
                  count: stats.leaning[l],
                })}
              </Text>
            ))}
          </Group>
        </>
      )}
    </Card>
  );
}

/** Everything below the home's title; nothing until the first figures are read. */
export function HomeFigures() {
  const { t, i18n } = useTranslation();
  const userId = useSessionUserId();
  const { stats, ordered, setOrder } = useHomeStats();
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const share = (n: number) =>
    t('home.ofVoters', { percent: percent.format(stats?.voters ? n / stats.voters : 0) });
  const user = userId ? getSessionUser() : null;
  // The admin's area is everything; an account without an area has nothing on the server.
  const ownArea = user?.role === 'admin' ? '' : (user?.scope ?? null);
  const teamTotal = stats ? MEMBER_LEVELS.reduce((n, l) => n + stats.team[l], 0) : 0;

  return (
    <>
      {!!stats?.voters && (
        <Suspense fallback={null}>
          <ListOrderReader onOrder={setOrder} />
        </Suspense>
      )}
      {stats?.voters === 0 && <EmptyRollCard user={user} />}
      {stats && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
            <Tile label={t('home.tiles.voters')} value={number.format(stats.voters)} />
            <Tile
              label={t('home.tiles.households')}
              value={stats.households === null ? '…' : number.format(stats.households)}
            />
            <Tile
              label={t('home.tiles.contacted')}
              value={number.format(stats.contacted)}
              note={share(stats.contacted)}
            />
            <Tile
              label={t('home.tiles.voted')}
              value={number.format(stats.voted)}
              note={share(stats.voted)}
            />
            <Tile label={t('home.tiles.team')} value={number.format(teamTotal)} />
            <Tile
              label={t('home.tiles.invitations')}
              value={number.format(stats.pendingInvitations)}
            />
            <Tile label={t('home.tiles.unsynced')} value={number.format(stats.unsynced)} />
          </SimpleGrid>
          <LeaningCard stats={stats} />
          <Card withBorder radius="md" padding="md">
            <Title order={2} fz="md" mb="xs">
              {t('home.parts.title')}
            </Title>
            {ordered && stats.parts.length > 0 && stats.parts.length <= MAX_CHART_PARTS && (
              <PartsChart parts={stats.parts} />
            )}
            {/* No list order is built for an empty roll: nothing to count there. */}
            {ordered || stats.voters === 0 ? (
              <DataTable
                columns={PART_COLUMNS}
                rows={stats.parts}
                rowKey={(r) => String(r.part)}
                label={t('home.parts.label')}
                minWidth={300}
                // Four short numbers fit a phone's width: a table reads better than cards.
                layout="table"
              />
            ) : (
              <Text c="dimmed">{t('home.parts.reading')}</Text>
            )}
          </Card>
          {ownArea !== null && <AreaTurnoutCard key={ownArea} ownArea={ownArea} />}
          {ownArea !== null && menuPersonOf(user) !== 'boothWorker' && (
            <GradesCard area={ownArea} />
          )}
          <Card withBorder radius="md" padding="md">
            <Title order={2} fz="md" mb="xs">
              {t('home.teamTitle')}
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="xs">
              {MEMBER_LEVELS.map((l) => (
                <Text key={l} size="sm">
                  {t(`home.levels.${l}`)}: <b>{number.format(stats.team[l])}</b>
                </Text>
              ))}
            </SimpleGrid>
          </Card>
        </>
      )}
    </>
  );
}
