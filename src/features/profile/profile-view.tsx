// The read-only profile: the four sections of scalar fields (every field, "-" when empty, so
// it is plain what is still missing), then the seven lists.
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PhoneLink } from '../../components/data-table/index.ts';
import { PROFILE_LIST_NAMES } from '../../domain/profile.ts';
import type { Profile } from '../../domain/profile.ts';
import { FieldList } from './field-list.tsx';
import { PROFILE_SECTIONS, scalarInput } from './profile-fields.ts';
import { ProfileListView } from './profile-list-view.tsx';
import { ProfileSection } from './profile-section.tsx';
import { useProfileText } from './use-profile-text.ts';

export function ProfileView({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const text = useProfileText();
  return (
    <Stack gap="md">
      {PROFILE_SECTIONS.map((section) => (
        <ProfileSection key={section.id} title={t(`profile.sections.${section.id}`)}>
          <FieldList
            items={section.fields.map((field) => {
              const shown = text.show(scalarInput(field), field, profile[field]);
              return {
                id: field,
                label: text.fieldLabel(field),
                value: field === 'phoneNo' && shown ? <PhoneLink value={shown} /> : shown,
              };
            })}
          />
        </ProfileSection>
      ))}
      {PROFILE_LIST_NAMES.map((list) => (
        <ProfileSection key={list} title={text.listTitle(list)}>
          <ProfileListView list={list} rows={profile[list] ?? []} />
        </ProfileSection>
      ))}
    </Stack>
  );
}
