// How much this phone stores for the app, and whether the browser may evict it. When it may (or
// the space is nearly used up) a warning offers the two ways to keep unsent work safe: ask the
// browser to keep the data, and export what has not reached the server.
import { Alert, Button, Card, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestPersistence } from '../../sync/storage.ts';
import { ExportUnsyncedButton, WRAPPING_BUTTON } from './export-button.tsx';
import { formatBytes } from './format.ts';
import { useSessionUserId } from '../../sync/use-session-user-id.ts';
import { useStorageInfo } from './use-storage-info.ts';
import { useSyncT } from './use-sync-t.ts';

/** Above this share of the quota the card warns that space is running out. */
export const ALMOST_FULL = 0.8;

export function StorageCard() {
  const t = useSyncT();
  const { i18n } = useTranslation();
  const { info, refresh } = useStorageInfo();
  const userId = useSessionUserId();
  const [refused, setRefused] = useState(false);
  if (info === undefined) return null;
  const lang = i18n.language;
  const share = info?.quota ? info.usage / info.quota : 0;
  const atRisk = info !== null && (!info.persisted || share >= ALMOST_FULL);

  const keep = async () => {
    const granted = await requestPersistence();
    setRefused(!granted);
    refresh();
  };

  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('sync.storage.title')}
        </Title>
        {info === null ? (
          <Text size="sm">{t('sync.storage.unavailable')}</Text>
        ) : (
          <>
            <Progress value={share * 100} aria-label={t('sync.storage.usedLabel')} />
            <Text size="sm">
              {t('sync.storage.used', {
                used: formatBytes(info.usage, lang),
                quota: formatBytes(info.quota, lang),
              })}
            </Text>
            <Text size="sm" c={info.persisted ? 'green.9' : 'yellow.9'}>
              {info.persisted ? t('sync.storage.persisted') : t('sync.storage.notPersisted')}
            </Text>
          </>
        )}
        {atRisk && (
          <Alert
            color="yellow"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            styles={{ body: { minWidth: 0 } }}
          >
            <Stack gap="xs">
              <Text size="sm">
                {share >= ALMOST_FULL
                  ? t('sync.storage.almostFull', { percent: Math.round(share * 100) })
                  : t('sync.storage.warning')}
              </Text>
              <Stack gap="xs">
                {!info?.persisted && (
                  <Button
                    leftSection={<IconLock size={16} aria-hidden />}
                    fullWidth
                    styles={WRAPPING_BUTTON}
                    py={6}
                    onClick={() => void keep()}
                  >
                    {t('sync.storage.keep')}
                  </Button>
                )}
                <ExportUnsyncedButton userId={userId} fullWidth />
              </Stack>
              {refused && <Text size="sm">{t('sync.storage.keepRefused')}</Text>}
            </Stack>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
