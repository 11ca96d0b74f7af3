// Live engine state and connectivity for the badge and the Sync Center.
import { useSyncExternalStore } from 'react';
import type { SyncStatus } from '../../sync/engine.ts';
import { getSyncEngine } from '../../sync/start-sync.ts';

export function useSyncStatus(): SyncStatus {
  const { status } = getSyncEngine();
  return useSyncExternalStore(status.subscribe, status.get, status.get);
}

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}
