// The header's sync status badge (the sync protocol, src/domain/sync-protocol.ts), loaded on its own: it reads IndexedDB through
// Dexie, and the header's page name and greeting should paint without waiting for that code:
// it is asked for once the first frame is painted.
import { Box } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { useAfterFirstPaint } from '../../components/after-first-paint.ts';

const SyncBadge = lazy(async () => ({
  default: (await import('../../features/sync-center/sync-badge.tsx')).SyncBadge,
}));

export function HeaderStatusSlot({ compact }: { compact: boolean }) {
  const painted = useAfterFirstPaint();
  const room = <Box w={compact ? 72 : 120} aria-hidden />;
  return painted ? (
    <Suspense fallback={room}>
      <SyncBadge compact={compact} />
    </Suspense>
  ) : (
    room
  );
}
