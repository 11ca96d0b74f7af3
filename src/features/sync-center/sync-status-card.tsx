// Connection, engine phase, last successful sync and a "Sync now" button.
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SyncPhase } from '../../sync/engine.ts';
import { getSyncEngine } from '../../sync/start-sync.ts';
import { useTranslateKey } from '../../components/use-translate-key.ts';
import { formatTime } from './format.ts';
import { looksOffline } from './sync-look.ts';
import { useLastSyncAt } from './use-outbox.ts';
import { useOnline, useSyncStatus } from './use-sync-status.ts';
import { useSyncT } from './use-sync-t.ts';
import type { SyncKey } from './use-sync-t.ts';

const PHASE_KEYS = {
  idle: 'sync.phase.idle',
  syncing: 'sync.phase.syncing',
  offline: 'sync.phase.offline',
  signedOut: 'sync.phase.signedOut',
  authPaused: 'sync.phase.authPaused',
  error: 'sync.phase.error',
} as const satisfies Record<SyncPhase, SyncKey>;

const OFFLINE_REASON_ID = 'sync-now-offline-reason';

export function SyncStatusCard() {
  const t = useSyncT();
  const translateKey = useTranslateKey();
  const { i18n } = useTranslation();
  const online = useOnline();
  const status = useSyncStatus();
  const lastSyncAt = useLastSyncAt();
  const error = status.error ? translateKey(status.error) : '';
  // The browser knows at once when the network is gone; the engine only notices at its next try.
  const phase = online ? status.phase : 'offline';
  // The same word as the header's badge (looksOffline); Sync now still tries while the browser
  // has a network.
  const connected = !looksOffline(online, status.phase);

  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Group justify="space-between">
          <Badge color={connected ? 'green' : 'gray'} variant="light">
            {connected ? t('sync.connection.online') : t('sync.connection.offline')}
          </Badge>
          <Button
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={online && status.phase === 'syncing'}
            disabled={!online}
            aria-describedby={online ? undefined : OFFLINE_REASON_ID}
            onClick={() => void getSyncEngine().syncNow()}
            variant="light"
          >
            {t('sync.syncNow')}
          </Button>
        </Group>
        {!online && (
          <Text id={OFFLINE_REASON_ID} size="sm">
            {t('sync.syncNowOffline')}
          </Text>
        )}
        <Text role="status">{t(PHASE_KEYS[phase], { error })}</Text>
        <Text size="sm" c="dimmed">
          {t('sync.lastSync')}:{' '}
          {lastSyncAt ? formatTime(lastSyncAt, i18n.language) : t('sync.never')}
        </Text>
        {status.retryAt && (
          <Text size="sm" c="dimmed">
            {t('sync.nextTry', { time: formatTime(status.retryAt, i18n.language) })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
