// The header's sync status: offline / N failed / N pending / syncing / synced. Opens the
// Sync Center at /dashboard/sync.
import { Badge } from '@mantine/core';
import { IconCloudCheck, IconCloudOff, IconCloudUp, IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useOutboxCounts } from './use-outbox.ts';
import { useOnline, useSyncStatus } from './use-sync-status.ts';
import { useSyncT } from './use-sync-t.ts';

export const SYNC_CENTER_PATH = '/dashboard/sync';

type Look = { color: string; icon: ReactNode; text: string };

export type SyncBadgeProps = {
  /** Icon only (phones: the header has little room); the state stays in the aria-label. Default false. */
  compact?: boolean;
};

export function SyncBadge({ compact = false }: SyncBadgeProps) {
  const t = useSyncT();
  const online = useOnline();
  const { phase } = useSyncStatus();
  const { pending, failed } = useOutboxCounts();
  const size = 14;
  let look: Look;
  if (failed > 0)
    look = {
      color: 'red',
      icon: <IconAlertTriangle size={size} />,
      text: t('sync.badge.failed', { count: failed }),
    };
  else if (!online || phase === 'offline')
    look = {
      color: 'gray',
      icon: <IconCloudOff size={size} />,
      text: pending ? t('sync.badge.pending', { count: pending }) : t('sync.badge.offline'),
    };
  else if (phase === 'authPaused')
    look = { color: 'orange', icon: <IconCloudOff size={size} />, text: t('sync.badge.signIn') };
  else if (pending > 0 || phase === 'syncing')
    look = {
      color: 'yellow',
      icon: <IconCloudUp size={size} />,
      text: pending ? t('sync.badge.pending', { count: pending }) : t('sync.badge.syncing'),
    };
  else
    look = { color: 'green', icon: <IconCloudCheck size={size} />, text: t('sync.badge.synced') };

  return (
    <Badge
      component={Link}
      to={SYNC_CENTER_PATH}
      color={look.color}
      variant="light"
      leftSection={compact ? undefined : look.icon}
      circle={compact}
      size={compact ? 'lg' : 'md'}
      title={look.text}
      aria-label={`${t('sync.badge.label')}: ${look.text}`}
      style={{ cursor: 'pointer', textTransform: 'none' }}
    >
      {compact ? look.icon : look.text}
    </Badge>
  );
}
