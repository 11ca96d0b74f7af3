// One job: its status and progress (polled while read), files with how each was read and any
// error, rows waiting for review, Cancel while read, the state and district when its files do
// not name them, and a card per part with Accept.
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from './load-failed.tsx';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../components/list-screen/index.ts';
import { PageTitle } from '../../components/page-title.tsx';
import type { RollPartResult } from '../../domain/roll-jobs.ts';
import { AcceptPartDialog } from './accept-part-dialog.tsx';
import { JobProgress, JobStatusBadge } from './job-progress.tsx';
import { isActive } from './job-status.ts';
import { PartCard } from './part-card.tsx';
import { PlaceForm } from './place-form.tsx';
import { useCancelJob } from './use-cancel-job.ts';
import { useJobTime } from './use-job-time.ts';
import { useRollJob } from './use-roll-job.ts';
import { LoadingMark } from '../../components/loading-mark.tsx';

export const reviewHref = (jobId: string) => `?job=${encodeURIComponent(jobId)}&review=1`;

export function BackToJobs() {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={{ search: '' }}
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('rolls.back')}
    </Button>
  );
}

export function JobDetailView({ jobId }: { jobId: string }) {
  const { t, i18n } = useTranslation();
  const time = useJobTime();
  const state = useRollJob(jobId);
  const cancel = useCancelJob(() => void state.reload());
  const [accepting, setAccepting] = useState<RollPartResult | null>(null);
  const n = new Intl.NumberFormat(i18n.language);

  if (state.kind === 'loading')
    return (
      <Stack gap="md">
        <BackToJobs />
        <LoadingMark label={t('rolls.title')} />
      </Stack>
    );
  if (state.kind === 'failed')
    return (
      <Stack gap="md">
        <BackToJobs />
        <PageTitle>{t('rolls.title')}</PageTitle>
        <LoadFailed onRetry={() => void state.reload()} />
      </Stack>
    );

  const { job } = state;
  return (
    <Stack gap="md">
      <BackToJobs />
      <Group justify="space-between" gap="xs" align="flex-start">
        <PageTitle>{t('rolls.detail.heading', { when: time(job.createdAt) })}</PageTitle>
        <JobStatusBadge job={job} />
      </Group>
      <Paper withBorder radius="md" p="sm">
        <Stack gap="sm">
          <JobProgress job={job} />
          <Stack component="ul" gap={2} m={0} pl="md">
            {job.files.map((f) => (
              <Text component="li" key={f.id} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {f.name} — {t(`rolls.fileStatus.${f.status}`)}
                {f.readBy ? ` (${t(`rolls.jobs.readBy.${f.readBy}`)})` : ''}
              </Text>
            ))}
          </Stack>
          <Group gap="sm">
            {job.reviewTotal > 0 && (
              <Button component={Link} to={reviewHref(job.id)}>
                {t('rolls.detail.review', { count: job.reviewTotal })}
              </Button>
            )}
            {isActive(job) && (
              <Button variant="default" color="red" onClick={() => cancel.ask(job)}>
                {t('rolls.jobs.cancel')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      <PlaceForm job={job} onSaved={() => void state.reload()} />
      <Title order={2} size="h3">
        {t('rolls.detail.partsHeading')}
        {job.parts.length ? ` (${n.format(job.parts.length)})` : ''}
      </Title>
      {job.parts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('rolls.detail.noParts')}
        </Text>
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, lg: 2 }}
          spacing="sm"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {job.parts.map((part) => (
            <PartCard
              key={part.id}
              jobId={job.id}
              part={part}
              onChanged={() => void state.reload()}
              reviewHref={reviewHref(job.id)}
              onAccept={setAccepting}
            />
          ))}
        </SimpleGrid>
      )}
      <AcceptPartDialog
        jobId={job.id}
        part={accepting}
        onClose={() => setAccepting(null)}
        onAccepted={() => void state.reload()}
      />
      <ConfirmDialog
        message={cancel.asking ? t('rolls.jobs.confirmCancel') : null}
        confirmLabel={t('rolls.jobs.cancel')}
        onCancel={cancel.dismiss}
        onConfirm={() => void cancel.confirm()}
      />
    </Stack>
  );
}
