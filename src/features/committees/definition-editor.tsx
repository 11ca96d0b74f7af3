// The admin's committee: each role with its English and Hindi names and its places (a number,
// or one per panna), moved up or down or removed; then the quotas as numbers. Every role is one
// row component; errors show beside their field in the admin's language.
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Chip,
  Group,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTranslateKey } from '../../components/use-translate-key.ts';
import { WholeNumberInput } from '../../components/whole-number-input.tsx';
import { COMMITTEE_LIMITS } from '../../domain/committees/definition.ts';
import type { DefinitionDraft, DraftErrors, RoleDraft } from './definition-draft.ts';
import { ROLE_LIMIT, newRole } from './definition-draft.ts';

const whole = (v: string | number): number | '' => (typeof v === 'number' ? v : '');
/** The quotas asked as "at least so many" (0: none). */
const QUOTAS = ['women', 'youth'] as const;

type RowProps = {
  role: RoleDraft;
  index: number;
  last: number;
  errors: DraftErrors['roles'][string] | undefined;
  onChange: (next: RoleDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

function RoleRow({ role, index, last, errors, onChange, onMove, onRemove }: RowProps) {
  const { t } = useTranslation();
  const translateKey = useTranslateKey();
  const label = role.nameEn || role.nameHi || t('committees.setup.newRole');
  const error = (field: 'nameEn' | 'nameHi' | 'count') => {
    const key = errors?.[field];
    return key ? translateKey(key) : undefined;
  };
  return (
    <Card withBorder radius="md" padding="sm" component="fieldset" style={{ margin: 0 }}>
      <legend style={{ fontWeight: 700, padding: '0 4px' }}>
        {t('committees.setup.roleNumber', { number: index + 1 })}
      </legend>
      <Stack gap="xs">
        <Group grow align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            label={t('committees.setup.nameEn')}
            value={role.nameEn}
            onChange={(e) => onChange({ ...role, nameEn: e.currentTarget.value })}
            error={error('nameEn')}
            miw={200}
            maxLength={COMMITTEE_LIMITS.nameLength}
          />
          <TextInput
            label={t('committees.setup.nameHi')}
            value={role.nameHi}
            onChange={(e) => onChange({ ...role, nameHi: e.currentTarget.value })}
            error={error('nameHi')}
            miw={200}
            lang="hi"
            maxLength={COMMITTEE_LIMITS.nameLength}
          />
        </Group>
        <Group gap="md" align="flex-end" wrap="wrap">
          <WholeNumberInput
            label={t('committees.setup.count')}
            value={role.count}
            onChange={(v) => onChange({ ...role, count: whole(v) })}
            min={0}
            max={COMMITTEE_LIMITS.count}
            disabled={role.perPanna}
            error={error('count')}
            w={110}
          />
          <Chip
            checked={role.perPanna}
            onChange={(checked) => onChange({ ...role, perPanna: checked })}
            size="md"
          >
            {t('committees.setup.perPanna')}
          </Chip>
          <Group gap={4} ml="auto">
            <ActionIcon
              variant="default"
              size={44}
              disabled={index === 0}
              aria-label={t('committees.setup.up', { role: label })}
              onClick={() => onMove(-1)}
            >
              <IconArrowUp size={20} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size={44}
              disabled={index === last}
              aria-label={t('committees.setup.down', { role: label })}
              onClick={() => onMove(1)}
            >
              <IconArrowDown size={20} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red.9"
              size={44}
              aria-label={t('committees.setup.remove', { role: label })}
              onClick={onRemove}
            >
              <IconTrash size={20} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

export type DefinitionEditorProps = {
  draft: DefinitionDraft;
  errors: DraftErrors;
  onChange: (next: DefinitionDraft) => void;
};

export function DefinitionEditor({ draft, errors, onChange }: DefinitionEditorProps) {
  const { t } = useTranslation();
  const translateKey = useTranslateKey();
  const setRole = (i: number, next: RoleDraft) =>
    onChange({ ...draft, roles: draft.roles.map((r, j) => (j === i ? next : r)) });
  const move = (i: number, by: -1 | 1) => {
    const roles = [...draft.roles];
    const [role] = roles.splice(i, 1);
    roles.splice(i + by, 0, role!);
    onChange({ ...draft, roles });
  };
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {t('committees.setup.roles')}
      </Title>
      {errors.list && (
        <Alert color="red" variant="light" role="alert">
          {translateKey(errors.list)}
        </Alert>
      )}
      {draft.roles.map((role, i) => (
        <RoleRow
          key={role.key}
          role={role}
          index={i}
          last={draft.roles.length - 1}
          errors={errors.roles[role.key]}
          onChange={(next) => setRole(i, next)}
          onMove={(by) => move(i, by)}
          onRemove={() => onChange({ ...draft, roles: draft.roles.filter((_, j) => j !== i) })}
        />
      ))}
      <Group>
        <Button
          variant="light"
          mih={44}
          leftSection={<IconPlus size={18} aria-hidden />}
          disabled={draft.roles.length >= ROLE_LIMIT}
          onClick={() => onChange({ ...draft, roles: [...draft.roles, newRole()] })}
        >
          {t('committees.setup.addRole')}
        </Button>
      </Group>
      <Title order={2} fz="h3">
        {t('committees.setup.quotas')}
      </Title>
      {errors.quotas && (
        <Alert color="red" variant="light" role="alert">
          {translateKey(errors.quotas)}
        </Alert>
      )}
      <Group gap="md" align="flex-end" wrap="wrap">
        {QUOTAS.map((quota) => (
          <WholeNumberInput
            key={quota}
            label={t(`committees.setup.${quota}`)}
            description={t('committees.setup.zeroNone')}
            value={draft[quota]}
            onChange={(v) => onChange({ ...draft, [quota]: whole(v) })}
            min={0}
            max={COMMITTEE_LIMITS.quotaAtLeast}
            w={220}
          />
        ))}
        <WholeNumberInput
          label={t('committees.setup.youthAge')}
          value={draft.youthAge}
          onChange={(v) => onChange({ ...draft, youthAge: whole(v) })}
          min={COMMITTEE_LIMITS.ageMin}
          max={COMMITTEE_LIMITS.ageMax}
          disabled={!draft.youth}
          w={220}
        />
      </Group>
    </Stack>
  );
}
