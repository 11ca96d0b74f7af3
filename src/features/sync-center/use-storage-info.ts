// navigator.storage.estimate()/persisted(), read once when the Sync Center opens.
import { useEffect, useState } from 'react';
import { storageInfo } from '../../sync/storage.ts';
import type { StorageInfo } from '../../sync/storage.ts';

/** undefined while loading; null when the browser cannot tell. */
export function useStorageInfo(): StorageInfo | undefined {
  const [info, setInfo] = useState<StorageInfo | undefined>(undefined);
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
  }, []);
  return info;
}
