// The review queue of a job: one doubtful row at a time — the printed box beside its fields (a
// PDF's row), or the fields alone with the file's own cells (a table's row) — with a picker to
// jump to any row of the queue. Saving or accepting a row moves on to the next.
import {
  Alert,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from './load-failed.tsx';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/page-title.tsx';
import type { RollRow } from '../../domain/roll-jobs.ts';
import { BackToJobs } from './job-detail-view.tsx';
import { jobHref } from './job-card.tsx';
import { ReviewForm } from './review-form.tsx';
import { RowImage } from './row-image.tsx';
import { useRollJob } from './use-roll-job.ts';
import { LoadingMark } from '../../components/loading-mark.tsx';

/** The row after `id` in the queue as it was, to show once `id` has left it. */
function nextOf(rows: readonly RollRow[], id: string): string | null {
  const at = rows.findIndex((r) => r.id === id);
  return rows[at + 1]?.id ?? null;
}

export function ReviewView({ jobId }: { jobId: string }) {
  const { t } = useTranslation();
  const state = useRollJob(jobId);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const heading = (
    <>
      <BackToJobs />
      <PageTitle>{t('rolls.review.heading')}</PageTitle>
    </>
  );
  if (state.kind === 'loading')
    return (
      <Stack gap="md">
        {heading}
        <LoadingMark label={t('rolls.review.heading')} />
      </Stack>
    );
  if (state.kind === 'failed')
    return (
      <Stack gap="md">
        {heading}
        <LoadFailed onRetry={() => void state.reload()} />
      </Stack>
    );

  const { job } = state;
  const rows = job.review;
  const row = rows.find((r) => r.id === currentId) ?? rows[0];
  if (!row)
    return (
      <Stack gap="md">
        {heading}
        <Alert color="green" variant="light" role="status">
          {t('rolls.review.done')}
        </Alert>
        <Button component={Link} to={jobHref(job.id)} style={{ alignSelf: 'flex-start' }}>
          {t('rolls.review.toJob')}
        </Button>
      </Stack>
    );

  const part = job.parts.find((p) => p.id === row.partId);
  const label = (r: RollRow) =>
    t('rolls.review.jump', { serial: r.serial ?? '-', name: r.name || t('rolls.review.noName') });
  return (
    <Stack gap="md">
      {heading}
      <Group gap="xs">
        <Text size="sm" fw={600} role="status">
          {saved && `${t('rolls.review.saved')} `}
          {t('rolls.review.remaining', { count: job.reviewTotal })}
        </Text>
        {part && <Badge variant="light">{t('rolls.detail.part', { part: part.partNumber })}</Badge>}
      </Group>
      <NativeSelect
        label={t('rolls.review.queue')}
        value={row.id}
        onChange={(e) => setCurrentId(e.currentTarget.value)}
        data={rows.map((r) => ({ value: r.id, label: label(r) }))}
        maw={480}
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        {/* A table's row has no picture: its fields show the file's own cells instead. */}
        <SimpleGrid cols={{ base: 1, md: row.page === null ? 1 : 2 }} spacing="md">
          {row.page !== null && <RowImage jobId={job.id} row={row} />}
          <ReviewForm
            jobId={job.id}
            row={row}
            onDone={() => {
              setSaved(true);
              setCurrentId(nextOf(rows, row.id));
              void state.reload();
            }}
          />
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
