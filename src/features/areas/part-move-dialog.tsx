// Before a booth takes a part another booth lists (part-takeover.ts): how many voters of which
// part move from which booth to this one, and a choice to go on or not.
import { Button, Group, List, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { areaName } from '../../domain/areas.ts';
import type { PartMove } from './part-takeover.ts';

export type PartMoveDialogProps = {
  /** The moves to confirm; the dialog is open while this is set. */
  moves: readonly PartMove[] | null;
  onConfirm: () => void;
  onCancel: () => void;
};

export function PartMoveDialog({ moves, onConfirm, onCancel }: PartMoveDialogProps) {
  const { t, i18n } = useTranslation();
  return (
    <Modal opened={moves !== null} onClose={onCancel} title={t('areas.partMoves.title')} centered>
      <List spacing="xs">
        {(moves ?? []).map((m) => (
          <List.Item key={`${m.part}-${m.from.id}`}>
            {t('areas.partMoves.item', {
              count: m.voters,
              part: m.part,
              booth: areaName(m.from, i18n.language),
            })}
          </List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed" mt="sm">
        {t('areas.partMoves.note')}
      </Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t('list.cancel')}
        </Button>
        <Button onClick={onConfirm} data-autofocus>
          {t('areas.partMoves.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
