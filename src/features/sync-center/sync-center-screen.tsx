// The Sync Center (/dashboard/sync): connection and sync state, failed changes with Retry,
// what is still waiting, storage use, and a CSV export of everything unsynced.
import { Alert, Group, Stack } from '@mantine/core';
import { PageTitle } from '../../components/page-title.tsx';
import { ExportUnsyncedButton } from './export-button.tsx';
import { OutboxSection } from './outbox-section.tsx';
import { StorageCard } from './storage-card.tsx';
import { SyncStatusCard } from './sync-status-card.tsx';
import { PENDING_SHOWN, useOutboxLists, useUnsyncedSummary } from './use-outbox.ts';
import { useSessionUserId } from '../../sync/use-session-user-id.ts';
import { useSyncT } from './use-sync-t.ts';

export function SyncCenterScreen() {
  const t = useSyncT();
  const userId = useSessionUserId();
  const lists = useOutboxLists();
  const summary = useUnsyncedSummary();
  const pendingTotal = summary?.pending ?? 0;
  const failed = lists?.failed ?? [];
  const pending = lists?.pending ?? [];
  const more = pendingTotal - pending.length;

  return (
    <Stack gap="md" maw={900}>
      <Group justify="space-between">
        <PageTitle>{t('sync.title')}</PageTitle>
        <ExportUnsyncedButton userId={userId} />
      </Group>
      <SyncStatusCard />
      <OutboxSection
        title={t('sync.failed.title', { count: failed.length })}
        empty={t('sync.failed.empty')}
        hint={t('sync.failed.hint')}
        entries={failed}
      />
      <OutboxSection
        title={t('sync.pending.title', { count: pendingTotal })}
        empty={t('sync.pending.empty')}
        entries={pending}
        footer={
          more > 0 && pending.length >= PENDING_SHOWN
            ? t('sync.pending.more', { count: more })
            : undefined
        }
      />
      {summary && summary.heldForOthers > 0 && (
        <Alert color="gray">{t('sync.heldForOthers', { count: summary.heldForOthers })}</Alert>
      )}
      <StorageCard />
    </Stack>
  );
}
