// One voter found on poll day: who they are, where they are on the roll, and the one tap that
// marks them voted. Right after the tap an Undo stays in the card for 10 s (field-work.ts).
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { relativeLabelKey, voterFullName } from '../../domain/voter-fields.ts';
import type { FoundVoter } from './poll-day-data.ts';

export type VoterMarkCardProps = {
  found: FoundVoter;
  voted: boolean;
  /** Undo is offered (the mark was made in the last 10 s on this screen). */
  undoable: boolean;
  onMark: () => void;
  onUndo: () => void;
};

export function VoterMarkCard({ found, voted, undoable, onMark, onUndo }: VoterMarkCardProps) {
  const { t } = useTranslation();
  const { voter, part, serial } = found;
  const name = voterFullName(voter) || voter.voterId || '-';
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700}>{name}</Text>
          <Text size="sm">
            {serial === null
              ? t('pollDay.noSerial', { part })
              : t('pollDay.serial', { part, serial })}
          </Text>
          {voter.voterId && <Text size="sm">{t('pollDay.voterId', { id: voter.voterId })}</Text>}
          {voter.relation && (
            <Text size="sm" c="dimmed">
              {t('pollDay.relation', {
                label: t(relativeLabelKey(voter.relationType)),
                name: voter.relation,
              })}
            </Text>
          )}
        </Stack>
        <Stack gap={6} align="flex-end" style={{ flexShrink: 0 }}>
          {voted ? (
            <Badge variant="filled" color="green.9" size="lg" leftSection={<IconCheck size={14} />}>
              {t('pollDay.voted')}
            </Badge>
          ) : (
            <Button
              onClick={onMark}
              color="green.9"
              leftSection={<IconCheck size={18} aria-hidden />}
              aria-label={t('pollDay.markVoted', { name })}
            >
              {t('pollDay.markVotedShort')}
            </Button>
          )}
          {voted && undoable && (
            <Button
              variant="default"
              onClick={onUndo}
              leftSection={<IconArrowBackUp size={18} aria-hidden />}
              aria-label={t('pollDay.undoLabel', { name })}
            >
              {t('pollDay.undo')}
            </Button>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
