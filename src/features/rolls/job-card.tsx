// One job in the list: when it started, its status, files and parts, the reading progress,
// rows waiting for review, parts asking a question, and Open / Cancel (while it is read).
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RollJob } from '../../domain/roll-jobs.ts';
import { JobProgress, JobStatusBadge } from './job-progress.tsx';
import { isActive } from './job-status.ts';
import { useJobTime } from './use-job-time.ts';

export type JobCardProps = { job: RollJob; onCancel: (job: RollJob) => void };

export const jobHref = (id: string) => `?job=${encodeURIComponent(id)}`;

/** The address of a part's rows in serial order, from the row at `from` (0-based). */
export const rowsHref = (jobId: string, partId: string, from = 0) =>
  `${jobHref(jobId)}&rows=${encodeURIComponent(partId)}${from ? `&from=${from}` : ''}`;

export function JobCard({ job, onCancel }: JobCardProps) {
  const { t } = useTranslation();
  const when = useJobTime()(job.createdAt);
  const toReview = job.parts.reduce((sum, p) => sum + p.toReview, 0);
  const asking = job.parts.filter((p) => p.status === 'review' && p.ask).length;
  const facts = [
    t('rolls.jobs.files', { count: job.files.length }),
    ...(job.parts.length ? [t('rolls.jobs.parts', { count: job.parts.length })] : []),
    ...(toReview ? [t('rolls.jobs.toReview', { count: toReview })] : []),
    ...(asking ? [t('rolls.jobs.asking', { count: asking })] : []),
  ];
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5">
            {t('rolls.jobs.started', { when })}
          </Title>
          <JobStatusBadge job={job} />
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {job.files.map((f) => f.name).join(', ')}
        </Text>
        <Text size="sm" c="dimmed">
          {facts.join(' · ')}
        </Text>
        <JobProgress job={job} />
        <Group gap="sm">
          <Button
            component={Link}
            to={jobHref(job.id)}
            variant="light"
            rightSection={<IconChevronRight size={16} aria-hidden />}
            aria-label={t('rolls.jobs.openJob', { when })}
          >
            {t('rolls.jobs.open')}
          </Button>
          {isActive(job) && (
            <Button variant="default" color="red" onClick={() => onCancel(job)}>
              {t('rolls.jobs.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
