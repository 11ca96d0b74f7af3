// One part of a job: which part and polling station, edition, rows and deleted, printed vs
// counted totals, its checks, and where it stands — waiting for review (Review / Accept),
// published with its counts (and, for a new revision, what changed), or refused with the reason.
// A part number the file did not say for sure is asked for here, and what to do when the part
// already holds voters of another list; the rows the server refused are listed, and every row
// read opens in serial order.
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RollPartResult } from '../../domain/roll-jobs.ts';
import { PART_STATUS_COLOR } from './job-status.ts';
import { rowsHref } from './job-card.tsx';
import { EditionChanges } from './edition-changes.tsx';
import { FailedRows } from './failed-rows.tsx';
import { PartNumberForm, partNumberDoubt } from './part-number-form.tsx';
import { ClashQuestion } from './clash-question.tsx';
import { PartChecks } from './part-checks.tsx';
import { PartTotals } from './part-totals.tsx';
import { useRollText } from './use-roll-text.ts';

export type PartCardProps = {
  jobId: string;
  part: RollPartResult;
  /** Where "Review" goes (the job's review queue). */
  reviewHref: string;
  onAccept: (part: RollPartResult) => void;
  /** After a change made on the card (the part number entered). */
  onChanged: () => void;
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

export function PartCard({ jobId, part, reviewHref, onAccept, onChanged }: PartCardProps) {
  const { t, i18n } = useTranslation();
  const { message } = useRollText();
  const n = new Intl.NumberFormat(i18n.language);
  const assembly = [part.assemblyNumber ?? '', part.assemblyName].join(' ').trim();
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Title order={3} size="h4">
            {part.partNumber === null
              ? t('rolls.detail.partUnknown')
              : t('rolls.detail.part', { part: part.partNumber })}
            {part.partName ? ` · ${part.partName}` : ''}
          </Title>
          <Badge variant="filled" color={PART_STATUS_COLOR[part.status]} style={{ flexShrink: 0 }}>
            {t(`rolls.detail.partStatus.${part.status}`)}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" verticalSpacing="xs">
          <Fact label={t('rolls.detail.assembly')}>{assembly || '-'}</Fact>
          <Fact label={t('rolls.detail.pollingStation')}>{part.pollingStation || '-'}</Fact>
          <Fact label={t('rolls.detail.edition')}>
            {t(`rolls.detail.editions.${part.edition}`)}
          </Fact>
          <Fact label={t('rolls.detail.rows')}>{n.format(part.rows)}</Fact>
          <Fact label={t('rolls.detail.deleted')}>{n.format(part.deleted)}</Fact>
        </SimpleGrid>
        <PartNumberForm jobId={jobId} part={part} onSaved={onChanged} />
        <ClashQuestion jobId={jobId} part={part} onDecided={onChanged} />
        <PartTotals part={part} />
        <Stack gap={4}>
          <Title order={4} size="h6">
            {t('rolls.detail.checks')}
          </Title>
          <PartChecks checks={part.checks} />
        </Stack>
        {part.status === 'published' && part.published && (
          <Text size="sm" fw={600} c="green.9">
            {t(
              part.published.removed ? 'rolls.detail.publishedRemoved' : 'rolls.detail.published',
              {
                created: n.format(part.published.created),
                updated: n.format(part.published.updated),
                removed: n.format(part.published.removed ?? 0),
              },
            )}
          </Text>
        )}
        {part.status === 'review' && part.failedRows && <FailedRows rows={part.failedRows} />}
        {part.status === 'published' && part.published?.edition && (
          <EditionChanges edition={part.published.edition} />
        )}
        {part.status === 'refused' && (
          <Text size="sm" fw={600} c="var(--mantine-color-error)">
            {t('rolls.detail.refused', { reason: message(part.error) || '-' })}
          </Text>
        )}
        <Group gap="sm">
          {part.status === 'review' && part.toReview > 0 && (
            <Button component={Link} to={reviewHref}>
              {t('rolls.detail.review', { count: part.toReview })}
            </Button>
          )}
          {part.status === 'review' && !partNumberDoubt(part) && !part.ask && (
            <Button
              variant={part.toReview > 0 ? 'default' : 'filled'}
              onClick={() => onAccept(part)}
              aria-label={t('rolls.detail.acceptPart', { part: part.partNumber })}
            >
              {t('rolls.detail.accept')}
            </Button>
          )}
          {part.rows > 0 && (
            <Button component={Link} to={rowsHref(jobId, part.id)} variant="default">
              {t('rolls.detail.allRows', { count: part.rows })}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
