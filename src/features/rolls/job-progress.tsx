// A job's status badge, "pages read X of Y" with its bar, and each file's error: shared by
// the jobs list and the job's own screen.
import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RollJob } from '../../domain/roll-jobs.ts';
import { JOB_STATUS_COLOR, isActive } from './job-status.ts';
import { useRollText } from './use-roll-text.ts';

export function JobStatusBadge({ job }: { job: Pick<RollJob, 'status'> }) {
  const { t } = useTranslation();
  return (
    <Badge variant="filled" color={JOB_STATUS_COLOR[job.status]} style={{ flexShrink: 0 }}>
      {t(`rolls.status.${job.status}`)}
    </Badge>
  );
}

export function JobProgress({ job }: { job: RollJob }) {
  const { t, i18n } = useTranslation();
  const { message } = useRollText();
  const n = new Intl.NumberFormat(i18n.language);
  const known = job.pagesTotal > 0;
  const percent = known ? Math.min(100, (job.pagesDone / job.pagesTotal) * 100) : 0;
  const moving = isActive(job);
  const pages = known
    ? t('rolls.jobs.pages', { done: n.format(job.pagesDone), total: n.format(job.pagesTotal) })
    : t('rolls.jobs.pagesUnknown', { done: n.format(job.pagesDone) });
  const errors = job.files.filter((f) => f.error);
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{pages}</Text>
      </Group>
      {/* The section carries role="progressbar"; its name and value text go there too. */}
      <Progress.Root size="lg">
        <Progress.Section
          value={moving && !known ? 100 : percent}
          striped={moving}
          animated={moving}
          aria-label={t('rolls.jobs.progress')}
          aria-valuetext={pages}
        />
      </Progress.Root>
      {job.error && (
        <Text size="sm" c="var(--mantine-color-error)">
          {message(job.error)}
        </Text>
      )}
      {errors.length > 0 && (
        <Stack component="ul" gap={2} m={0} pl="md">
          {errors.map((f) => (
            <Text component="li" key={f.id} size="sm" c="var(--mantine-color-error)">
              {t('rolls.jobs.fileError', { name: f.name, message: message(f.error) })}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
