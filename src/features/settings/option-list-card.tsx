// One of the admin's lists: rename an option in English and Hindi, move it up, remove it, add
// a new one, then Save the whole list. An option keeps its stored value when renamed, so the
// voters who have it keep it; a removed option stays on those voters as its stored text.
import {
  ActionIcon,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../components/form-fields/index.ts';
import { toast } from '../../components/toast.ts';
import type { ListOption, OptionListId } from '../../domain/settings.ts';
import { SETTINGS_MSG, optionLabel, optionListSchema } from '../../domain/settings.ts';
import { validate } from '../../domain/validation.ts';
import { saveOptionList } from './settings-commands.ts';
import { useSaveFailure } from './use-save-failure.ts';

/** Field errors (`options[2].value`, `options[2]`) by row. */
function rowErrors(fields: Record<string, string>): Record<number, string> {
  const out: Record<number, string> = {};
  for (const [path, key] of Object.entries(fields)) {
    const m = /^options\[(\d+)\]/.exec(path);
    if (m) out[Number(m[1])] ??= key;
  }
  return out;
}

const sameList = (a: readonly ListOption[], b: readonly ListOption[]) =>
  JSON.stringify(a) === JSON.stringify(b);

export function OptionListCard({
  list,
  options,
  disabled,
}: {
  list: OptionListId;
  options: readonly ListOption[];
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation();
  const translate = useTranslateMessage();
  const reportFailure = useSaveFailure();
  const [rows, setRows] = useState<ListOption[]>(() => [...options]);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [newEn, setNewEn] = useState('');
  const [newHi, setNewHi] = useState('');
  const [addError, setAddError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [base, setBase] = useState(options);
  const dirty = !sameList(rows, base);

  // The saved list changed (a save here, or a refresh): show it unless edits are under way.
  // Adjusted while rendering (React's pattern for state that follows a prop).
  if (!sameList(options, base)) {
    setBase(options);
    if (!dirty) setRows([...options]);
  }

  const headingId = `settings-list-${list}`;
  const title = t(`settings.lists.titles.${list}`);
  const lang = i18n.language;

  const edit = (i: number, change: Partial<ListOption>) =>
    setRows((r) => r.map((o, j) => (j === i ? { ...o, ...change } : o)));
  const remove = (i: number) => {
    setRows((r) => r.filter((_, j) => j !== i));
    setErrors({});
  };
  const moveUp = (i: number) =>
    setRows((r) => (i === 0 ? r : [...r.slice(0, i - 1), r[i]!, r[i - 1]!, ...r.slice(i + 1)]));

  const add = () => {
    const en = newEn.trim();
    const hi = newHi.trim();
    const value = en || hi;
    if (!value) return setAddError(SETTINGS_MSG.label);
    const taken = rows.some((o) => o.value.toLocaleLowerCase() === value.toLocaleLowerCase());
    if (taken) return setAddError(SETTINGS_MSG.duplicate);
    setRows((r) => [...r, { value, en, hi }]);
    setNewEn('');
    setNewHi('');
    setAddError(undefined);
  };

  const save = async () => {
    const checked = await validate(optionListSchema, { options: rows });
    if (!checked.ok) return setErrors(rowErrors(checked.fields));
    setErrors({});
    setSaving(true);
    try {
      await saveOptionList(list, checked.value.options);
      setBase(checked.value.options);
      setRows(checked.value.options);
      toast.success(t('settings.saved'));
    } catch (err) {
      setErrors(rowErrors(reportFailure(err)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} fz="h3" id={headingId}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {list === 'caste' ? t('settings.lists.casteHelp') : t('settings.lists.help')}
        </Text>
        {rows.length === 0 && <Text size="sm">{t('settings.lists.empty')}</Text>}
        {rows.length > 0 && (
          <Group gap="xs" wrap="nowrap" visibleFrom="sm" aria-hidden>
            <SimpleGrid cols={2} spacing="xs" style={{ flex: 1 }}>
              <Text size="sm" fw={600}>
                {t('settings.lists.english')}
              </Text>
              <Text size="sm" fw={600}>
                {t('settings.lists.hindi')}
              </Text>
            </SimpleGrid>
            <div style={{ width: 92 }} />
          </Group>
        )}
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((o, i) => {
            const name = optionLabel(o, lang);
            const error = errors[i];
            return (
              <Group key={o.value} component="li" gap="xs" align="center" wrap="nowrap">
                <SimpleGrid
                  cols={{ base: 1, sm: 2 }}
                  spacing="xs"
                  verticalSpacing={4}
                  style={{ flex: 1 }}
                >
                  <TextInput
                    aria-label={`${t('settings.lists.english')}: ${name}`}
                    placeholder={t('settings.lists.english')}
                    value={o.en}
                    onChange={(e) => edit(i, { en: e.currentTarget.value })}
                    error={error ? translate(error) : undefined}
                    disabled={disabled}
                  />
                  <TextInput
                    aria-label={`${t('settings.lists.hindi')}: ${name}`}
                    placeholder={t('settings.lists.hindi')}
                    value={o.hi}
                    lang="hi"
                    onChange={(e) => edit(i, { hi: e.currentTarget.value })}
                    disabled={disabled}
                  />
                </SimpleGrid>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    size={44}
                    aria-label={t('settings.lists.moveUp', { name })}
                    disabled={disabled || i === 0}
                    onClick={() => moveUp(i)}
                  >
                    <IconArrowUp size={20} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    color="red"
                    size={44}
                    aria-label={t('settings.lists.remove', { name })}
                    disabled={disabled}
                    onClick={() => remove(i)}
                  >
                    <IconTrash size={20} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            );
          })}
        </Stack>
        <Group gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            label={t('settings.lists.newEnglish')}
            value={newEn}
            onChange={(e) => setNewEn(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && add()}
            error={addError ? translate(addError) : undefined}
            disabled={disabled}
            maxLength={100}
            style={{ flex: '1 1 9rem' }}
          />
          <TextInput
            label={t('settings.lists.newHindi')}
            value={newHi}
            lang="hi"
            onChange={(e) => setNewHi(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && add()}
            disabled={disabled}
            maxLength={100}
            style={{ flex: '1 1 9rem' }}
          />
          <Button variant="light" onClick={add} disabled={disabled} mt={{ base: 0, xs: 25 }}>
            {t('settings.lists.add')}
          </Button>
        </Group>
        <Group gap="sm">
          <Button onClick={() => void save()} loading={saving} disabled={disabled || !dirty}>
            {t('settings.save')}
          </Button>
          {dirty && (
            <Text size="sm" c="orange.9">
              {t('settings.lists.unsaved')}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
