// The screen's first view: Upload, then the user's jobs newest first, each with its progress
// (polled while read) and Cancel behind a confirmation.
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/list-screen/index.ts';
import { JobCard } from './job-card.tsx';
import { UploadCard } from './upload-card.tsx';
import { useCancelJob } from './use-cancel-job.ts';
import { useRollJobs } from './use-roll-jobs.ts';
import { LoadingMark } from '../../components/loading-mark.tsx';

export function JobsView({ online, onOpen }: { online: boolean; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const jobs = useRollJobs(online);
  const cancel = useCancelJob(jobs.reload);
  const headingId = useId();
  return (
    <Stack gap="md">
      <Text size="sm">{t('rolls.intro')}</Text>
      <UploadCard
        online={online}
        onStarted={(id) => {
          jobs.reload();
          onOpen(id);
        }}
      />
      <Stack gap="sm" component="section" aria-labelledby={headingId}>
        <Title order={2} size="h3" id={headingId}>
          {t('rolls.jobs.heading')}
        </Title>
        {jobs.kind === 'loading' && online && <LoadingMark label={t('rolls.jobs.heading')} />}
        {jobs.kind === 'failed' && (
          <Alert color="red" variant="light" role="alert">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('rolls.loadFailed')}</Text>
              <Button variant="default" size="sm" onClick={jobs.reload}>
                {t('rolls.retry')}
              </Button>
            </Group>
          </Alert>
        )}
        {jobs.kind === 'ready' && jobs.jobs.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('rolls.jobs.empty')}
          </Text>
        )}
        {jobs.kind === 'ready' && jobs.jobs.length > 0 && (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {jobs.jobs.map((job) => (
              <JobCard key={job.id} job={job} onCancel={cancel.ask} />
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        message={cancel.asking ? t('rolls.jobs.confirmCancel') : null}
        confirmLabel={t('rolls.jobs.cancel')}
        onCancel={cancel.dismiss}
        onConfirm={() => void cancel.confirm()}
      />
    </Stack>
  );
}
