// The signed-in user's own profile: loading text, the error panel when nothing could be
// loaded, otherwise the side card beside the read-only sections or the edit form.
import { Alert, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { toast } from '../../components/toast.ts';
import { useSessionUserId } from '../../sync/use-session-user-id.ts';
import type { SaveOutcome } from './profile-api.ts';
import { ProfileForm } from './profile-form.tsx';
import { ProfileSideCard } from './profile-side-card.tsx';
import { ProfileView } from './profile-view.tsx';
import { useMyProfile } from './use-my-profile.ts';
import { useProfileText } from './use-profile-text.ts';
import { LoadingMark } from '../../components/loading-mark.tsx';

export function MyProfile() {
  const { t } = useTranslation();
  const text = useProfileText();
  const { state, reload, saved, waiting } = useMyProfile(useSessionUserId());
  const [editing, setEditing] = useState(false);

  const title = <PageTitle>{t('nav.pages.profile')}</PageTitle>;
  if (state.kind === 'loading')
    return (
      <Stack gap="md">
        {title}
        <LoadingMark label={t('profile.loading')} showLabel />
      </Stack>
    );
  if (state.kind === 'failed')
    return (
      <Stack gap="md">
        {title}
        <ErrorPanel message={t('profile.loadFailed')} onRetry={reload} />
      </Stack>
    );

  const onSaved = (outcome: SaveOutcome) => {
    saved(outcome);
    setEditing(false);
    if (outcome.status === 'sent') toast.success(t('profile.saved'));
    else toast.info(t('profile.queued'));
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        {title}
        {!editing && (
          <Button leftSection={<IconEdit size={16} aria-hidden />} onClick={() => setEditing(true)}>
            {t('profile.edit')}
          </Button>
        )}
      </Group>
      {state.stale && (
        <Alert color="yellow" variant="light" role="status">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {t('profile.staleNote', { time: text.dateTime(state.fetchedAt) })}
            </Text>
            <Button variant="default" size="sm" onClick={reload}>
              {t('profile.staleRetry')}
            </Button>
          </Group>
        </Alert>
      )}
      {waiting > 0 && (
        <Alert color="blue" variant="light" role="status">
          {t('profile.waitingNote')}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ProfileSideCard profile={state.profile} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {editing ? (
            <ProfileForm loaded={state} onSaved={onSaved} onCancel={() => setEditing(false)} />
          ) : (
            <ProfileView profile={state.profile} />
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
