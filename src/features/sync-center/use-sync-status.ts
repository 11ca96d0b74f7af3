// Live engine state and connectivity for the badge and the Sync Center.
import { useSyncExternalStore } from 'react';
import type { SyncStatus } from '../../sync/engine.ts';
import { getSyncEngine } from '../../sync/start-sync.ts';

export function useSyncStatus(): SyncStatus {
  const { status } = getSyncEngine();
  return useSyncExternalStore(status.subscribe, status.get, status.get);
}

export { useOnline } from '../../components/use-online.ts';
