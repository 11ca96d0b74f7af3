// Persistent storage (the sync protocol, src/domain/sync-protocol.ts): asked for once, so the browser does not evict a
// worker's unsent voters when the phone runs low on space.
import type { BoothDb } from '../db/database.ts';
import { META, getMeta, setMeta } from '../db/meta.ts';

export type StorageInfo = { usage: number; quota: number; persisted: boolean } | null;

export async function requestPersistenceOnce(db: BoothDb): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return false;
  if (await storage.persisted()) return true;
  if (await getMeta<boolean>(db, META.persistRequested)) return false;
  await setMeta(db, META.persistRequested, true);
  return storage.persist();
}

/** Asks the browser to keep this site's data (the user pressed "Keep data on this phone"). */
export async function requestPersistence(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return false;
  try {
    return await storage.persist();
  } catch (err) {
    console.warn('Persistent storage request failed', err);
    return false;
  }
}

export async function storageInfo(): Promise<StorageInfo> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.estimate) return null;
  const [estimate, persisted] = await Promise.all([
    storage.estimate(),
    storage.persisted?.() ?? Promise.resolve(false),
  ]);
  return { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0, persisted };
}
