// How much this phone stores for the app, and whether the browser may evict it.
import { Card, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBytes } from './format.ts';
import { useStorageInfo } from './use-storage-info.ts';
import { useSyncT } from './use-sync-t.ts';

export function StorageCard() {
  const t = useSyncT();
  const { i18n } = useTranslation();
  const info = useStorageInfo();
  if (info === undefined) return null;
  const lang = i18n.language;
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Title order={4}>{t('sync.storage.title')}</Title>
        {info === null ? (
          <Text size="sm">{t('sync.storage.unavailable')}</Text>
        ) : (
          <>
            <Progress value={info.quota ? (100 * info.usage) / info.quota : 0} />
            <Text size="sm">
              {t('sync.storage.used', {
                used: formatBytes(info.usage, lang),
                quota: formatBytes(info.quota, lang),
              })}
            </Text>
            <Text size="sm" c={info.persisted ? 'green' : 'orange'}>
              {info.persisted ? t('sync.storage.persisted') : t('sync.storage.notPersisted')}
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
