// Shown when a newer version of the app in another tab upgraded the database: this tab's
// connection is closed (src/db/database.ts) and only a reload brings it back.
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRefreshAlert } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { reloadRequired } from '../../db/reload-flag.ts';
import { useSyncT } from './use-sync-t.ts';

export function useReloadRequired(): boolean {
  return useSyncExternalStore(reloadRequired.subscribe, reloadRequired.get, reloadRequired.get);
}

/** Renders nothing until a reload is required. */
export function ReloadRequiredBanner() {
  const t = useSyncT();
  const required = useReloadRequired();
  if (!required) return null;
  return (
    <Alert
      color="orange"
      icon={<IconRefreshAlert size={18} />}
      title={t('sync.reload.title')}
      role="alert"
    >
      <Group justify="space-between">
        <Text size="sm">{t('sync.reload.message')}</Text>
        <Button size="xs" onClick={() => window.location.reload()}>
          {t('sync.reload.button')}
        </Button>
      </Group>
    </Alert>
  );
}
