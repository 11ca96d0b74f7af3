// One repeatable list, read-only: each entry under its own small heading with the fields it
// has; any of the seven lists, driven by its PROFILE_LISTS definition.
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProfileListName } from '../../domain/profile.ts';
import { FieldList } from './field-list.tsx';
import { listFields } from './profile-fields.ts';
import { useProfileText } from './use-profile-text.ts';

export type ProfileListViewProps = {
  list: ProfileListName;
  rows: readonly Record<string, unknown>[];
};

export function ProfileListView({ list, rows }: ProfileListViewProps) {
  const { t } = useTranslation();
  const text = useProfileText();
  const fields = listFields(list);
  if (rows.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t(`profile.lists.${list}.empty`)}
      </Text>
    );
  return (
    <Stack gap="md">
      {rows.map((row, i) => (
        <div key={i}>
          <Title order={3} fz="sm" mb={4}>
            {text.listItem(list, i + 1)}
          </Title>
          <FieldList
            items={fields.flatMap((f) => {
              const shown = text.show(f.input, f.name, row[f.name]);
              return shown
                ? [{ id: f.name, label: text.listFieldLabel(f.name), value: shown }]
                : [];
            })}
          />
        </div>
      ))}
    </Stack>
  );
}
