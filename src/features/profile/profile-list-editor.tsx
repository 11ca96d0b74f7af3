// The one editor of every repeatable list (education, children, vehicles, …), built from the
// list's PROFILE_LISTS definition. A new entry can be added only once every entry has
// something in it, so nobody saves a trail of blank rows.
import { Button, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { FieldArray, getIn, useFormikContext } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileListName } from '../../domain/profile.ts';
import { listFields } from './profile-fields.ts';
import { ProfileFieldInput } from './profile-field-input.tsx';
import type { ProfileRow } from './profile-values.ts';
import { emptyRow, rowFilled } from './profile-values.ts';
import { useProfileText } from './use-profile-text.ts';

export function ProfileListEditor({ list }: { list: ProfileListName }) {
  const { t } = useTranslation();
  const text = useProfileText();
  const hintId = useId();
  const { values } = useFormikContext();
  const rows = (getIn(values, list) ?? []) as ProfileRow[];
  const fields = listFields(list);
  const canAdd = rows.every(rowFilled);
  return (
    <FieldArray name={list}>
      {(helpers) => (
        <Stack gap="sm">
          {rows.length === 0 && (
            <Text c="dimmed" size="sm">
              {t(`profile.lists.${list}.empty`)}
            </Text>
          )}
          {rows.map((_, i) => {
            const item = text.listItem(list, i + 1);
            return (
              // Index keys: the inputs are controlled, so a removed row's values go with it.
              <Fieldset key={i} legend={item} radius="md" p="sm" style={{ minWidth: 0 }}>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
                  {fields.map((f) => (
                    <ProfileFieldInput
                      key={f.name}
                      name={`${list}.${i}.${f.name}`}
                      field={f.name}
                      input={f.input}
                      label={text.listFieldLabel(f.name)}
                    />
                  ))}
                </SimpleGrid>
                <Group justify="flex-end" mt="xs">
                  <Button
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    aria-label={t('profile.removeItem', { item })}
                    onClick={() => helpers.remove(i)}
                  >
                    {t('profile.remove')}
                  </Button>
                </Group>
              </Fieldset>
            );
          })}
          <Group gap="sm" align="center">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={!canAdd}
              aria-describedby={canAdd ? undefined : hintId}
              onClick={() => helpers.push(emptyRow(list))}
            >
              {t(`profile.lists.${list}.add`)}
            </Button>
            {!canAdd && (
              <Text id={hintId} size="xs" c="dimmed">
                {t('profile.fillRowFirst')}
              </Text>
            )}
          </Group>
        </Stack>
      )}
    </FieldArray>
  );
}
