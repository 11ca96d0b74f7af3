import { Button, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatSeconds, importRate } from './import-rate.ts';
import type { ImportTotals } from './run-import.ts';

export type RunStepProps = {
  totals: ImportTotals;
  /** Milliseconds from the start of the run to `totals`. */
  elapsedMs: number;
  /** Cancel was pressed; the batch being saved finishes first. Default false. */
  cancelling?: boolean;
  onCancel: () => void;
};

/** Progress by bytes read, with rows per second and the time left at that pace. */
export function RunStep({ totals, elapsedMs, cancelling = false, onCancel }: RunStepProps) {
  const { t, i18n } = useTranslation();
  const { progress } = totals;
  const percent = progress.totalBytes ? (100 * progress.bytes) / progress.totalBytes : 0;
  const rate = importRate(progress, elapsedMs);
  const number = new Intl.NumberFormat(i18n.language);
  const line = [
    t('voterImport.run.rows', { rows: number.format(progress.rows) }),
    rate.rowsPerSecond
      ? t('voterImport.run.rate', { rate: number.format(rate.rowsPerSecond) })
      : '',
    rate.secondsLeft !== null
      ? t('voterImport.run.left', { time: formatSeconds(rate.secondsLeft, i18n.language) })
      : '',
  ].filter(Boolean);
  return (
    <Stack gap="md">
      <Progress
        value={percent}
        size="xl"
        animated={!cancelling}
        aria-label={t('voterImport.run.progressLabel')}
      />
      <Text role="status" aria-live="polite">
        {totals.phase === 'checking' ? t('voterImport.run.checking') : line.join(' · ')}
      </Text>
      {cancelling && <Text c="dimmed">{t('voterImport.run.cancelling')}</Text>}
      <Button variant="default" color="red" mih={44} disabled={cancelling} onClick={onCancel}>
        {t('voterImport.run.cancel')}
      </Button>
    </Stack>
  );
}
