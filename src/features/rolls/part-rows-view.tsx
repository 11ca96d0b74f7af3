// Every row read of one part, in serial order, a page at a time (?job=…&rows=<part>&from=n):
// a coordinator sees each box as a voter, the ones still in review marked, and goes to the
// review queue from here. A list of short cards rather than a table, so a 360 px phone shows
// a row without scrolling sideways.
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadingMark } from '../../components/loading-mark.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import type { RollRow } from '../../domain/roll-jobs.ts';
import { jobHref, rowsHref } from './job-card.tsx';
import { LoadFailed } from './load-failed.tsx';
import { ROWS_PAGE } from './roll-api.ts';
import { usePartRows } from './use-part-rows.ts';
import { reviewHref } from './job-detail-view.tsx';

function PageButton({ to, disabled, label }: { to: string; disabled: boolean; label: string }) {
  // A link cannot be disabled: at the first or last page it is a plain disabled button.
  return disabled ? (
    <Button variant="default" disabled>
      {label}
    </Button>
  ) : (
    <Button component={Link} to={to} variant="default">
      {label}
    </Button>
  );
}

function RowLine({ row }: { row: RollRow }) {
  const { t } = useTranslation();
  const facts = [
    row.relativeName &&
      (row.relationType
        ? `${t(`rolls.review.relation.${row.relationType}`)}: ${row.relativeName}`
        : row.relativeName),
    row.age !== null && t('rolls.rows.age', { age: row.age }),
    row.gender && t(`rolls.review.gender.${row.gender}`),
    row.houseNumber && t('rolls.rows.house', { house: row.houseNumber }),
    row.epic,
  ].filter(Boolean);
  return (
    <Paper component="li" withBorder radius="sm" p="xs" bg={row.inReview ? 'yellow.0' : undefined}>
      <Group justify="space-between" gap={6} wrap="nowrap" align="flex-start">
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {row.serial ?? '?'}. {row.name || t('rolls.review.noName')}
        </Text>
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          {row.deleted && (
            <Badge color="gray" variant="light">
              {t('rolls.rows.deleted')}
            </Badge>
          )}
          {row.inReview && (
            <Badge color="yellow.9" variant="filled">
              {t('rolls.rows.inReview')}
            </Badge>
          )}
        </Group>
      </Group>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {facts.join(' · ')}
      </Text>
      {row.inReview && row.doubts.length > 0 && (
        <Text size="xs" c="yellow.9">
          {t('rolls.rows.doubts', {
            fields: row.doubts.map((f) => t(`rolls.review.fields.${f}`)).join(', '),
          })}
        </Text>
      )}
    </Paper>
  );
}

export function PartRowsView({ jobId, partId }: { jobId: string; partId: string }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const asked = Math.max(0, Math.floor(Number(params.get('from')) || 0));
  const state = usePartRows(jobId, partId, asked);
  const n = new Intl.NumberFormat(i18n.language);
  const back = (
    <Button
      component={Link}
      to={jobHref(jobId)}
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('rolls.rows.back')}
    </Button>
  );
  if (state.kind !== 'ready')
    return (
      <Stack gap="md">
        {back}
        <PageTitle>{t('rolls.rows.title')}</PageTitle>
        {state.kind === 'loading' ? (
          <LoadingMark label={t('rolls.rows.title')} />
        ) : (
          <LoadFailed onRetry={state.reload} />
        )}
      </Stack>
    );
  const { job, offset: from } = state;
  const part = job.parts.find((p) => p.id === partId);
  const total = job.rowsTotal;
  const to = Math.min(total, from + job.rows.length);
  return (
    <Stack gap="sm">
      {back}
      <PageTitle>
        {part?.partNumber != null
          ? t('rolls.rows.heading', { part: part.partNumber })
          : t('rolls.rows.title')}
      </PageTitle>
      <Group justify="space-between" gap="xs">
        <Text size="sm" aria-live="polite">
          {total
            ? t('rolls.rows.range', {
                from: n.format(from + 1),
                to: n.format(to),
                total: n.format(total),
              })
            : t('rolls.rows.none')}
        </Text>
        {part && part.toReview > 0 && (
          <Button component={Link} to={reviewHref(jobId)} size="xs">
            {t('rolls.detail.review', { count: part.toReview })}
          </Button>
        )}
      </Group>
      <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {job.rows.map((row) => (
          <RowLine key={row.id} row={row} />
        ))}
      </Stack>
      <Group justify="space-between" gap="xs">
        <PageButton
          to={rowsHref(jobId, partId, Math.max(0, from - ROWS_PAGE))}
          disabled={from === 0}
          label={t('rolls.rows.previous')}
        />
        <PageButton
          to={rowsHref(jobId, partId, from + ROWS_PAGE)}
          disabled={to >= total}
          label={t('rolls.rows.next')}
        />
      </Group>
    </Stack>
  );
}
