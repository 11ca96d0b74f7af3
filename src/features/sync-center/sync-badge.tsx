// The header's sync status, always in words: failed / offline / sign in, each with the number of
// unsent changes, or "N unsent" / syncing / synced. Opens the Sync Center at /dashboard/sync.
import { Button } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCloudCheck,
  IconCloudOff,
  IconCloudUp,
  IconLogin,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { syncLook } from './sync-look.ts';
import type { SyncTone } from './sync-look.ts';
import { useOutboxCounts } from './use-outbox.ts';
import { useOnline, useSyncStatus } from './use-sync-status.ts';
import { useSyncT } from './use-sync-t.ts';

export const SYNC_CENTER_PATH = '/dashboard/sync';

const ICONS = {
  failed: IconAlertTriangle,
  offline: IconCloudOff,
  signIn: IconLogin,
  pending: IconCloudUp,
  syncing: IconCloudUp,
  synced: IconCloudCheck,
} as const satisfies Record<SyncTone, unknown>;

export type SyncBadgeProps = {
  /** Phones: the lines stack in small type beside a small icon. Default false. */
  compact?: boolean;
};

export function SyncBadge({ compact = false }: SyncBadgeProps) {
  const t = useSyncT();
  const online = useOnline();
  const { phase } = useSyncStatus();
  const { pending, failed } = useOutboxCounts();
  const look = syncLook({ online, phase, pending, failed }, t);
  const Icon = ICONS[look.tone];
  const text = look.lines.join(' · ');
  const label: ReactNode = compact
    ? look.lines.map((line) => (
        <span key={line} style={{ display: 'block' }}>
          {line}
        </span>
      ))
    : text;

  return (
    <Button
      component={Link}
      to={SYNC_CENTER_PATH}
      variant="light"
      color={look.color}
      size={compact ? 'compact-xs' : 'compact-sm'}
      px={compact ? 6 : undefined}
      leftSection={<Icon size={compact ? 14 : 16} aria-hidden />}
      title={text}
      aria-label={`${t('sync.badge.label')}: ${text}`}
      styles={{
        label: compact
          ? {
              flexDirection: 'column',
              alignItems: 'flex-start',
              justifyContent: 'center',
              whiteSpace: 'normal',
              lineHeight: 1.15,
              fontSize: 11,
            }
          : undefined,
      }}
    >
      {label}
    </Button>
  );
}
