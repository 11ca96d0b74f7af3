// One role of the committee: its name, how many of its places are filled, each member with
// how they were checked, and a button to add the next. Every role is this one component.
import { ActionIcon, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertCircle,
  IconCircleCheck,
  IconClock,
  IconPencil,
  IconPlus,
  IconShieldCheck,
  IconTrash,
  IconUserOff,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RoleState } from '../../domain/committees/evaluate.ts';
import type { ShownSeat } from './committee-view.ts';
import { useCommitteeTexts } from './use-committee-texts.ts';

export type SeatActions = {
  onCheck: (seat: ShownSeat) => void;
  onEdit: (seat: ShownSeat) => void;
  onRemove: (seat: ShownSeat) => void;
};

/** How the member stands: a mark and words, never colour alone. */
function SeatStatus({ seat }: { seat: ShownSeat }) {
  const { t } = useTranslation();
  const texts = useCommitteeTexts();
  const [color, Icon, text] = !seat.inTeam
    ? (['red.9', IconUserOff, t('committees.seat.leftTeam')] as const)
    : seat.waiting
      ? (['gray.8', IconClock, t('committees.seat.waiting')] as const)
      : seat.verification
        ? (['green.9', IconCircleCheck, texts.checked(seat.verification)] as const)
        : (['orange.9', IconAlertCircle, t('committees.seat.notChecked')] as const);
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Icon
        size={18}
        color={`var(--mantine-color-${color.replace('.', '-')})`}
        aria-hidden
        style={{ flex: 'none', marginTop: 2 }}
      />
      <Text size="sm" fw={600} c={color}>
        {text}
      </Text>
    </Group>
  );
}

export function SeatRow({
  seat,
  actions,
  editable,
}: {
  seat: ShownSeat;
  actions: SeatActions;
  /** The seat's role is in the committee (a seat of a removed role is only removed). */
  editable: boolean;
}) {
  const { t } = useTranslation();
  const texts = useCommitteeTexts();
  const details = [
    seat.phone,
    texts.gender(seat.gender),
    seat.age === null ? '' : t('committees.seat.age', { age: seat.age }),
  ].filter(Boolean);
  const mayCheck = seat.inTeam && !seat.verification && !seat.waiting;
  return (
    <Stack gap={6} py={10} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <div style={{ minWidth: 0 }}>
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {seat.name}
        </Text>
        <Text size="sm" c="dimmed">
          {details.join(' · ')}
        </Text>
      </div>
      <SeatStatus seat={seat} />
      <Group gap="xs" wrap="nowrap">
        {mayCheck && (
          <Button
            size="sm"
            mih={44}
            leftSection={<IconShieldCheck size={18} aria-hidden />}
            aria-label={t('committees.seat.checkLabel', { name: seat.name })}
            onClick={() => actions.onCheck(seat)}
          >
            {t('committees.seat.check')}
          </Button>
        )}
        {seat.inTeam && editable && (
          <Button
            size="sm"
            mih={44}
            variant="default"
            leftSection={<IconPencil size={18} aria-hidden />}
            aria-label={t('committees.seat.editLabel', { name: seat.name })}
            onClick={() => actions.onEdit(seat)}
          >
            {t('committees.seat.edit')}
          </Button>
        )}
        <ActionIcon
          size={44}
          variant="subtle"
          color="red.9"
          ml="auto"
          aria-label={t('committees.seat.removeLabel', { name: seat.name })}
          onClick={() => actions.onRemove(seat)}
        >
          <IconTrash size={20} aria-hidden />
        </ActionIcon>
      </Group>
    </Stack>
  );
}

export type RoleSectionProps = {
  /** The role with its need in this booth; null for the seats that count for nothing. */
  role: RoleState | null;
  seats: ShownSeat[];
  actions: SeatActions;
  onAdd?: () => void;
};

export function RoleSection({ role, seats, actions, onAdd }: RoleSectionProps) {
  const { t } = useTranslation();
  const texts = useCommitteeTexts();
  const title = role ? texts.role(role.role) : t('committees.role.notCounted');
  const id = `committee-role-${role?.role.id ?? 'other'}`;
  const mayAdd = role && onAdd && (role.role.count === 'perPanna' || role.filled < role.need);
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-labelledby={id}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Title order={3} fz="md" id={id} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {role && (
          <Text
            size="sm"
            fw={600}
            c={role.filled >= role.need ? 'green.9' : 'red.9'}
            style={{ whiteSpace: 'nowrap' }}
          >
            {t(
              role.role.count === 'perPanna' ? 'committees.role.perPanna' : 'committees.role.count',
              {
                filled: role.filled,
                need: role.need,
              },
            )}
          </Text>
        )}
      </Group>
      {seats.map((seat) => (
        <SeatRow key={seat.id} seat={seat} actions={actions} editable={role !== null} />
      ))}
      {mayAdd && (
        <Button
          mt="xs"
          mih={44}
          variant="light"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={onAdd}
        >
          {t('committees.role.add', { role: title })}
        </Button>
      )}
    </Card>
  );
}
