// The import summary's part by part account (roll-check.ts): rows, serials missing, EPICs given
// twice, counts by gender, and whether the part went in or why not — one row (or phone card)
// per part, so a district office sees at once which of its 300 parts need a second look.
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/index.ts';
import type { DataTableColumn } from '../../../components/data-table/index.ts';
import { isTranslationKey } from '../../../components/use-translate-key.ts';
import type { PartCheck } from '../../../domain/roll-parts.ts';
import type { RollCheck } from './roll-check.ts';

type Row = PartCheck & { refusal?: string };

function useColumns(): DataTableColumn<Row>[] {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return [
    {
      id: 'part',
      titleKey: 'voterImport.parts.part',
      accessor: (r) => (r.part ? number.format(r.part) : t('voterImport.parts.noPart')),
      card: 'title',
    },
    {
      id: 'status',
      titleKey: 'voterImport.parts.status',
      card: 'status',
      accessor: (r) => {
        if (!r.refusal) return t('voterImport.parts.imported');
        const serials = r.repeatedSerials.map((s) => number.format(s)).join(', ');
        return isTranslationKey(i18n, r.refusal) ? String(t(r.refusal, { serials })) : r.refusal;
      },
    },
    { id: 'rows', titleKey: 'voterImport.parts.rows', accessor: (r) => number.format(r.rows) },
    {
      id: 'gaps',
      titleKey: 'voterImport.parts.gaps',
      accessor: (r) =>
        r.gapCount
          ? `${number.format(r.gapCount)} (${r.gaps.map((g) => number.format(g)).join(', ')}${
              r.gapCount > r.gaps.length ? ' …' : ''
            })`
          : '0',
    },
    {
      id: 'epics',
      titleKey: 'voterImport.parts.duplicateEpics',
      accessor: (r) => {
        const shown = r.duplicateEpics.slice(0, 3).join(', ');
        const more = r.duplicateEpics.length > 3 ? ' …' : '';
        return r.duplicateEpics.length
          ? `${number.format(r.duplicateEpics.length)} (${shown}${more})`
          : '0';
      },
    },
    {
      id: 'gender',
      titleKey: 'voterImport.parts.gender',
      accessor: (r) =>
        [r.gender.male, r.gender.female, r.gender.third].map((n) => number.format(n)).join(' / '),
    },
  ];
}

export function PartChecksTable({ roll }: { roll: RollCheck }) {
  const { t, i18n } = useTranslation();
  const columns = useColumns();
  const refusals = new Map(roll.refused.map((r) => [r.part, r.reason]));
  const rows: Row[] = roll.parts.map((p) => ({ ...p, refusal: refusals.get(p.part) }));
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('voterImport.parts.title', { count: roll.parts.length })}
      </Title>
      {roll.areasCreated > 0 && (
        <Text size="sm">{t('voterImport.parts.areasCreated', { count: roll.areasCreated })}</Text>
      )}
      {roll.unplaced.length > 0 && (
        <Text size="sm">
          {t('voterImport.parts.unplaced', {
            count: roll.unplaced.length,
            parts: list.format(roll.unplaced.map(String)),
          })}
        </Text>
      )}
      {roll.refused.length > 0 && <Text size="sm">{t('voterImport.parts.refusedNote')}</Text>}
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => String(r.part)}
        minWidth={560}
        label={t('voterImport.parts.title', { count: roll.parts.length })}
      />
    </Stack>
  );
}
