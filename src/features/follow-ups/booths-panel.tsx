// The coordinator's view (issue 25): per booth, supporters cut or on the ASD list, how many
// were followed up, how many have a form filed and how many names are back; then each agent's
// forms today against the Commission's daily limit.
import { Badge, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table/index.ts';
import type { DataTableColumn } from '../../components/data-table/index.ts';
import { areaName } from '../../domain/areas.ts';
import { DAILY_FORM_LIMIT } from '../../domain/follow-ups.ts';
import type { AgentToday, BoothRow } from './booth-counts-data.ts';
import { totalCounts } from './booth-counts-data.ts';
import { useBoothView } from './use-follow-ups.ts';

type Row = BoothRow & { name: string };

const COUNTS = ['atRisk', 'followedUp', 'filed', 'back'] as const;

export function BoothsPanel() {
  const { t, i18n } = useTranslation();
  const view = useBoothView();
  const number = new Intl.NumberFormat(i18n.language);
  const partsText = (parts: number[]) => t('followUps.booths.parts', { parts: parts.join(', ') });
  const rows: Row[] | undefined = view?.rows.map((r) => ({
    ...r,
    name: r.booth
      ? `${areaName(r.booth, i18n.language)} · ${partsText(r.parts)}`
      : partsText(r.parts),
  }));
  const total = rows && rows.length > 1 ? totalCounts(rows) : null;
  const columns: DataTableColumn<Row>[] = [
    { id: 'booth', titleKey: 'followUps.booths.booth', accessor: (r) => r.name, card: 'title' },
    ...COUNTS.map((k): DataTableColumn<Row> => ({
      id: k,
      titleKey: `followUps.booths.${k}`,
      accessor: (r) => number.format(r[k]),
      align: 'right',
    })),
  ];
  const agentColumns: DataTableColumn<AgentToday>[] = [
    { id: 'agent', titleKey: 'followUps.booths.agent', accessor: (a) => a.name, card: 'title' },
    {
      id: 'filed',
      titleKey: 'followUps.booths.agentFiled',
      align: 'right',
      render: (a) => (
        <Badge variant="filled" tt="none" color={a.filed >= DAILY_FORM_LIMIT ? 'red.9' : 'gray.7'}>
          {t('followUps.booths.agentOf', {
            count: number.format(a.filed),
            limit: number.format(DAILY_FORM_LIMIT),
          })}
        </Badge>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <Text size="sm">{t('followUps.booths.intro')}</Text>
      <Title order={2} fz="md">
        {t('followUps.booths.table')}
      </Title>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.key}
        label={t('followUps.booths.table')}
        emptyMessage={t('followUps.booths.none')}
        minWidth={560}
      />
      {total && (
        <Text size="sm" fw={700}>
          {t('followUps.booths.total')}:{' '}
          {COUNTS.map((k) => `${t(`followUps.booths.${k}`)} ${number.format(total[k])}`).join(
            ' · ',
          )}
        </Text>
      )}
      <Title order={2} fz="md">
        {t('followUps.booths.agents')}
      </Title>
      <DataTable
        columns={agentColumns}
        rows={view?.agents}
        rowKey={(a) => a.agentId}
        label={t('followUps.booths.agents')}
        emptyMessage={t('followUps.booths.noAgents')}
        minWidth={320}
      />
    </Stack>
  );
}
