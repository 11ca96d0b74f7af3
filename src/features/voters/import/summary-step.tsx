import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/index.ts';
import type { DataTableColumn } from '../../../components/data-table/index.ts';
import type { RowProblem } from '../../../domain/voter-csv.ts';
import { useTranslateKey } from '../../../components/use-translate-key.ts';
import { downloadCsv, problemsCsv } from './problems-csv.ts';
import type { ImportTotals } from './run-import.ts';
import { PartChecksTable } from './part-checks-table.tsx';

export type SummaryStepProps = {
  totals: ImportTotals;
  fileName: string;
  /** The run stopped on an error. */
  error?: 'failed' | 'signedOut';
  onAnother: () => void;
  onClose: () => void;
};

/** Problems rendered on screen; the download has them all. */
export const SHOWN_PROBLEMS = 100;

function useProblemColumns(): DataTableColumn<RowProblem>[] {
  const tk = useTranslateKey();
  return [
    // On a phone card the reason heads it; row and field follow with their labels.
    { id: 'row', titleKey: 'voterImport.summary.row', accessor: (p) => p.row },
    {
      id: 'field',
      titleKey: 'voterImport.summary.field',
      accessor: (p) => (p.field ? tk(`voterImport.fields.${p.field}`) : ''),
    },
    {
      id: 'reason',
      titleKey: 'voterImport.summary.reason',
      accessor: (p) => tk(p.reason),
      card: 'title',
    },
  ];
}

export function SummaryStep({ totals, fileName, error, onAnother, onClose }: SummaryStepProps) {
  const { t, i18n } = useTranslation();
  const columns = useProblemColumns();
  const number = new Intl.NumberFormat(i18n.language);
  const counts = [
    ['added', totals.added],
    ['updated', totals.updated],
    ['skipped', totals.skipped],
  ] as const;
  const download = () =>
    downloadCsv(
      `${fileName.replace(/\.[^.]+$/, '')}-problems.csv`,
      problemsCsv(totals.problems, t),
    );
  const title = totals.cancelled ? 'cancelledTitle' : 'title';
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t(`voterImport.summary.${title}`)}
      </Title>
      {error && (
        <Alert color="red" role="alert">
          {t(error === 'signedOut' ? 'voterImport.signedOut' : 'voterImport.failed')}
        </Alert>
      )}
      {totals.cancelled && (
        <Alert color="yellow" role="status">
          {t('voterImport.summary.cancelled', { count: totals.added + totals.updated })}
        </Alert>
      )}
      <SimpleGrid cols={3} spacing="xs">
        {counts.map(([key, value]) => (
          <Stack key={key} gap={0} align="center">
            <Text fz="xl" fw={700} data-testid={`import-${key}`}>
              {number.format(value)}
            </Text>
            <Text size="sm">{t(`voterImport.summary.${key}`)}</Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('voterImport.summary.sent')}
      </Text>
      {totals.roll && <PartChecksTable roll={totals.roll} />}
      {totals.problemCount === 0 ? (
        !totals.roll?.refused.length && <Text>{t('voterImport.summary.noProblems')}</Text>
      ) : (
        <>
          <Title order={3} size="h4">
            {t('voterImport.summary.problems', { count: totals.problemCount })}
          </Title>
          {totals.problemCount > SHOWN_PROBLEMS && (
            <Text size="sm">
              {t('voterImport.summary.more', { shown: SHOWN_PROBLEMS, count: totals.problemCount })}
            </Text>
          )}
          <DataTable
            columns={columns}
            rows={totals.problems.slice(0, SHOWN_PROBLEMS)}
            rowKey={(p) => `${p.row}-${p.field}-${p.reason}`}
            minWidth={320}
            label={t('voterImport.summary.problems', { count: totals.problemCount })}
          />
          <Button
            variant="default"
            mih={44}
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={download}
          >
            {t('voterImport.summary.download')}
          </Button>
        </>
      )}
      <Group justify="space-between" gap="sm">
        <Button variant="default" mih={44} onClick={onAnother}>
          {t('voterImport.summary.another')}
        </Button>
        <Button mih={44} onClick={onClose}>
          {t('voterImport.summary.close')}
        </Button>
      </Group>
    </Stack>
  );
}
