// Who this profile is at a glance: photo (or initials), name, e-mail and where they work.
// Above the sections on a phone, beside them from the md breakpoint. A named section, not an
// <aside>: a complementary landmark inside <main> is an accessibility finding.
import { Avatar, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../domain/profile.ts';
import { useFileUrl } from '../../sync/use-file-url.ts';
import { FieldList } from './field-list.tsx';
import { useProfileText } from './use-profile-text.ts';

export function ProfileSideCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const text = useProfileText();
  const name = `${profile.firstName ?? ''} ${profile.lastName ?? ''}`.trim();
  const src = useFileUrl(profile.profileImage || undefined);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label={name || t('nav.pages.profile')}
    >
      <Stack align="center" gap="xs">
        <Avatar
          src={src}
          name={name}
          alt={t('profile.photoOf', { name })}
          size={88}
          radius="50%"
          color="indigo"
        />
        <Text fw={700} fz="lg" ta="center" style={{ overflowWrap: 'anywhere' }}>
          {name || t('profile.noName')}
        </Text>
        {profile.email && (
          <Text size="sm" c="dimmed" ta="center" style={{ overflowWrap: 'anywhere' }}>
            {profile.email}
          </Text>
        )}
      </Stack>
      <Stack mt="md">
        <FieldList
          items={(['state', 'assembly', 'district'] as const).map((field) => ({
            id: field,
            label: text.fieldLabel(field),
            value: profile[field] ?? '',
          }))}
        />
      </Stack>
    </Paper>
  );
}
