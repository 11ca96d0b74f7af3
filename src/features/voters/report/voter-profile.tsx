// "View profile" of a voter row (the specification's screens sends it to /dashboard/profile, which shows the user's
// own profile; docs/spec-differences.md): a read-only card over the list with every field the voter has,
// the household (the voters of the same house: domain/households.ts), each member opening its own
// card, and Edit.
import { Button, Center, Group, Modal, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PhoneLink } from '../../../components/data-table/index.ts';
import { useTranslateKey } from '../../../components/use-translate-key.ts';
import type { VoterRecord } from '../../../db/types.ts';
import type { VoterFieldId } from '../../../domain/voter-fields.ts';
import { VOTER_FIELDS, voterFullName } from '../../../domain/voter-fields.ts';
import { useVoterWithHousehold } from '../../../roll/index.ts';
import { useOptionText } from './use-option-text.ts';
import { LoadingMark } from '../../../components/loading-mark.tsx';

/** The catalog's form fields, then the legacy fields some imported records carry. */
const PROFILE_FIELDS: readonly VoterFieldId[] = [
  ...(Object.keys(VOTER_FIELDS) as VoterFieldId[]),
  'assemblyName',
  'state',
  'dist',
  'email',
];

const PHONE_QUERY = '(max-width: 599.98px)';

export type VoterProfileProps = {
  /** The voter shown; the card is closed while null. */
  voterId: string | null;
  onOpen: (id: string) => void;
  onEdit: (id: string) => void;
  onClose: () => void;
};

export function VoterProfile({ voterId, onOpen, onEdit, onClose }: VoterProfileProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const data = useVoterWithHousehold(voterId);
  const name = data ? voterFullName(data.voter) : '';
  return (
    <Modal
      opened={voterId !== null}
      onClose={onClose}
      fullScreen={phone}
      size="lg"
      title={t('voters.profile.title')}
    >
      {data === undefined ? (
        <Center py="lg">
          <LoadingMark label={t('list.loading')} />
        </Center>
      ) : data === null ? (
        <Text>{t('voters.profile.gone')}</Text>
      ) : (
        <Stack gap="md">
          <Group justify="space-between" align="center" gap="sm">
            <Title order={2} fz="h3">
              {name || t('list.missing')}
            </Title>
            <Button
              leftSection={<IconEdit size={16} aria-hidden />}
              onClick={() => onEdit(data.voter.id)}
            >
              {t('voters.screen.edit')}
            </Button>
          </Group>
          <VoterFieldList voter={data.voter} />
          <Household voter={data.voter} members={data.household} onOpen={onOpen} />
        </Stack>
      )}
    </Modal>
  );
}

function VoterFieldList({ voter }: { voter: VoterRecord }) {
  const translateKey = useTranslateKey();
  const optionText = useOptionText();
  const rows = PROFILE_FIELDS.flatMap((id) => {
    const value = voter[id];
    if (value === undefined || value === null || String(value).trim() === '') return [];
    const text =
      typeof value === 'string' && id in VOTER_FIELDS
        ? optionText(id as keyof typeof VOTER_FIELDS, value)
        : String(value);
    return [{ id, label: translateKey(`voters.fields.${id}`, id), text }];
  });
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(8rem, auto) 1fr',
        gap: '0.4rem 1rem',
        margin: 0,
      }}
    >
      {rows.map((r) => (
        <div key={r.id} style={{ display: 'contents' }}>
          {/* Same size and line height as the value, so label and value share a baseline. */}
          <Text component="dt" c="dimmed" size="sm" lh={1.6}>
            {r.label}
          </Text>
          <Text
            component="dd"
            m={0}
            size="sm"
            lh={1.6}
            fw={500}
            style={{ overflowWrap: 'anywhere' }}
          >
            {r.id === 'phone' ? <PhoneLink value={r.text} /> : r.text}
          </Text>
        </div>
      ))}
    </dl>
  );
}

type HouseholdProps = { voter: VoterRecord; members: VoterRecord[]; onOpen: (id: string) => void };

function Household({ voter, members, onOpen }: HouseholdProps) {
  const { t } = useTranslation();
  const optionText = useOptionText();
  const others = members.filter((m) => m.id !== voter.id);
  return (
    <Stack gap="xs">
      <Title order={3} fz="h4">
        {t('voters.profile.household', { count: members.length })}
      </Title>
      {others.length === 0 ? (
        <Text c="dimmed">{t('voters.profile.alone')}</Text>
      ) : (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {others.map((m) => (
            <li key={m.id}>
              <UnstyledButton
                onClick={() => onOpen(m.id)}
                p="xs"
                mih={44}
                w="100%"
                style={{ borderRadius: 6, border: '1px solid var(--mantine-color-gray-3)' }}
              >
                <Text fw={500} c="blue.8">
                  {voterFullName(m) || t('list.missing')}
                </Text>
                <Text size="sm" c="dimmed">
                  {[m.age, m.gender && optionText('gender', m.gender), m.relation]
                    .filter((v) => v !== undefined && v !== '')
                    .join(' · ')}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
