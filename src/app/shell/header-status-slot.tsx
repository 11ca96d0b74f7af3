// The header's sync status badge (DESIGN.md §6): offline / pending N / failed N / synced,
// linking to the Sync Center.
import { SyncBadge } from '../../features/sync-center/index.ts';

export function HeaderStatusSlot({ compact }: { compact: boolean }) {
  return <SyncBadge compact={compact} />;
}
