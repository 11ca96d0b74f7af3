// navigator.storage.estimate()/persisted(), read when the Sync Center opens and again on demand
// (after asking the browser to keep the data).
import { useCallback, useEffect, useState } from 'react';
import { storageInfo } from '../../sync/storage.ts';
import type { StorageInfo } from '../../sync/storage.ts';

export type StorageInfoState = {
  /** undefined while loading; null when the browser cannot tell. */
  info: StorageInfo | undefined;
  refresh: () => void;
};

export function useStorageInfo(): StorageInfoState {
  const [info, setInfo] = useState<StorageInfo | undefined>(undefined);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let live = true;
    storageInfo()
      .then((value) => live && setInfo(value))
      .catch((err: unknown) => {
        console.warn('Storage estimate failed', err);
        if (live) setInfo(null);
      });
    return () => {
      live = false;
    };
  }, [generation]);
  const refresh = useCallback(() => setGeneration((g) => g + 1), []);
  return { info, refresh };
}
