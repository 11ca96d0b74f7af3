// Naming a member of the booth team in a role: pick who (the team members not yet on the
// committee, searchable), then woman or man and age, filled in from their voter record when
// the roll has their number. Saved now, or kept on the phone until the network returns.
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommitteeRole } from '../../domain/committees/definition.ts';
import type { Gender } from '../../domain/committees/evaluate.ts';
import type { SeatInput } from '../../domain/committees/seats.ts';
import { useCommitteeTexts } from './use-committee-texts.ts';
import type { ShownSeat } from './committee-view.ts';
import type { Candidate } from './team-members.ts';
import { useTeamCandidates } from './use-team-candidates.ts';

export type AddSeatSheetProps = {
  role: CommitteeRole;
  boothPath: string;
  /** Members already on the committee: not offered. */
  seated: ReadonlySet<string>;
  /** A seat whose gender and age are changed (its member stays). */
  editing?: ShownSeat;
  onSave: (input: SeatInput, name: string) => Promise<void>;
  onClose: () => void;
};

const GENDER_CHOICES: Gender[] = ['female', 'male', 'other', ''];

export function AddSeatSheet(props: AddSeatSheetProps) {
  const { role, boothPath, seated, editing, onSave, onClose } = props;
  const { t } = useTranslation();
  const texts = useCommitteeTexts();
  const phone = useMediaQuery('(max-width: 599.98px)', false, { getInitialValueInEffect: false });
  const candidates = useTeamCandidates(boothPath);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Pick<Candidate, 'id' | 'name' | 'fromRoll'> | null>(
    editing ? { id: editing.memberId, name: editing.name, fromRoll: false } : null,
  );
  const [gender, setGender] = useState<Gender>(editing?.gender ?? '');
  const [age, setAge] = useState<number | ''>(editing?.age ?? '');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const free = useMemo(
    () =>
      (candidates ?? []).filter(
        (c) =>
          !seated.has(c.id) &&
          (!search.trim() ||
            c.name.toLowerCase().includes(search.trim().toLowerCase()) ||
            c.phone.includes(search.trim())),
      ),
    [candidates, seated, search],
  );
  const pick = (id: string) => {
    const c = free.find((f) => f.id === id) ?? null;
    setChosen(c);
    setGender(c?.gender ?? '');
    setAge(c?.age ?? '');
  };
  const save = async () => {
    if (!chosen) return;
    setSaving(true);
    setFailure(null);
    try {
      await onSave(
        { roleId: role.id, memberId: chosen.id, gender, age: age === '' ? null : age },
        chosen.name,
      );
    } catch (err) {
      setFailure(texts.failure(err));
      setSaving(false);
    }
  };
  const roleName = texts.role(role);
  return (
    <Modal
      opened
      onClose={onClose}
      title={
        editing
          ? t('committees.add.editTitle', { name: editing.name })
          : t('committees.add.title', { role: roleName })
      }
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('committees.add.cancel') }}
    >
      <Stack gap="md">
        {!editing && (
          <TextInput
            label={t('committees.add.search')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            size="md"
          />
        )}
        {editing ? null : candidates && free.length === 0 ? (
          <Alert color="yellow" variant="light">
            {t('committees.add.none')}
          </Alert>
        ) : (
          <Radio.Group label={t('committees.add.pick')} value={chosen?.id ?? null} onChange={pick}>
            <Stack gap={6} mt={6}>
              {free.slice(0, 50).map((c) => (
                <Radio.Card key={c.id} value={c.id} radius="md" p="sm" mih={44}>
                  <Group gap="sm" wrap="nowrap">
                    <Radio.Indicator />
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {c.name}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {[c.phone, c.designation].filter(Boolean).join(' · ')}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </Radio.Group>
        )}
        {chosen && (
          <>
            <Radio.Group
              label={t('committees.add.gender')}
              description={chosen.fromRoll ? t('committees.add.fromRoll') : undefined}
              value={gender}
              onChange={(v) => setGender(v as Gender)}
            >
              <Group gap="xs" mt={6}>
                {GENDER_CHOICES.map((g) => (
                  <Radio.Card
                    key={g || 'unknown'}
                    value={g}
                    radius="md"
                    p="sm"
                    w="auto"
                    miw={96}
                    mih={44}
                  >
                    <Group gap="xs" wrap="nowrap">
                      <Radio.Indicator />
                      <Text size="sm">{texts.gender(g)}</Text>
                    </Group>
                  </Radio.Card>
                ))}
              </Group>
            </Radio.Group>
            <NumberInput
              label={t('committees.add.age')}
              value={age}
              onChange={(v) => setAge(typeof v === 'number' ? v : '')}
              min={0}
              max={150}
              allowDecimal={false}
              hideControls
              inputMode="numeric"
              size="md"
              w={140}
            />
          </>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" mih={44} onClick={onClose}>
            {t('committees.add.cancel')}
          </Button>
          <Button mih={44} disabled={!chosen} loading={saving} onClick={() => void save()}>
            {editing ? t('committees.add.update') : t('committees.add.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
