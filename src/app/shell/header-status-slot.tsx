// The header's sync status badge (the sync protocol, src/domain/sync-protocol.ts), loaded on its own: it reads IndexedDB through
// Dexie, and the header's page name and greeting should paint without waiting for that code.
import { Box } from '@mantine/core';
import { Suspense, lazy } from 'react';

const SyncBadge = lazy(async () => ({
  default: (await import('../../features/sync-center/sync-badge.tsx')).SyncBadge,
}));

export function HeaderStatusSlot({ compact }: { compact: boolean }) {
  return (
    <Suspense fallback={<Box w={compact ? 72 : 120} aria-hidden />}>
      <SyncBadge compact={compact} />
    </Suspense>
  );
}
